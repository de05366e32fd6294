/**
 * Who may call what, decided in one place (decision 0005). The tRPC procedure builders (server/trpc/trpc.ts) and the
 * plain routes' preHandler (requireAccess, below) both ask checkAccess, so the upload, the export and the
 * procedures cannot drift apart: the same order (same origin, signed in, staff, two-factor when an administrator
 * requires it, administrator) and the same sentences.
 */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isAdmin, isStaff, type Role } from '@shared/roles';
import { TWO_FACTOR_MSG } from '@shared/schemas/two-factor';
import type { AuthSession, SessionCookie, SessionUser } from './auth/lucia';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from './db/errors';
import type { AppDeps } from './deps';
import { DomainError } from './errors';
import { twoFactorGate } from './services/totp';

/** public: anyone; user: any signed-in account, even one waiting for approval; staff: editors and administrators. */
export type Access = 'public' | 'user' | 'staff' | 'admin';

/** Each refusal's code (what the client translates) and its English sentence. */
export const ACCESS_MSG = {
  signInRequired: 'Please sign in to continue.',
  awaitingApproval: 'Your account is waiting for approval by an administrator.',
  adminOnly: 'Only administrators can do this.',
  twoFactorRequired: TWO_FACTOR_MSG.required,
  crossSite: 'Cross-site requests are not allowed',
} as const;

export interface Who {
  user: SessionUser | null;
  session: AuthSession | null;
}

export interface SignedIn {
  user: SessionUser;
  session: AuthSession;
}

export interface StaffMember extends SignedIn {
  user: SessionUser & { role: Role };
}

const forbidden = (code: 'awaitingApproval' | 'adminOnly' | 'twoFactorRequired' | 'crossSite') => new DomainError('forbidden', code, ACCESS_MSG[code]);

/**
 * The caller when `access` lets them in; otherwise a DomainError: unauthenticated (401) without a session,
 * forbidden (403) for the rest. Two-factor is asked of staff only, so staff told to turn it on can still reach
 * their profile ('user' procedures) to do it.
 */
export async function checkAccess(deps: Pick<AppDeps, 'db'>, who: Who, access: 'user'): Promise<SignedIn>;
export async function checkAccess(deps: Pick<AppDeps, 'db'>, who: Who, access: 'staff' | 'admin'): Promise<StaffMember>;
export async function checkAccess(deps: Pick<AppDeps, 'db'>, who: Who, access: Access): Promise<Who>;
export async function checkAccess(deps: Pick<AppDeps, 'db'>, who: Who, access: Access): Promise<Who> {
  if (access === 'public') return who;
  const { user, session } = who;
  if (!user || !session) throw new DomainError('unauthenticated', 'signInRequired', ACCESS_MSG.signInRequired);
  if (access === 'user') return { user, session };
  const role = user.role;
  const refusal = await staffRefusal(deps, user);
  // isStaff is asked again only to narrow the role for the type checker: staffRefusal refused an account without one.
  if (refusal || !isStaff(role)) throw forbidden(refusal ?? 'awaitingApproval');
  if (access === 'admin' && !isAdmin(role)) throw forbidden('adminOnly');
  return { user: { ...user, role }, session };
}

/** Why a signed-in account does not pass as staff: no role, or no two-factor while an administrator requires it. */
async function staffRefusal(deps: Pick<AppDeps, 'db'>, user: { id: string; role: string | null }): Promise<'awaitingApproval' | 'twoFactorRequired' | null> {
  if (!isStaff(user.role)) return 'awaitingApproval';
  const gate = await twoFactorGate(deps.db, user.id);
  return gate.required && !gate.enabled ? 'twoFactorRequired' : null;
}

/**
 * Whether `user` reads as staff, the question staffProcedure asks: reads outside the staff procedures that
 * show staff more (drafts and scheduled posts on the post page, through posts.bySlug) ask it here.
 */
export async function readsAsStaff(deps: Pick<AppDeps, 'db'>, user: { id: string; role: string | null } | null | undefined): Promise<boolean> {
  return user ? (await staffRefusal(deps, user)) === null : false;
}

// ---------------------------------------------------------------- origin

/** Loopback names of this machine: the demo's http://localhost:3000 is the same site as http://127.0.0.1:3000. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Decision 0008: whether a browser's Origin header is the site's own, PUBLIC_URL's origin. Never the Host header:
 * whoever sends the request chooses it (decision 0008: Host: evil.example with Origin: http://evil.example passed).
 */
