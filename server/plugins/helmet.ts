import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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

/**
 * The security headers of every answer (the beacon's too: server/analytics/beacon.ts); HSTS and
 * upgrade-insecure-requests only where the site is served over HTTPS. Helmet decides them once, at start (they
 * depend on no request): @fastify/helmet built Helmet's middleware again for every request, parsing the policy
 * each time, and that was most of what a cached page cost (bench/README.md, bench:analytics).
 */
export function securityHeaderValues(opts: { secure: boolean }): Record<string, string> {
  const headers = helmet({
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
  // Helmet has no Permissions-Policy: the site needs none of these browser features.
  return { ...headersOf(headers), 'permissions-policy': PERMISSIONS_POLICY };
}

async function securityHeaders(app: FastifyInstance, opts: { secure: boolean }): Promise<void> {
  const fixed = securityHeaderValues(opts);
  app.addHook('onRequest', (req, reply, next) => {
    reply.headers(fixed).header('x-request-id', req.id);
    next();
  });
}

/** The headers a Helmet middleware sets, read once from a response that only records them. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const out: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (out[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete out[name.toLowerCase()],
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done || !out['content-security-policy']) throw new Error('helmet set no headers');
  return out;
}

export default fp(securityHeaders, { name: 'security-headers' });
