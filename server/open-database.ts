import { openDatabase, type Database } from './db/client';

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * DATABASE_URL when given; otherwise the demo's embedded server under DATA_DIR/pg (loaded only then: the
 * production server never imports the embedded PostgreSQL package or its code). Migrated unless `migrate` is false.
 */
export async function openConfiguredDatabase(opts: { databaseUrl: string | undefined; dataDir: string; log: Logger; migrate?: boolean; poolMax?: number }): Promise<Database> {
  if (opts.databaseUrl) return openDatabase({ url: opts.databaseUrl, migrate: opts.migrate, poolMax: opts.poolMax });
  const { openEmbeddedDatabase } = await import('./demo/embedded-postgres');
  return openEmbeddedDatabase(opts);
}
