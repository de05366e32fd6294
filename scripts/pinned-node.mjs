// The project runs on the Node.js of .nvmrc (24 LTS) whatever Node.js started `npm start` or `npm test`:
// Debian's packages (and this kind of machine) offer Node.js 20, which reached its end of life on 2026-04-30.
//
// `usePinnedNode()` is the first thing those two scripts do. On a Node.js 24.11+ it only puts that node first on
// PATH, so the `npm` and `npx` they start run on it too (npm then checks the packages' `engines` against 24, and
// `npm ci` prints no engine warnings). On any other version it finds the pinned binary, in order:
//   1. node_modules/node/bin/node: the `node` dev dependency (the npm registry's binary package), which also
//      makes every `npm run <script>` use it, since npm puts node_modules/.bin first on PATH;
//   2. .node/v<version>/bin/node: downloaded once before the first `npm ci`, from the same registry
//      (`npm pack node-<os>-<arch>@<version>`, a package holding the official binary), so that even the first
//      install runs on the pinned Node.js;
// and runs the script again on it, forwarding signals and the exit code.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const pinnedVersion = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

/** Node.js 24.11 or later within 24: the versions `engines` accepts. */
function accepted(version) {
  const [major, minor] = version.split('.').map(Number);
  return major === 24 && minor >= 11;
}

function versionOf(binary) {
  if (!fs.existsSync(binary)) return null;
  const r = spawnSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The registry package that holds the official binary for this machine (as the `node` package picks it). */
function binaryPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${process.arch}@${pinnedVersion}`;
}

function download(dir) {
  const pkg = binaryPackage();
  console.log(`[node] Node.js ${process.versions.node} started this; fetching the project's Node.js ${pinnedVersion} (npm package ${pkg}) into ${path.relative(root, dir)}/`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pinned-node-'));
  try {
    const packed = spawnSync('npm', ['pack', pkg, '--pack-destination', tmp, '--silent'], { cwd: tmp, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const file = packed.stdout?.trim().split('\n').pop();
    if (packed.status !== 0 || !file) throw new Error(`npm pack ${pkg} failed`);
    fs.mkdirSync(path.join(dir, 'bin'), { recursive: true });
    const untar = spawnSync('tar', ['-xzf', path.join(tmp, file), '-C', dir, '--strip-components=1', 'package/bin/node'], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`could not unpack ${file}`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function pinnedBinary() {
  const devDependency = path.join(root, 'node_modules', 'node', 'bin', 'node');
  if (versionOf(devDependency) === pinnedVersion) return devDependency;
  const cached = path.join(root, '.node', `v${pinnedVersion}`, 'bin', 'node');
  if (versionOf(cached) !== pinnedVersion) download(path.dirname(path.dirname(cached)));
  if (versionOf(cached) !== pinnedVersion) throw new Error(`${cached} is not Node.js ${pinnedVersion}`);
  return cached;
}

const withFirstOnPath = (binary) => ({ ...process.env, PATH: [path.dirname(binary), process.env.PATH].filter(Boolean).join(path.delimiter) });

/**
 * Returns when this process runs on an accepted Node.js (with that node first on PATH for the processes it
 * starts); otherwise runs `script` again on the pinned one and exits with its code.
 */
export function usePinnedNode(script) {
  if (accepted(process.versions.node)) {
    process.env.PATH = withFirstOnPath(process.execPath).PATH;
    return;
  }
  let binary;
  try {
    binary = pinnedBinary();
  } catch (err) {
    console.error(`[node] ${err.message}. This project needs Node.js ${pinnedVersion} (.nvmrc): install it (nvm install, or from nodejs.org) and run the command again.`);
    process.exit(1);
  }
  const child = spawn(binary, [script, ...process.argv.slice(2)], { stdio: 'inherit', env: withFirstOnPath(binary) });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Nothing else of the calling script may run: wait here for the child.
  return new Promise(() => {});
}
