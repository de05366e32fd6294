/**
 * Blog list scaling (DESIGN 2, issue 5): seeds 100, 10,000 and 100,000 published posts into a throwaway
 * embedded PostgreSQL and measures the public list query (page 1, a late page, a search, a category)
 * and a post by slug through HTTP under concurrent load from autocannon on loopback.
 *
 *   npm run bench:blog-scale            (about 2 minutes; BENCH_SECONDS=5 and BENCH_CONNECTIONS=10 by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import superjson from 'superjson';
import { buildApp } from '../server/app';
import { createSessionStore } from '../server/auth/lucia';
import { loadConfig } from '../server/config';
import { connect, ensureDatabase, runMigrations, startEmbeddedPostgres } from '../server/db/client';
import { createRateLimiter } from '../server/services/rate-limit';

const SIZES = [100, 10_000, 100_000];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CATEGORIES = ['Detention Defense', 'Family Immigration', 'VAWA', 'Asylum', 'Deportation Defense'];

const input = (v: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(v)));

async function measure(url: string): Promise<{ p50: number; p99: number; rps: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-scale-'));
fs.chmodSync(dir, 0o755);
const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), { info: () => {}, warn: console.warn });
const rows: string[][] = [];
try {
  for (const size of SIZES) {
    const name = `bench_${size}`;
    await ensureDatabase(pg.url('postgres'), name);
    const { db, sql } = connect(pg.url(name), 10);
    await runMigrations(db, sql, pg.url(name));
    // One statement, so 100,000 rows take seconds: varied titles, five categories, one post per 10 minutes.
    await sql`
      insert into blog_posts (title, slug, description, category, content, published, created_at, updated_at)
      select
        'Post ' || g || case when g % 50 = 0 then ' about bond hearings' else ' on immigration procedure' end,
        'post-' || g,
        'Description of post ' || g || ' covering practical steps for families and detained people.',
        (${CATEGORIES}::text[])[1 + g % 5],
        repeat('Paragraph text for the benchmark. ', 40),
        true,
        now() - (g || ' minutes')::interval * 10,
        now() - (g || ' minutes')::interval * 10
      from generate_series(1, ${size}) g`;
    await sql`vacuum analyze blog_posts`;
    await sql`checkpoint`;

    const config = loadConfig({ NODE_ENV: 'production', SITE_MODE: 'demo', DATABASE_URL: pg.url(name), LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1' });
    const app = await buildApp({
      deps: { config, db, sessions: createSessionStore(db, { secureCookies: false }), limiter: createRateLimiter(db) },
      sql,
      dist: null,
      logger: false,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    if (process.env.BENCH_EXPLAIN) {
      const plan = await sql.unsafe(
        `explain analyze select id from blog_posts where published order by created_at desc nulls last, id desc nulls last limit 9`,
      );
      console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
    }
    const lastPage = Math.ceil(size / 9);
    const cases: [string, string][] = [
      ['list page 1', `/trpc/posts.list?input=${input({ page: 1 })}`],
      [`list page ${lastPage} (last)`, `/trpc/posts.list?input=${input({ page: lastPage })}`],
      [`list page ${Math.ceil(lastPage / 2)} (middle)`, `/trpc/posts.list?input=${input({ page: Math.ceil(lastPage / 2) })}`],
      ['search "bond"', `/trpc/posts.list?input=${input({ page: 1, q: 'bond' })}`],
      ['category VAWA', `/trpc/posts.list?input=${input({ page: 1, category: 'VAWA' })}`],
      ['post by slug', `/trpc/posts.bySlug?input=${input({ slug: `post-${Math.ceil(size / 2)}` })}`],
    ];
    for (const [label, url] of cases) {
      await autocannon({ url: address + url, connections: CONNECTIONS, duration: 1 }); // warm-up, not counted
      const m = await measure(address + url);
      rows.push([size.toLocaleString('en-US'), label, m.p50.toFixed(1), m.p99.toFixed(1), m.rps.toFixed(0), String(m.errors)]);
      console.log(`${size} posts, ${label}: p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.rps.toFixed(0)} req/s, ${m.errors} errors`);
    }
    await app.close();
    await sql.end();
  }
} finally {
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per case, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
console.log('| posts | query | p50 ms | p99 ms | req/s | errors |\n|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
