import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { analyticsRangeInput, MAX_RANGE_DAYS } from '@shared/schemas/analytics';
import { requireAccess } from '../access';
import type { AppDeps } from '../deps';
import { httpStatusOf } from '../errors';
import { PRIVATE_NO_STORE } from '../plugins/ssr';
import { countablePage } from './pages';
import { pageRows, rolledThrough } from './rollup';
import { campaignOf, deviceOf, mayCount, referrerHostOf } from './request';
import { addDays } from '../booking/slots';

export const ANALYTICS_CSV_PATH = '/admin/analytics.csv';

/**
 * Counting (decision 0029). A page the server sends is counted when it is sent (onResponse: nothing waits for it):
 * a 200 HTML page of the route list, to a browser without a session (staff are not counted) that may be counted
 * (server/analytics/request.ts). A page the browser shows without asking the server (a link followed inside the
 * site) is told by the page's beacon (server/analytics/beacon.ts). Nothing is ever set on the visitor's device.
 */
export function registerCounting(app: FastifyInstance, deps: AppDeps): void {
  const siteHost = new URL(deps.config.publicUrl).hostname.toLowerCase();
  const visitorOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
  const signedIn = (req: FastifyRequest) => Boolean(req.cookies[deps.sessions.cookieName]);

  // A callback hook, not an async one: it runs after every answer, and most return at once.
  app.addHook('onResponse', (req, reply, done) => {
    done();
    if (req.method !== 'GET' || reply.statusCode !== 200 || signedIn(req) || !mayCount(req.headers)) return;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const [path = '/', query = ''] = req.url.split('?', 2);
    const page = countablePage(path);
    if (!page) return;
    const referrer = referrerHostOf(String(req.headers.referer ?? ''), siteHost);
    const internal = !referrer && Boolean(req.headers.referer);
    deps.counter
      .view(visitorOf(req), { ...page, referrer, ...campaignOf(new URLSearchParams(query)), device: deviceOf(String(req.headers['user-agent'])), entry: !internal })
      .catch((err: unknown) => req.log.warn({ err }, 'page view not counted'));
  });

  void app.register(async (scope) => {
    // The dashboard's numbers as a CSV of daily rows (aggregates only: nothing about anyone), for staff.
    const staffLink = requireAccess(deps, 'staff', {
      sameOrigin: 'fetch-metadata',
      refuse: (reply, err) => reply.status(httpStatusOf(err.kind)).header('cache-control', PRIVATE_NO_STORE).send({ message: err.message }),
    });
    scope.get<{ Querystring: Record<string, string> }>(ANALYTICS_CSV_PATH, { preHandler: staffLink }, async (req, reply) => {
      const range = analyticsRangeInput.safeParse(req.query);
      const days = range.success ? (Date.parse(range.data.to) - Date.parse(range.data.from)) / 86_400_000 + 1 : 0;
      if (!range.success || !(days >= 1 && days <= MAX_RANGE_DAYS)) {
        return reply.status(400).header('cache-control', PRIVATE_NO_STORE).send({ message: `Choose a range of 1 to ${MAX_RANGE_DAYS} days, the first day before the last` });
      }
      const { from, to } = range.data;
      const csv = stringify({ bom: true, header: true, columns: ['day', 'path', 'language', 'views', 'entries'], record_delimiter: 'windows', escape_formulas: true });
      // A day at a time (its pages, summed over origins and devices), reading paused while the client is slow.
      void (async () => {
        try {
          const rolled = await rolledThrough(deps.db);
          for (let day = from; day <= to; day = addDays(day, 1)) {
            const rows = await deps.db
              .select({ day: sql<string>`v.day::text`, path: sql<string>`v.path`, language: sql<string>`v.locale`, views: sql<number>`sum(v.views)::int`, entries: sql<number>`sum(v.entries)::int` })
              .from(pageRows(day, day, rolled))
              .groupBy(sql`v.day, v.path, v.locale`)
              .orderBy(sql`v.path, v.locale`);
            for (const row of rows) {
              if (csv.destroyed) return;
              if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
            }
          }
          csv.end();
        } catch (err) {
          req.log.error({ err }, 'analytics export failed');
          csv.destroy(err instanceof Error ? err : new Error(String(err)));
        }
      })();
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="analytics-${from}-${to}.csv"`)
        .send(csv);
    });
  });
}
