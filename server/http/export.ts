import type { FastifyInstance, FastifyReply } from 'fastify';
import { TWO_FACTOR_MSG } from '../../src/shared/schemas/two-factor';
import { startSiteExport } from '../services/export';
import { twoFactorGate } from '../services/totp';
import { resolveSession, type AppDeps } from '../trpc/context';
import { CROSS_SITE, DATABASE_UNAVAILABLE, databaseUnavailable, isSiteOrigin } from '../trpc/trpc';
import { PRIVATE_NO_STORE } from './ssr';

export const EXPORT_PATH = '/admin/export.zip';

function refuse(reply: FastifyReply, status: 401 | 403 | 503, message: string) {
  return reply.status(status).header('cache-control', PRIVATE_NO_STORE).send({ error: status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Service Unavailable', message });
}

/** What an old bookmark or a link to the former GET address shows: where the export starts now. */
const USE_THE_BUTTON = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Export</title></head>
<body style="font-family:system-ui,Arial,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1e2a4a"><main><h1>Export</h1>
<p>The site export starts from the Export button in the admin's settings, not from this address.</p>
<p><a href="/admin/settings">Open the settings</a></p></main></body></html>`;

/**
 * POST /admin/export.zip: the site's content as a ZIP download (server/services/export.ts), for administrators.
 * A plain route because tRPC does not stream files; the checks are adminProcedure's, in the same order
 * (same origin, signed in, staff, two-factor when required, admin), with the same sentences. A POST, so that
 * no link or image on another site can start one (issue 23): the admin's Export button is an HTML form, and the
 * browser saves the attachment as it streams. The Origin header is required and must be PUBLIC_URL's.
 */
export function registerExport(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // The button is an HTML form: its empty application/x-www-form-urlencoded body is accepted (and ignored) here only.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

    scope.get(EXPORT_PATH, async (_req, reply) =>
      reply.status(405).header('allow', 'POST').header('cache-control', PRIVATE_NO_STORE).header('content-type', 'text/html; charset=utf-8').send(USE_THE_BUTTON),
    );

    scope.post(EXPORT_PATH, async (req, reply) => {
      try {
        const origin = req.headers.origin;
        if (origin === undefined || !isSiteOrigin(deps.config.publicUrl, origin)) return refuse(reply, 403, CROSS_SITE);
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
  });
}
