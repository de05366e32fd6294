import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 31_536_000;

/**
 * Built client files. Hashed files under /assets are immutable for a year; everything else in the
 * build (images, robots-independent files) revalidates daily. Precompressed .br/.gz siblings are served when present.
 */
export async function registerStatic(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!fs.existsSync(clientDir)) return;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Source maps are never public (the build makes none; one copied in by mistake still gets a 404).
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.toLowerCase().endsWith('.map'),
    setHeaders(res, filePath) {
      const rel = path.relative(clientDir, filePath);
      res.header('cache-control', rel.startsWith(`assets${path.sep}`) ? `public, max-age=${YEAR}, immutable` : 'public, max-age=86400');
      // The client-portal page embeds its PDF guide: only our own pages may frame it, no one else.
      if (rel.startsWith(`guides${path.sep}`)) {
        const csp = res.getHeader('content-security-policy');
        if (typeof csp === 'string') res.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
        res.header('x-frame-options', 'SAMEORIGIN');
      }
    },
  });
}
