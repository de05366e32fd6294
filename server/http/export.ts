import type { FastifyInstance, FastifyReply } from 'fastify';
import { TWO_FACTOR_MSG } from '../../src/shared/schemas/two-factor';
import { startSiteExport } from '../services/export';
import { twoFactorGate } from '../services/totp';
import { resolveSession, type AppDeps } from '../trpc/context';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../trpc/trpc';
import { PRIVATE_NO_STORE } from './ssr';

function refuse(reply: FastifyReply, status: 401 | 403 | 503, message: string) {
  return reply.status(status).header('cache-control', PRIVATE_NO_STORE).send({ error: status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Service Unavailable', message });
}

/**
 * GET /admin/export.zip: the site's content as a ZIP download (server/services/export.ts), for administrators.
 * A plain route because tRPC does not stream files; the checks are adminProcedure's, in the same order
 * (signed in, staff, two-factor when required, admin), with the same sentences.
 */
export function registerExport(app: FastifyInstance, deps: AppDeps): void {
  // No automatic HEAD route: a HEAD would record an export and start one for nothing.
  app.get('/admin/export.zip', { exposeHeadRoute: false }, async (req, reply) => {
    try {
      const { user } = await resolveSession(deps, req, reply);
      if (!user) return refuse(reply, 401, 'Please sign in to continue.');
      if (user.role !== 'admin' && user.role !== 'editor') return refuse(reply, 403, 'Your account is waiting for approval by an administrator.');
      const gate = await twoFactorGate(deps.db, user.id);
      if (gate.required && !gate.enabled) return refuse(reply, 403, TWO_FACTOR_MSG.required);
      if (user.role !== 'admin') return refuse(reply, 403, 'Only administrators can do this.');

      const exported = await startSiteExport(deps.db, { id: user.id, email: user.email, ip: req.ip });
      exported.stream.on('error', (err) => req.log.error({ err }, 'site export failed'));
      // A download that stops half-way (closed tab) ends the export and its database snapshot.
      reply.raw.on('close', () => exported.stream.destroy());
      req.log.info({ counts: exported.counts }, 'site export started');
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exported.filename}"`)
        .send(exported.stream);
    } catch (err) {
      if (databaseUnavailable(err)) return refuse(reply, 503, DATABASE_UNAVAILABLE);
      throw err;
    }
  });
}
