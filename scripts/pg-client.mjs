// Shared by db-backup.mjs and db-restore.mjs: the configured database, PostgreSQL's client tools, and a
// version check. Plain Node (no tsx). Like the server (server/config.ts), these read process.env only; the app
// reads no .env file itself: export the variables, or run `node --env-file=.env scripts/db-backup.mjs`.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';

export class Stop extends Error {}

/** Ends the script with a sentence, not a stack trace, for the mistakes an operator can fix. */
export function runMain(main) {
  main().catch((err) => {
    console.error(err instanceof Stop ? err.message : err);
    process.exit(1);
  });
}

/**
 * DATABASE_URL split in two: the address without its password (safe in the process list, where pg_dump's
 * arguments are visible to every user of the machine) and the password, handed over in PGPASSWORD.
 */
export function configuredDatabase(script) {
  const raw = process.env.DATABASE_URL?.trim();
  if (!raw) {
    throw new Stop(
      `DATABASE_URL is not set: npm run ${script} works on the configured PostgreSQL database (postgres://user:password@host:5432/name). ` +
        'The embedded demo database of `npm start` has none; see README, "Export and backups".',
    );
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Stop('DATABASE_URL is not a valid postgres:// connection string.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Stop('DATABASE_URL must start with postgres:// or postgresql://.');
  const password = decodeURIComponent(url.password);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres';
  const safe = new URL(url.toString());
  safe.password = '';
  return { raw, name, host: `${url.hostname}:${url.port || 5432}`, dbname: safe.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** pg_dump / pg_restore from PG_BIN when set (e.g. /usr/lib/postgresql/18/bin), else from PATH. */
export function tool(name) {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

function majorOf(text) {
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(text) ?? /(\d+)\.\d+/.exec(text);
  return m ? Number(m[1]) : NaN;
}

export function toolMajor(name) {
  let out;
  try {
    out = execFileSync(tool(name), ['--version'], { encoding: 'utf8' });
  } catch {
    throw new Stop(
      `${tool(name)} was not found: install PostgreSQL's client tools (Debian/Ubuntu: apt-get install postgresql-client-<major>, with the server's major version) or set PG_BIN to the folder that holds them.`,
    );
  }
  return { major: majorOf(out), version: out.trim() };
}

export async function serverMajor(db) {
  const sql = postgres(db.raw, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [row] = await sql`select current_setting('server_version_num')::int as n, current_setting('server_version') as v`;
    return { major: Math.floor(row.n / 10000), version: row.v };
  } catch (err) {
    throw new Stop(`Cannot reach the database at ${db.host}: ${err.message}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** pg_dump and pg_restore need client tools at least as new as the server; say how to get them. */
export async function checkVersions(db, name) {
  const client = toolMajor(name);
  const server = await serverMajor(db);
  if (!(client.major >= server.major)) {
    throw new Stop(
      `${name} ${client.major} is older than the database server (PostgreSQL ${server.version}) and cannot work with it. ` +
        `Install the client tools of version ${server.major} (Debian/Ubuntu: apt-get install postgresql-client-${server.major}, from apt.postgresql.org when your release lacks it), ` +
        `then run again, with PG_BIN=/usr/lib/postgresql/${server.major}/bin if an older ${name} comes first in PATH.`,
    );
  }
  return { client, server };
}

/** Runs a client tool with the password in its environment only; resolves with its exit code. */
export function run(name, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(tool(name), args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
