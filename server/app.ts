import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type postgres from 'postgres';
import { site } from '../src/shared/site';
import { registerHealth } from './http/health';
import { registerMedia } from './http/media';
import { registerExport } from './http/export';
import { pageStateOf, registerForms } from './http/forms';
import { registerOnCall } from './http/on-call';
import { loggerOptions } from './logging';
import { CONTENT_CHANGED, contentEvents } from './content-events';
import { registerSeo } from './http/seo';
import { PageCache } from './http/page-cache';
import { PRIVATE_NO_STORE, registerSsr, type PageRenderer } from './http/ssr';
import { registerStatic } from './http/static';
import { createRequestContext, type AppDeps } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/router';
import { MAX_BATCH_SIZE } from './trpc/trpc';

export interface BuildAppOptions {
  deps: AppDeps;
  sql: postgres.Sql;
  /** Folder holding client/ and server/ from `vite build`; null serves the API only (integration tests). */
  dist: string | null;
  logger?: FastifyServerOptions['logger'];
}

const origin = (url: string) => new URL(url).origin;

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { deps } = opts;
  // Set once pages are served: a page URL Fastify cannot even decode (`/%E0%A4%A`) gets the 404 page.
  let pages404: PageRenderer['notFound'] | null = null;
  const hops = deps.config.trustProxy;
  // A number trusts that many proxies in front of the server (the nearest hops), as proxy-addr does.
  const trustProxy: FastifyServerOptions['trustProxy'] = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(deps.config.logLevel),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 256 * 1024,
    trustProxy,
    routerOptions: { maxParamLength: 5000 },
    frameworkErrors: (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      if (err.code === 'FST_ERR_BAD_URL' && pages404 && (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/trpc')) return pages404(req, reply);
      return reply.status(400).send({ error: 'Bad Request', code: err.code, message: err.message, statusCode: 400 });
    },
  });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // Helmet has no Permissions-Policy: the site needs none of these browser features.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // Fastify's own demo app: 4xx messages pass through; a 5xx is logged with the request id, never shown.
  app.setErrorHandler((err: { statusCode?: number; message: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.status(status).send({ error: 'Internal Server Error', message: 'An unexpected error occurred', requestId: req.id });
    }
    return reply.status(status).send({ error: 'Bad Request', message: err.message });
  });

  await app.register(fastifyCookie);
  // After the cookie plugin's own onSend, which writes Set-Cookie: answers for a signed-in person (or one
  // signing in or out) are never kept by the browser or any shared cache.
  app.addHook('onSend', async (req, reply) => {
    if (!req.url.startsWith('/trpc')) return;
    const setCookie = reply.getHeader('set-cookie');
    const cookies = Array.isArray(setCookie) ? setCookie.join('\n') : String(setCookie ?? '');
    if (req.cookies[deps.sessions.cookieName] || cookies.includes(`${deps.sessions.cookieName}=`)) reply.header('cache-control', PRIVATE_NO_STORE);
  });
  const secure = deps.config.secureCookies;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", site.mapOrigin, origin(site.videoEmbedUrl), origin(site.clientToolsUrl)],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: secure ? { maxAge: 63_072_000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCompress, { threshold: 1024 });

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
      // Issue 12: one request runs at most MAX_BATCH_SIZE procedures; a larger batch is refused before any runs.
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req, res }) => createRequestContext(deps, req, res),
      onError({ error, path: procedure, req }) {
        // Every 5xx (a failure, or the database unavailable) is logged once per request, when it ends (below).
        if (getHTTPStatusCodeFromError(error) < 500) return;
        const failures = failedCalls.get(req) ?? [];
        failedCalls.set(req, [...failures, { procedure, error }]);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerHealth(app, opts.sql);
  registerExport(app, deps);
  registerOnCall(app, deps);
  registerSeo(app, deps.db, deps.config.publicUrl);
  await registerMedia(app, deps);

  if (opts.dist) {
    await registerStatic(app, path.join(opts.dist, 'client'));
    const pages = new PageCache(deps.config.pageCacheMs, 300);
    // Content changed through this instance (a save here, or a scheduled post published by its worker):
    // visitors see it on their next request.
    app.addHook('onResponse', async (req, reply) => {
      if (req.method === 'POST' && reply.statusCode < 400 && /^\/trpc\/[^?]*(posts|resources)\.(create|update|delete|restore)/.test(req.url)) contentEvents.emit(CONTENT_CHANGED);
    });
    const clearPages = () => pages.clear();
    contentEvents.on(CONTENT_CHANGED, clearPages);
    app.addHook('onClose', async () => {
      contentEvents.off(CONTENT_CHANGED, clearPages);
    });
    const renderer = await registerSsr(app, deps, opts.dist, pages, pageStateOf());
    registerForms(app, deps, renderer);
    pages404 = renderer.notFound;
  }
  return app;
}
