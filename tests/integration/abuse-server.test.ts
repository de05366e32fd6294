/**
 * Decision 0008: the security review's server-side findings, each reproduced as the reviewer saw it.
 * Bad bytes in a cookie, an upload that costs more memory than its size says, uploads without a per-user
 * limit or a bound on waiting, the origin check that trusted Host, the cross-site GET export, a renamed post's
 * old slug under another language, and the contact acknowledgement that relayed the visitor's words.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { auditLog, inquiries, rateLimits } from '../../server/db/schema';
import { getFirm } from '../../server/services/firm-settings';
import { createUploadQueue } from '../../server/services/media';
import { upsertStaffUser } from '../../server/services/users';
import { MEDIA_MSG } from '@shared/schemas/media';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

/** The client build pages render with (npm test builds it first), as tests/integration/integrity-edge-pages.test.ts. */
const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');

let t: TestApp;
let pages: FastifyInstance;
let dataDir: string;
let adminId: string;
let adminCookie: string;
let editorId: string;
let n = 0;

async function cookieFor(userId: string): Promise<string> {
  return `${t.deps.sessions.cookieName}=${(await t.deps.sessions.create(userId)).id}`;
}

function trpcPost(procedure: string, input: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    payload: JSON.stringify(superjson.serialize(input)),
  });
}

/** A multipart body as a browser's FormData sends it. */
async function upload(bytes: Buffer, opts: { cookie?: string; headers?: Record<string, string> } = {}) {
  const fd = new FormData();
  fd.append('alt', 'An image');
  fd.append('file', new Blob([new Uint8Array(bytes)]), 'image.png');
  const body = new Response(fd);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { 'content-type': body.headers.get('content-type') ?? '', origin: TEST_ORIGIN, cookie: opts.cookie ?? adminCookie, ...opts.headers },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  return { status: res.statusCode, headers: res.headers, json: res.json() as { message?: string; id?: string } };
}

function postFields(slug: string, locale: 'en' | 'es' | 'fr' = 'en') {
  n += 1;
  return {
    title: `Abuse test post ${n}`,
    slug,
    locale,
    description: 'A post made by the abuse tests.',
    category: 'Abuse Tests',
    imageUrl: '',
    content: '## Heading\nA paragraph long enough to pass the fifty character minimum of content.',
    published: true,
    featured: false,
  };
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(DIST, 'server', 'entry-server.js'))) throw new Error(`no client build in ${DIST}: run npm run build first`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abuse-server-test-'));
  t = await createTestApp({ DATA_DIR: dataDir, FIRM_INBOX: 'intake@law.example' });
  pages = await buildApp({ deps: t.deps, sql: t.database.sql, dist: DIST, logger: false });
  await pages.ready();
  adminId = (await upsertStaffUser(t.deps.db, { email: 'admin@law.example', password: 'admin-password', role: 'admin' })).id;
  editorId = (await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'editor-password', role: 'editor' })).id;
  adminCookie = await cookieFor(adminId);
}, 60_000);

