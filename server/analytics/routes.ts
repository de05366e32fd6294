import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { splitLocale } from '@shared/locales';
import { SERVICE_IDS } from '@shared/services';
import { analyticsRangeInput, MAX_RANGE_DAYS } from '@shared/schemas/analytics';
import { requireAccess } from '../access';
import type { AppDeps } from '../deps';
import { analyticsViews, blogPosts } from '../db/schema';
import { httpStatusOf } from '../errors';
import { PRIVATE_NO_STORE } from '../plugins/ssr';
import { countablePage } from './pages';
import { postOfPath } from './paths';
import { campaignOf, deviceOf, mayCount, referrerHostOf } from './request';
import { addDays } from '../booking/slots';

export const COUNT_PATH = '/count';
export const ANALYTICS_CSV_PATH = '/admin/analytics.csv';

/**
 * Counting (decision 0029). A page the server sends is counted when it is sent (onResponse: nothing waits for it):
 * a 200 HTML page of the route list, to a browser without a session (staff are not counted) that may be counted
 * (server/analytics/request.ts). A page the browser shows without asking the server (a link followed inside the
 * site) is told by the page's beacon: POST /count with `{"p": path}` or `{"p": path, "e": "phone"}` for a tap on
 * the firm's phone number. Nothing is ever set on the visitor's device.
 */
export function registerCounting(app: FastifyInstance, deps: AppDeps): void {
  const siteHost = new URL(deps.config.publicUrl).hostname.toLowerCase();
  const visitorOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
  const signedIn = (req: FastifyRequest) => Boolean(req.cookies[deps.sessions.cookieName]);
  const { exists, stop } = pageExists(deps);
  app.addHook('onClose', async () => stop());

  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || signedIn(req) || !mayCount(req.headers)) return;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const [path = '/', query = ''] = req.url.split('?', 2);
    const page = countablePage(path);
    if (!page) return;
    const referrer = referrerHostOf(String(req.headers.referer ?? ''), siteHost);
    const internal = !referrer && Boolean(req.headers.referer);
    await deps.counter
      .view(visitorOf(req), { ...page, referrer, ...campaignOf(new URLSearchParams(query)), device: deviceOf(String(req.headers['user-agent'])), entry: !internal })
      .catch((err: unknown) => req.log.warn({ err }, 'page view not counted'));
  });

  void app.register(async (scope) => {
    // sendBeacon posts text/plain; at most a few hundred bytes.
    scope.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
    scope.post(COUNT_PATH, async (req, reply) => {
      reply.status(204).header('cache-control', 'no-store');
      // Only this site's pages tell: another site's page, a robot, or a browser that asked not to be tracked is ignored.
      if (req.headers['sec-fetch-site'] !== undefined && req.headers['sec-fetch-site'] !== 'same-origin') return reply.send();
      if (signedIn(req) || !mayCount(req.headers)) return reply.send();
      const told = beaconOf(req.body);
      const page = told && countablePage(told.path);
      // A page that exists: a beacon cannot fill the tables with made-up addresses (/blog/anything).
      if (!told || !page || !(await exists(page.path))) return reply.send();
      const visitor = visitorOf(req);
      if (told.event === 'phone') await deps.counter.event(visitor, 'phone', page);
      else await deps.counter.view(visitor, { ...page, referrer: '', source: '', medium: '', campaign: '', device: deviceOf(visitor.userAgent), entry: false });
      return reply.send();
    });

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
      const v = analyticsViews;
      // A day at a time (its pages, summed over origins and devices), reading paused while the client is slow.
      void (async () => {
        try {
          for (let day = from; day <= to; day = addDays(day, 1)) {
            const rows = await deps.db
              .select({ day: v.day, path: v.path, language: v.locale, views: sql<number>`sum(${v.views})::int`, entries: sql<number>`sum(${v.entries})::int` })
              .from(v)
              .where(eq(v.day, day))
              .groupBy(v.day, v.path, v.locale)
              .orderBy(asc(v.path), asc(v.locale));
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

/** The beacon's body: `{"p": "/es/blog/x"}`, with `"e": "phone"` for a phone tap; anything else is null. */
function beaconOf(body: unknown): { path: string; event: 'view' | 'phone' } | null {
  if (typeof body !== 'string' || body.length > 1024) return null;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { p, e } = parsed as { p?: unknown; e?: unknown };
    if (typeof p !== 'string') return null;
    return { path: p, event: e === 'phone' ? 'phone' : 'view' };
  } catch {
    return null;
  }
}

/**
 * Whether a page a beacon names exists: a service of SERVICE_IDS, a published post (read once, remembered until a
 * content change, at most PAGES_KNOWN), or any other page of the route list (countablePage checked it).
 */
const PAGES_KNOWN = 5_000;
function pageExists(deps: AppDeps): { exists: (path: string) => Promise<boolean>; stop: () => void } {
  const known = new Map<string, boolean>();
  const stop = deps.changes.subscribe((change) => change.kind !== 'booking' && known.clear());
  const exists = async (path: string) => {
    const { path: page } = splitLocale(path);
    const service = /^\/services\/([^/]+)$/.exec(page)?.[1];
    if (service !== undefined) return (SERVICE_IDS as readonly string[]).includes(service);
    const post = postOfPath(path);
    if (!post) return true;
    const seen = known.get(path);
    if (seen !== undefined) return seen;
    const [row] = await deps.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, post.slug), eq(blogPosts.locale, post.locale), eq(blogPosts.published, true)))
      .limit(1);
    if (known.size >= PAGES_KNOWN) known.clear();
    known.set(path, Boolean(row));
    return Boolean(row);
  };
  return { exists, stop };
}
