/**
 * One site on several instances (issue 27): 3 production servers on one PostgreSQL behind Debian's nginx, the
 * realistic mix of bench:load for LOAD_SECONDS (60) through the proxy, and meanwhile:
 *   (a) a post changed through instance A's API three times (10 s, 30 s and 50 s in): the time until every
 *       instance, asked directly, serves the new title (pages are kept for PAGE_CACHE_MS=60000 here, so only the
 *       cross-instance announcement can make it show sooner);
 *   (b) instance C killed with SIGKILL (20 s in), then started again;
 *   (c) the three restarted one at a time with SIGTERM (from 35 s in), each waited for before the next; each
 *       drains for SHUTDOWN_DRAIN_MS=2000 first (serving, closing connections after each answer).
 * Prints requests/s, p50/p99, failed requests split into those in flight at the kill and the others (target 0),
 * and the seconds until every instance served each change (target 1 s).
 *
 * nginx: /usr/sbin/nginx, installed with apt-get (Debian's `nginx` package) when missing and this runs as root;
 * otherwise the script says so and stops. It proxies with deploy/nginx/proxy.conf, the configuration a firm
 * deploys: a request that fails to reach an instance (connection refused or reset, 502, 503) is tried on another
 * one, a POST only when it carries an idempotency key (the contact form's), so a retried one is stored once.
 *
 *   npm run build && npm run bench:instances      (LOAD_SECONDS=60 LOAD_CONNECTIONS=50 by default)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureDatabase, openDatabase } from '../server/db/client';
import { freePort, startEmbeddedPostgres } from '../server/demo/embedded-postgres';
import { seedDemo } from '../server/demo/seed';
import { createSessionStore } from '../server/auth/lucia';
import { upsertStaffUser } from '../server/services/users';
import { buildServer, realisticMix, rssOf, startServer, trpcCall, type ServerHandle } from './lib';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const INSTANCES = 3;
const NGINX = '/usr/sbin/nginx';
const at = (fraction: number) => Math.round(SECONDS * fraction * 1000);

function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${NGINX} is missing: install Debian's nginx (sudo apt-get install nginx), then run this again.`);
    process.exit(2);
  }
  console.log("installing Debian's nginx (apt-get, as root)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'nginx']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  // The package starts its own server on port 80: this benchmark runs its own.
  spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
}

function startNginx(dir: string, port: number, upstreams: number[]): ChildProcess {
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream site {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    include ${path.resolve('deploy/nginx/proxy.conf')};
  }
}
`,
  );
  const proc = spawn(NGINX, ['-c', conf, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return proc;
}

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

// The instances run the compiled server, as the image does: compile it from the current sources first.
buildServer();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'instances-bench-'));
fs.chmodSync(dir, 0o755); // the embedded server runs as the postgres user when started by root
ensureNginx();
const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };
const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), quiet, { port: await freePort() });
const servers: (ServerHandle | null)[] = [];
let nginx: ChildProcess | null = null;
try {
  // One database, migrated and seeded once here; the instances start with MIGRATE_ON_START=0, as in a deployment.
  await ensureDatabase(pg.url('postgres'), 'app');
  const database = await openDatabase({ url: pg.url('app'), migrate: true });
  await seedDemo(database.db, { email: 'admin@example.com', password: 'demo-admin-2025' });
  const admin = await upsertStaffUser(database.db, { email: 'bench-admin@instances.example', password: 'bench-admin-password-27', role: 'admin' });
  const sessions = createSessionStore(database.db, { secureCookies: false });
  const cookie = `${sessions.cookieName}=${(await sessions.create(admin.id)).id}`;

  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  // Behind nginx the visitor is the second hop from the right: the load generator sets x-forwarded-for itself to
  // stand for many visitors (the contact form's rate limits are per address), and nginx appends its own peer.
  const env = { DATABASE_URL: pg.url('app'), MIGRATE_ON_START: '0', WORKER_CONCURRENCY: '1', PUBLIC_URL: publicUrl, TRUST_PROXY: 'loopback', PAGE_CACHE_MS: '60000', SEED_DEMO: '0', SHUTDOWN_DRAIN_MS: '2000' };
  const start = (i: number) => startServer({ port: ports[i] as number, dataDir: path.join(dir, `data${i}`), env, compiled: true });
  for (let i = 0; i < INSTANCES; i++) servers.push(await start(i));
  nginx = startNginx(path.join(dir, 'nginx'), proxyPort, ports);
  await waitFor(`${publicUrl}/healthz`);
  console.log(`nginx ${publicUrl} → instances on ports ${ports.join(', ')}; node ${process.version}, ${os.cpus().length} cores`);

  // The post that changes, made through instance A.
  const instanceUrl = (i: number) => `http://127.0.0.1:${ports[i]}`;
  const slug = 'instances-bench-probe';
  const data = { title: 'Instances bench, version 0', slug, description: 'A post changed during the instances benchmark.', category: 'News', imageUrl: '', content: 'Changed through one instance, served by all. '.repeat(3), published: true, featured: false };
  const created = await trpcCall<{ id: string; version: number }>(instanceUrl(0), 'posts.create', data, { mutation: true, cookie, origin: publicUrl });
  if (!created.data) throw new Error(`posts.create failed: ${created.status}`);
  let version = created.data.version;

  const { requests, contacts } = await realisticMix(publicUrl);
  // Warm-up, not measured.
  await autocannon({ url: publicUrl, connections: 10, duration: 3, requests });

  // Every failed response, with when it was sent and answered (ms since the run started).
  const t0 = Date.now();
  const failures: { sent: number; answered: number; status: number }[] = [];
  let killedAt = Number.NaN;
  const propagation: number[][] = [];
  const events: string[] = [];

  const change = async (n: number) => {
    const title = `Instances bench, version ${n}`;
    const saved = await trpcCall<{ version: number }>(instanceUrl(0), 'posts.update', { id: created.data!.id, version, data: { ...data, title } }, { mutation: true, cookie, origin: publicUrl });
    if (!saved.data) throw new Error(`posts.update failed: ${saved.status}`);
    version = saved.data.version;
    const savedAt = Date.now();
    const seen = await Promise.all(
      ports.map(async (_, i) => {
        for (;;) {
          if (Date.now() - savedAt > 30_000) return Number.POSITIVE_INFINITY;
          try {
            const res = await fetch(`${instanceUrl(i)}/blog/${slug}`, { headers: { 'accept-encoding': 'identity' } });
            if ((await res.text()).includes(title)) return (Date.now() - savedAt) / 1000;
          } catch {
            // restarting: try again
          }
          await new Promise((r) => setTimeout(r, 25));
        }
      }),
    );
    propagation.push(seen);
    events.push(`${((savedAt - t0) / 1000).toFixed(1)} s: change ${n} saved through A, served by A/B/C after ${seen.map((s) => s.toFixed(2)).join(' / ')} s`);
  };

  const timeline = (async () => {
    const sleepUntil = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms - (Date.now() - t0))));
    await sleepUntil(at(1 / 6));
    await change(1);
    await sleepUntil(at(1 / 3));
    killedAt = Date.now() - t0;
    servers[2]?.kill9();
    events.push(`${(killedAt / 1000).toFixed(1)} s: instance C killed (SIGKILL)`);
    await sleepUntil(at(5 / 12));
    servers[2] = await start(2);
    events.push(`${((Date.now() - t0) / 1000).toFixed(1)} s: instance C started again`);
    await sleepUntil(at(1 / 2));
    await change(2);
    await sleepUntil(at(7 / 12));
    for (const i of [0, 1, 2]) {
      const from = Date.now();
      await servers[i]?.stop();
      servers[i] = await start(i);
      events.push(`${((Date.now() - t0) / 1000).toFixed(1)} s: instance ${'ABC'[i]} restarted (SIGTERM, then started; ${((Date.now() - from) / 1000).toFixed(1)} s)`);
    }
    await sleepUntil(at(5 / 6));
    await change(3);
  })();

  const run = await autocannon({
    url: publicUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
    setupClient: (client) => {
      client.on('response', (status: number, _bytes: number, responseTime: number) => {
        if (status < 400) return;
        const answered = Date.now() - t0;
        failures.push({ sent: answered - responseTime, answered, status });
      });
    },
  });
  await timeline;
  const answeredAfter = Date.now() - t0;
  // Requests that ended in a socket error never answered: autocannon counts them in `errors`.
  const inFlightAtKill = failures.filter((f) => f.sent <= killedAt && f.answered >= killedAt).length;
  const otherFailures = failures.length - inFlightAtKill + run.errors + run.timeouts;

  console.log(`\n${SECONDS} s, ${CONNECTIONS} connections, 3 instances behind nginx, realistic mix (compressed, as browsers ask)`);
  console.log('| req/s | p50 ms | p99 ms | requests | failed, in flight at the kill | failed, others (target 0) |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| ${run.requests.average.toFixed(0)} | ${run.latency.p50} | ${run.latency.p99} | ${run.requests.total} | ${inFlightAtKill} | ${otherFailures} |`);
  for (const e of events) console.log(`  ${e}`);
  const worst = Math.max(...propagation.flat());
  console.log(`seconds until every instance served each change: ${propagation.map((p) => Math.max(...p).toFixed(2)).join(', ')} (target 1) ${worst <= 1 ? 'OK' : 'OVER'}`);
  if (failures.length) {
    const when = new Map<string, number>();
    for (const f of failures) when.set(`${f.status} at ${(f.answered / 1000).toFixed(1)} s`, (when.get(`${f.status} at ${(f.answered / 1000).toFixed(1)} s`) ?? 0) + 1);
    console.log(`failed: ${[...when].map(([k, n]) => `${n} × ${k}`).join(', ')}; socket errors ${run.errors}, timeouts ${run.timeouts}`);
  }
  // Each submission stored once: a retried one (nginx sends a keyed POST again on another instance) finds its key.
  const [stored] = await database.sql<{ n: number }[]>`select count(*)::int as n from inquiries where submission_key like 'k:bench-submission-%'`;
  console.log(`contact submissions sent: ${contacts()}, stored: ${stored?.n ?? 0} (each at most once: one key, one row); run ended ${(answeredAfter / 1000).toFixed(1)} s after it started`);
  console.log(`instance memory at the end (RSS): ${servers.map((s) => `${(rssOf(s?.proc.pid ?? 0) / 1024 / 1024).toFixed(0)} MB`).join(', ')}`);
  if (otherFailures > 0 || worst > 1) process.exitCode = 1;
  await database.close();
} finally {
  nginx?.kill('SIGQUIT');
  await Promise.all(servers.map((s) => s?.stop()));
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
