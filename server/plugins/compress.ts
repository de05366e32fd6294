import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Brotli or gzip for answers of 1 KiB and more (the built client files are precompressed: server/plugins/static.ts). */
async function compress(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: 1024 });
}

export default fp(compress, { name: 'compress' });
