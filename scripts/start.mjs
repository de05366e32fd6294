// `npm start`: the one-command local demo. Installs dependencies if missing, rebuilds the client if stale,
// then runs the server in demo mode (SITE_MODE=demo): with no DATABASE_URL it starts an embedded PostgreSQL
// under ./data and seeds demo content; without SMTP_URL e-mail goes to ./data/outbox. Production runs
// `node dist/node/index.js` (the container) and refuses these fallbacks unless each is allowed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { usePinnedNode } from './pinned-node.mjs';

// On the Node.js of .nvmrc (this runs the script again on it when another one started it).
await usePinnedNode(import.meta.filename);

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
console.log(
  '[start] demo mode: npm start runs the local demo (embedded PostgreSQL in ./data unless DATABASE_URL is set, ' +
    'demo content, e-mail written to ./data/outbox unless SMTP_URL is set). Not for production: see README, Deployment.',
);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p, { withFileTypes: true })) max = Math.max(max, newest(path.join(p, e.name)));
  return max;
}

const installed = 'node_modules/.package-lock.json';
if (!fs.existsSync(installed) || newest('package-lock.json') > newest(installed)) {
  console.log('[start] installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const built = 'dist/server/entry-server.js';
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
if (!fs.existsSync(built) || Math.max(...inputs.map(newest)) > newest('dist/client/index.html')) {
  console.log('[start] building the client...');
  run('npm', ['run', 'build', '--silent']);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  // The demo: a production build with the local fallbacks (embedded database, outbox mail) allowed.
  env: { NODE_ENV: 'production', SITE_MODE: 'demo', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
