import type { FastifyInstance } from 'fastify';
import type postgres from 'postgres';

/** Set by the shutdown (server/index.ts): draining = leaving soon, still serving. */
export interface Lifecycle {
  draining: boolean;
}

/** 200 {"ok":true} while the database answers within 2 s; 503 otherwise, and 503 {"draining":true} once the instance is leaving. */
export function registerHealth(app: FastifyInstance, sql: postgres.Sql, lifecycle: Lifecycle): void {
  app.get('/healthz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (lifecycle.draining) return reply.status(503).send({ ok: false, draining: true });
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
