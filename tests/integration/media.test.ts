import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { and, asc, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blogPosts, users } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { pictureFor } from '@shared/media';
import { MEDIA_MAX_BYTES, MEDIA_MSG, type MediaItem } from '@shared/schemas/media';
import { POST_MSG } from '@shared/schemas/posts';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';
import { createAppDeps } from '../../server/deps';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';

let t: TestApp;
let dataDir: string;
let adminId: string;
let staffCookie: string;
let rolelessCookie: string;

async function cookieFor(userId: string): Promise<string> {
  const session = await t.deps.sessions.create(userId);
  return `${t.deps.sessions.cookieName}=${session.id}`;
}

/** A multipart body as a browser's FormData sends it; `type` is the declared type, which the server ignores. */
async function form(parts: { alt?: string; file?: { bytes: Buffer; name: string; type?: string } }) {
  const fd = new FormData();
  if (parts.alt !== undefined) fd.append('alt', parts.alt);
  if (parts.file) fd.append('file', new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? '' }), parts.file.name);
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? '' };
}

async function upload(parts: Parameters<typeof form>[0], opts: { cookie?: string | null; origin?: string | null } = {}) {
  const body = await form(parts);
  const headers: Record<string, string> = { 'content-type': body.contentType };
  const cookie = opts.cookie === undefined ? staffCookie : opts.cookie;
  if (cookie) headers.cookie = cookie;
  const origin = opts.origin === undefined ? TEST_ORIGIN : opts.origin;
  if (origin) headers.origin = origin;
  const res = await t.app.inject({ method: 'POST', url: '/api/media', headers, payload: body.payload });
  return { status: res.statusCode, json: res.json() as MediaItem & { message?: string; field?: string } };
}

