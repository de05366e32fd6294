/**
 * Counting (decision 0029, issue 37 item 4): the dashboard's queries on a year of counts, and ingestion beside page
 * traffic. One compiled server (SEED_DEMO=1, TRUST_PROXY=loopback) on a fresh embedded PostgreSQL, migrated by the script.
 *
 * Seeded directly in SQL (one INSERT … SELECT over generate_series, then analytics_days and analytics_events from
 * it, then VACUUM ANALYZE as an established table would have had): ANALYTICS_BENCH_VIEWS (10,000,000) views over
 * the ANALYTICS_BENCH_DAYS (365) firm days (America/New_York) before today, as the counter writes them: one row per
 * (day, path, language, referrer, utm source / medium / campaign, device). ANALYTICS_BENCH_PATHS (200) paths: the
 * 13 public pages in en / es / fr, the demo's published posts, then /blog/post-N, /es/blog/post-N, /fr/blog/post-N;
 * popularity by rank (1 / rank^0.9), 12 origins (direct, google.com, bing.com, duckduckgo.com, facebook.com,
 * instagram.com, t.co, linkedin.com, and four tagged campaigns, one of them monthly: newsletter-YYYY-MM), 3 devices
 * (phone 58, computer 36, tablet 6), fewer views at weekends, a year's growth (0.7 → 1.3) and a fixed per (day,
 * page) noise (hashtext). Each combination's share of the total is rounded by cumulative sums, so the views add up
 * to exactly ANALYTICS_BENCH_VIEWS; combinations that round to 0 views have no row. `entries`: 30 % of direct views,
 * 85–95 % of the others. analytics_days: the day's views / 2.4 visitors; analytics_events: a phone tap per 150
 * views of a page. Today has no seeded row (ingestion writes there). Printed: rows, sum, time. Then the hourly job's
 * roll-up (rollUpAnalytics) is timed twice: the whole year at once (what a site upgraded to the roll-ups meets once),
 * then an ordinary hour, which sums the last REROLLED_DAYS days again.
 *
 * Dashboard: signed in as the seeded admin (administrators also get the conversions queries), GET
 * /trpc/analytics.summary (superjson input) for ranges of 7, 30, 90 and 365 days ending today, 2 warm-up calls then
 * ANALYTICS_BENCH_RUNS (30) calls one at a time, each timed to its last byte; the first answer's total views must
 * equal SUM(views) of the range read directly. Beside it, in the same run: analyticsSummary() called from this
 * process on its own connection (the SQL alone, no HTTP, tRPC or superjson), and a baseline before seeding (the
 * 7-day summary on empty tables). ANALYTICS_BENCH_EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of the 365-day
 * range's heaviest statements.
 *
 * Ingestion: ANALYTICS_BENCH_PAGE_CLIENTS (20) clients request public pages (/, /es/, /fr/, /blog, /es/blog,
 * /contact, /services, /services/detention, two posts) one after the other as fast as they are answered, as a
 * browser navigates (BROWSER_HEADERS, Sec-Fetch-* of a navigation, a Referer from google.com, bing.com or
 * facebook.com, a browser user agent of six that isbot lets through). Every page sent is itself counted (onResponse):
 * those views have a referrer. First the pages alone for ANALYTICS_BENCH_SECONDS (10) — the baseline pages/s —
 * then the same pages while ANALYTICS_BENCH_SENDERS (50) senders POST /count as navigator.sendBeacon does (text/plain
 * JSON {"p": path} of a page that exists: home, blog, contact, a service, the demo's published posts; Origin, Referer,
 * Sec-Fetch-Site: same-origin) at ANALYTICS_BENCH_BEACON_RATE (2,000, the target) beacons/s in all, or as fast as
 * they are answered when it is 0. Beacon views have no referrer, so the two are told apart in analytics_views. Before the baseline, 2 s of
 * both (warm-up: JIT, the day's secret, the posts the beacon check remembers); they are counted too.
 *
 * Every visitor is an (X-Forwarded-For address, user agent) of its own (TRUST_PROXY=loopback): a page client takes a new
 * address every ANALYTICS_BENCH_PAGES_PER_VISITOR (50) pages, a sender every ANALYTICS_BENCH_BEACONS_PER_VISITOR
 * (20) beacons, so no visitor comes near the cap of 300 views a day per instance and no view may be refused. After
 * the run, once the counter's flush has written everything (at least 3 s, then until two reads 1 s apart agree),
 * today's rows are read: views without a referrer must equal the 204s of /count, views with one the 200 HTML pages,
 * and today's distinct visitor hashes the visitors used.
 *
 * Targets: each range's p95 ≤ 300 ms; 2,000 beacons a second offered during ingestion, and at least 99 % of them
 * answered 204 (as fast as answered: at least 2,000 a second); pages/s during ingestion ≥ 0.8 ×
 * pages/s alone. Checked too: counted = sent, no error. Exits 1 when any fails.
 *
 *   npm run bench:analytics   (uses dist/node as built: npm run build first; ANALYTICS_BENCH_VIEWS=10000000
 *                              ANALYTICS_BENCH_DAYS=365 ANALYTICS_BENCH_PATHS=200 ANALYTICS_BENCH_RUNS=30
 *                              ANALYTICS_BENCH_SECONDS=10 ANALYTICS_BENCH_PAGE_CLIENTS=20 ANALYTICS_BENCH_SENDERS=50
 *                              ANALYTICS_BENCH_BEACON_RATE=2000 (0: as fast as answered) ANALYTICS_BENCH_EXPLAIN=0)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isbot } from 'isbot';
import superjson from 'superjson';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import { postPath, type Locale } from '@shared/locales';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { addDays, firmDate } from '../server/booking/slots';
import { analyticsSummary } from '../server/analytics/summary';
import { rollUpAnalytics } from '../server/analytics/jobs';
import { REROLLED_DAYS } from '../server/analytics/rollup';
import { DAILY_CAP, FLUSH_MS } from '../server/analytics/counter';
import { benchSite, BROWSER_HEADERS, latencyRow, percentile, signInAdmin, trpcInput } from './lib';

const knob = (name: string, fallback: number) => Number(process.env[`ANALYTICS_BENCH_${name}`] ?? fallback);
const VIEWS = knob('VIEWS', 10_000_000);
const DAYS = knob('DAYS', 365);
const PATHS = knob('PATHS', 200);
const RUNS = knob('RUNS', 30);
const SECONDS = knob('SECONDS', 10);
const PAGE_CLIENTS = knob('PAGE_CLIENTS', 20);
const SENDERS = knob('SENDERS', 50);
const BEACON_RATE = knob('BEACON_RATE', 2000);
const PAGES_PER_VISITOR = knob('PAGES_PER_VISITOR', 50);
const BEACONS_PER_VISITOR = knob('BEACONS_PER_VISITOR', 20);
const EXPLAIN = knob('EXPLAIN', 0) === 1;
const WARMUP_SECONDS = 2;
const RANGES = [7, 30, 90, 365];
const TARGET_P95_MS = 300;
const TARGET_VIEWS_PER_S = 2000;
const TARGET_PAGE_SHARE = 0.8;

const now = () => performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

const fmt = (n: number) => n.toLocaleString('en-US');
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

// ---------------------------------------------------------------- what is seeded

/** The public pages of the route list (the English path; es and fr add their prefix), most visited first. */
const PAGES = ['/', '/blog', '/contact', '/services', '/services/detention', '/services/family', '/book', '/attorney-profile', '/resources', '/services/vawa', '/client-portal', '/privacy-policy', '/terms-and-conditions'];
const localized = (locale: Locale, p: string) => (locale === 'en' ? p : p === '/' ? `/${locale}` : `/${locale}${p}`);

