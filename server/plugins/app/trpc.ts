import type { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../deps';
import { createRequestContext } from '../../trpc/context';
import { appRouter, type AppRouter } from '../../trpc/router';
import { MAX_BATCH_SIZE } from '../../trpc/trpc';
import { PRIVATE_NO_STORE } from './ssr';

/** The API at /trpc: every procedure of server/trpc/router.ts, batched, with one log line per failed request. */
async function trpc(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  // After the cookie plugin's own onSend, which writes Set-Cookie: answers for a signed-in person (or one
  // signing in or out) are never kept by the browser or any shared cache.
  app.addHook('onSend', async (req, reply) => {
    if (!req.url.startsWith('/trpc')) return;
    const setCookie = reply.getHeader('set-cookie');
    const cookies = Array.isArray(setCookie) ? setCookie.join('\n') : String(setCookie ?? '');
    if (req.cookies[deps.sessions.cookieName] || cookies.includes(`${deps.sessions.cookieName}=`)) reply.header('cache-control', PRIVATE_NO_STORE);
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

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
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

export default fp(trpc, { name: 'trpc', dependencies: ['cookie'] });
