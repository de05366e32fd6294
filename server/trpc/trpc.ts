/**
 * 1. Initialisation: superjson, and an error formatter that hands forms zod's flattened field errors.
 * 2. Procedures: authorisation is chosen here, once per procedure, by its builder.
 */
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import { ACCESS_MSG, checkAccess, sameOrigin, type Access } from '../access';
import { BAD_TEXT_CODES, DATABASE_UNAVAILABLE, databaseUnavailable, hasErrorCode } from '../db/errors';
import type { Context } from './context';
import { DomainError } from '../errors';
import { domainErrorOf, domainShape, toTRPCError } from './errors';

/** Calls one HTTP request may batch (the browser's batch link sends no more). */
export const MAX_BATCH_SIZE = 10;
const BATCH_TOO_LARGE = `Too many calls in one request: at most ${MAX_BATCH_SIZE} are allowed.`;
/** A 500's hidden message still has a code, so the client translates the sentence that replaces it. */
const UNEXPECTED_DOMAIN = { code: 'unexpected', params: {} };

/** Live chat streams (decision 0021): a ping event every 20 s keeps proxies from closing a quiet stream... */
export const STREAM_PING_MS = 20_000;

/** What each procedure declares: the access its builder checks (read before tRPC by the stream guard, plugins/trpc.ts). */
export interface ProcedureMeta {
  access: Access;
  /**
   * Its answer to a caller without a session depends only on its input and public content: the answer is kept
   * in the shared cache of anonymous answers, cleared by every content change (plugins/trpc.ts).
   */
  sharedCache?: true;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  transformer: superjson,
  sse: {
    ping: { enabled: true, intervalMs: STREAM_PING_MS },
    // ...and a browser that hears nothing for 45 s (a connection dead without a word) reconnects.
    client: { reconnectAfterInactivityMs: 45_000 },
  },
  errorFormatter({ shape, error }) {
    // A domain error carries its code for the client to translate, and its field error in zod's shape.
    const domainError = domainErrorOf(error);
    const fromDomain = domainError ? domainShape(domainError) : null;
    const zod = error.cause instanceof ZodError ? z.flattenError(error.cause) : (fromDomain?.zodError ?? null);
    const firstMessage = zod ? (zod.formErrors[0] ?? Object.values(zod.fieldErrors).flat()[0]) : undefined;
    // Never leak internals: a 500's message is replaced; the server log keeps the real one.
    let message = shape.data.code === 'INTERNAL_SERVER_ERROR' ? 'An unexpected error occurred' : (firstMessage ?? shape.message);
    let domain = shape.data.code === 'INTERNAL_SERVER_ERROR' ? UNEXPECTED_DOMAIN : (fromDomain?.domain ?? null);
    // tRPC's own words for an oversized batch ("Batch call exceeds maximum size") do not say the limit.
    if (shape.data.code === 'BAD_REQUEST' && shape.message === 'Batch call exceeds maximum size') {
      message = BATCH_TOO_LARGE;
      domain = { code: 'batchTooLarge', params: { max: MAX_BATCH_SIZE } };
    }
    return {
      ...shape,
      message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, zodError: zod, domain },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** A browser may send mutations only from the site's own origin (server/access.ts); in-process calls carry none. */
const sameOriginMutations = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation' && !sameOrigin(ctx, { origin: ctx.origin }, 'if-sent')) throw new DomainError('forbidden', 'crossSite', ACCESS_MSG.crossSite);
  return next();
});

/**
 * While the database is unreachable callers get a 503 with a sentence to show, not a bare 500. Text the
 * database cannot store is a 400, as a last resort behind the shared schemas (src/shared/schemas/text.ts).
 */
const databaseOutage = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && databaseUnavailable(result.error.cause)) {
    throw new DomainError('unavailable', 'unavailable', DATABASE_UNAVAILABLE, { cause: result.error });
  }
  if (!result.ok && hasErrorCode(result.error.cause, BAD_TEXT_CODES)) {
    throw new DomainError('invalid', 'requestNotAllowed', 'The request contains characters that are not allowed.', { cause: result.error });
  }
  return result;
});

/** Services and the middlewares below throw domain errors; here each becomes the tRPC error of its kind. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const domainError = result.ok ? undefined : domainErrorOf(result.error);
  if (domainError) throw toTRPCError(domainError);
  return result;
});

export const publicProcedure = t.procedure.meta({ access: 'public' }).use(domainErrors).use(databaseOutage).use(sameOriginMutations);

/** A public query of published content (posts, resources, the firm's facts): see ProcedureMeta.sharedCache. */
export const publicContentProcedure = publicProcedure.meta({ access: 'public', sharedCache: true });

/** Each builder asks checkAccess (server/access.ts), as the plain routes' requireAccess does; the caller narrows ctx. */
export const userProcedure = publicProcedure.meta({ access: 'user' }).use(async ({ ctx, next }) => next({ ctx: { ...ctx, ...(await checkAccess(ctx, ctx, 'user')) } }));

/**
 * Staff only. When an administrator requires two-factor for all staff, an account without it gets FORBIDDEN
 * with a sentence saying so, until it turns it on in its profile (the account router stays open for that).
 */
export const staffProcedure = publicProcedure.meta({ access: 'staff' }).use(async ({ ctx, next }) => next({ ctx: { ...ctx, ...(await checkAccess(ctx, ctx, 'staff')) } }));

export const adminProcedure = publicProcedure.meta({ access: 'admin' }).use(async ({ ctx, next }) => next({ ctx: { ...ctx, ...(await checkAccess(ctx, ctx, 'admin')) } }));