/** referrer, source, medium, campaign ('…-' takes the month: newsletter-2026-05), weight, % of views that began a visit. */
const ORIGINS: [string, string, string, string, number, number][] = [
  ['', '', '', '', 40, 30],
  ['google.com', '', '', '', 30, 90],
  ['bing.com', '', '', '', 3, 90],
  ['duckduckgo.com', '', '', '', 2, 90],
  ['facebook.com', '', '', '', 5, 85],
  ['instagram.com', '', '', '', 3, 85],
  ['t.co', '', '', '', 1, 85],
  ['linkedin.com', '', '', '', 1, 85],
  ['facebook.com', 'facebook', 'social', 'otoño-2026', 4, 90],
  ['', 'newsletter', 'email', 'newsletter-', 3, 95],
  ['google.com', 'google', 'cpc', 'asylum-help', 4, 95],
  ['', 'whatsapp', 'social', 'vawa-awareness', 1, 90],
];
const DEVICES: [string, number][] = [
  ['phone', 58],
  ['computer', 36],
  ['tablet', 6],
];

/** Browsers as they introduce themselves (phones, a tablet, computers); isbot must let every one through. */
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const REFERERS = ['https://www.google.com/', 'https://www.bing.com/', 'https://www.facebook.com/'];

// ---------------------------------------------------------------- HTTP, cheaply (the client shares the machine)

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
interface Answer {
  status: number;
  type: string;
  ms: number;
}
function send(base: URL, method: 'GET' | 'POST', p: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const start = now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path: p, method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), ms: now() - start }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Visitor n's address: 10.<first>.x.y (pages from 10.16, beacons from 10.64; 10.9.9.9 signs in). */
const addressOf = (first: number, n: number) => `10.${first + ((n >> 16) & 31)}.${(n >> 8) & 255}.${n & 255}`;