afterAll(async () => {
  await pages?.close();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('bad bytes in a cookie mean "no session", never a 500', () => {
  // What a browser or a script can put in a Cookie header: percent-encoded NUL and control bytes, bytes that
  // are not UTF-8, characters outside ASCII, and a value far longer than any session id.
  const values = ['%00', 'abc%00def', '%01%1F', '%FF%FE', '%ED%A0%80', 'caf\u00e9', 'a b', 'a'.repeat(4000), `${'x'.repeat(39)}%00`];

  it('tRPC queries and mutations answer as for a visitor, and the bad cookie is cleared', async () => {
    for (const value of values) {
      const cookie = `session=${value}`;
      const me = await t.app.inject({ url: '/trpc/auth.me', headers: { cookie } });
      expect(me.statusCode, value).toBe(200);
      expect(superjson.deserialize(me.json().result.data), value).toBeNull();
      expect(me.cookies.find((c) => c.name === 'session')?.value, value).toBe('');
      const list = await t.app.inject({ url: `/trpc/posts.list?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ locale: 'en' })))}`, headers: { cookie } });
      expect(list.statusCode, value).toBe(200);
      const mutation = await trpcPost('posts.countView', { slug: 'no-such-post', locale: 'en' }, { cookie });
      expect(mutation.statusCode, value).toBe(200);
      const staffOnly = await t.app.inject({ url: '/trpc/media.list', headers: { cookie } });
      expect(staffOnly.statusCode, value).toBe(401);
    }
  });

  it('the upload and the export answer 401, not 500', async () => {
    for (const value of values) {
      const cookie = `session=${value}`;
      expect((await upload(Buffer.from('x'), { cookie })).status, value).toBe(401);
      const exp = await t.app.inject({ method: 'POST', url: '/admin/export.zip', headers: { cookie, origin: TEST_ORIGIN } });
      expect(exp.statusCode, value).toBe(401);
    }
  });

  it('pages render for a visitor, with the bad session cookie cleared; other cookies with bad bytes are ignored', async () => {
    for (const value of values) {
      const page = await pages.inject({ url: '/es/blog', headers: { cookie: `lang=${value}; session=${value}` } });
      expect(page.statusCode, value).toBe(200);
      expect(page.body).toContain('<html lang="es">');
      expect(page.cookies.find((c) => c.name === 'session')?.value, value).toBe('');
    }
    const home = await pages.inject({ url: '/', headers: { cookie: 'lang=%00; theme=%FF' } });
    expect(home.statusCode).toBe(200);
  });

  it('odd Cookie headers (no value, no name, prototype names, repeated names) are no session either', async () => {
    for (const cookie of ['session', '=%00', 'session=', '__proto__=%00; constructor=%00; session=%00', 'session=%00; session=%00', ';;;session=%22%00%22']) {
      const me = await t.app.inject({ url: '/trpc/auth.me', headers: { cookie } });
      expect(me.statusCode, cookie).toBe(200);
      expect(superjson.deserialize(me.json().result.data), cookie).toBeNull();
    }
  });

  it('a real session still works next to other cookies', async () => {
    const me = await t.app.inject({ url: '/trpc/auth.me', headers: { cookie: `lang=%00; ${adminCookie}` } });
    expect(superjson.deserialize<{ user: { email: string } }>(me.json().result.data)?.user.email).toBe('admin@law.example');
  });
});

describe('uploads: a decoded-size budget, a per-user limit and a bounded queue', () => {
  it('refuses a small 16-bit PNG whose decoded image is far larger than its file, from its header, within 1 s', async () => {
    // 24 megapixels (under the 40-megapixel limit) of 16-bit RGBA: about 1 MB as a file, 192 MB decoded.
    const png = await sharp({ create: { width: 6000, height: 4000, channels: 4, background: { r: 20, g: 80, b: 160, alpha: 1 } } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    expect((await sharp(png).metadata()).depth).toBe('ushort');
    const started = performance.now();
    const res = await upload(png);
    const ms = performance.now() - started;
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json).toMatchObject({ message: MEDIA_MSG.tooMuchMemory, field: 'file' });
    expect(ms).toBeLessThan(1000);
  }, 30_000);

  it('still accepts an ordinary 16-bit PNG and an 8-bit RGBA image, whose decoded size fits', async () => {
    const small16 = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } }).toColourspace('rgb16').png().toBuffer();
    expect((await upload(small16)).status).toBe(201);
    const rgba = await sharp({ create: { width: 2000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    expect((await upload(rgba)).status).toBe(201);
  }, 30_000);

  it('limits each staff member to 60 uploads an hour, with a 429 and a sentence', async () => {
    const uploaderId = (await upsertStaffUser(t.deps.db, { email: 'busy.editor@law.example', password: 'editor-password', role: 'editor' })).id;
    const cookie = await cookieFor(uploaderId);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
    for (let i = 0; i < 60; i++) expect((await upload(png, { cookie })).status).toBe(201);
    const refused = await upload(png, { cookie });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(MEDIA_MSG.tooManyUploads);
    // Another staff member, from the same office address, still uploads.
    expect((await upload(png, { cookie: await cookieFor(editorId) })).status).toBe(201);
  }, 60_000);

  it('answers 429 "busy" instead of queueing without bound', async () => {
    // One upload at a time and one waiting: of four sent at once, at least one finds the queue full.
    const uploads = t.deps.media.uploads;
    t.deps.media.uploads = createUploadQueue({ concurrency: 1, queueLimit: 1 });
    try {
      const noise = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
        .jpeg({ quality: 90 })
        .toBuffer();
      const results = await Promise.all(Array.from({ length: 4 }, () => upload(noise)));
      const busy = results.filter((r) => r.status === 429);
      expect(busy.length, results.map((r) => r.status).join()).toBeGreaterThanOrEqual(1);
      expect(busy[0]?.json.message).toBe('The server is busy processing other uploads. Please try again in a minute.');
      expect(busy[0]?.headers['retry-after']).toBe('60');
      expect(results.filter((r) => r.status !== 429).every((r) => r.status === 201)).toBe(true);
      expect(results.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(2);
    } finally {
      t.deps.media.uploads = uploads;
    }
  }, 60_000);
});

describe("mutations are checked against PUBLIC_URL's origin, never Host", () => {
  it('refuses a mutation whose Origin matches a forged Host header', async () => {
    const forged = await trpcPost('posts.countView', { slug: 'x', locale: 'en' }, { host: 'evil.example', origin: 'http://evil.example' });
    expect(forged.statusCode).toBe(403);
    const forgedUpload = await upload(Buffer.from('x'), { headers: { host: 'evil.example', origin: 'http://evil.example' } });
    expect(forgedUpload.status).toBe(403);
    expect(forgedUpload.json.message).toBe('Cross-site requests are not allowed');
  });

  it("accepts PUBLIC_URL's origin whatever the Host header says (a proxy in front)", async () => {
    expect((await trpcPost('posts.countView', { slug: 'x', locale: 'en' }, { host: 'internal:3000' })).statusCode).toBe(200);
  });
});

describe('the export is started with a same-origin POST', () => {
  it('a GET no longer exports: 405 and a page pointing to the Export button', async () => {
    const res = await t.app.inject({ url: '/admin/export.zip', headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Export');
    expect(res.body).toContain('/admin/settings');
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'site.exported'))).toHaveLength(0);
  });

  it('refuses a POST from another site, or without an Origin, before anything is exported', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'http://evil.example', host: 'evil.example' }, {}, { origin: 'null' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/export.zip', headers: { cookie: adminCookie, 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Cross-site requests are not allowed' });
    }
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'site.exported'))).toHaveLength(0);
  });

  it("downloads the ZIP as an attachment from a plain HTML form's POST", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/export.zip', headers: { cookie: adminCookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="site-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'site.exported'))).toHaveLength(1);
  });
});

