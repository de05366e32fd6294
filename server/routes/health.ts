import type { FastifyInstance } from 'fastify';
import type postgres from 'postgres';

/** 200 {"ok":true} while the database answers within 2 s; 503 otherwise. */
export function registerHealth(app: FastifyInstance, sql: postgres.Sql): void {
  app.get('/healthz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await Promise.race([
        sql`select 1`,
        new Promise((_, reject) => setTimeout(() => reject(new Error('database did not answer within 2 s')), 2000).unref()),
      ]);
      return { ok: true };
    } catch (err) {
      req.log.warn({ err }, 'health check failed');
      return reply.status(503).send({ ok: false });
    }
  });
}
