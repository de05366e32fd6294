import diagnostics_channel from 'node:diagnostics_channel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { upsertStaffUser } from '../../server/services/users';
import { createContentChanges } from '../../server/realtime/changes';
import { CACHE_CHANNEL, type PageCache } from '../../server/pages/cache';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

/** The client build to render with: E2E_DIST when given (a private copy), else ./dist (npm test builds it first). */
const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');

const post = (n: string) => ({
  title: `Cache probe ${n}`,
  slug: `cache-probe-${n}`,
  description: 'A post that appears while a cached page is still being served.',
  category: 'News',
  imageUrl: '',
  content: 'Content of the cache probe post, long enough for the minimum length.',
  published: true,
  featured: false,
});

describe('caching: personal answers, the anonymous page cache, source maps', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let adminId = '';
  let session = '';
  let signInCacheControl: unknown;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-edge-dist-'));
  /** The caches this app makes, as they announce themselves (server/pages/cache.ts). */
  const caches: PageCache[] = [];
  const keep = (cache: unknown) => caches.push(cache as PageCache);

  beforeAll(async () => {
    if (!fs.existsSync(path.join(DIST, 'server', 'entry-server.js'))) throw new Error(`no client build in ${DIST}: run npm run build first`);
    // A copy of the build with a source map in it, as a careless build step might leave one.
    fs.cpSync(DIST, tmp, { recursive: true });
    fs.mkdirSync(path.join(tmp, 'client', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'client', 'assets', 'leak.js.map'), '{"version":3,"sources":["server/secret.ts"]}');
    fs.writeFileSync(path.join(tmp, 'client', 'assets', 'leak.js'), '//# sourceMappingURL=leak.js.map');
    t = await createTestApp({ PAGE_CACHE_MS: '600000' });
    diagnostics_channel.subscribe(CACHE_CHANNEL, keep);
    app = await buildApp({ deps: t.deps, sql: t.database.sql, dist: tmp, logger: false });
    await app.ready();
    diagnostics_channel.unsubscribe(CACHE_CHANNEL, keep);
    adminId = (await upsertStaffUser(t.deps.db, { email: 'cache.admin@law.example', password: 'admin-password', role: 'admin' })).id;
    const signIn = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify(superjson.serialize({ email: 'cache.admin@law.example', password: 'admin-password' })),
    });
    expect(signIn.statusCode).toBe(200);
    signInCacheControl = signIn.headers['cache-control'];
    session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
    expect(session.length).toBeGreaterThan(10);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('answers signed-in people with Cache-Control: private, no-store (tRPC and pages)', async () => {
    expect(signInCacheControl).toBe('private, no-store');
    const cookie = `session=${session}`;
    const me = await app.inject({ url: `/trpc/auth.me?input=${encodeURIComponent('{"json":null}')}`, headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.body).toContain('cache.admin@law.example');
    expect(me.headers['cache-control']).toBe('private, no-store');
    const batch = await app.inject({ url: `/trpc/auth.me,posts.list?batch=1&input=${encodeURIComponent('{"0":{"json":null},"1":{"json":{}}}')}`, headers: { cookie } });
    expect(batch.headers['cache-control']).toBe('private, no-store');
    for (const url of ['/', '/blog', '/es/services', '/admin', '/no-such-page']) {
      const page = await app.inject({ url, headers: { cookie } });
      expect(page.statusCode, url).toBeLessThan(500);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
    }
    // Visitors' pages may be revalidated and shared; they carry nobody's data.
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });

  it('ignores tracking and unknown query parameters: they neither make new entries nor skip the cached page', async () => {
    // Another instance, whose changes do not reach this one: this instance's cached copies stay as they were.
    const staff = await t.callerAs(adminId, { ...t.deps, changes: createContentChanges() });
    const first = await app.inject({ url: '/blog?q=probe' });
    expect(first.statusCode).toBe(200);
    await staff.posts.create(post('tracking'));
    for (const q of ['?q=probe&utm_source=newsletter', '?utm_medium=x&q=probe', '?q=probe&fbclid=abc', '?gclid=1&q=probe&zzz=2', '?q=probe&page=']) {
      const res = await app.inject({ url: `/blog${q}` });
      expect(res.statusCode, q).toBe(200);
      expect(res.body, q).not.toContain('Cache probe tracking');
    }
    // A parameter the page reads is a different page.
    expect((await app.inject({ url: '/blog?q=probe&page=1&category=News' })).body).toContain('Cache probe tracking');
  });

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    const pages = caches.find((c) => c.stats.name === 'pages');
    if (!pages) throw new Error('the pages cache did not announce itself');
    const before = pages.stats;
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/blog?category=Asylum' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // Twenty misses, one render stored.
    expect(pages.stats.misses - before.misses).toBe(20);
    expect(pages.stats.stores - before.stores).toBe(1);
  });

  it('stores only successful pages: a 404 is not served again once the page exists', async () => {
    const missing = await app.inject({ url: '/blog/cache-probe-late' });
    expect(missing.statusCode).toBe(404);
    await (await t.callerAs(adminId)).posts.create(post('late'));
    const found = await app.inject({ url: '/blog/cache-probe-late' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('Cache probe late');
  });

  it('does not store a page whose data failed to load', async () => {
    await (await t.callerAs(adminId)).posts.create(post('outage'));
    // The blog's table is briefly unreadable while /resources renders (as in a database hiccup).
    await t.database.sql.unsafe('alter table blog_posts rename to blog_posts_away');
    try {
      const broken = await app.inject({ url: '/resources?q=outage' });
      expect(broken.statusCode).toBeLessThan(500);
      expect(broken.body).not.toContain('Cache probe outage');
    } finally {
      await t.database.sql.unsafe('alter table blog_posts_away rename to blog_posts');
    }
    const res = await app.inject({ url: '/resources?q=outage' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Cache probe outage');
  });

  it('serves no source maps', async () => {
    expect((await app.inject({ url: '/assets/leak.js' })).statusCode).toBe(200);
    for (const url of ['/assets/leak.js.map', '/assets/LEAK.JS.MAP', '/assets/index.js.map', '/entry-server.js.map', '/server/entry-server.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.ts');
    }
  });
});
