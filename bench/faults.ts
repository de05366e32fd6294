/**
 * Faults (decision 0013). Prints what happened; exits non-zero when an acknowledged write was lost.
 *  1. kill -9 of the server during a burst of writes (inquiries and posts) on the embedded database,
 *     restart, and check every write the client saw acknowledged, plus the trigger-kept counts.
 *  2. PostgreSQL stopped during load (server on DATABASE_URL): /healthz must answer 503, calls fail with
 *     a clear 503, and the server must recover by itself once PostgreSQL is back.
 *
 *   npm run build && npm run bench:faults
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres } from '../server/demo/embedded-postgres';
import { signInAdmin, startServer, trpcCall } from './lib';

const tmp = (name: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), name));
  fs.chmodSync(d, 0o755); // the embedded server runs as the postgres user when started by root
  return d;
};
let failed = false;

// ---- 1. kill -9 during writes ----
{
  const dataDir = tmp('faults-kill-');
  const port = await freePort();
  let server = await startServer({ port, dataDir });
  const cookie = await signInAdmin(server.url);
  const ackedInquiries: string[] = [];
  const ackedPosts: string[] = [];
  let sent = 0;
  let stop = false;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const n = `${w}-${i}`;
      sent++;
      try {
        if (i % 2 === 0) {
          const email = `fault${n}@example.com`;
          const r = await trpcCall(server.url, 'contact.submit', { name: 'Fault Test', email, phone: '(954) 555-0100', message: `inquiry ${n}`, privacy: true, locale: 'en' }, { mutation: true, ip: `10.7.${w}.${i % 250}` });
          if (r.status === 200) ackedInquiries.push(email);
        } else {
          const slug = `fault-post-${n}`;
          const r = await trpcCall(server.url, 'posts.create', { title: `Fault post ${n}`, slug, description: 'Written during a crash test.', category: 'Asylum', imageUrl: '', content: 'x'.repeat(60), published: true, featured: false }, { mutation: true, cookie });
          if (r.status === 200) ackedPosts.push(slug);
        }
      } catch {
        // connection cut by the kill: not acknowledged
      }
    }
  };
  const workers = Array.from({ length: 16 }, (_, w) => worker(w));
  await new Promise((r) => setTimeout(r, 3000));
  server.kill9();
  stop = true;
  await Promise.all(workers);
  const killedAt = Date.now();
  server = await startServer({ port, dataDir });
  const restartMs = Date.now() - killedAt;
  const admin = await signInAdmin(server.url);
  // The admin lists are paged (decision 0019): read every page.
  const everyPage = async <T>(procedure: string): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const data = (await trpcCall<{ items: T[]; pageCount: number }>(server.url, procedure, { page, pageSize: 100 }, { cookie: admin })).data;
      rows.push(...(data?.items ?? []));
      if (!data || page >= data.pageCount) return rows;
    }
  };
  const inquiries = await everyPage<{ email: string }>('inquiries.list');
  const posts = await everyPage<{ slug: string; published: boolean }>('posts.adminList');
  const list = (await trpcCall<{ total: number }>(server.url, 'posts.list', {})).data;
  const haveInquiries = new Set(inquiries.map((i) => i.email));
  const havePosts = new Set(posts.map((p) => p.slug));
  const lostInquiries = ackedInquiries.filter((e) => !haveInquiries.has(e));
  const lostPosts = ackedPosts.filter((s) => !havePosts.has(s));
  const publishedCount = posts.filter((p) => p.published).length;
  console.log('1. kill -9 during writes (embedded PostgreSQL)');
  console.log(`   writes sent ${sent}, acknowledged: ${ackedInquiries.length} inquiries, ${ackedPosts.length} posts`);
  console.log(`   after restart (${restartMs} ms to healthy): lost ${lostInquiries.length} inquiries, ${lostPosts.length} posts`);
  console.log(`   consistency: list total ${list?.total} vs published posts ${publishedCount} ${list?.total === publishedCount ? 'OK' : 'MISMATCH'}`);
  if (lostInquiries.length || lostPosts.length || list?.total !== publishedCount) failed = true;
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// ---- 2. PostgreSQL outage during load ----
{
  const dir = tmp('faults-pg-');
  const pgPort = await freePort();
  const log = { info: () => {}, warn: () => {} };
  let pg = await startEmbeddedPostgres(path.join(dir, 'pg'), log, { port: pgPort });
  const { ensureDatabase } = await import('../server/db/client');
  await ensureDatabase(pg.url('postgres'), 'app');
  const server = await startServer({ port: await freePort(), dataDir: path.join(dir, 'data'), env: { DATABASE_URL: pg.url('app'), SEED_DEMO: '1' } });
  const statuses: { t: number; status: number; message?: string }[] = [];
  let stop = false;
  const start = Date.now();
  const load = (async () => {
    while (!stop) {
      const res = await fetch(`${server.url}/trpc/posts.list?input=%7B%22json%22%3A%7B%7D%7D`).catch(() => null);
      const body = res && res.status !== 200 ? ((await res.json().catch(() => null)) as { error?: { json?: { message?: string } } } | null) : null;
      statuses.push({ t: Date.now() - start, status: res?.status ?? 0, ...(body?.error?.json?.message ? { message: body.error.json.message } : {}) });
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const health = async () => (await fetch(`${server.url}/healthz`).catch(() => null))?.status ?? 0;

  await new Promise((r) => setTimeout(r, 2000));
  const before = await health();
  await pg.stop();
  const stoppedAt = Date.now() - start;
  await new Promise((r) => setTimeout(r, 3000));
  const during = await health();
  pg = await startEmbeddedPostgres(path.join(dir, 'pg'), log, { port: pgPort });
  const restartedAt = Date.now() - start;
  let recoveredAt = -1;
  for (let i = 0; i < 300; i++) {
    if ((await health()) === 200) {
      recoveredAt = Date.now() - start;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 1000));
  stop = true;
  await load;
  const outage = statuses.filter((s) => s.t > stoppedAt && s.t < restartedAt);
  const afterRecovery = statuses.filter((s) => recoveredAt > 0 && s.t > recoveredAt + 200);
  const codes = new Map<string, number>();
  for (const s of outage) codes.set(`${s.status}${s.message ? ` "${s.message}"` : ''}`, (codes.get(`${s.status}${s.message ? ` "${s.message}"` : ''}`) ?? 0) + 1);
  console.log('2. PostgreSQL stopped during load (DATABASE_URL)');
  console.log(`   /healthz before ${before}, during the outage ${during}, back to 200 ${recoveredAt - restartedAt} ms after PostgreSQL restarted (no server restart)`);
  console.log(`   calls during the outage: ${[...codes].map(([k, v]) => `${v}× ${k}`).join(', ')}`);
  console.log(`   calls after recovery: ${afterRecovery.filter((s) => s.status === 200).length}/${afterRecovery.length} succeeded`);
  if (before !== 200 || during !== 503 || recoveredAt < 0 || afterRecovery.some((s) => s.status !== 200)) failed = true;
  if (outage.some((s) => s.status >= 500 && s.status !== 503)) failed = true;
  await server.stop();
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(failed ? '\nFAULTS: FAILED' : '\nFAULTS: all checks passed');
process.exitCode = failed ? 1 : 0;
