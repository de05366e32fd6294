import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { and, eq } from 'drizzle-orm';
import { splitLocale } from '@shared/locales';
import { SERVICE_IDS } from '@shared/services';
import type { AppDeps } from '../deps';
import { blogPosts } from '../db/schema';
import type { Lifecycle } from '../routes/health';
import { countablePage } from './pages';
import { postOfPath } from './paths';
import { deviceOf, mayCount } from './request';

export const COUNT_PATH = '/count';
/** The beacon in the access table (tests/integration/access-table.ts): answered before Fastify, so no onRoute sees it. */
export const BEACON_ROUTE = `POST ${COUNT_PATH}`;
/** `{"p": "/es/blog/…", "e": "phone"}` is a few dozen bytes. */
const BODY_LIMIT = 1024;

/**
 * The page's beacon (decision 0029): a page the browser shows without asking the server (a link followed inside
 * the site) tells it by `POST /count` with `{"p": path}`, or `{"p": path, "e": "phone"}` for a tap on the firm's
 * phone number (navigator.sendBeacon: text/plain). Every visitor's every navigation sends one, so it is answered
 * by the HTTP server before Fastify (server/app.ts), at a third of a Fastify request's cost: 204 at once with the
 * site's security headers and nothing else, then counted. Nothing is set on the visitor's device, nothing is
 * logged; only this site's pages are heard (Sec-Fetch-Site), and a robot, a signed-in staff member or a browser
 * that asked not to be tracked is not counted.
 */
export interface Beacons {
  /** Whether the request is a beacon (POST /count), answered by `handle` instead of Fastify. */
  matches(req: IncomingMessage): boolean;
  handle(req: IncomingMessage, res: ServerResponse): void;
  stop(): void;
}

export function createBeacons(
  deps: AppDeps,
  opts: {
    /** Which hops' X-Forwarded-For to believe: Fastify's trustProxy, the same function. */
    trust: (address: string, hop: number) => boolean;
    /** Headers of every answer (security headers). */
    headers: Record<string, string>;
    lifecycle: Lifecycle;
    log: () => { warn(obj: object, msg: string): void };
  },
): Beacons {
  const { exists, stop } = pageExists(deps);
  const sessionCookie = `${deps.sessions.cookieName}=`;
  const answerHeaders = { ...opts.headers, 'cache-control': 'no-store' };
  const leavingHeaders = { ...answerHeaders, connection: 'close' };

  const answer = (res: ServerResponse, status: 204 | 413) => {
    res.writeHead(status, status === 413 || opts.lifecycle.draining ? leavingHeaders : answerHeaders);
    res.end();
  };

  async function count(visitor: { ip: string; userAgent: string }, body: string): Promise<void> {
    const told = beaconOf(body);
    const page = told && countablePage(told.path);
    // A page that exists: a beacon cannot fill the tables with made-up addresses (/blog/anything).
    if (!told || !page || !(await exists(page.path))) return;
    if (told.event === 'phone') await deps.counter.event(visitor, 'phone', page);
    else await deps.counter.view(visitor, { ...page, referrer: '', source: '', medium: '', campaign: '', device: deviceOf(visitor.userAgent), entry: false });
  }

  return {
    matches: (req) => req.method === 'POST' && (req.url === COUNT_PATH || req.url?.startsWith(`${COUNT_PATH}?`) === true),
    handle(req, res) {
      const site = req.headers['sec-fetch-site'];
      const type = String(req.headers['content-type'] ?? '').toLowerCase();
      const heard =
        (site === undefined || site === 'same-origin') &&
        (type.startsWith('text/plain') || type.startsWith('application/json')) &&
        !signedIn(req.headers.cookie, sessionCookie) &&
        mayCount(req.headers);
      if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT) return answer(res, 413);
      if (!heard) {
        req.resume();
        return answer(res, 204);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= BODY_LIMIT) chunks.push(chunk);
      });
      req.on('error', () => res.destroy());
      req.on('end', () => {
        if (size > BODY_LIMIT) return answer(res, 413);
        // Read before answering: once answered, a closed connection no longer knows its address.
        const visitor = { ip: proxyAddr(req, opts.trust), userAgent: String(req.headers['user-agent'] ?? '') };
        answer(res, 204);
        count(visitor, Buffer.concat(chunks).toString('utf8')).catch((err: unknown) => opts.log().warn({ err }, 'beacon not counted'));
      });
    },
    stop,
  };
}

const signedIn = (cookieHeader: string | undefined, sessionCookie: string) => cookieHeader !== undefined && cookieHeader.split(';').some((c) => c.trimStart().startsWith(sessionCookie));

/** The beacon's body: `{"p": "/es/blog/x"}`, with `"e": "phone"` for a phone tap; anything else is null. */
function beaconOf(body: string): { path: string; event: 'view' | 'phone' } | null {
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
