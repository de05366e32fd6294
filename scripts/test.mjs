// `npm test`: installs what the suites need if missing (npm packages, Debian's chromium), then runs
// type check, lint and build side by side, unit + integration tests (a throwaway PostgreSQL is started by the test
// set-up) and browser tests, and ends with one line: `N passed, M failed` (after how long each step took).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { usePinnedNode } from './pinned-node.mjs';

// On the Node.js of .nvmrc (this runs the script again on it when another one started it).
await usePinnedNode(import.meta.filename);

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const out = path.join(root, '.test-output');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

function run(cmd, args, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/** Seconds each step took, printed before the summary. */
const timings = [];
const since = (start) => Math.round((Date.now() - start) / 1000);

/**
 * Commands run one after the other with their output kept in a file, printed whole when the last one ends (several
 * such chains run side by side without interleaving their output); resolves to whether all succeeded.
 */
function chain(name, commands) {
  const logFile = path.join(out, `${name}.log`);
  const log = fs.openSync(logFile, 'w');
  const start = Date.now();
  return new Promise((resolve) => {
    const next = (i) => {
      if (i === commands.length) return done(true);
      const [cmd, ...args] = commands[i];
      fs.writeSync(log, `$ ${[cmd, ...args].join(' ')}\n`);
      const child = spawn(cmd, args, { stdio: ['ignore', log, log], env: process.env });
      child.on('close', (code) => (code === 0 ? next(i + 1) : done(false)));
    };
    const done = (ok) => {
      fs.closeSync(log);
      timings.push(`${name} ${since(start)} s`);
      console.log(`\n----- ${name}: ${ok ? 'ok' : 'FAILED'} (${since(start)} s) -----`);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      resolve(ok);
    };
    next(0);
  });
}
const mtime = (p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0);

// 1. npm packages
if (!fs.existsSync('node_modules/.package-lock.json') || mtime('package-lock.json') > mtime('node_modules/.package-lock.json')) {
  if (!run('npm', ['ci', '--no-audit', '--no-fund'])) process.exit(1);
}

// 2. Debian's Chromium for the browser tests (Playwright cannot download browsers here). Its headless shell
// (`chromium-headless-shell`, the build Playwright itself runs headless) draws no browser window: the browser suite
// takes about 30 % less time with it than with the full `chromium` (a11y + widths: 150 s against 208 s). Installed
// when missing and root (or passwordless sudo) allows it; otherwise the full chromium, when present, is used.
const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';
function aptInstall(pkg) {
  const root = process.getuid?.() === 0;
  if (!root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status !== 0) return false;
  const apt = (args) => run(root ? 'apt-get' : 'sudo', [...(root ? [] : ['apt-get']), ...args], { DEBIAN_FRONTEND: 'noninteractive' });
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', pkg]);
}
let chromium = process.env.CHROMIUM_PATH;
if (!chromium) {
  if (!fs.existsSync(SHELL)) aptInstall('chromium-headless-shell');
  chromium = fs.existsSync(SHELL) ? SHELL : FULL;
  if (chromium === FULL && fs.existsSync(FULL)) console.log(`[test] ${SHELL} is missing: the browser tests use ${FULL} (slower; sudo apt-get install chromium-headless-shell)`);
}
if (!fs.existsSync(chromium)) {
  console.error(`Could not find or install ${chromium}: sudo apt-get install chromium-headless-shell (or set CHROMIUM_PATH).`);
  process.exit(1);
}
console.log(`[test] browser: ${chromium}`);

const results = [];
const testStart = Date.now();
console.log(`[test] Node.js ${process.version} (${process.execPath})`);
fs.writeFileSync(path.join(out, 'node-version.txt'), `${process.version}\n`);
function check(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

// Type check, lint and build need nothing of each other: side by side they take about as long as the longest of
// them (each is mostly one thread; on 2 cores about 1 minute instead of 2). Each one's output is printed when it ends.
const staticStart = Date.now();
console.log('\n$ npx tsc, npx eslint + depcruise, npm run build (side by side)');
const [typechecked, linted, built] = await Promise.all([
  chain('typecheck', [['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']]),
  chain('lint', [
    ['npx', 'eslint', '.', '--max-warnings', '0'],
    ['npx', 'depcruise', 'server', 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  ]),
  chain('build', [['npm', 'run', 'build', '--silent']]),
]);
timings.push(`(type check, lint and build together ${since(staticStart)} s)`);
check('typecheck', typechecked);
check('lint', linted);
check('build', built);

const vitestJson = path.join(out, 'vitest.json');
const vitestStart = Date.now();
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
timings.push(`vitest ${since(vitestStart)} s`);
if (fs.existsSync(vitestJson)) {
  const v = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  // A file that fails to load, or whose set-up or tear-down hook fails (its tests then count as skipped),
  // counts as a failure even though no test of it failed.
  const brokenFiles = v.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')).length;
  results.push({ name: 'vitest', passed: v.numPassedTests, failed: v.numFailedTests + brokenFiles });
} else {
  results.push({ name: 'vitest', passed: 0, failed: 1 });
}

/**
 * The browser tests: one server (the production build, tests/e2e/serve.ts) and two browsers on it (playwright.config.ts,
 * E2E_WORKERS to change). E2E_SHARDS=N splits them further into N shards by file, each with its own server, database,
 * SMTP server and port (E2E_OUT, E2E_PORT), printed when it ends: only for a machine with cores to spare (on 2 cores
 * two shards took as long as one and pushed tests past their timeouts; two browsers on one server halve the time).
 */
function runShard(index, total) {
  const dir = path.join(out, `e2e-shard-${index}`);
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(out, `e2e-${index}.json`);
  const args = ['playwright', 'test', '--reporter=list,json', ...(total > 1 ? [`--shard=${index}/${total}`] : [])];
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json, CHROMIUM_PATH: chromium, E2E_OUT: dir, E2E_PORT: String(4317 + index - 1) };
  // One shard writes as it goes; several would interleave, so each keeps a file printed when it ends.
  const logFile = total > 1 ? path.join(out, `e2e-${index}.log`) : null;
  console.log(`\n$ npx ${args.join(' ')}${logFile ? `   (shard ${index} of ${total}, output in ${path.relative(root, logFile)})` : ''}`);
  const log = logFile ? fs.openSync(logFile, 'w') : null;
  const child = spawn('npx', args, { stdio: log === null ? 'inherit' : ['ignore', log, log], env });
  return new Promise((resolve) => {
    child.on('close', () => {
      if (log !== null && logFile) {
        fs.closeSync(log);
        console.log(`\n----- browser tests, shard ${index} of ${total} -----`);
        process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      }
      resolve(json);
    });
  });
}

if (built) {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1) || 1);
  const e2eStart = Date.now();
  const files = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1, shards)));
  timings.push(`playwright ${since(e2eStart)} s`);
  for (const [i, file] of files.entries()) {
    const name = shards > 1 ? `playwright (shard ${i + 1} of ${shards})` : 'playwright';
    if (!fs.existsSync(file)) {
      results.push({ name, passed: 0, failed: 1 });
      continue;
    }
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const s = report.stats;
    results.push({ name, passed: s.expected + s.flaky, failed: s.unexpected + (report.errors?.length ?? 0) });
  }
} else {
  results.push({ name: 'playwright (not run: build failed)', passed: 0, failed: 1 });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\nTimings: ${timings.join(', ')}; in all ${since(testStart)} s`);
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const line = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(out, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(failed === 0 ? 0 : 1);
