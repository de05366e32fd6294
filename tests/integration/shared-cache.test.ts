import zlib from 'node:zlib';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';

const input = (value: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(value)));
/** A batch's input: each call's input serialised on its own, by position. */
const batch = (...values: unknown[]) => encodeURIComponent(JSON.stringify(Object.fromEntries(values.map((v, i) => [i, v === undefined ? undefined : superjson.serialize(v)]))));

/** A post written straight to the table: nothing announces it, so only an uncached read can show it. */
const unannounced = (t: TestApp, slug: string) =>
  t.deps.db.insert(blogPosts).values({ title: `Unannounced ${slug}`, slug, description: 'Written by SQL.', category: 'News', content: 'x'.repeat(60), published: true, locale: 'en' });

/**
 * Public content reads of callers without a session are answered from the shared cache (ProcedureMeta.sharedCache),
 * compressed once when stored; signed-in callers and other procedures always reach the database.
 */
describe('shared cache of public API answers', () => {
  let t: TestApp;
  let session = '';

  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE_MS: '600000' });
    const admin = await upsertStaffUser(t.deps.db, { email: 'cache.admin@law.example', password: 'admin-password', role: 'admin' });
    session = (await t.deps.sessions.create(admin.id)).id;
  });
  afterAll(async () => t.close());

  it('keeps an anonymous list, whatever the order of the input fields, until a change is announced', async () => {
    const first = await t.app.inject({ url: `/trpc/posts.list?input=${encodeURIComponent('{"json":{"locale":"en","page":1}}')}` });
    expect(first.statusCode).toBe(200);
    await unannounced(t, 'shared-cache-probe');
    const again = await t.app.inject({ url: `/trpc/posts.list?utm_source=x&input=${encodeURIComponent('{"json":{"page":1,"locale":"en"}}')}` });
    expect(again.body).toBe(first.body);
    expect(again.body).not.toContain('shared-cache-probe');
    // A signed-in caller reads afresh, and is never served or stored in the shared cache.
    const staff = await t.app.inject({ url: `/trpc/posts.list?input=${input({ locale: 'en', page: 1 })}`, cookies: { session } });
    expect(staff.body).toContain('shared-cache-probe');
    expect(staff.headers['cache-control']).toBe('private, no-store');

    t.deps.changes.announce({ kind: 'post' });
    expect((await t.app.inject({ url: `/trpc/posts.list?input=${input({ locale: 'en', page: 1 })}` })).body).toContain('shared-cache-probe');
  });

  it('sends the variant the browser asks for, made once: brotli, gzip or none, all the same answer', async () => {
    const url = `/trpc/settings.public,resources.list?batch=1&input=${batch(undefined, { locale: 'es' })}`;
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const r of [plain, br, gzip]) expect(String(r.headers.vary)).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('does not keep what is not public content: the caller, presence, refusals', async () => {
    const me = await t.app.inject({ url: '/trpc/auth.me' });
    expect(me.statusCode).toBe(200);
    const bad = await t.app.inject({ url: `/trpc/posts.list?input=${input({ locale: 'xx' })}` });
    expect(bad.statusCode).toBe(400);
    // A batch with one procedure outside the shared cache is not kept either: the new post shows at once.
    const mixed = `/trpc/posts.list,auth.me?batch=1&input=${batch({ locale: 'en', page: 1, category: 'News' })}`;
    await t.app.inject({ url: mixed });
    await unannounced(t, 'mixed-batch-probe');
    expect((await t.app.inject({ url: mixed })).body).toContain('mixed-batch-probe');
  });
});
