/**
 * Blog list scaling (decision 0003): seeds 100, 10,000 and 100,000 published posts (a third each
 * in English, Spanish and French) into a throwaway embedded PostgreSQL and measures the public list query
 * (page 1, the last and a middle page, English and Spanish searches, a search whose words change with every
 * request, a category) and a post by slug through HTTP under concurrent load from autocannon on loopback. The
 * target: every row's p99 at 100,000 posts within 1.5x of its p99 at 100 posts (the last table prints the ratios).
 *
 * The apps are built with the answer cache off (PAGE_CACHE_MS=0), so every request runs its queries. Every size
 * is served at once and each case alternates between them (BENCH_ROUNDS rounds, the sizes in turn, forward then
 * backward), so a busy moment of the machine falls on every size instead of on one; each row's p50 and p99 are
 * those of every response of its rounds together.
 *
 *   npm run bench:blog-scale            (about 5 minutes; BENCH_SECONDS=6 per case and size, in BENCH_ROUNDS=6 parts,
 *                                        and BENCH_CONNECTIONS=10 by default; BENCH_SIZES=100,100000 runs only those)
 *   BENCH_EXPLAIN=1 npm run bench:blog-scale    also prints the searches' plans as the service runs them (auto_explain)
 *   BENCH_ONLY='search|page 1' npm run bench:blog-scale    only the cases whose label matches
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import superjson from 'superjson';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connect, ensureDatabase, runMigrations } from '../server/db/client';
import * as schema from '../server/db/schema';
import { startEmbeddedPostgres } from '../server/demo/embedded-postgres';
import { createAppDeps } from '../server/deps';
import { listPublished } from '../server/services/posts';
import { BLOG_PAGE_SIZE } from '@shared/constants';
import { insertPosts } from './lib';
import type { Locale } from '@shared/locales';

const SIZES = (process.env.BENCH_SIZES ?? '100,10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 6));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_ONLY=search runs only the cases whose label matches (a regular expression, case-insensitive). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;

/**
 * What the varied search row asks, one after the other: words of every post, of one post in 50, of one post
 * (post numbers are words of their title and description) and of none, in English and Spanish, with and
 * without accents. No two requests in a row are the same, so no cache of answers can serve them.
 */
const VARIED: { q: string; locale: Locale }[] = [
  { q: 'immigration', locale: 'en' },
  { q: 'bond', locale: 'en' },
  { q: 'familias', locale: 'es' },
  { q: '42', locale: 'en' },
  { q: 'deportacion', locale: 'es' },
  { q: 'visa', locale: 'en' },
  { q: 'detained people', locale: 'en' },
  { q: 'inmigración', locale: 'es' },
  { q: 'hearing', locale: 'en' },
  { q: 'artículo 7', locale: 'es' },
  { q: 'practical steps', locale: 'en' },
  { q: 'asilo', locale: 'es' },
  { q: 'bond hearings', locale: 'en' },
  { q: 'tramites migratorios', locale: 'es' },
  { q: 'procedure', locale: 'en' },
  { q: 'personas detenidas', locale: 'es' },
  { q: 'post 99', locale: 'en' },
  { q: 'pasos', locale: 'es' },
  { q: 'asylum', locale: 'en' },
  { q: 'deportaciones inmigracion', locale: 'es' },
];

const input = (v: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(v)));
const listPath = (v: unknown) => `/trpc/posts.list?input=${input(v)}`;

/** A case: one fixed address, or a new address for every request. */
type Case = { label: string; path: (s: Served) => string } | { label: string; paths: (s: Served) => () => string };
type Served = { size: number; address: string; lastPage: number };

/** One autocannon run; every response's time (ms, from autocannon's own clock) is added to `into`. */
function run(address: string, c: Case, served: Served, seconds: number, into: number[]): Promise<{ errors: number }> {
  const next = 'paths' in c ? c.paths(served) : null;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: address,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [next ? { method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) } : { method: 'GET', path: 'path' in c ? c.path(served) : '/' }],
      },
      (err, result) => (err ? reject(err) : resolve({ errors: result.errors + result.non2xx })),
    );
    instance.on('response', (_client, _status, _bytes, ms) => into.push(ms));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-scale-'));
