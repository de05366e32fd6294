/**
 * Blog list scaling (decision 0003): seeds 100, 10,000 and 100,000 published posts (a third each
 * in English, Spanish and French) into a throwaway embedded PostgreSQL and measures the public list query
 * (page 1, the last and a middle page, English and Spanish searches, a category) and a post by slug through
 * HTTP under concurrent load from autocannon on loopback. The target: every row's p99 at 100,000 posts within
 * 1.5x of its p99 at 100 posts (the last table prints the ratios).
 *
 *   npm run bench:blog-scale            (about 2 minutes; BENCH_SECONDS=5 and BENCH_CONNECTIONS=10 by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import superjson from 'superjson';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connect, ensureDatabase, runMigrations } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/demo/embedded-postgres';
import { createAppDeps } from '../server/deps';
import { SEARCH_MATCHES_MAX } from '@shared/constants';

// BENCH_SIZES=100,100000 runs only those sizes.
const SIZES = (process.env.BENCH_SIZES ?? '100,10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CATEGORIES = ['Detention Defense', 'Family Immigration', 'VAWA', 'Asylum', 'Deportation Defense'];
const CATEGORIES_ES = ['Defensa en detención', 'Inmigración familiar', 'VAWA', 'Asilo', 'Defensa contra la deportación'];
const LOCALES = ['en', 'es', 'fr'];

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
    // One statement, so 100,000 rows take seconds: a third per language, varied titles, five categories,
    // one post per 10 minutes; one Spanish title in 50 holds 'deportación' and 'inmigración', every Spanish
    // description 'familias'.
    await sql`
      insert into blog_posts (title, slug, description, category, content, published, created_at, updated_at, locale)
      select
        case g % 3
          when 1 then 'Artículo ' || g || case when g % 50 = 1 then ' sobre la deportación y la inmigración' else ' sobre trámites migratorios' end
          else 'Post ' || g || case when g % 50 = 0 then ' about bond hearings' else ' on immigration procedure' end
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
      from generate_series(1, ${size}) g`;
    await sql`vacuum analyze blog_posts`;
    await sql`checkpoint`;

    const config = loadConfig({ NODE_ENV: 'production', SITE_MODE: 'demo', DATABASE_URL: pg.url(name), LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1' });
    const app = await buildApp({
      deps: createAppDeps(config, { db, sql }),
      sql,
      dist: null,
      logger: false,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    if (process.env.BENCH_EXPLAIN) {
      // The plans of the list page and of the searches, as the service runs them (BENCH_EXPLAIN=1).
      for (const [locale, q] of [['en', ''], ['en', 'bond'], ['es', 'deportacion'], ['es', 'inmigracion familias'], ['es', 'familias']]) {
        const where = `locale = '${locale}' and published${q ? ` and search @@ site_tsquery('${locale}', '${q}')` : ''}`;
        const query = q
          ? `select id, count(*) over () from (select id, created_at, search from blog_posts where ${where} order by created_at desc nulls last, id desc nulls last limit ${SEARCH_MATCHES_MAX}) c order by ts_rank(c.search, site_tsquery('${locale}', '${q}')) desc, created_at desc, id desc limit 9`
          : `select id from blog_posts where ${where} order by created_at desc nulls last, id desc nulls last limit 9`;
        const plan = await sql.unsafe(`explain analyze ${query}`);
        console.log(`-- ${locale} ${JSON.stringify(q)}\n${plan.map((r) => Object.values(r)[0]).join('\n')}`);
      }
    }
    const [english] = await sql<{ n: number }[]>`select count(*)::int as n from blog_posts where locale = 'en'`;
    const lastPage = Math.ceil((english?.n ?? 0) / 9);
    const cases: [string, string][] = [
      ['list page 1', `/trpc/posts.list?input=${input({ page: 1 })}`],
      ['list last page', `/trpc/posts.list?input=${input({ page: lastPage })}`],
      ['list middle page', `/trpc/posts.list?input=${input({ page: Math.ceil(lastPage / 2) })}`],
      ['search "bond"', `/trpc/posts.list?input=${input({ page: 1, q: 'bond' })}`],
      ['es search "deportacion"', `/trpc/posts.list?input=${input({ page: 1, q: 'deportacion', locale: 'es' })}`],
      ['es search "inmigracion familias"', `/trpc/posts.list?input=${input({ page: 1, q: 'inmigracion familias', locale: 'es' })}`],
      ['es search "familias" (every post)', `/trpc/posts.list?input=${input({ page: 1, q: 'familias', locale: 'es' })}`],
      ['es page 1', `/trpc/posts.list?input=${input({ page: 1, locale: 'es' })}`],
      ['category VAWA', `/trpc/posts.list?input=${input({ page: 1, category: 'VAWA' })}`],
      ['es category', `/trpc/posts.list?input=${input({ page: 1, category: 'Asilo', locale: 'es' })}`],
      ['post by slug', `/trpc/posts.bySlug?input=${input({ slug: `post-${3 * Math.ceil(size / 6)}` })}`],
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

// The target: p99 at the largest size within 1.5x of the smallest, per query.
const first = SIZES[0]?.toLocaleString('en-US');
const last = SIZES[SIZES.length - 1]?.toLocaleString('en-US');
console.log(`\n| query | p99 ${first} | p99 ${last} | ratio | within 1.5x |\n|---|---|---|---|---|`);
for (const r of rows.filter((x) => x[0] === first)) {
  const big = rows.find((x) => x[0] === last && x[1] === r[1]);
  const ratio = Number(big?.[3]) / Number(r[3]);
  console.log(`| ${r[1]} | ${r[3]} | ${big?.[3]} | ${ratio.toFixed(2)}x | ${ratio <= 1.5 ? 'yes' : 'NO'} |`);
}
