// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) against a running
// server, with Debian's Chromium. Prints the four category scores for each page, then the audits that cost points.
//
// Usage: node bench/lighthouse.mjs [base-url] [--runs=N] [--paths=/,/contact]   (default: /, /blog, /contact, a post)
//   base-url defaults to http://127.0.0.1:3000; with --runs the median of N runs is printed per category.
// Example: PORT=3400 DATA_DIR=/tmp/lh-data npm start &  node bench/lighthouse.mjs http://127.0.0.1:3400
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const base = (args.find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const pathsArg = args.find((a) => a.startsWith('--paths='))?.slice(8).split(',');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts Chromium with a DevTools port of its own choosing and resolves with that port. */
function launchChromium() {
  return new Promise((resolve, reject) => {
    const child = spawn(CHROME, [...FLAGS, '--remote-debugging-port=0', 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 20_000);
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${err}`)));
  });
}

/**
 * One Lighthouse run. Chromium's trace occasionally misses the navigation start (NO_NAVSTART) on a busy
 * two-core machine; such a run is repeated, up to twice, rather than reported as a score.
 */
async function audit(url, port, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) {
    if (lhr.runtimeError.code === 'NO_NAVSTART' && attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  return lhr;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The pages of decision 0013's target: /, /blog, /contact and the newest post (found on /blog). */
async function defaultPaths() {
  const html = await (await fetch(`${base}/blog`)).text();
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(html)?.[1];
  return ['/', '/blog', '/contact', ...(post ? [post] : [])];
}
const paths = pathsArg ?? (await defaultPaths());

const { child, port } = await launchChromium();
try {
  console.log(`Lighthouse ${lighthouse.version ?? ''} mobile, ${base}, ${runs} run(s) per page`.replace('  ', ' '));
  console.log(['page'.padEnd(24), ...CATEGORIES.map((c) => c.padStart(15))].join(''));
  const losses = new Map();
  for (const path of paths) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(`${base}${path}`, port);
      for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      // Audits that lost points (weighted), so a score below 100 says why.
      for (const c of CATEGORIES) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const key = `${path} [${c}] ${ref.id}: ${audit.title}`;
            const seen = losses.get(key) ?? [];
            seen.push(audit.displayValue ?? '');
            losses.set(key, seen);
            if (ref.id === 'errors-in-console') {
              for (const item of audit.details?.items ?? []) losses.set(`    console: ${String(item.description).slice(0, 200)}`, []);
            }
          }
        }
      }
      const m = lhr.audits;
      console.error(
        `  ${path} run ${i + 1}: FCP ${m['first-contentful-paint']?.displayValue}, LCP ${m['largest-contentful-paint']?.displayValue}, TBT ${m['total-blocking-time']?.displayValue}, CLS ${m['cumulative-layout-shift']?.displayValue}`,
      );
    }
    console.log([path.padEnd(24), ...CATEGORIES.map((c) => String(median(scores[c])).padStart(15))].join(''));
  }
  if (losses.size > 0) {
    console.log('\nAudits below full score:');
    for (const [k, values] of losses) {
      const shown = values.filter(Boolean);
      console.log(`  ${k}${shown.length ? ` (${shown.join(', ')})` : ''}${runs > 1 && values.length ? `  [${values.length}/${runs} runs]` : ''}`);
    }
  }
} finally {
  child.kill('SIGTERM');
}