// ---------------------------------------------------------------- CPU, per phase (Linux /proc; USER_HZ 100)

/** A process's CPU time in clock ticks (with its reaped children's when `children`: PostgreSQL's backends). */
function ticksOf(pid: number, children = false): { ticks: number; ppid: number } {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state ppid … utime(11) stime(12) cutime(13) cstime(14)
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
    const own = (f[11] ?? 0) + (f[12] ?? 0);
    return { ticks: children ? own + (f[13] ?? 0) + (f[14] ?? 0) : own, ppid: f[1] ?? 0 };
  } catch {
    return { ticks: 0, ppid: 0 };
  }
}
interface CpuSample {
  at: number;
  server: number;
  postgres: number;
  client: number;
  machineBusy: number;
  machineAll: number;
}
function cpuSample(serverPid: number, postmaster: number): CpuSample {
  let postgres = ticksOf(postmaster, true).ticks;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = ticksOf(Number(name));
    if (p.ppid === postmaster) postgres += p.ticks;
  }
  const [, ...fields] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const t = fields.map(Number);
  const all = t.slice(0, 8).reduce((a, b) => a + b, 0);
  const usage = process.cpuUsage();
  return { at: now(), server: ticksOf(serverPid).ticks, postgres, client: (usage.user + usage.system) / 10_000, machineBusy: all - (t[3] ?? 0) - (t[4] ?? 0), machineAll: all };
}
/** % of one core per process over the interval, and the machine's busy share of all its cores. */
function cpuLine(a: CpuSample, b: CpuSample): string {
  const seconds = (b.at - a.at) / 1000;
  const pct = (ticks: number) => `${((ticks / 100 / seconds) * 100).toFixed(0)} %`;
  const ours = b.server - a.server + (b.postgres - a.postgres) + (b.client - a.client);
  const busy = b.machineBusy - a.machineBusy;
  return `server ${pct(b.server - a.server)}, PostgreSQL ${pct(b.postgres - a.postgres)}, this client ${pct(b.client - a.client)} of one core; machine ${((busy / (b.machineAll - a.machineAll)) * 100).toFixed(0)} % of ${os.cpus().length} cores busy, ${pct(Math.max(0, busy - ours))} of a core by other processes`;
}

// ---------------------------------------------------------------- counts

const errors = new Map<string, number>();
const error = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
/** Over the whole run (warm-up included): what today's rows must hold. */
const sent = { pages: 0, beacons: 0 };
const visitorsUsed = { pages: 0, beacons: 0 };
let maxPerVisitor = 0;

interface Phase {
  pages: number[];
  beacons: number[];
  ms: number;
}

