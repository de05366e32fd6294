import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type postgres from 'postgres';

/** Set by the shutdown (server/index.ts): draining = leaving soon, still serving. */
export interface Lifecycle {
  draining: boolean;
}

/**
 * Health, for the proxies and for Kubernetes (deploy/k8s/deployment.yaml):
 * - `/livez`: the process answers (200), nothing else; no database. A liveness probe on it restarts a pod whose
 *   server is stuck, never one waiting for PostgreSQL, which a restart would not bring back.
 * - `/readyz`: 200 {"ok":true} while the database answers within 2 s; 503 otherwise, and 503 {"draining":true}
 *   once the instance is leaving. The readiness probe and the proxies' health checks take it out of rotation.
 * - `/healthz`: the same as `/readyz` (Caddy's health_uri, the image's HEALTHCHECK, earlier manifests).
 */
export function registerHealth(app: FastifyInstance, sql: postgres.Sql, lifecycle: Lifecycle): void {
  app.get('/livez', async (_req, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
  const ready = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (lifecycle.draining) return reply.status(503).send({ ok: false, draining: true });
    try {
      await Promise.race([
        sql`select 1`,
        new Promise((_, reject) => setTimeout(() => reject(new Error('database did not answer within 2 s')), 2000).unref()),
      ]);
      return reply.send({ ok: true });
    } catch (err) {
      req.log.warn({ err }, 'health check failed');
      return reply.status(503).send({ ok: false });
    }
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);
}