fs.chmodSync(dir, 0o755);
const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), { info: () => {}, warn: console.warn });
const rows: string[][] = [];
const servers: (Served & { close: () => Promise<void> })[] = [];
try {
  for (const size of SIZES) {
    const name = `bench_${size}`;
    await ensureDatabase(pg.url('postgres'), name);
    const { db, sql } = connect(pg.url(name), 10);
    await runMigrations(db, sql, pg.url(name));
    await insertPosts(sql, size);
    // Every table: the insert trigger updated blog_category_counts once per post, leaving as many dead rows
    // that every list request would read through until autovacuum came by.
    await sql`vacuum analyze`;
    await sql`checkpoint`;

    if (process.env.BENCH_EXPLAIN) {
      // The searches' plans as the service runs them (auto_explain, on one connection): the sixth run of each,
      // warm. Drizzle sends unnamed statements, so every run is planned for its own words (no generic plan).
      const notices: string[] = [];
      const one = postgres(pg.url(name), { max: 1, onnotice: (n) => notices.push(String(n.message)) });
      await one`load 'auto_explain'`;
      await one.unsafe(`set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on;
        set auto_explain.log_timing = on; set auto_explain.log_level = notice; set client_min_messages = notice`);
      const explained = drizzle(one, { schema });
      for (const [locale, q] of [['en', 'bond'], ['es', 'deportacion'], ['es', 'familias'], ['en', '42'], ['en', 'visa']] as const) {
        for (let i = 0; i < 6; i++) {
          notices.length = 0;
          await listPublished(explained, { page: 1, pageSize: BLOG_PAGE_SIZE, q, category: '', locale });
        }
        const plans = notices.filter((n) => n.includes('Query Text') && n.includes('blog_posts') && !n.includes('blog_category_counts'));
        console.log(`-- ${size} posts, ${locale} ${JSON.stringify(q)}\n${plans.join('\n')}`);
      }
      await one.end();
    }

    const config = loadConfig({
      NODE_ENV: 'production',
      SITE_MODE: 'demo',
      DATABASE_URL: pg.url(name),
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
      // No cache of answers: every request runs its queries.
      PAGE_CACHE_MS: '0',
    });
    const app = await buildApp({ deps: createAppDeps(config, { db, sql }), sql, dist: null, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const [english] = await sql<{ n: number }[]>`select count(*)::int as n from blog_posts where locale = 'en'`;
    servers.push({
      size,
      address,
      lastPage: Math.ceil((english?.n ?? 0) / BLOG_PAGE_SIZE),
      close: async () => {
        await app.close();
        await sql.end();
      },
    });
  }

  // The seeding's writes reach the disk before anything is measured (else the largest size, seeded last, is
  // measured while the kernel writes its files back).
  execFileSync('sync');
  await new Promise((r) => setTimeout(r, 2000));

  const cases: Case[] = [
    { label: 'list page 1', path: () => listPath({ page: 1 }) },
    { label: 'list last page', path: (s) => listPath({ page: s.lastPage }) },
    { label: 'list middle page', path: (s) => listPath({ page: Math.ceil(s.lastPage / 2) }) },
    { label: 'search "bond"', path: () => listPath({ page: 1, q: 'bond' }) },
    { label: 'es search "deportacion"', path: () => listPath({ page: 1, q: 'deportacion', locale: 'es' }) },
    { label: 'es search "inmigracion familias"', path: () => listPath({ page: 1, q: 'inmigracion familias', locale: 'es' }) },
    { label: 'es search "familias" (every post)', path: () => listPath({ page: 1, q: 'familias', locale: 'es' }) },
    {
      label: `search, ${VARIED.length} words in turn`,
      paths: () => {
        let n = 0;
        return () => listPath({ page: 1, ...VARIED[n++ % VARIED.length] });
      },
    },
    { label: 'es page 1', path: () => listPath({ page: 1, locale: 'es' }) },
    { label: 'category VAWA', path: () => listPath({ page: 1, category: 'VAWA' }) },
    { label: 'es category', path: () => listPath({ page: 1, category: 'Asilo', locale: 'es' }) },
    { label: 'post by slug', path: (s) => `/trpc/posts.bySlug?input=${input({ slug: `post-${3 * Math.ceil(s.size / 6)}` })}` },
  ];
  for (const c of cases.filter((x) => !ONLY || ONLY.test(x.label))) {
    const times = new Map(servers.map((s) => [s.size, [] as number[]]));
    const errors = new Map(servers.map((s) => [s.size, 0]));
    for (const s of servers) await run(s.address, c, s, 1, []); // warm-up, not counted
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of round % 2 ? [...servers].reverse() : servers) {
        const { errors: e } = await run(s.address, c, s, SECONDS / ROUNDS, times.get(s.size) ?? []);
        errors.set(s.size, (errors.get(s.size) ?? 0) + e);
      }
    }
    for (const s of servers) {
      const t = (times.get(s.size) ?? []).sort((a, b) => a - b);
      const m = { p50: percentile(t, 0.5), p99: percentile(t, 0.99), rps: t.length / SECONDS, errors: errors.get(s.size) ?? 0 };
      rows.push([s.size.toLocaleString('en-US'), c.label, m.p50.toFixed(1), m.p99.toFixed(1), m.rps.toFixed(0), String(m.errors)]);
      console.log(`${s.size} posts, ${c.label}: p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ${m.rps.toFixed(0)} req/s, ${m.errors} errors`);
    }
  }
} finally {
  for (const s of servers) await s.close();
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per case and size in ${ROUNDS} rounds, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
console.log('| posts | query | p50 ms | p99 ms | req/s | errors |\n|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);

// The target: p99 at the largest size within 1.5x of the smallest, per query.
const first = SIZES[0]?.toLocaleString('en-US');
const last = SIZES[SIZES.length - 1]?.toLocaleString('en-US');
if (SIZES.length < 2 || !rows.length) process.exit(0);
console.log(`\n| query | p50 ${first} | p50 ${last} | p99 ${first} | p99 ${last} | p99 ratio | within 1.5x |\n|---|---|---|---|---|---|---|`);
let misses = 0;
for (const r of rows.filter((x) => x[0] === first)) {
  const big = rows.find((x) => x[0] === last && x[1] === r[1]);
  const ratio = Number(big?.[3]) / Number(r[3]);
  if (!(ratio <= 1.5)) misses++;
  console.log(`| ${r[1]} | ${r[2]} | ${big?.[2]} | ${r[3]} | ${big?.[3]} | ${ratio.toFixed(2)}x | ${ratio <= 1.5 ? 'yes' : 'NO'} |`);
}
console.log(misses ? `\n${misses} row(s) above 1.5x.` : '\nEvery row within 1.5x.');
