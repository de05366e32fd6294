import path from 'node:path';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { quietWorkerLogger } from '../logging';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema>;

export interface Database {
  db: Db;
  sql: postgres.Sql;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** drizzle/ beside the working directory (the project root, /app in the image), or MIGRATIONS_DIR. */
const migrationsFolder = () => path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle');

export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) await admin.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

/** DATABASE_POOL_MAX's default (server/config.ts). */
export const DEFAULT_POOL_MAX = 10;

export function connect(url: string, max = DEFAULT_POOL_MAX): { db: Db; sql: postgres.Sql } {
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

/** Connects to `url` and migrates it unless `migrate` is false. The demo's embedded server: server/demo/embedded-postgres.ts. */
export async function openDatabase(opts: { url: string; migrate?: boolean; poolMax?: number; onClose?: () => Promise<void> }): Promise<Database> {
  const { db, sql } = connect(opts.url, opts.poolMax);
  try {
    if (opts.migrate !== false) await runMigrations(db, sql, opts.url);
  } catch (err) {
    await sql.end({ timeout: 5 });
    await opts.onClose?.();
    throw err;
  }
  return {
    db,
    sql,
    url: opts.url,
    embedded: Boolean(opts.onClose),
    async close() {
      await sql.end({ timeout: 5 });
      await opts.onClose?.();
    },
  };
}
