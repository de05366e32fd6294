/**
 * 1. Initialisation: superjson, and an error formatter that hands forms zod's flattened field errors.
 * 2. Procedures: authorisation is chosen here, once per procedure, by its builder.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import { TWO_FACTOR_MSG } from '../../src/shared/schemas/two-factor';
import { twoFactorGate } from '../services/totp';
import type { Context } from './context';

/** Calls one HTTP request may batch (the browser's batch link sends no more). */
export const MAX_BATCH_SIZE = 10;
const BATCH_TOO_LARGE = `Too many calls in one request: at most ${MAX_BATCH_SIZE} are allowed.`;

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zod = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    const firstMessage = zod ? (zod.formErrors[0] ?? Object.values(zod.fieldErrors).flat()[0]) : undefined;
    // Never leak internals: a 500's message is replaced; the server log keeps the real one.
    let message = shape.data.code === 'INTERNAL_SERVER_ERROR' ? 'An unexpected error occurred' : (firstMessage ?? shape.message);
    // tRPC's own words for an oversized batch ("Batch call exceeds maximum size") do not say the limit.
    if (shape.data.code === 'BAD_REQUEST' && shape.message === 'Batch call exceeds maximum size') message = BATCH_TOO_LARGE;
    return {
      ...shape,
      message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, zodError: zod },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const CROSS_SITE = 'Cross-site requests are not allowed';

/**
 * DESIGN 3.7: whether a browser's Origin header is the site's own, PUBLIC_URL's origin. Never the Host header:
 * whoever sends the request chooses it (issue 23: Host: evil.example with Origin: http://evil.example passed).
 * The one check of tRPC mutations, the upload (server/http/media.ts) and the export (server/http/export.ts).
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `origin` is the site's own (PUBLIC_URL's origin, never the request's Host). A site on this machine's
 * loopback (the demo's http://localhost:3000) is the same site under any loopback name with the same scheme and port.
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

/** A browser may send mutations only from the site's own origin; in-process calls carry none. */
const sameOriginMutations = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation' && ctx.origin !== undefined && !isSiteOrigin(ctx.config.publicUrl, ctx.origin)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: CROSS_SITE });
  }
  return next();
});

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT', '57P01', '57P02', '57P03']);

export function databaseUnavailable(err: unknown): boolean {
  return errorCode(err, DB_DOWN_CODES);
}

/** PostgreSQL refused the text itself (invalid byte sequence, untranslatable character): the request's fault. */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

function errorCode(err: unknown, codes: Set<string>): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && codes.has(e.code)) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * While the database is unreachable callers get a 503 with a sentence to show, not a bare 500. Text the
 * database cannot store is a 400, as a last resort behind the shared schemas (src/shared/schemas/text.ts).
 */
const databaseOutage = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && databaseUnavailable(result.error.cause)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause: result.error });
  }
  if (!result.ok && errorCode(result.error.cause, BAD_TEXT_CODES)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The request contains characters that are not allowed.', cause: result.error });
  }
  return result;
});

export const publicProcedure = t.procedure.use(databaseOutage).use(sameOriginMutations);

export const userProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * Staff only. When an administrator requires two-factor for all staff, an account without it gets FORBIDDEN
 * with a sentence saying so, until it turns it on in its profile (the account router stays open for that).
 */
export const staffProcedure = userProcedure.use(async ({ ctx, next }) => {
  if (ctx.user.role !== 'admin' && ctx.user.role !== 'editor') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Your account is waiting for approval by an administrator.' });
  }
  const gate = await twoFactorGate(ctx.db, ctx.user.id);
  if (gate.required && !gate.enabled) throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_MSG.required });
  return next({ ctx: { ...ctx, role: ctx.user.role } });
});

export const adminProcedure = staffProcedure.use(({ ctx, next }) => {
  if (ctx.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Only administrators can do this.' });
  return next();
});
