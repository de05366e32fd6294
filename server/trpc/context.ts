import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession, SessionCookie, SessionUser } from '../auth/lucia';
import { resolveSession, writeCookie } from '../access';
import type { AppDeps } from '../deps';
import { asksNotToTrack } from '../analytics/request';
import { DEVICE_COOKIE } from '../services/devices';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/locales';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../db/errors';
import { DomainError } from '../errors';
import { toTRPCError } from './errors';


export interface InnerContextOptions {
  deps: AppDeps;
  user?: SessionUser | null;
  session?: AuthSession | null;
  locale?: Locale;
  /** The Origin of the request, checked for mutations against PUBLIC_URL; undefined for in-process calls. */
  origin?: string | undefined;
  ip?: string;
  /** The browser sent Global Privacy Control or Do Not Track: nothing about its visit is attached to what it sends. */
  doNotTrack?: boolean;
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
    doNotTrack: opts.doNotTrack ?? false,
    deviceCookie: opts.deviceCookie,
    setCookie: opts.setCookie ?? (() => {}),
    log: opts.log ?? consoleLogger,
  };
}

export type Context = ReturnType<typeof createInnerContext>;

export async function createRequestContext(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  const { session, user } = await resolveSession(deps, req, reply).catch((err: unknown) => {
    // The session store is the database: while it is unreachable, signed-in people get the visitors' 503 sentence.
    if (databaseUnavailable(err)) throw toTRPCError(new DomainError('unavailable', 'unavailable', DATABASE_UNAVAILABLE, { cause: err }));
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
    doNotTrack: asksNotToTrack(req.headers),
    deviceCookie: req.cookies[DEVICE_COOKIE],
    setCookie: (c) => writeCookie(reply, c),
    log: req.log,
  });
}
