/**
 * Issue 26, item 9: the media library's 'Unused' list (uploads no post, resource or setting names, such as one left
 * in a post form that was never saved) and 'Remove unused', which deletes those and never an image in use.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import type { MediaItem } from '@shared/schemas/media';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

let t: TestApp;
let dataDir: string;
let editorCookie: string;
let editor: Awaited<ReturnType<TestApp['callerAs']>>;
let admin: Awaited<ReturnType<TestApp['callerAs']>>;
let png: Buffer;

/** An upload as the post form's featured image field sends it (POST /api/media). */
async function upload(name: string): Promise<MediaItem> {
  const fd = new FormData();
  fd.append('alt', name);
  fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`);
  const res = new Response(fd);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { 'content-type': res.headers.get('content-type') ?? '', cookie: editorCookie, origin: TEST_ORIGIN },
    payload: Buffer.from(await res.arrayBuffer()),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<MediaItem>();
}

const fileStatus = async (url: string) => (await t.app.inject({ url })).statusCode;

let n = 0;
const post = (over: Record<string, unknown>) => {
  n += 1;
  return { title: `Uses an image ${n}`, slug: `uses-an-image-${n}`, description: 'A post that uses an uploaded image.', category: 'Media', content: 'A body long enough for the fifty character minimum of content.', ...over };
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-unused-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const editorUser = await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'editor-password', role: 'editor' });
  editorCookie = `${t.deps.sessions.cookieName}=${(await t.deps.sessions.create(editorUser.id)).id}`;
  editor = await t.callerAs(editorUser.id);
  admin = await t.callerAs((await upsertStaffUser(t.deps.db, { email: 'owner@law.example', password: 'owner-password', role: 'admin' })).id);
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#357' } }).png().toBuffer();
}, 60_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the media library's unused uploads", () => {
  it('lists only what nothing uses, and Remove unused deletes those (audited) while every image in use stays', async () => {
    const featured = await upload('featured');
    const inBody = await upload('in-body');
    const social = await upload('social');
    const portrait = await upload('portrait');
    const linked = await upload('linked');
    const abandoned = await upload('abandoned');
    const abandonedToo = await upload('abandoned-too');

    await editor.posts.create(post({ imageUrl: featured.url, imageAlt: 'Featured' }));
    // A body image by another of its copies: any address of an upload holds its id.
    await editor.posts.create(post({ content: `A body long enough for the fifty character minimum.\n[In the body](${inBody.variants[0]?.url ?? ''})` }));
    await editor.posts.create(post({ socialImage: social.url, published: false, locale: 'es' }));
    await editor.resources.create({ title: 'A linked image', description: 'A resource whose link is an uploaded image.', type: 'Guide', link: `${TEST_ORIGIN}${linked.url}`, icon: 'FileText' });
    const { version, data } = await admin.settings.get();
    const [first, ...rest] = data.attorneys;
    if (!first) throw new Error('the demo firm has attorneys');
    await admin.settings.update({ version, data: { ...data, attorneys: [{ ...first, image: portrait.url }, ...rest] } });

    const all = await editor.media.list({ page: 1, pageSize: 50 });
    expect(all.total).toBe(7);
    const unused = await editor.media.list({ page: 1, pageSize: 50, unused: true });
    expect(unused.items.map((i) => i.filename)).toEqual(['abandoned-too.png', 'abandoned.png']);
    expect(unused.total).toBe(2);

    expect(await editor.media.removeUnused({ through: unused.listedAt })).toEqual({ removed: 2 });
    const left = await t.deps.db.select({ id: media.id }).from(media);
    expect(left.map((r) => r.id).sort()).toEqual([featured.id, inBody.id, social.id, portrait.id, linked.id].sort());
    for (const gone of [abandoned, abandonedToo]) {
      for (const v of gone.variants) expect(await fileStatus(v.url)).toBe(404);
      expect(fs.existsSync(path.join(dataDir, 'media', gone.id))).toBe(false);
    }
    for (const kept of [featured, inBody, social, portrait, linked]) expect(await fileStatus(kept.url)).toBe(200);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.delete'), inArray(auditLog.targetId, [abandoned.id, abandonedToo.id])));
    expect(audit.map((e) => [e.actorEmail, e.targetLabel]).sort()).toEqual([
      ['editor@law.example', 'abandoned-too.png'],
      ['editor@law.example', 'abandoned.png'],
    ]);
    expect((await editor.media.list({ page: 1, pageSize: 50, unused: true })).total).toBe(0);
  });

  it('refuses to delete an image put to use after the list was shown, and one uploaded after it', async () => {
    const soonUsed = await upload('soon-used');
    const unused = await editor.media.list({ page: 1, pageSize: 50, unused: true });
    expect(unused.items.map((i) => i.id)).toEqual([soonUsed.id]);
    // Meanwhile the post the editor was writing is saved with it, and a colleague uploads another.
    await editor.posts.create(post({ imageUrl: soonUsed.url, imageAlt: 'Now used' }));
    const later = await upload('uploaded-later');

    expect(await editor.media.removeUnused({ through: unused.listedAt })).toEqual({ removed: 0 });
    expect((await editor.media.get({ id: soonUsed.id })).filename).toBe('soon-used.png');
    expect((await editor.media.get({ id: later.id })).filename).toBe('uploaded-later.png');
    expect(await fileStatus(soonUsed.url)).toBe(200);
    // The one uploaded later is unused, and a list shown now offers it.
    expect((await editor.media.list({ page: 1, pageSize: 50, unused: true })).items.map((i) => i.id)).toEqual([later.id]);
  });
});
