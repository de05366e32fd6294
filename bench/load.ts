/**
 * Load (decision 0013): 60 s at 50 connections of a realistic mix against the production server, beside the same
 * load generator fetching the same pages' HTML from a static file server on this machine (the physical limit).
 * Prints requests/s, median and p99 latency, errors, the ratio to static, and the server's memory over the run.
 * Every request asks for a compressed answer as browsers do (BROWSER_HEADERS); the static copy is precompressed.
 * Then (decision 0013) the public pages alone with 30% of requests carrying a tracking parameter of their own, as
 * shared links do (?utm_source=…&utm_campaign=<n>), against the same static copy: target ratio at least 0.3.
 * The page and API caches' hit rate per phase and the bytes they held are read from the server process by
 * bench/page-cache-probe.mjs.
 *
 *   npm run build && npm run bench:load        (LOAD_SECONDS=60 LOAD_CONNECTIONS=50 by default)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import zlib from 'node:zlib';
import type { PageCacheStats } from '../server/pages/cache';
import { BROWSER_HEADERS, buildServer, realisticMix, rssOf, startServer } from './lib';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const PORT = 3900;
const MB = 1024 * 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-'));
fs.chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when started by root
// The server as the image runs it (compiled JavaScript): under tsx the same mix ran at half the rate.
buildServer();
const probeOut = path.join(dataDir, 'page-cache-stats.json');
const probe = `--import=${pathToFileURL(path.resolve('bench/page-cache-probe.mjs')).href}`;
const server = await startServer({
  port: PORT,
  dataDir,
  compiled: true,
  env: { NODE_OPTIONS: [process.env.NODE_OPTIONS, probe].filter(Boolean).join(' '), PAGE_CACHE_PROBE_OUT: probeOut },
});

/** The caches' counters now: the probe writes them when the server gets SIGUSR2. */
async function cacheStats(): Promise<PageCacheStats[]> {
  fs.rmSync(probeOut, { force: true });
  server.proc.kill('SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(probeOut); i++) await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(fs.readFileSync(probeOut, 'utf8')) as PageCacheStats[];
}

/** One cache's line: hit rate in each phase (counters between two readings), and the bytes it held. */
function cacheLine(name: string, readings: PageCacheStats[][], phases: string[]): string {
  const of = (r: PageCacheStats[] | undefined) => r?.find((c) => c.name === name);
  const rates = phases.map((phase, i) => {
    const [a, b] = [of(readings[i]), of(readings[i + 1])];
    if (!a || !b) return `${phase}: -`;
    const hits = b.hits - a.hits;
    const misses = b.misses - a.misses;
    return `${phase} ${((100 * hits) / Math.max(1, hits + misses)).toFixed(2)} % (${hits} hits, ${misses} misses)`;
  });
  const last = of(readings.at(-1));
  if (!last) return `${name} cache: not found (no probe?)`;
  return `${name} cache: hit rate ${rates.join(', ')}; ${last.stores} stored, ${last.evicted} evicted for room, ${last.expired} expired; peak ${(last.peakBytes / MB).toFixed(2)} MB, now ${(last.bytes / MB).toFixed(2)} MB in ${last.entries} entries`;
}

try {
  const { requests: mix, pages, api, contacts } = await realisticMix(server.url);
  type Req = autocannon.Request;

  // Warm-up, then the measured run with memory sampled every second.
  await autocannon({ url: server.url, connections: 10, duration: 3, requests: mix });
  const readings = [await cacheStats()];
  const pid = server.proc.pid ?? 0;
  const rss: number[] = [rssOf(pid)];
  const sampler = setInterval(() => rss.push(rssOf(pid)), 1000);
  const app = await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS, requests: mix });
  clearInterval(sampler);
  rss.push(rssOf(pid));
  readings.push(await cacheStats());

  // The same answers as static files from memory, same tool, same machine, precompressed as a static server
  // (nginx's brotli_static / gzip_static) would send them.
  const bodies = new Map<string, { plain: Buffer; br: Buffer; gzip: Buffer }>();
  for (const p of [...pages, api]) {
    const plain = Buffer.from(await (await fetch(server.url + p)).arrayBuffer());
    bodies.set(p, { plain, br: zlib.brotliCompressSync(plain), gzip: zlib.gzipSync(plain) });
  }
  const staticServer = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? '') ?? bodies.get('/');
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
    const payload = body ? (encoding ? body[encoding] : body.plain) : Buffer.alloc(0);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': payload.length, vary: 'Accept-Encoding', ...(encoding ? { 'content-encoding': encoding } : {}) });
    res.end(payload);
  });
  await new Promise<void>((r) => staticServer.listen(PORT + 1, '127.0.0.1', () => r()));
  const browserGet = (p: string): Req => ({ method: 'GET', path: p, headers: { ...BROWSER_HEADERS } });
  const stat = await autocannon({
    url: `http://127.0.0.1:${PORT + 1}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [...pages, api, api].map(browserGet),
  });

  // Public pages only, 30% with a tracking parameter never seen before, against the same pages served statically.
  let tracked = 0;
  const pageMix: Req[] = pages.flatMap((p): Req[] =>
    Array.from({ length: 10 }, (_, i): Req =>
      i < 3
        ? {
            method: 'GET',
            path: p,
            headers: { ...BROWSER_HEADERS },
            setupRequest: (req) => {
              tracked += 1;
              return { ...req, path: `${p}${p.includes('?') ? '&' : '?'}utm_source=newsletter&utm_medium=email&utm_campaign=c${tracked}` };
            },
          }
        : browserGet(p),
    ),
  );
  const publicRun = await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS, requests: pageMix });
  readings.push(await cacheStats());
  const publicStatic = await autocannon({
    url: `http://127.0.0.1:${PORT + 1}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: pages.map(browserGet),
  });
  staticServer.close();

  const errors = app.errors + app.non2xx + app.timeouts + publicRun.errors + publicRun.non2xx + publicRun.timeouts;
  console.log(`\n${SECONDS} s, ${CONNECTIONS} connections, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), node ${process.version}`);
  console.log('| target | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  console.log(`| site (mix) | ${app.requests.average.toFixed(0)} | ${app.latency.p50} | ${app.latency.p99} | ${errors} |`);
  console.log(`| static HTML | ${stat.requests.average.toFixed(0)} | ${stat.latency.p50} | ${stat.latency.p99} | ${stat.errors + stat.non2xx} |`);
  console.log(`site / static throughput: ${(app.requests.average / stat.requests.average).toFixed(2)}`);
  console.log(`| public pages, 30% tracking parameters | ${publicRun.requests.average.toFixed(0)} | ${publicRun.latency.p50} | ${publicRun.latency.p99} | ${publicRun.errors + publicRun.non2xx + publicRun.timeouts} |`);
  console.log(`| public pages, static HTML | ${publicStatic.requests.average.toFixed(0)} | ${publicStatic.latency.p50} | ${publicStatic.latency.p99} | ${publicStatic.errors + publicStatic.non2xx} |`);
  const publicRatio = publicRun.requests.average / publicStatic.requests.average;
  console.log(`public pages with tracking parameters / static: ${publicRatio.toFixed(2)} (target 0.3) ${publicRatio >= 0.3 ? 'OK' : 'UNDER'}`);
  console.log(`contact submissions stored: ${contacts()}`);
  console.log(`server RSS: start ${(rss[0]! / MB).toFixed(0)} MB, peak ${(Math.max(...rss) / MB).toFixed(0)} MB, end ${(rss.at(-1)! / MB).toFixed(0)} MB`);
  const growth = (rss.at(-1)! - rss[0]!) / MB;
  console.log(`memory growth over the run: ${growth.toFixed(0)} MB (bound: 150 MB) ${growth <= 150 ? 'OK' : 'OVER'}`);
  for (const name of ['pages', 'api']) console.log(cacheLine(name, readings, ['mix', 'public pages']));
  if (errors > 0) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
