import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { site } from '@shared/site';

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

/** Security headers on every answer; HSTS and upgrade-insecure-requests only where the site is served over HTTPS. */
async function securityHeaders(app: FastifyInstance, opts: { secure: boolean }): Promise<void> {
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // Helmet has no Permissions-Policy: the site needs none of these browser features.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The chat's proof of work is solved in a Web Worker of the site's own (src/public/chat/chat-pow.worker.ts).
        workerSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", site.mapOrigin, origin(site.videoEmbedUrl), origin(site.clientToolsUrl)],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(opts.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.secure ? { maxAge: 63_072_000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