export function isSiteOrigin(publicUrl: string, origin: string): boolean {
  try {
    const a = new URL(origin);
    const b = new URL(publicUrl);
    if (a.origin === b.origin) return true;
    return LOOPBACK.has(a.hostname) && LOOPBACK.has(b.hostname) && a.protocol === b.protocol && a.port === b.port;
  } catch {
    return false;
  }
}

/**
 * A wrong Origin is always refused; the rules differ in what a request WITHOUT one (or with 'null') may be:
 * - 'if-sent' (tRPC mutations): accepted; in-process calls and clients that are not browsers send none.
 * - 'fetch-metadata' (the upload): accepted unless Sec-Fetch-Site says it came from another site.
 * - 'form' (the no-script HTML forms): only with Sec-Fetch-Site: same-origin; browsers send Origin with every
 *   POST, so a request saying nothing about where it came from is not a browser on this site.
 * - 'required' (the export): refused.
 */
export type OriginRule = 'if-sent' | 'fetch-metadata' | 'form' | 'required';

export interface OriginHeaders {
  origin?: string | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}

export function sameOrigin(deps: { config: { publicUrl: string } }, headers: OriginHeaders, rule: OriginRule): boolean {
  const { origin } = headers;
  const fetchSite = headers['sec-fetch-site'];
  const ours = (o: string) => isSiteOrigin(deps.config.publicUrl, o);
  switch (rule) {
    case 'if-sent':
      return origin === undefined || ours(origin);
    case 'fetch-metadata':
      return origin !== undefined ? ours(origin) : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    case 'form':
      return origin !== undefined && origin !== 'null' ? ours(origin) : fetchSite === 'same-origin';
    case 'required':
      return origin !== undefined && ours(origin);
  }
}

// ---------------------------------------------------------------- sessions

export function writeCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.setCookie(cookie.name, cookie.value, cookie.attributes);
}

/** Reads the session cookie, extending the session while in use and clearing a cookie that no longer holds one. */
export async function resolveSession(deps: Pick<AppDeps, 'sessions'>, req: FastifyRequest, reply: FastifyReply): Promise<Who> {
  const id = req.cookies[deps.sessions.cookieName];
  if (!id) return { session: null, user: null };
  const result = await deps.sessions.validate(id);
  if (!result.session) writeCookie(reply, deps.sessions.blankCookie());
  else if (result.session.fresh) writeCookie(reply, deps.sessions.cookie(result.session));
  return result;
}

// ---------------------------------------------------------------- plain routes

export interface RouteAccessOptions {
  /** Checked first, as tRPC checks a mutation's origin before anything else. */
  sameOrigin?: OriginRule;
  /** The route's own answer to a refusal (its body and headers); the status is httpStatusOf(err.kind). */
  refuse(reply: FastifyReply, err: DomainError): FastifyReply | Promise<FastifyReply>;
}

const callers = new WeakMap<FastifyRequest, SignedIn>();

/**
 * A Fastify preHandler for a plain route: the checks of the procedure builder of the same name. While the
 * session store (the database) is unreachable, the refusal is 'unavailable' with the visitors' 503 sentence.
 */
export function requireAccess(deps: AppDeps, access: Access, opts: RouteAccessOptions): preHandlerAsyncHookHandler {
  return async (req, reply) => {
    try {
      if (opts.sameOrigin && !sameOrigin(deps, req.headers, opts.sameOrigin)) throw forbidden('crossSite');
      if (access === 'public') return;
      const { user, session } = await checkAccess(deps, await resolveSession(deps, req, reply), access);
      if (user && session) callers.set(req, { user, session });
    } catch (err) {
      if (err instanceof DomainError) return opts.refuse(reply, err);
      if (databaseUnavailable(err)) return opts.refuse(reply, new DomainError('unavailable', 'unavailable', DATABASE_UNAVAILABLE, { cause: err }));
      throw err;
    }
  };
}

/** The signed-in caller a requireAccess preHandler let through. */
export function callerOf(req: FastifyRequest): SignedIn {
  const caller = callers.get(req);
  if (!caller) throw new Error(`${req.method} ${req.url} has no requireAccess preHandler that signs its caller in`);
  return caller;
}
