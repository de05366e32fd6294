import type { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { createRequestContext } from '../trpc/context';
import { appRouter, type AppRouter } from '../trpc/router';
import { MAX_BATCH_SIZE, type ProcedureMeta } from '../trpc/trpc';
import { requireAccess } from '../access';
import { httpStatusOf, type DomainError } from '../errors';
import { PRIVATE_NO_STORE } from './ssr';
import { answerBytes, compressedAnswer, encodedAs, PageCache, sendCached, variantFor } from '../pages/cache';

/** A refused stream, in the shape of tRPC's own error answers (a client reads `error.json.message`). */
function refuseStream(reply: FastifyReply, err: DomainError) {
  const status = httpStatusOf(err.kind);
  return reply
    .status(status)
    .header('cache-control', PRIVATE_NO_STORE)
    .send({ error: { json: { message: err.message, code: -32001, data: { httpStatus: status, domain: { code: err.code, params: err.params } } } } });
}

/** JSON with its object keys sorted, so that `{"a":1,"b":2}` and `{"b":2,"a":1}` are one entry. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The shared-cache key of a GET of /trpc by a caller without a session, when every procedure it names is a
 * public content read: the procedures, whether batched, the format asked for (trpc-accept), the page's language
 * (x-locale) and the input's normalised JSON (other parameters, such as tracking ones, are ignored). null for anything else, or an input that is not JSON (tRPC refuses it).
 */
export function sharedKey(req: FastifyRequest, procedures: Record<string, { _def: { meta?: ProcedureMeta } } | undefined>, sessionCookie: string): string | null {
  if (req.method !== 'GET' || !req.url.startsWith('/trpc/') || req.cookies[sessionCookie] !== undefined) return null;
  const [path = '', query = ''] = req.url.slice('/trpc/'.length).split('?', 2);
  if (!path || !path.split(',').every((name) => procedures[name]?._def.meta?.sharedCache)) return null;
  const params = new URLSearchParams(query);
  const input = params.get('input');
  let normalised = '';
  if (input !== null) {
    try {
      normalised = canonicalJson(JSON.parse(input));
    } catch {
      return null;
    }
  }
  // tRPC answers a streaming client (trpc-accept: application/jsonl) in another format, and the page's language
  // (x-locale, ctx.locale) may choose the words of an answer: each is part of the key.
  const format = req.headers['trpc-accept'];
  const locale = req.headers['x-locale'];
  return `${typeof format === 'string' ? format : ''}|${typeof locale === 'string' ? locale : ''}|${path}?${params.get('batch') === '1' ? 'batch&' : ''}${normalised}`;
}

/**
 * The API: every procedure of server/trpc/router.ts, batched, with one log line per failed request. Registered
 * under its prefix (`app.register(trpc, { prefix: '/trpc', deps })`) and encapsulated: its hooks see the API's
 * requests only.
 */
export default async function trpc(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  // After the cookie plugin's own onSend, which writes Set-Cookie: answers for a signed-in person (or one
  // signing in or out) are never kept by the browser or any shared cache.
  app.addHook('onSend', async (req, reply) => {
    const setCookie = reply.getHeader('set-cookie');
    const cookies = Array.isArray(setCookie) ? setCookie.join('\n') : String(setCookie ?? '');
    if (req.cookies[deps.sessions.cookieName] || cookies.includes(`${deps.sessions.cookieName}=`)) reply.header('cache-control', PRIVATE_NO_STORE);
  });

  // Answers to anonymous callers of public content reads (ProcedureMeta.sharedCache), kept as pages are: for
  // PAGE_CACHE_MS, with their compressed variants, in a quarter of PAGE_CACHE_MB, cleared by every content change
  // of any instance.
  const shared = new PageCache({ name: 'api', ttlMs: deps.config.pageCacheMs, maxBytes: deps.config.pageCacheBytes.api, sizeOf: answerBytes });
  const unwatch = deps.changes.subscribe((change) => change.kind !== 'booking' && shared.clear());
  app.addHook('onClose', async () => unwatch());
  /** The key of a cacheable request and the cache's generation when it arrived (a store after a clear is refused). */
  const pending = new WeakMap<FastifyRequest, { key: string; generation: number }>();
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: ProcedureMeta } } | undefined>;

  app.addHook('preHandler', async (req, reply) => {
    const key = sharedKey(req, procedures, deps.sessions.cookieName);
    if (key === null || deps.config.pageCacheMs <= 0) return;
    const hit = shared.get(key);
    if (hit) return sendCached(req, reply, hit);
    pending.set(req, { key, generation: shared.generation });
  });
  // tRPC answers with a fetch Response, which Fastify unwraps after the onSend hooks: a 200 is read here, stored
  // with its headers and compressed variants, and sent as the variant the client accepts.
  app.addHook('onSend', async (req, reply, payload) => {
    const store = pending.get(req);
    if (!store || !(payload instanceof Response) || payload.status !== 200 || payload.headers.has('set-cookie') || reply.hasHeader('set-cookie')) return payload;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'vary']) {
      const value = payload.headers.get(name);
      if (value) headers[name] = value;
    }
    const answer = await compressedAnswer(200, headers, await payload.text());
    shared.set(store.key, answer, Date.now(), store.generation);
    const { encoding, payload: variant } = variantFor(req, answer);
    encodedAs(reply.status(200), answer, encoding);
    return variant;
  });

  // tRPC reports each failing call of a batch (a context that cannot be built fails them all): one line per
  // request, with the first error and every procedure that failed. The error handler never sees tRPC's errors.
  const failedCalls = new WeakMap<FastifyRequest, { procedure: string | undefined; error: TRPCError }[]>();
  app.addHook('onResponse', async (req) => {
    const failures = failedCalls.get(req);
    if (!failures?.length) return;
    const [{ procedure, error }] = failures as [(typeof failures)[number]];
    const procedures = failures.length > 1 ? { procedures: failures.map((f) => f.procedure) } : {};
    req.log.error({ err: error.cause ?? error, procedure, code: error.code, ...procedures }, 'procedure failed');
  });

  // A stream (a subscription over Server-Sent Events) answers 200 before its procedure runs, and tRPC reports a
  // refusal inside it. Refused callers get the HTTP status instead, as any other call: the access its builder
  // declares (ProcedureMeta) is checked here first, and again by the procedure.
  const guards = {
    user: requireAccess(deps, 'user', { refuse: refuseStream }),
    staff: requireAccess(deps, 'staff', { refuse: refuseStream }),
    admin: requireAccess(deps, 'admin', { refuse: refuseStream }),
  };
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'GET') return;
    const def = procedures[req.url.slice('/trpc/'.length).split('?')[0] ?? '']?._def;
    if (def?.type !== 'subscription' || !def.meta || def.meta.access === 'public') return;
    return guards[def.meta.access].call(app, req, reply);
  });

  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      // One request runs at most MAX_BATCH_SIZE procedures; a larger batch is refused before any runs.
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req, res }) => createRequestContext(deps, req, res),
      onError({ error, path: procedure, req }) {
        // Every 5xx (a failure, or the database unavailable) is logged once per request, when it ends (above).
        if (getHTTPStatusCodeFromError(error) < 500) return;
        const failures = failedCalls.get(req) ?? [];
        failedCalls.set(req, [...failures, { procedure, error }]);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
