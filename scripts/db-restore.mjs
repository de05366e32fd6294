// `npm run db:restore -- <file> [--yes]`: puts a backup from `npm run db:backup` back into the configured
// database (DATABASE_URL) with `pg_restore --clean --if-exists --no-owner`: every table in the backup is
// replaced by its backed-up content. Asks for the database's name first, unless --yes.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { checkVersions, configuredDatabase, run, runMain, Stop } from './pg-client.mjs';

const USAGE = 'Usage: npm run db:restore -- <file.dump> [--yes]';

runMain(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) return console.log(USAGE);
  const yes = args.includes('--yes');
  const files = args.filter((a) => a !== '--yes');
  if (files.length !== 1 || files[0].startsWith('-')) throw new Stop(USAGE);
  const file = path.resolve(files[0]);
  if (!fs.existsSync(file)) throw new Stop(`${file} does not exist.`);

  const db = configuredDatabase('db:restore');
  const { client, server } = await checkVersions(db, 'pg_restore');

  if (!yes) {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl
      .question(
        `This replaces the content of database "${db.name}" on ${db.host} (PostgreSQL ${server.version}) with ${file}.\n` +
          `Type the database name (${db.name}) to continue: `,
      )
      .catch(() => '');
    rl.close();
    if (answer.trim() !== db.name) throw new Stop('Restore cancelled: the name did not match. Nothing was changed.');
  }

  console.log(`Restoring ${file} into "${db.name}" on ${db.host} with ${client.version}...`);
  // One transaction: a restore that fails part-way changes nothing.
  const code = await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '--dbname', db.dbname, file], db.env);
  if (code !== 0) throw new Stop(`pg_restore failed (exit code ${code}); the database was left as it was.`);
  console.log(`Restored "${db.name}" from ${file}.`);
});
