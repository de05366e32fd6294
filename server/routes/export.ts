import type { FastifyInstance, FastifyReply } from 'fastify';
import { startSiteExport } from '../services/export';
import { startInquiriesExport } from '../services/inquiries';
import { callerOf, requireAccess } from '../access';
import type { AppDeps } from '../deps';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../db/errors';
import { httpStatusOf } from '../errors';
import { PRIVATE_NO_STORE } from '../plugins/ssr';

export const EXPORT_PATH = '/admin/export.zip';
export const INQUIRIES_CSV_PATH = '/admin/inquiries.csv';

const STATUS_TEXT: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 503: 'Service Unavailable' };

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).header('cache-control', PRIVATE_NO_STORE).send({ error: STATUS_TEXT[status] ?? 'Bad Request', message });
}

/** What an old bookmark or a link to the former GET address shows: where the export starts now. */
const USE_THE_BUTTON = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Export</title></head>
<body style="font-family:system-ui,Arial,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1e2a4a"><main><h1>Export</h1>
<p>The site export starts from the Export button in the admin's settings, not from this address.</p>
<p><a href="/admin/settings">Open the settings</a></p></main></body></html>`;

/**
 * The admin's downloads, streamed as they are made, for administrators: POST /admin/export.zip, the site's content
 * as a ZIP (server/services/export.ts), and GET /admin/inquiries.csv, every inquiry as CSV (server/services/inquiries.ts).
 *
 * POST /admin/export.zip: the site's content as a ZIP download (server/services/export.ts), for administrators.
 * A plain route because tRPC does not stream files; the checks are adminProcedure's (server/access.ts). A POST, so that
 * no link or image on another site can start one (decision 0008): the admin's Export button is an HTML form, and the
 * browser saves the attachment as it streams. The Origin header is required and must be PUBLIC_URL's.
 */
export function registerExport(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // The button is an HTML form: its empty application/x-www-form-urlencoded body is accepted (and ignored) here only.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

    scope.get(EXPORT_PATH, async (_req, reply) =>
      reply.status(405).header('allow', 'POST').header('cache-control', PRIVATE_NO_STORE).header('content-type', 'text/html; charset=utf-8').send(USE_THE_BUTTON),
    );

    const adminOnly = requireAccess(deps, 'admin', { sameOrigin: 'required', refuse: (reply, err) => refuse(reply, httpStatusOf(err.kind), err.message) });
    scope.post(EXPORT_PATH, { preHandler: adminOnly }, async (req, reply) => {
      try {
        const { user } = callerOf(req);
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

    // The Inquiries tab's 'Export CSV' is a link: a GET, refused when the browser says another site started it
    // (Sec-Fetch-Site: cross-site, or an Origin that is not PUBLIC_URL's), so a link elsewhere cannot start an
    // export (and its audit entry) in an admin's browser; the file would only ever go to that browser anyway.
    const adminLink = requireAccess(deps, 'admin', { sameOrigin: 'fetch-metadata', refuse: (reply, err) => refuse(reply, httpStatusOf(err.kind), err.message) });
    scope.get(INQUIRIES_CSV_PATH, { preHandler: adminLink }, async (req, reply) => {
      try {
        const { user } = callerOf(req);
        const exported = await startInquiriesExport(deps.db, { id: user.id, email: user.email, ip: req.ip });
        exported.stream.on('error', (err) => req.log.error({ err }, 'inquiries export failed'));
        reply.raw.on('close', () => exported.stream.destroy());
        req.log.info({ count: exported.count }, 'inquiries export started');
        return reply
          .header('cache-control', PRIVATE_NO_STORE)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exported.filename}"`)
          .send(exported.stream);
      } catch (err) {
        if (databaseUnavailable(err)) return refuse(reply, 503, DATABASE_UNAVAILABLE);
        throw err;
      }
    });
  });
}
