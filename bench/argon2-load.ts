/**
 * Argon2 under abuse (decision 0007): does a flood of password checks slow page rendering down?
 * Starts the production server (demo mode, embedded database), then measures /blog latency (the page
 * with gzip/brotli, as a browser asks for it) twice: alone, and while attackers fire sign-in attempts with
 * wrong passwords, each from its own X-Forwarded-For address and for its own e-mail so that no rate limit
 * stops them before Argon2. Prints both medians and how many attempts the server checked.
 *
 *   npm run build && npm run bench:argon2 [-- --seconds=10 --attackers=64 --readers=4]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/demo/embedded-postgres';
import { startServer, trpcCall } from './lib';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 10);
const ATTACKERS = arg('attackers', 64);
const READERS = arg('readers', 4);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const ms = (n: number) => n.toFixed(1);

/** READERS clients fetch /blog back to back for `seconds`; returns every latency in ms. */
async function readBlog(base: string, seconds: number): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const res = await fetch(`${base}/blog`, { headers: { 'accept-encoding': 'br, gzip' } });
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        if (!res.ok) errors++;
      }
    }),
  );
  return { latencies, errors };
}

/** Wrong-password sign-ins until `stop()`, each from a new address for a new e-mail. */
function attack(base: string) {
  let stopped = false;
  const statuses = new Map<number, number>();
  let n = 0;
  const done = Promise.all(
    Array.from({ length: ATTACKERS }, async (_, a) => {
      while (!stopped) {
        const i = n++;
        const ip = `10.${(a % 200) + 1}.${(i >> 8) & 255}.${i & 255}`;
        const r = await trpcCall(base, 'auth.signIn', { email: `victim${i}@example.com`, password: `wrong-password-${i}` }, { mutation: true, ip }).catch(() => ({ status: 0 }));
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
  );
  return {
    statuses,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-argon2-'));
fs.chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when started by root
const server = await startServer({ port: await freePort(), dataDir });
try {
  await readBlog(server.url, 2); // warm up: first renders, page cache, JIT

  const alone = await readBlog(server.url, SECONDS);

  const attackers = attack(server.url);
  await new Promise((r) => setTimeout(r, 1000)); // let the flood build up
  const flooded = await readBlog(server.url, SECONDS);
  await attackers.stop();
  const attempts = [...attackers.statuses.values()].reduce((a, b) => a + b, 0);

  console.log(`machine: ${os.availableParallelism()} CPUs, Node ${process.version}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`);
  console.log(`${READERS} clients reading /blog for ${SECONDS} s each phase; ${ATTACKERS} attackers signing in with wrong passwords`);
  console.log('');
  console.log('| /blog | requests | median ms | p90 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, r] of [['alone', alone], ['during the sign-in flood', flooded]] as const) {
    console.log(`| ${label} | ${r.latencies.length} | ${ms(quantile(r.latencies, 0.5))} | ${ms(quantile(r.latencies, 0.9))} | ${ms(quantile(r.latencies, 0.99))} | ${r.errors} |`);
  }
  console.log('');
  const byStatus = [...attackers.statuses.entries()].sort(([a], [b]) => a - b).map(([s, c]) => `${c} × ${s}`).join(', ');
  console.log(`sign-in attempts: ${attempts} in ${SECONDS + 1} s (${(attempts / (SECONDS + 1)).toFixed(0)}/s): ${byStatus}`);
  console.log(`median /blog slowdown under the flood: ×${(quantile(flooded.latencies, 0.5) / quantile(alone.latencies, 0.5)).toFixed(2)}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