/** Page clients (and senders when `beacons`) for `seconds`; every request waits for the one before. */
async function phase(base: URL, seconds: number, opts: { beacons: boolean; pages: readonly string[]; beaconPaths: readonly string[] }): Promise<Phase> {
  const out: Phase = { pages: [], beacons: [], ms: 0 };
  const start = now();
  const end = start + seconds * 1000;
  const pageClient = async (c: number) => {
    let n = 0;
    let visitor = -1;
    while (now() < end) {
      if (n % PAGES_PER_VISITOR === 0) visitor = visitorsUsed.pages++;
      const p = opts.pages[(c + n) % opts.pages.length] as string;
      n++;
      const headers = {
        ...BROWSER_HEADERS,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'user-agent': USER_AGENTS[visitor % USER_AGENTS.length] as string,
        'x-forwarded-for': addressOf(16, visitor),
        referer: REFERERS[visitor % REFERERS.length] as string,
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      };
      const r = await send(base, 'GET', p, headers).catch(() => null);
      if (r?.status === 200 && r.type.startsWith('text/html')) {
        out.pages.push(r.ms);
        sent.pages++;
      } else error(`page ${p} ${r ? `${r.status} ${r.type}` : 'network'}`);
    }
    maxPerVisitor = Math.max(maxPerVisitor, Math.min(n, PAGES_PER_VISITOR));
  };
  const sender = async (s: number) => {
    let n = 0;
    let visitor = -1;
    // Paced: each sender's share of BEACON_RATE, at fixed times from the start (it catches up when late).
    const interval = BEACON_RATE > 0 ? (SENDERS * 1000) / BEACON_RATE : 0;
    const offset = interval * (s / SENDERS);
    while (now() < end) {
      if (interval > 0) {
        await sleep(start + offset + n * interval - now());
        if (now() >= end) break;
      }
      if (n % BEACONS_PER_VISITOR === 0) visitor = visitorsUsed.beacons++;
      const p = opts.beaconPaths[(s + n) % opts.beaconPaths.length] as string;
      n++;
      const headers = {
        ...BROWSER_HEADERS,
        accept: '*/*',
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': USER_AGENTS[visitor % USER_AGENTS.length] as string,
        'x-forwarded-for': addressOf(64, visitor),
        origin: base.origin,
        referer: base.origin + p,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-dest': 'empty',
      };
      const r = await send(base, 'POST', '/count', headers, JSON.stringify({ p })).catch(() => null);
      if (r?.status === 204) {
        out.beacons.push(r.ms);
        sent.beacons++;
      } else error(`POST /count ${r?.status ?? 'network'}`);
    }
    maxPerVisitor = Math.max(maxPerVisitor, Math.min(n, BEACONS_PER_VISITOR));
  };
  await Promise.all([...Array.from({ length: PAGE_CLIENTS }, (_, c) => pageClient(c)), ...(opts.beacons ? Array.from({ length: SENDERS }, (_, s) => sender(s)) : [])]);
  out.ms = now() - start;
  return out;
}

// ---------------------------------------------------------------- the run

