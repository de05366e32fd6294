// `npm run db:backup [-- <file>]`: a full copy of the configured database (DATABASE_URL) with
// `pg_dump --format=custom`, restored by `npm run db:restore -- <file>`. Default file:
// backups/<database>-<UTC time>.dump. An existing file is never overwritten.
import fs from 'node:fs';
import path from 'node:path';
import { checkVersions, configuredDatabase, run, runMain, Stop } from './pg-client.mjs';

const USAGE = 'Usage: npm run db:backup [-- <file.dump>]   (default: backups/<database>-<time>.dump)';

runMain(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) return console.log(USAGE);
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) throw new Stop(USAGE);

  const db = configuredDatabase('db:backup');
  const stamp = new Date().toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  const file = path.resolve(args[0] ?? path.join('backups', `${db.name.replace(/[^\w.-]/g, '_')}-${stamp}.dump`));
  if (fs.existsSync(file)) throw new Stop(`${file} already exists: a backup never overwrites a file. Give another name.`);

  const { client, server } = await checkVersions(db, 'pg_dump');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Taken now, so two backups started at once cannot both write it; pg_dump then writes into it.
  fs.closeSync(fs.openSync(file, 'wx', 0o600));

  console.log(`Backing up database "${db.name}" on ${db.host} (PostgreSQL ${server.version}) with ${client.version}...`);
  const code = await run('pg_dump', ['--format=custom', '--file', file, '--dbname', db.dbname], db.env);
  if (code !== 0) {
    fs.rmSync(file, { force: true });
    throw new Stop(`pg_dump failed (exit code ${code}); no backup was written.`);
  }
  const mb = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Backup written: ${file} (${mb} MB). Restore it with: npm run db:restore -- ${path.relative(process.cwd(), file)}`);
});
