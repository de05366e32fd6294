import { randomUUID } from 'node:crypto';
import http from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import type postgres from 'postgres';
import { registerHealth, type Lifecycle } from './routes/health';
import { registerMedia } from './routes/media';
import { registerExport } from './routes/export';
import { pageStateOf, registerForms } from './routes/forms';
import { registerOnCall } from './chat/on-call-route';
import { registerCalendarFeed } from './booking/feed-route';
import { createBeacons } from './analytics/beacon';
import { registerCounting } from './analytics/routes';
import { loggerOptions } from './logging';
import compress from './plugins/compress';
import cookie from './plugins/cookie';
import securityHeaders, { securityHeaderValues } from './plugins/helmet';
import errorHandler from './plugins/errors';
import trpc from './plugins/trpc';
import { registerSeo } from './routes/seo';
import { answerBytes, BOOKING_PAGE_MS, PageCache } from './pages/cache';
import { registerSsr, type PageRenderer } from './plugins/ssr';
import { registerStatic } from './plugins/static';
import type { AppDeps } from './deps';
import { watchFirmSettings } from './services/firm-settings';

export interface BuildAppOptions {
  deps: AppDeps;
  sql: postgres.Sql;
  /** Folder holding client/ and server/ from `vite build`; null serves the API only (integration tests). */
  dist: string | null;
  logger?: FastifyServerOptions['logger'];
  /** The instance's state; a fresh one (not draining) when not given. */
  lifecycle?: Lifecycle;
  /** Told of every route as it is added: the access test (tests/integration/access.test.ts) lists them all. */
  onRoute?: onRouteHookHandler;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { deps } = opts;
  // Set once pages are served: a page URL Fastify cannot even decode (`/%E0%A4%A`) gets the 404 page.
  let pages404: PageRenderer['notFound'] | null = null;
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (server/config.ts), whoever else connects.
  const proxies = deps.config.trustProxy;
  const trustProxy = proxies ? proxyAddr.compile(proxies) : () => false;
  const lifecycle = opts.lifecycle ?? { draining: false };
  // The page's beacon is answered before Fastify (server/analytics/beacon.ts): every navigation sends one.
  const beacons = createBeacons(deps, { trust: trustProxy, headers: securityHeaderValues({ secure: deps.config.secureCookies }), lifecycle, log: () => app.log });
  const app = Fastify({
    // Node's server with the beacon in front. Kept-alive connections idle for Fastify's 72 s (longer than a
    // proxy's usual 60 s, so the proxy closes first); a request must arrive whole within Node's 300 s.
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => (beacons.matches(req) ? beacons.handle(req, res) : handler(req, res)));
      server.keepAliveTimeout = 72_000;
      return server;
    },
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
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.addHook('onClose', async () => beacons.stop());
  // Leaving: every answer closes its connection, so a proxy's kept-alive connections end cleanly after their
  // answer instead of meeting a closed socket (or a 503) with the next request.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
  // Open live chat streams would hold the server open: they end first (visitors reconnect to another instance).
  app.addHook('preClose', async () => deps.live.close());
  app.addHook('onClose', async () => deps.changes.close());

  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(securityHeaders, { secure: deps.config.secureCookies });
  await app.register(compress);
  await app.register(trpc, { prefix: '/trpc', deps });
  // The firm's details are kept per process: a change announced to this instance drops its copy.
  const unwatchFirm = watchFirmSettings(deps.changes, deps.db);
  app.addHook('onClose', async () => unwatchFirm());

  registerHealth(app, opts.sql, lifecycle);
  registerExport(app, deps);
  registerOnCall(app, deps);
  registerCalendarFeed(app, deps);
  registerCounting(app, deps);
  app.addHook('onClose', async () => deps.counter.close());
  registerSeo(app, deps.db, deps.config.publicUrl);
  await registerMedia(app, deps);

  if (opts.dist) {
    await registerStatic(app, path.join(opts.dist, 'client'));
    const pages = new PageCache({ name: 'pages', ttlMs: deps.config.pageCacheMs, maxBytes: deps.config.pageCacheBytes.pages, sizeOf: answerBytes });
    // The booking pages' free times change with every booking, and with the clock (the minimum notice): their
    // own cache, cleared by booking changes, kept at most BOOKING_PAGE_MS.
    const bookings = new PageCache({ name: 'bookings', ttlMs: Math.min(deps.config.pageCacheMs, BOOKING_PAGE_MS), maxBytes: deps.config.pageCacheBytes.bookings, sizeOf: answerBytes });
    // Any announced change (a save, a scheduled post published by the worker, the firm's details): visitors
    // see it on their next request, however it was made (HTTP, a direct call, a job). A booking changes only
    // the booking pages; the firm's settings change those too (types, hours).
    const unwatchPages = deps.changes.subscribe((change) => {
      if (change.kind !== 'booking') pages.clear();
      if (change.kind === 'booking' || change.kind === 'settings' || change.kind === 'resync') bookings.clear();
    });
    app.addHook('onClose', async () => unwatchPages());
    const renderer = await registerSsr(app, deps, opts.dist, { pages, bookings }, pageStateOf(deps));
    registerForms(app, deps, renderer);
    pages404 = renderer.notFound;
  }
  return app;
}