for (const ua of USER_AGENTS) if (isbot(ua)) throw new Error(`isbot flags ${ua}`);
const site = await benchSite('analytics', { TRUST_PROXY: 'loopback' });
const { dir } = site;
let failed = true;
try {
  const { database, server } = site;
  const { db, sql } = database;
  const base = new URL(server.url);
  const today = firmDate(new Date(), FIRM_TIME_ZONE);
  const first = addDays(today, -DAYS);
  console.log(`server ${server.url} (pid ${server.proc.pid}, ${fs.statSync('dist/node/index.js').mtime.toISOString()} build), ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), node ${process.version}`);
  console.log(`load average (1/5/15 min) at the start: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

  const cookie = await signInAdmin(server.url);
  const summaryOnce = async (from: string, to: string) => {
    const start = now();
    const res = await fetch(`${server?.url}/trpc/analytics.summary?input=${trpcInput({ from, to })}`, { headers: { cookie, origin: base.origin, 'x-forwarded-for': '10.9.9.9', 'accept-encoding': 'gzip, br' } });
    const text = await res.text();
    return { ms: now() - start, status: res.status, text };
  };
  const timeSummary = async (from: string, to: string) => {
    const ms: number[] = [];
    for (let i = 0; i < 2 + RUNS; i++) {
      const r = await summaryOnce(from, to);
      if (r.status !== 200) throw new Error(`analytics.summary ${from}…${to} answered ${r.status}: ${r.text.slice(0, 200)}`);
      if (i >= 2) ms.push(r.ms);
    }
    return ms;
  };

  // ---- baseline: the 7-day summary on empty tables
  const baseline = await timeSummary(addDays(today, -6), today);

  // ---- seeding
  const posts = await sql<{ slug: string; locale: Locale }[]>`select slug, locale from blog_posts where published order by created_at desc, slug`;
  const paths: { path: string; locale: Locale }[] = [
    ...PAGES.map((p) => ({ path: localized('en', p), locale: 'en' as const })),
    ...PAGES.map((p) => ({ path: localized('es', p), locale: 'es' as const })),
    ...posts.map((p) => ({ path: postPath(p.locale, p.slug), locale: p.locale })),
    ...PAGES.map((p) => ({ path: localized('fr', p), locale: 'fr' as const })),
  ];
  for (let n = 1; paths.length < PATHS; n++) for (const locale of ['en', 'es', 'fr'] as const) if (paths.length < PATHS) paths.push({ path: postPath(locale, `post-${n}`), locale });
  const pathRows = paths.map((p, i) => ({ path: p.path, locale: p.locale, weight: Math.max(1, Math.round(1000 / (i + 1) ** 0.9)), pi: i }));
  const originRows = ORIGINS.map(([referrer, source, medium, campaign, weight, entry], oi) => ({ referrer, source, medium, campaign, weight, entry, oi }));
  const deviceRows = DEVICES.map(([device, weight], di) => ({ device, weight, di }));

  const seedStart = now();
  await sql.begin(async (tx) => {
    await tx`set local work_mem = '256MB'`;
    // Each combination's share of VIEWS by cumulative sums: floor(V·c/W) − floor(V·(c−w)/W) adds up to exactly V.
    await tx`
      insert into analytics_views (day, path, locale, referrer, source, medium, campaign, device, views, entries)
      with p as (select * from jsonb_to_recordset(${JSON.stringify(pathRows)}::jsonb) as p(path text, locale text, weight int, pi int)),
        o as (select * from jsonb_to_recordset(${JSON.stringify(originRows)}::jsonb) as o(referrer text, source text, medium text, campaign text, weight int, entry int, oi int)),
        d as (select * from jsonb_to_recordset(${JSON.stringify(deviceRows)}::jsonb) as d(device text, weight int, di int)),
        days as (select g, ${first}::date + g as day from generate_series(0, ${DAYS - 1}::int) as g),
        combos as (
          select days.g, days.day, p.pi, p.path, p.locale, o.oi, o.referrer, o.source, o.medium,
            case when o.campaign like '%-' then o.campaign || to_char(days.day, 'YYYY-MM') else o.campaign end as campaign,
            o.entry, d.di, d.device,
            (p.weight::numeric * o.weight * d.weight
              * (case extract(isodow from days.day) when 6 then 70 when 7 then 60 else 100 end)
              * (70 + 60 * days.g / ${DAYS}::int)
              * (50 + abs(hashtext(days.day::text || p.path)) % 101)) as w
          from days, p, o, d
        ),
        cum as (select *, sum(w) over (order by g, pi, oi, di rows between unbounded preceding and current row) as c, sum(w) over () as total from combos),
        counted as (select *, (floor(${VIEWS}::numeric * c / total) - floor(${VIEWS}::numeric * (c - w) / total))::int as views from cum)
      select day, path, locale, referrer, source, medium, campaign, device, views, views * entry / 100 from counted where views > 0`;
  });
  const viewsMs = now() - seedStart;
  await sql`insert into analytics_days (day, visitors) select day, round(sum(views) / 2.4)::int from analytics_views group by day`;
  await sql`
    insert into analytics_events (day, kind, path, locale, count)
    select day, 'phone', path, locale, (sum(views) / 150)::int from analytics_views group by day, path, locale having sum(views) >= 150`;
  const seedMs = now() - seedStart;
  const vacuumStart = now();
  await sql.unsafe('vacuum analyze analytics_views, analytics_days, analytics_events');
  const vacuumMs = now() - vacuumStart;
  const [seeded] = await sql<{ rows: number; views: string; days: number; minDay: string; maxDay: string; size: string; index: string }[]>`
    select count(*)::int as rows, sum(views)::text as views, count(distinct day)::int as days, min(day)::text as "minDay", max(day)::text as "maxDay",
      pg_size_pretty(pg_table_size('analytics_views')) as size, pg_size_pretty(pg_indexes_size('analytics_views')) as index from analytics_views`;
  const [others] = await sql<{ days: number; visitors: string; events: number; taps: string }[]>`
    select (select count(*)::int from analytics_days) as days, (select sum(visitors)::text from analytics_days) as visitors,
      (select count(*)::int from analytics_events) as events, (select sum(count)::text from analytics_events) as taps`;
  if (!seeded || Number(seeded.views) !== VIEWS) throw new Error(`seeded ${seeded?.views} views, not ${VIEWS}`);
  console.log(
    `\nseeded ${fmt(Number(seeded.views))} views in ${fmt(seeded.rows)} rows of analytics_views (${seeded.days} days ${seeded.minDay} … ${seeded.maxDay}, ${pathRows.length} paths of which ${posts.length} demo posts, ${ORIGINS.length} origins, ${DEVICES.length} devices; table ${seeded.size}, index ${seeded.index})`,
  );
  console.log(`  analytics_days: ${others?.days} days, ${fmt(Number(others?.visitors))} visitors; analytics_events: ${fmt(others?.events ?? 0)} rows, ${fmt(Number(others?.taps))} phone taps`);
  console.log(`  seeding took ${(seedMs / 1000).toFixed(1)} s (views ${(viewsMs / 1000).toFixed(1)} s), VACUUM ANALYZE ${(vacuumMs / 1000).toFixed(1)} s`);

  // ---- the roll-up, as the hourly job runs it: first the whole year, then an ordinary hour (the days it sums again)
  const rollStart = now();
  const firstRoll = await rollUpAnalytics(db);
  const firstRollMs = now() - rollStart;
  const hourStart = now();
  await rollUpAnalytics(db);
  const hourMs = now() - hourStart;
  await sql.unsafe('vacuum analyze analytics_page_days, analytics_origin_days');
  const [rolledUp] = await sql<{ pages: number; origins: number; size: string }[]>`
    select (select count(*)::int from analytics_page_days) as pages, (select count(*)::int from analytics_origin_days) as origins,
      pg_size_pretty(pg_total_relation_size('analytics_page_days') + pg_total_relation_size('analytics_origin_days')) as size`;
  console.log(
    `  roll-up (the hourly job): a year not rolled up yet ${(firstRollMs / 1000).toFixed(1)} s (${firstRoll.rolled} days into ${fmt(rolledUp?.pages ?? 0)} page rows and ${fmt(rolledUp?.origins ?? 0)} origin rows, ${rolledUp?.size} with indexes); an ordinary hour (${REROLLED_DAYS} days summed again) ${hourMs.toFixed(0)} ms`,
  );

  // ---- dashboard
  const dashboard: { days: number; http: number[]; direct: number[]; ok: boolean; views: number; expected: number }[] = [];
  for (const days of RANGES) {
    const from = addDays(today, -(days - 1));
    const check = await summaryOnce(from, today);
    const body = JSON.parse(check.text) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
    const summary = superjson.deserialize<AnalyticsSummary>(body.result.data);
    const [expected] = await sql<{ views: string | null }[]>`select sum(views)::text as views from analytics_views where day between ${from} and ${today}`;
    const http = await timeSummary(from, today);
    const direct: number[] = [];
    for (let i = 0; i < 2 + RUNS; i++) {
      const start = now();
      await analyticsSummary(db, { from, to: today }, { conversions: true });
      if (i >= 2) direct.push(now() - start);
    }
    dashboard.push({ days, http, direct, views: summary.totals.views, expected: Number(expected?.views ?? 0), ok: summary.totals.views === Number(expected?.views ?? 0) });
  }
  if (EXPLAIN) {
    const from = addDays(today, -364);
    const statements = {
      'views per day': sql`explain (analyze, buffers) select day, sum(views)::int from analytics_views where day between ${from} and ${today} group by day`,
      'top pages': sql`explain (analyze, buffers) select path, locale, sum(views)::int, sum(entries)::int from analytics_views where day between ${from} and ${today} group by path, locale order by sum(views) desc, path limit 20`,
      campaigns: sql`explain (analyze, buffers) select source, medium, campaign, sum(views)::int, sum(entries)::int from analytics_views where day between ${from} and ${today} and (source <> '' or medium <> '' or campaign <> '') group by 1, 2, 3 order by sum(entries) desc, source limit 20`,
    };
    for (const [name, q] of Object.entries(statements)) {
      const plan = (await q) as unknown as { 'QUERY PLAN': string }[];
      console.log(`\nEXPLAIN ${name} (365 days):\n${plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    }
  }

  console.log(`\n| analytics.summary, milliseconds | calls | p50 | p95 | p99 | max |\n|---|---|---|---|---|---|`);
  for (const d of dashboard) console.log(latencyRow(`${d.days} days, HTTP (admin: with conversions)`, d.http));
  for (const d of dashboard) console.log(latencyRow(`${d.days} days, analyticsSummary() in this process (SQL only)`, d.direct));
  console.log(latencyRow('baseline: 7 days, HTTP, empty tables', baseline));
  for (const d of dashboard) console.log(`${d.days} days: total views ${fmt(d.views)}, SUM(views) of the range ${fmt(d.expected)}: ${d.ok ? 'equal' : 'DIFFERENT'}`);

  // ---- ingestion
  const blogPaths = posts.slice(0, 6).map((p) => postPath(p.locale, p.slug));
  const pages = ['/', '/es/', '/fr/', '/blog', '/es/blog', '/contact', '/services', '/services/detention', ...blogPaths.slice(0, 2)];
  const beaconPaths = ['/', '/blog', '/contact', '/services/detention', '/es', '/es/blog', '/services/family', ...blogPaths];
  const opts = { pages, beaconPaths };
  await phase(base, WARMUP_SECONDS, { ...opts, beacons: true });
  const loadBefore = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const postmaster = Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const serverPid = server.proc.pid ?? 0;
  const cpu0 = cpuSample(serverPid, postmaster);
  const alone = await phase(base, SECONDS, { ...opts, beacons: false });
  const cpu1 = cpuSample(serverPid, postmaster);
  const during = await phase(base, SECONDS, { ...opts, beacons: true });
  const cpu2 = cpuSample(serverPid, postmaster);
  const loadAfter = os.loadavg().map((l) => l.toFixed(2)).join(' ');

  // ---- what was written: after the counter's flush (at least 3 s), until two reads 1 s apart agree
  const readToday = async () => {
    const [r] = await sql<{ beacons: number; pages: number; visitors: number }[]>`
      select coalesce(sum(views) filter (where referrer = ''), 0)::int as beacons, coalesce(sum(views) filter (where referrer <> ''), 0)::int as pages,
        (select count(*)::int from analytics_visitors where day = ${today}) as visitors
        from analytics_views where day = ${today}`;
    return r ?? { beacons: 0, pages: 0, visitors: 0 };
  };
  const waitStart = now();
  await sleep(Math.max(3000, FLUSH_MS + 1000));
  let counted = await readToday();
  for (let i = 0; i < 15; i++) {
    await sleep(1000);
    const again = await readToday();
    if (again.beacons === counted.beacons && again.pages === counted.pages && again.visitors === counted.visitors) break;
    counted = again;
  }
  const waitedMs = now() - waitStart;

  const rate = (n: number, ms: number) => n / (ms / 1000);
  const pagesAlone = rate(alone.pages.length, alone.ms);
  const pagesDuring = rate(during.pages.length, during.ms);
  const beaconsPerS = rate(during.beacons.length, during.ms);
  /** Paced senders send BEACON_RATE a second for the phase's SECONDS (during.ms also holds the last answers' wait). */
  const offered = Math.round(BEACON_RATE * SECONDS);
  const share = pagesDuring / pagesAlone;
  const otherErrors = [...errors.values()].reduce((a, b) => a + b, 0);
  const visitorsTotal = visitorsUsed.pages + visitorsUsed.beacons;

  console.log(
    `\ningestion: ${PAGE_CLIENTS} page clients, ${SENDERS} beacon senders (${BEACON_RATE > 0 ? `${BEACON_RATE} beacons/s in all` : 'as fast as answered'}), ${SECONDS} s each phase after ${WARMUP_SECONDS} s of warm-up; load average ${loadBefore} before, ${loadAfter} after`,
  );
  console.log(`\n| milliseconds | requests | p50 | p95 | p99 | max |\n|---|---|---|---|---|---|`);
  console.log(latencyRow('pages alone (baseline)', alone.pages));
  console.log(latencyRow('pages during ingestion', during.pages));
  console.log(latencyRow('POST /count during ingestion', during.beacons));
  console.log(`\npages/s alone ${pagesAlone.toFixed(0)}, during ingestion ${pagesDuring.toFixed(0)} (${(share * 100).toFixed(0)} %); beacons answered 204 per second ${beaconsPerS.toFixed(0)}; views counted per second during ingestion (beacons + pages) ${(beaconsPerS + pagesDuring).toFixed(0)}`);
  console.log(`CPU, pages alone: ${cpuLine(cpu0, cpu1)}`);
  console.log(`CPU, during ingestion: ${cpuLine(cpu1, cpu2)}`);
  console.log(
    `visitors: ${fmt(visitorsUsed.pages)} for pages (a new address every ${PAGES_PER_VISITOR} pages), ${fmt(visitorsUsed.beacons)} for beacons (every ${BEACONS_PER_VISITOR} beacons); at most ${maxPerVisitor} views from one visitor, the cap (${DAILY_CAP} a day per instance) never reached: no view may be refused`,
  );
  console.log(`read ${(waitedMs / 1000).toFixed(1)} s after the load stopped (flush every ${FLUSH_MS / 1000} s):`);
  console.log(`  beacons answered 204: ${fmt(sent.beacons)}; counted (today, no referrer): ${fmt(counted.beacons)}; difference ${fmt(sent.beacons - counted.beacons)}`);
  console.log(`  pages answered 200 HTML: ${fmt(sent.pages)}; counted (today, a referrer): ${fmt(counted.pages)}; difference ${fmt(sent.pages - counted.pages)}`);
  console.log(`  visitors used: ${fmt(visitorsTotal)}; today's distinct visitor hashes: ${fmt(counted.visitors)}; difference ${fmt(visitorsTotal - counted.visitors)}`);
  console.log(`other errors: ${otherErrors}${otherErrors ? ` (${[...errors].map(([k, n]) => `${n}× ${k}`).join(', ')})` : ''}`);

  // ---- targets
  const checks: [string, boolean][] = [
    ...dashboard.map((d): [string, boolean] => [`analytics.summary ${d.days} days p95 ≤ ${TARGET_P95_MS} ms (${percentile(d.http, 95).toFixed(0)} ms)`, percentile(d.http, 95) <= TARGET_P95_MS]),
    BEACON_RATE > 0
      ? [
          `ingestion: ${fmt(BEACON_RATE)} beacons/s offered (≥ ${fmt(TARGET_VIEWS_PER_S)}) for ${SECONDS} s, ${fmt(during.beacons.length)} of ${fmt(offered)} answered 204 (≥ 99 %)`,
          BEACON_RATE >= TARGET_VIEWS_PER_S && during.beacons.length >= 0.99 * offered,
        ]
      : [`ingestion ≥ ${fmt(TARGET_VIEWS_PER_S)} beacons/s (${beaconsPerS.toFixed(0)}/s, as fast as answered)`, beaconsPerS >= TARGET_VIEWS_PER_S],
    [`pages/s during ingestion ≥ ${TARGET_PAGE_SHARE} × alone (${pagesDuring.toFixed(0)} / ${pagesAlone.toFixed(0)} = ${share.toFixed(2)})`, share >= TARGET_PAGE_SHARE],
    [`counted = sent (beacons ${fmt(counted.beacons)}/${fmt(sent.beacons)}, pages ${fmt(counted.pages)}/${fmt(sent.pages)}, visitors ${fmt(counted.visitors)}/${fmt(visitorsTotal)})`, counted.beacons === sent.beacons && counted.pages === sent.pages && counted.visitors === visitorsTotal],
    [`dashboard totals = SUM(views) of each range`, dashboard.every((d) => d.ok)],
    [`no errors (${otherErrors})`, otherErrors === 0],
  ];
  console.log('');
  for (const [label, ok] of checks) console.log(`${pass(ok)}  ${label}`);
  failed = checks.some(([, ok]) => !ok);
} finally {
  agent.destroy();
  await site.stop();
}
process.exit(failed ? 1 : 0);