/** A PNG whose header says `width` x `height` but whose pixel data is one row: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function fetchFile(url: string) {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  adminId = (await upsertStaffUser(t.deps.db, { email: 'admin@law.example', password: 'admin-password', role: 'editor' })).id;
  staffCookie = await cookieFor(adminId);
  const waiting = await upsertStaffUser(t.deps.db, { email: 'waiting@law.example', password: 'waiting-password', role: 'editor' });
  await t.deps.db.update(users).set({ role: null }).where(eq(users.id, waiting.id));
  rolelessCookie = await cookieFor(waiting.id);
}, 60_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('media upload', () => {
  it('makes AVIF, WebP and JPEG copies at 480, 960 and 1600 of a large PNG, served with long cache headers', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 4, background: { r: 20, g: 80, b: 160, alpha: 0.5 } } }).png().toBuffer();
    const res = await upload({ alt: 'A blue banner', file: { bytes: png, name: 'banner.png', type: 'image/png' } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const item = res.json;
    expect(item).toMatchObject({ filename: 'banner.png', alt: 'A blue banner', width: 2400, height: 1200, format: 'png', bytes: png.length });
    expect(item.variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort()).toEqual(
      ['avif', 'webp', 'jpeg'].flatMap((f) => [480, 960, 1600].map((w) => `${f}@${w}x${w / 2}`)).sort(),
    );
    expect(item.url).toBe(`/media/${item.id}/2400x1200/1600.jpg`);
    for (const v of item.variants) {
      const file = await fetchFile(v.url);
      expect(file.status, v.url).toBe(200);
      expect(file.headers['content-type']).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[v.format]);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.bytes).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.height).toBe(v.height);
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : v.format);
      expect(file.bytes.length).toBe(v.bytes);
    }
    // The original is kept, as sent, and never served.
    expect(fs.readFileSync(path.join(dataDir, 'media', 'originals', `${item.id}.png`)).equals(png)).toBe(true);
    expect((await fetchFile(`/media/originals/${item.id}.png`)).status).toBe(404);
    // The shared helper rebuilds the same sources from the address alone.
    const picture = pictureFor(item.url);
    expect(picture?.sources[0]?.srcSet).toBe(`/media/${item.id}/2400x1200/480.avif 480w, /media/${item.id}/2400x1200/960.avif 960w, /media/${item.id}/2400x1200/1600.avif 1600w`);
    expect(picture).toMatchObject({ width: 1600, height: 800 });
  });

  it('turns a JPEG upright by its EXIF orientation, strips its metadata and never enlarges it', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret model', Copyright: 'Someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload({ alt: 'A brown square', file: { bytes: jpeg, name: 'IMG_0001.JPG', type: 'image/jpeg' } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const item = res.json;
    expect(item).toMatchObject({ width: 900, height: 1200, format: 'jpeg' });
    // 900 wide: 480, and its own width instead of 960 and 1600.
    expect([...new Set(item.variants.map((v) => v.width))].sort((a, b) => a - b)).toEqual([480, 900]);
    expect(item.variants.find((v) => v.width === 900 && v.format === 'jpeg')?.height).toBe(1200);
    for (const v of item.variants) {
      const meta = await sharp((await fetchFile(v.url)).bytes).metadata();
      expect(meta.exif, v.url).toBeUndefined();
      expect(meta.xmp, v.url).toBeUndefined();
      expect(meta.iptc, v.url).toBeUndefined();
      expect(meta.orientation ?? 1, v.url).toBe(1);
      expect(meta.height! > meta.width!, v.url).toBe(true);
    }
  });

  it('takes a 12-megapixel photo above the JSON body limit and makes it visible (timing in the log)', async () => {
    // Photo-like: smooth colour fields (a random 40 x 30 image enlarged) with sensor-like noise, as a camera JPEG.
    const seed = Buffer.from(Array.from({ length: 40 * 30 * 3 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256));
    const smooth = await sharp(seed, { raw: { width: 40, height: 30, channels: 3 } }).resize(4000, 3000, { kernel: 'cubic' }).raw().toBuffer();
    const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 6 } } }).raw().toBuffer();
    const pixels = Buffer.from(smooth.map((v, i) => Math.min(255, v + (noise[i] ?? 0))));
    const photo = await sharp(pixels, { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    const started = performance.now();
    const res = await upload({ alt: 'A photo', file: { bytes: photo, name: 'photo.jpg', type: 'image/jpeg' } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const visible = await fetchFile(pictureFor(res.json.url)?.fallback.src ?? '');
    const ms = Math.round(performance.now() - started);
    expect(visible.status).toBe(200);
    const byFormat = Object.fromEntries(
      ['avif', 'webp', 'jpeg'].map((f) => [f, res.json.variants.filter((v) => v.format === f).map((v) => `${v.width}x${v.height} ${Math.round(v.bytes / 1024)} KiB`)]),
    );
    console.info(`12 MP photo (${Math.round(photo.length / 1024)} KiB JPEG): upload to visible ${ms} ms`, byFormat);
    expect(res.json.variants).toHaveLength(9);
  }, 60_000);

  it('refuses a file that is not an image whatever its name and declared type says', async () => {
    const text = await upload({ alt: 'Text', file: { bytes: Buffer.from('just some text, not a picture\n'.repeat(20)), name: 'x.png', type: 'image/png' } });
    expect(text.status).toBe(400);
    expect(text.json).toMatchObject({ message: MEDIA_MSG.wrongType, field: 'file' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const disguised = await upload({ alt: 'Vector', file: { bytes: svg, name: 'x.jpg', type: 'image/jpeg' } });
    expect(disguised.status).toBe(400);
    expect(disguised.json.message).toBe(MEDIA_MSG.wrongType);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload({ alt: 'GIF', file: { bytes: gif, name: 'x.webp', type: 'image/webp' } })).json.message).toBe(MEDIA_MSG.wrongType);
    // A JPEG's first bytes followed by junk: the right signature is not enough.
    const broken = await upload({ alt: 'Broken', file: { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]), name: 'x.jpg' } });
    expect(broken.status).toBe(400);
    expect(broken.json.field).toBe('file');
  });

  it('refuses a file above 15 MB with a 413 and the sentence', async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await upload({ alt: 'Huge', file: { bytes: big, name: 'huge.jpg', type: 'image/jpeg' } });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('The file is larger than 15 MB.');
  });

  it('refuses an image above 40 megapixels before decoding it', async () => {
    const bomb = pngClaiming(10_000, 5_000);
    expect(bomb.length).toBeLessThan(20_000);
    const res = await upload({ alt: 'Bomb', file: { bytes: bomb, name: 'bomb.png', type: 'image/png' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('The image is larger than 40 megapixels.');
  });

  it('requires alt text and a file', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer();
    const noAlt = await upload({ alt: '   ', file: { bytes: png, name: 'a.png' } });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json).toMatchObject({ message: 'Alt text is required', field: 'alt' });
    expect((await upload({ file: { bytes: png, name: 'a.png' } })).json.message).toBe('Alt text is required');
    expect((await upload({ alt: 'Nothing' })).json).toMatchObject({ message: MEDIA_MSG.noFile, field: 'file' });
  });

  it('is for staff only, from the site itself', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer();
    const file = { bytes: png, name: 'a.png' };
    const anonymous = await upload({ alt: 'A', file }, { cookie: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('Please sign in to continue.');
    const roleless = await upload({ alt: 'A', file }, { cookie: rolelessCookie });
    expect(roleless.status).toBe(403);
    const crossSite = await upload({ alt: 'A', file }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json.message).toBe('Cross-site requests are not allowed');
    await expect(t.caller().media.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('serving stored media', () => {
  it('answers 404 to anything but a stored copy, and never leaves the media folder', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'TOP-SECRET-CONTENT');
    const id = '00000000-0000-4000-8000-000000000001';
    for (const url of [
      '/media/../secret.txt',
      '/media/..%2f..%2fsecret.txt/1x1/480.jpg',
      `/media/${id}/..%2f..%2f..%2fsecret.txt/480.jpg`,
      `/media/${id}/1x1/..%2f..%2f..%2fsecret.txt`,
      `/media/${id}/1x1/480.jpg%00.txt`,
      `/media/%2e%2e/%2e%2e/secret.txt`,
      `/media/${id}/1x1/480.jpg`,
      `/media/${id}/1x1/480.png`,
      '/media/originals/x.png',
    ]) {
      const res = await fetchFile(url);
      expect([400, 404], url).toContain(res.status);
      expect(res.bytes.toString(), url).not.toContain('TOP-SECRET-CONTENT');
    }
  });
});

describe('media library', () => {
  it('lists newest first, changes alt text, and deletes only what no post uses', async () => {
    const staff = await t.callerAs(adminId);
    const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#0a0' } }).png().toBuffer();
    const first = (await upload({ alt: 'First', file: { bytes: png, name: 'first.png' } })).json;
    const second = (await upload({ alt: 'Second', file: { bytes: png, name: 'second.png' } })).json;
    const page = await staff.media.list({ page: 1, pageSize: 2 });
    expect(page.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await staff.media.get({ id: first.id })).alt).toBe('First');
    expect((await staff.media.updateAlt({ id: first.id, alt: '  A green field  ' })).alt).toBe('A green field');
    await expect(staff.media.updateAlt({ id: first.id, alt: '' })).rejects.toThrow('Alt text is required');

    const content = `An article long enough for the minimum length.\n[A green field](${first.variants[0]?.url ?? ''})\nMore text.`;
    const post = await staff.posts.create({ title: 'Green fields', slug: 'green-fields', description: 'About green fields and visas.', category: 'News', content });
    await expect(staff.media.delete({ id: first.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'This image is used by the post "Green fields". Remove it from the post first.' });
    const featured = await staff.posts.create({ title: 'Featured', slug: 'featured-second', description: 'A post with a featured upload.', category: 'News', content: 'Plain content long enough for the minimum length of fifty characters.', imageUrl: second.url, imageAlt: 'Second' });
    await expect(staff.media.delete({ id: second.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await fetchFile(first.url)).status).toBe(200);

    await staff.posts.delete({ id: post.id });
    await staff.media.delete({ id: first.id });
    for (const v of first.variants) expect((await fetchFile(v.url)).status).toBe(404);
    expect(fs.existsSync(path.join(dataDir, 'media', first.id))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'media', 'originals', `${first.id}.png`))).toBe(false);
    await expect(staff.media.get({ id: first.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: MEDIA_MSG.notFound });
    expect(featured.id).toBeTruthy();
  });
});

describe('attorney photos', () => {
  it('refuses to delete an upload that is an attorney photo in the firm settings, naming the attorney', async () => {
    const owner = await upsertStaffUser(t.deps.db, { email: 'owner@law.example', password: 'owner-password', role: 'admin' });
    const admin = await t.callerAs(owner.id);
    const png = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#345' } }).png().toBuffer();
    const portrait = (await upload({ alt: 'Portrait', file: { bytes: png, name: 'portrait.png' } })).json;
    const { version, data } = await admin.settings.get();
    const [first, ...rest] = data.attorneys;
    if (!first) throw new Error('the demo firm has attorneys');
    await admin.settings.update({ version, data: { ...data, attorneys: [{ ...first, image: portrait.url }, ...rest] } });
    await expect(admin.media.delete({ id: portrait.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `This image is the photo of ${first.name} in the firm settings. Choose another photo there first.`,
    });
    expect((await fetchFile(portrait.url)).status).toBe(200);
  });
});

describe('featured image alt text', () => {
  const post = (over: Record<string, unknown>) => ({
    title: 'Alt text post',
    slug: 'alt-text-post',
    description: 'A post about featured image alt text.',
    category: 'News',
    content: 'Plain content long enough for the minimum length of fifty characters.',
    published: true,
    ...over,
  });
  /** The tRPC error's field messages, as the post form receives them. */
  const fieldErrors = async (call: Promise<unknown>) => {
    const err = (await call.then(
      () => null,
      (e: unknown) => e,
    )) as { code?: string; cause?: { issues?: { path: PropertyKey[]; message: string }[] } } | null;
    return { code: err?.code, issues: (err?.cause?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`) };
  };

  it('is required, under Alt text, whenever a featured image is set; nothing is saved without it', async () => {
    const staff = await t.callerAs(adminId);
    const count = async () => (await t.deps.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, 'alt-text-post'))).length;
    for (const imageAlt of [undefined, '', '   ']) {
      expect(await fieldErrors(staff.posts.create(post({ imageUrl: 'https://img.example/a.jpg', ...(imageAlt === undefined ? {} : { imageAlt }) })))).toEqual({
        code: 'BAD_REQUEST',
        issues: [`imageAlt: ${POST_MSG.imageAlt}`],
      });
    }
    expect(await count()).toBe(0);

    // With alt text: stored, read back by the form and the public page; without an image none is needed.
    const created = await staff.posts.create(post({ imageUrl: 'https://img.example/a.jpg', imageAlt: '  A lawyer at her desk  ' }));
    expect(created?.imageAlt).toBe('A lawyer at her desk');
    expect((await staff.posts.byId({ id: created?.id ?? '' })).imageAlt).toBe('A lawyer at her desk');
    const shown = await t.caller().posts.bySlug({ slug: 'alt-text-post', locale: 'en' });
    expect(shown && 'imageAlt' in shown ? shown.imageAlt : null).toBe('A lawyer at her desk');

    // An update that keeps the image needs it too, and the stored post is unchanged by the refusal.
    const id = created?.id ?? '';
    const version = created?.version ?? 1;
    expect(await fieldErrors(staff.posts.update({ id, version, data: post({ imageUrl: 'https://img.example/b.jpg', imageAlt: '' }) }))).toEqual({
      code: 'BAD_REQUEST',
      issues: [`data.imageAlt: ${POST_MSG.imageAlt}`],
    });
    expect((await staff.posts.byId({ id })).imageUrl).toBe('https://img.example/a.jpg');

    // Removing the image clears its alt text; each save's revision records the field.
    const cleared = await staff.posts.update({ id, version, data: post({ imageUrl: '', imageAlt: 'A lawyer at her desk' }) });
    expect(cleared?.imageUrl).toBeNull();
    expect(cleared?.imageAlt).toBe('');
    const revisions = await staff.posts.revisions({ id });
    const first = await staff.posts.revision({ id: revisions[revisions.length - 1]?.id ?? '' });
    expect(first.fields.imageAlt).toBe('A lawyer at her desk');
    expect(first.fields.imageUrl).toBe('https://img.example/a.jpg');
    await staff.posts.delete({ id });
  });

  it('upload, alt text change and delete are in the audit log', async () => {
    const staff = await t.callerAs(adminId);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a00' } }).png().toBuffer();
    const item = (await upload({ alt: 'Red square', file: { bytes: png, name: 'red.png' } })).json;
    await staff.media.updateAlt({ id: item.id, alt: 'A red square' });
    await staff.media.delete({ id: item.id });
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'media'), eq(auditLog.targetId, item.id)))
      .orderBy(asc(auditLog.at));
    expect(entries.map((e) => [e.action, e.actorEmail, e.targetLabel])).toEqual([
      ['media.upload', 'admin@law.example', 'red.png'],
      ['media.update', 'admin@law.example', 'red.png'],
      ['media.delete', 'admin@law.example', 'red.png'],
    ]);
    expect(entries[1]?.changes).toEqual({ alt: { before: 'Red square', after: 'A red square' } });
  });
});

describe('S3-compatible storage', () => {
  /** A real S3-compatible server (s3rver, from npm), its files in a folder of this run, its one bucket made at start. */
  let s3: S3rver;
  let endpoint = '';
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'firm-media', configs: [] }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('writes every copy to the bucket with its type and cache headers, addresses them under MEDIA_PUBLIC_URL, and deletes them', async () => {
    // s3rver checks signatures against its own key pair.
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const bucket = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    const keys = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: 'firm-media' }))).Contents ?? []).map((o) => o.Key ?? '').sort();
    const s3App = await createTestApp({
      DATA_DIR: dataDir,
      MEDIA_S3_BUCKET: 'firm-media',
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      MEDIA_PUBLIC_URL: 'https://media.example-law.com/',
    });
    try {
      const editor = await upsertStaffUser(s3App.deps.db, { email: 'editor@law.example', password: 'editor-password', role: 'editor' });
      const session = await s3App.deps.sessions.create(editor.id);
      const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#123456' } }).png().toBuffer();
      const body = await form({ alt: 'In the bucket', file: { bytes: png, name: 'bucket.png' } });
      const res = await s3App.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { 'content-type': body.contentType, origin: TEST_ORIGIN, cookie: `${s3App.deps.sessions.cookieName}=${session.id}` },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const item = res.json() as MediaItem;
      expect(item.url).toBe(`https://media.example-law.com/${item.id}/1000x500/1000.jpg`);
      expect(pictureFor(item.url)?.sources[1]?.srcSet).toContain(`https://media.example-law.com/${item.id}/1000x500/480.webp 480w`);
      const copies = item.variants.map((v) => v.url.slice('https://media.example-law.com/'.length));
      expect(await keys()).toEqual([`originals/${item.id}.png`, ...copies].sort());
      // Each copy is stored whole, with the type and the cache headers the CDN and browsers will be given.
      for (const key of copies) {
        const object = await bucket.send(new GetObjectCommand({ Bucket: 'firm-media', Key: key }));
        expect(object.CacheControl, key).toBe('public, max-age=31536000, immutable');
        expect(object.ContentType, key).toMatch(/^image\/(avif|webp|jpeg)$/);
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        // sharp names an AVIF file by its container, HEIF.
        expect((await sharp(bytes).metadata()).format, key).toBe({ jpg: 'jpeg', webp: 'webp', avif: 'heif' }[key.split('.').at(-1) ?? '']);
      }
      const original = await bucket.send(new GetObjectCommand({ Bucket: 'firm-media', Key: `originals/${item.id}.png` }));
      expect(Buffer.from(await original.Body!.transformToByteArray()).equals(png)).toBe(true);
      // Nothing lands on the local disk, and /media is not served from it.
      expect(fs.existsSync(path.join(dataDir, 'media', item.id))).toBe(false);
      expect((await s3App.app.inject({ url: `/media/${item.id}/1000x500/1000.jpg` })).statusCode).toBe(404);

      await (await s3App.callerAs(editor.id)).media.delete({ id: item.id });
      expect(await keys()).toEqual([]);
    } finally {
      bucket.destroy();
      await s3App.close();
    }
  }, 60_000);

  it('an image uploaded through one instance is listed, served and deleted through another (two instances, one database, one bucket)', async () => {
    const database = await createTestDatabase();
    // The bucket's public address: s3rver serves its objects at <endpoint>/<bucket>/<key> to anyone, as the
    // compose stack's Caddy serves Garage's at https://SITE_DOMAIN/media-store/<key>.
    const publicUrl = `${endpoint}/firm-media`;
    const instances = await Promise.all(
      [0, 1].map(async (n) => {
        const pool = connect(database.url, 3);
        const config = loadConfig({
          NODE_ENV: 'test',
          PUBLIC_URL: TEST_ORIGIN,
          DATABASE_URL: database.url,
          LOG_LEVEL: 'silent',
          // Each instance its own disk, as each container has: nothing may be read from it.
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `instance-${n}-`)),
          MEDIA_S3_BUCKET: 'firm-media',
          MEDIA_S3_ENDPOINT: endpoint,
          MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
          MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
          MEDIA_PUBLIC_URL: publicUrl,
        });
        const deps = createAppDeps(config, pool);
        const app = await buildApp({ deps, sql: pool.sql, dist: null, logger: false });
        await app.ready();
        return { app, deps, pool, dataDir: config.dataDir };
      }),
    );
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    try {
      const editor = await upsertStaffUser(database.db, { email: 'editor@law.example', password: 'editor-password', role: 'editor' });
      const cookie = async (on: typeof a) => `${on.deps.sessions.cookieName}=${(await on.deps.sessions.create(editor.id)).id}`;
      const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#345678' } }).png().toBuffer();
      const body = await form({ alt: 'Uploaded on A', file: { bytes: png, name: 'shared.png' } });
      const res = await a.app.inject({ method: 'POST', url: '/api/media', headers: { 'content-type': body.contentType, origin: TEST_ORIGIN, cookie: await cookie(a) }, payload: body.payload });
      expect(res.statusCode, res.body).toBe(201);
      const item = res.json() as MediaItem;

      // B lists it with the same addresses, and every copy answers at its address, whichever instance is asked.
      const listed = await b.app.inject({ url: `/trpc/media.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`, headers: { cookie: await cookie(b) } });
      expect(listed.statusCode, listed.body).toBe(200);
      const onB = (listed.json() as { result: { data: { json: { items: MediaItem[] } } } }).result.data.json.items.find((m) => m.id === item.id);
      expect(onB?.variants.map((v) => v.url)).toEqual(item.variants.map((v) => v.url));
      for (const v of item.variants) {
        expect(v.url.startsWith(`${publicUrl}/`), v.url).toBe(true);
        const copy = await fetch(v.url);
        expect(copy.status, v.url).toBe(200);
        expect(copy.headers.get('content-type'), v.url).toMatch(/^image\/(avif|webp|jpeg)$/);
      }
      for (const instance of instances) expect(fs.readdirSync(instance.dataDir).filter((f) => f === 'media' && fs.readdirSync(path.join(instance.dataDir, f)).length > 0)).toEqual([]);

      // B deletes it: gone from the bucket, for A's visitors too.
      const deleted = await b.app.inject({
        method: 'POST',
        url: '/trpc/media.delete',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: await cookie(b) },
        payload: JSON.stringify({ json: { id: item.id } }),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await fetch(item.url)).status).toBe(404);
    } finally {
      for (const instance of instances) {
        await instance.app.close();
        await instance.pool.sql.end();
        fs.rmSync(instance.dataDir, { recursive: true, force: true });
      }
      await database.drop();
    }
  }, 60_000);
});
