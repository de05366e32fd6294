import type {} from '@fastify/cookie';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession, SessionCookie, SessionStore, SessionUser } from '../auth/lucia';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { DEVICE_COOKIE } from '../services/devices';
import type { RateLimiter } from '../services/rate-limit';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/shared/locales';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from './trpc';

/** Long-lived things the app builds once and every request shares. */
export interface AppDeps {
  config: Config;
  db: Db;
  sessions: SessionStore;
  limiter: RateLimiter;
}

export interface InnerContextOptions {
  deps: AppDeps;
  user?: SessionUser | null;
  session?: AuthSession | null;
  locale?: Locale;
  /** The Origin of the request, checked for mutations against PUBLIC_URL; undefined for in-process calls. */
  origin?: string | undefined;
  ip?: string;
  /** The device cookie (server/services/devices.ts): sign-in counts this browser's attempts apart from the account's. */
  deviceCookie?: string | undefined;
  setCookie?: (cookie: SessionCookie) => void;
  log?: RequestLogger;
}

export interface RequestLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const consoleLogger: RequestLogger = {
  info: (obj, msg) => console.info(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

/** A context without a request: tests and server rendering call procedures with it directly. */
export function createInnerContext(opts: InnerContextOptions) {
  return {
    ...opts.deps,
    user: opts.user ?? null,
    session: opts.session ?? null,
    locale: opts.locale ?? DEFAULT_LOCALE,
    origin: opts.origin,
    ip: opts.ip ?? '127.0.0.1',
    deviceCookie: opts.deviceCookie,
    setCookie: opts.setCookie ?? (() => {}),
    log: opts.log ?? consoleLogger,
  };
}

export type Context = ReturnType<typeof createInnerContext>;

export function writeCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.setCookie(cookie.name, cookie.value, cookie.attributes);
}

/** Reads the session cookie (extending the session while in use) and builds the inner context. */
export async function resolveSession(deps: AppDeps, req: FastifyRequest, reply: FastifyReply) {
  const id = req.cookies[deps.sessions.cookieName];
  if (!id) return { session: null, user: null };
  const result = await deps.sessions.validate(id);
  if (!result.session) writeCookie(reply, deps.sessions.blankCookie());
  else if (result.session.fresh) writeCookie(reply, deps.sessions.cookie(result.session));
  return result;
}

export async function createRequestContext(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  const { session, user } = await resolveSession(deps, req, reply).catch((err: unknown) => {
    // The session store is the database: while it is unreachable, signed-in people get the visitors' 503 sentence.
    if (databaseUnavailable(err)) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause: err });
    throw err;
  });
  const header = req.headers['x-locale'];
  return createInnerContext({
    deps,
    user,
    session,
    locale: isLocale(header) ? header : DEFAULT_LOCALE,
    origin: req.headers.origin,
    ip: req.ip,
    deviceCookie: req.cookies[DEVICE_COOKIE],
    setCookie: (c) => writeCookie(reply, c),
    log: req.log,
  });
}