describe("a renamed post's old slug answers 301 in every language", () => {
  let english: { id: string; slug: string };
  let spanish: { id: string; slug: string };

  beforeAll(async () => {
    const editor = await t.callerAs(editorId);
    const created = await editor.posts.create(postFields('renamed-article-old'));
    spanish = await editor.posts.create({ ...postFields('articulo-renombrado-viejo', 'es'), translationOf: created.id });
    english = await editor.posts.update({ id: created.id, version: 1, data: postFields('renamed-article-new') });
    spanish = await editor.posts.update({ id: spanish.id, version: 1, data: postFields('articulo-renombrado-nuevo', 'es') });
  });

  it('/es/blog/<old English slug> goes to the Spanish translation; /fr/ (no translation) to the English post', async () => {
    const visitor = t.caller();
    expect(await visitor.posts.bySlug({ locale: 'es', slug: 'renamed-article-old' })).toEqual({ movedTo: `/es/blog/${spanish.slug}` });
    expect(await visitor.posts.bySlug({ locale: 'fr', slug: 'renamed-article-old' })).toEqual({ movedTo: `/blog/${english.slug}` });
    expect(await visitor.posts.bySlug({ locale: 'en', slug: 'renamed-article-old' })).toEqual({ movedTo: `/blog/${english.slug}` });
    expect(await visitor.posts.bySlug({ locale: 'en', slug: 'articulo-renombrado-viejo' })).toEqual({ movedTo: `/blog/${english.slug}` });
    // No French translation: the Spanish post, whose old slug it is, in its own language.
    expect(await visitor.posts.bySlug({ locale: 'fr', slug: 'articulo-renombrado-viejo' })).toEqual({ movedTo: `/es/blog/${spanish.slug}` });
  });

  it('the pages answer 301 with those addresses', async () => {
    for (const [url, location] of [
      ['/es/blog/renamed-article-old', `/es/blog/${spanish.slug}`],
      ['/fr/blog/renamed-article-old', `/blog/${english.slug}`],
      ['/blog/articulo-renombrado-viejo', `/blog/${english.slug}`],
      ['/es/blog/articulo-renombrado-viejo', `/es/blog/${spanish.slug}`],
    ] as const) {
      const res = await pages.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('a translation that is a draft is skipped: the old link goes to the published post in its own language', async () => {
    const editor = await t.callerAs(editorId);
    const original = await editor.posts.create(postFields('draft-translation-old'));
    await editor.posts.create({ ...postFields('traduccion-borrador', 'es'), published: false, translationOf: original.id });
    const moved = await editor.posts.update({ id: original.id, version: 1, data: postFields('draft-translation-new') });
    expect(await t.caller().posts.bySlug({ locale: 'es', slug: 'draft-translation-old' })).toEqual({ movedTo: `/blog/${moved.slug}` });
  });
});

describe('the contact acknowledgement relays nothing the visitor typed', () => {
  it("names the firm, the date and what happens next in the visitor's language, never the message, its links or the name", async () => {
    await t.deps.db.delete(rateLimits);
    await t.deps.db.delete(inquiries);
    t.mailer.sent.length = 0;
    await t.caller().contact.submit({
      name: 'Security Team https://name-link.example',
      email: 'victim@example.com',
      phone: '(954) 555-0100',
      message: 'URGENT: your account is suspended. Pay the fee at https://pay.evil.example/now or www.evil.example today.',
      privacy: true,
      locale: 'es',
    });
    await t.runJobs();
    const ack = t.mailer.sent.find((m) => m.to === 'victim@example.com');
    expect(ack).toBeDefined();
    const everything = `${ack?.subject}\n${ack?.text}\n${ack?.html ?? ''}`;
    for (const typed of ['URGENT', 'suspended', 'Pay the fee', 'evil.example', 'name-link', 'Security Team', 'https://', 'www.']) {
      expect(everything, typed).not.toContain(typed);
    }
    const [row] = await t.deps.db.select().from(inquiries);
    const date = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'America/New_York' }).format(row?.createdAt);
    expect(ack?.text).toContain(date);
    expect(ack?.html).toContain('lang="es"');
    expect(ack?.text).toContain('un día hábil');
    // The firm's name and phone, from its settings, say who wrote.
    const firm = await getFirm(t.deps.db);
    expect(ack?.subject).toContain(firm.firmName);
    expect(ack?.text).toContain(firm.firmName);
    expect(ack?.text).toContain(firm.phone);
  });
});
