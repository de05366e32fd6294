/** Shared by the benchmark scripts: start the production server as a child process and talk to it. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'autocannon';
import type postgres from 'postgres';
import { ensureDatabase, openDatabase, type Database } from '../server/db/client';
import { freePort, startEmbeddedPostgres } from '../server/demo/embedded-postgres';
import superjson from 'superjson';

export interface ServerHandle {
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
  kill9(): void;
}

/** Compiles the server from the current sources (dist/node, esbuild: a second or two), for `compiled: true`. */
export function buildServer(): void {
  if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) throw new Error('building dist/node failed');
}

/**
 * `compiled`: the server as the image runs it (`node dist/node/index.js`, which `npm run build` or
 * `node scripts/build-server.mjs` makes), starting in about a second instead of compiling TypeScript first.
 */
export async function startServer(opts: { port: number; dataDir: string; env?: Record<string, string>; compiled?: boolean }): Promise<ServerHandle> {
  if (!fs.existsSync('dist/server/entry-server.js')) throw new Error('Run `npm run build` first.');
  const url = `http://127.0.0.1:${opts.port}`;
  // BENCH_SERVER_NODE_ARGS: options for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, ...(opts.compiled ? ['dist/node/index.js'] : ['--import', 'tsx', 'server/index.ts'])], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // the demo's fallbacks (embedded database, outbox mail, http) on a production build
      SITE_MODE: 'demo',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      SEED_ADMIN_EMAIL: 'admin@example.com',
      SEED_ADMIN_PASSWORD: 'demo-admin-2025',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    proc,
    kill9: () => proc.kill('SIGKILL'),
    stop: () =>
      new Promise<void>((resolve) => {
        // A process killed by a signal has no exit code, only its signal.
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

export const trpcInput = (v: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(v)));

export async function trpcCall<T>(base: string, path: string, input: unknown, opts: { cookie?: string; ip?: string; mutation?: boolean; origin?: string } = {}): Promise<{ status: number; data?: T; cookie?: string }> {
  const headers: Record<string, string> = { origin: opts.origin ?? base, 'x-forwarded-for': opts.ip ?? '127.0.0.1', ...(opts.cookie ? { cookie: opts.cookie } : {}) };
  const res = opts.mutation
    ? await fetch(`${base}/trpc/${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(superjson.serialize(input)) })
    : await fetch(`${base}/trpc/${path}?input=${trpcInput(input)}`, { headers });
  const body = (await res.json().catch(() => null)) as { result?: { data: Parameters<typeof superjson.deserialize>[0] } } | null;
  const setCookie = res.headers.get('set-cookie')?.split(';')[0];
  return { status: res.status, data: body?.result ? superjson.deserialize<T>(body.result.data) : undefined, ...(setCookie ? { cookie: setCookie } : {}) };
}

export async function signInAdmin(base: string): Promise<string> {
  const r = await trpcCall(base, 'auth.signIn', { email: 'admin@example.com', password: 'demo-admin-2025' }, { mutation: true, ip: '10.9.9.9' });
  if (!r.cookie) throw new Error(`sign-in failed: ${r.status}`);
  return r.cookie;
}

/** The p-th percentile (0–100) of `values`, nearest rank; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** A Markdown table row: label, count, p50, p95, p99 and the largest of `ms`. */
export const latencyRow = (label: string, ms: number[]) =>
  `| ${label} | ${ms.length} | ${[50, 95, 99].map((p) => percentile(ms, p).toFixed(0)).join(' | ')} | ${ms.length ? Math.max(...ms).toFixed(0) : '-'} |`;

/** What Chromium sends with every navigation and fetch: benchmarks measure what browsers ask for. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' } as const;

type MixRequest = Request;

/**
 * The realistic mix of decision 0013, one cycle of 12 requests: public pages (home, blog list and its second page,
 * the Spanish home, a service, four posts), the public tRPC list twice, and a contact submission (with its idempotency key, as the page sends it) from its own
 * address (below the rate limits; the server must trust one more hop than usual for `x-forwarded-for` to count).
 * Every request carries BROWSER_HEADERS. `pages` and `api` are the paths, for a static copy of the same answers.
 */
export async function realisticMix(base: string): Promise<{ requests: MixRequest[]; pages: string[]; api: string; contacts: () => number }> {
  const list = await trpcCall<{ items: { slug: string }[] }>(base, 'posts.list', { page: 1 });
  const slugs = (list.data?.items ?? []).map((p) => p.slug);
  const pages = ['/', '/blog', '/blog?page=2', '/es/', '/services/detention', ...slugs.slice(0, 4).map((s) => `/blog/${s}`)];
  const api = `/trpc/posts.list?input=${trpcInput({ page: 1 })}`;
  let contactSeq = 0;
  const get = (p: string): MixRequest => ({ method: 'GET', path: p, headers: { ...BROWSER_HEADERS } });
  const requests: MixRequest[] = [
    ...pages.map(get),
    get(api),
    get(api),
    {
      method: 'POST',
      path: '/trpc/contact.submit',
      setupRequest: (req) => {
        const n = ++contactSeq;
        return {
          ...req,
          headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({ json: { name: 'Load Test', email: `load${n}@example.com`, phone: '(954) 555-0100', message: 'Benchmark inquiry.', privacy: true, website: '', locale: 'en', submission: `bench-submission-${n}` } }),
        };
      },
    },
  ];
  return { requests, pages, api, contacts: () => contactSeq };
}

export const CATEGORIES = ['Detention Defense', 'Family Immigration', 'VAWA', 'Asylum', 'Deportation Defense'];
export const CATEGORIES_ES = ['Defensa en detención', 'Inmigración familiar', 'VAWA', 'Asilo', 'Defensa contra la deportación'];
export const LOCALES = ['en', 'es', 'fr'];

/**
 * `count` published posts (bench:blog-scale, bench:restore) in one statement, so 100,000 rows take seconds: a third per language, varied titles, five categories,
 * one post per 10 minutes; one Spanish title in 50 holds 'deportación' and 'inmigración', one English title
 * in 50 'bond hearings', every Spanish description 'familias'. The 27 newest posts (9 per language) hold
 * those rarer words too, so that a search fills its first page at 100 posts as at 100,000: each row then
 * compares the same page, not an empty answer with a full one.
 */
export async function insertPosts(sql: postgres.Sql, count: number): Promise<void> {
  await sql`
    insert into blog_posts (title, slug, description, category, content, published, created_at, updated_at, locale)
    select
      case g % 3
        when 1 then 'Artículo ' || g || case when g % 50 = 1 or g <= 27 then ' sobre la deportación y la inmigración' else ' sobre trámites migratorios' end
        else 'Post ' || g || case when g % 50 = 0 or g <= 27 then ' about bond hearings' else ' on immigration procedure' end
      end,
      'post-' || g,
      case g % 3
        when 1 then 'Descripción del artículo ' || g || ' con pasos prácticos para familias y personas detenidas.'
        else 'Description of post ' || g || ' covering practical steps for families and detained people.'
      end,
      case g % 3 when 1 then (${CATEGORIES_ES}::text[])[1 + g % 5] else (${CATEGORIES}::text[])[1 + g % 5] end,
      case g % 3
        when 1 then repeat('Texto de párrafo para la prueba, con órdenes de deportaciones y audiencias. ', 30)
        else repeat('Paragraph text for the benchmark. ', 40)
      end,
      true,
      now() - (g || ' minutes')::interval * 10,
      now() - (g || ' minutes')::interval * 10,
      (${LOCALES}::text[])[1 + g % 3]
    from generate_series(1, ${count}) g`;
}

/**
 * A throwaway site for a benchmark: an embedded PostgreSQL in a temporary folder (`dir`, its data in `dir/pg`), the
 * database `app` migrated here, and the compiled server on it, which seeds the demo content (SEED_DEMO=1) as the
 * demo does. `stop` ends both and removes the folder.
 */
export async function benchSite(name: string, env: Record<string, string> = {}): Promise<{ dir: string; database: Database; server: ServerHandle; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-bench-`));
  fs.chmodSync(dir, 0o755); // the embedded server runs as the postgres user when started by root
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), { info: () => {}, warn: (m: string) => console.warn(m) }, { port: await freePort() });
  let database: Database | null = null;
  let server: ServerHandle | null = null;
  const stop = async () => {
    await server?.stop();
    await database?.close();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(pg.url('postgres'), 'app');
    database = await openDatabase({ url: pg.url('app'), migrate: true });
    server = await startServer({ port: await freePort(), dataDir: path.join(dir, 'data'), compiled: true, env: { DATABASE_URL: pg.url('app'), MIGRATE_ON_START: '0', SEED_DEMO: '1', ...env } });
    return { dir, database, server, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
