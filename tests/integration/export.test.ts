/**
 * The site export (decision 0014): an admin downloads every post in every language as Markdown and JSON, with
 * revisions, resources, settings and old addresses; nothing that signs anyone in; editors and visitors refused.
 */
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync, Zip, ZipPassThrough } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/demo/seed';
import { auditLog, blogPosts, emailTokens, resourceRevisions, resources, settings, users } from '../../server/db/schema';
import { powChallenge } from '../../server/chat/pow';
import { SECRET_SETTING_KEYS } from '../../server/services/settings';
import { withZip64End } from '../../server/services/export';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

const SECRET_WORDS = /password|totp|token|session/i;

/** Post text written by the firm may use any word (a court "session"); everything else is the export's own. */
const FIRM_TEXT_KEYS = new Set(['content', 'title', 'description', 'fields']);

function wordsOutsideFirmText(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => wordsOutsideFirmText(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(SECRET_WORDS.test(k) ? [`${path}.${k}`] : []),
      ...(FIRM_TEXT_KEYS.has(k) ? [] : wordsOutsideFirmText(v, `${path}.${k}`)),
    ]);
  }
  return typeof value === 'string' && SECRET_WORDS.test(value) ? [`${path} = ${value}`] : [];
}

/** The front matter as an object: every value is written as JSON-compatible YAML (quoted strings, true, null). */
function frontMatter(md: string): { meta: Record<string, unknown>; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(md);
  if (!m) throw new Error(`no front matter in ${md.slice(0, 80)}`);
  const meta: Record<string, unknown> = {};
  for (const line of (m[1] ?? '').split('\n')) {
    const at = line.indexOf(': ');
    meta[line.slice(0, at)] = JSON.parse(line.slice(at + 2));
  }
  return { meta, body: m[2] ?? '' };
}

describe('site export', () => {
  let t: TestApp;
  let adminId = '';
  let adminCookie = '';
  let editorCookie = '';
  const TOTP_KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await upsertStaffUser(t.deps.db, { email: 'admin@firm.example', password: 'staff-password', role: 'admin' })).id;
    const editorId = (await upsertStaffUser(t.deps.db, { email: 'editor@firm.example', password: 'staff-password', role: 'editor' })).id;
    await seedDemo(t.deps.db, { email: 'admin@firm.example', password: 'staff-password' });
    // Secrets the export must never carry, whatever they look like.
    await t.deps.db.update(users).set({ totpSecret: TOTP_KEY }).where(eq(users.id, adminId));
    await t.deps.db.insert(emailTokens).values({ userId: editorId, tokenHash: 'f'.repeat(64), purpose: 'reset', expiresAt: new Date(Date.now() + 3_600_000) });
    const name = t.deps.sessions.cookieName;
    adminCookie = `${name}=${(await t.deps.sessions.create(adminId)).id}`;
    editorCookie = `${name}=${(await t.deps.sessions.create(editorId)).id}`;

    // A post saved twice under a new address: two revisions and an old slug.
    const admin = await t.callerAs(adminId);
    const post = {
      title: 'Export: "quotes", colons # and ünïcödé',
      slug: 'export-check',
      description: 'A post whose title needs quoting in YAML front matter.',
      category: 'Export',
      content: '---\nA body that starts like front matter, with **bold** and a [link](https://example.com).\n\nSecond paragraph.',
      published: true,
    };
    const created = await admin.posts.create(post);
    await admin.posts.update({ id: created.id, version: 1, data: { ...post, slug: 'export-check-moved' } });
  });
  afterAll(() => t.close());

  /** The admin's Export button: a same-origin form POST (decision 0008: never a GET another site can trigger). */
  const exportZip = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/admin/export.zip', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });

  it('refuses visitors (401) and editors (403), without an audit entry', async () => {
    const anonymous = await exportZip();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Please sign in to continue.' });
    const editor = await exportZip({ cookie: editorCookie });
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toMatchObject({ message: 'Only administrators can do this.' });
    expect(editor.headers['cache-control']).toBe('private, no-store');
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'site.exported'))).toHaveLength(0);
  });

  it('gives an admin a ZIP of every post in every language, the JSON files and a README, and records it', async () => {
    // The keys that sign chat challenges and sign-in devices exist (made on first use) and must stay out.
    await powChallenge(t.deps, '203.0.113.9');
    const keys = await t.deps.db.select().from(settings).where(inArray(settings.key, [...SECRET_SETTING_KEYS]));
    expect(keys.map((k) => k.key)).toContain('chat_pow_key');
    const res = await exportZip({ cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="site-export-${new Date().toISOString().slice(0, 10)}.zip"`);

    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => {
      const bytes = files[name];
      if (!bytes) throw new Error(`${name} is missing`);
      return strFromU8(bytes);
    };
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'posts.json', 'revisions.json', 'resources.json', 'settings.json', 'redirects.json']));

    // Every post, as Markdown at posts/<locale>/<slug>.md, with its front matter and its body as written.
    const stored = await t.deps.db.select().from(blogPosts);
    expect(new Set(stored.map((p) => p.locale))).toEqual(new Set(['en', 'es', 'fr']));
    expect(names.filter((n) => n.endsWith('.md')).sort()).toEqual(stored.map((p) => `posts/${p.locale}/${p.slug}.md`).sort());
    for (const p of stored) {
      const { meta, body } = frontMatter(text(`posts/${p.locale}/${p.slug}.md`));
      expect(body).toBe(p.content);
      expect(meta).toMatchObject({ title: p.title, slug: p.slug, locale: p.locale, translationGroup: p.translationGroup, category: p.category, published: p.published, featured: p.featured });
      expect(meta.createdAt).toBe(p.createdAt.toISOString());
    }

    // posts.json: every column but the search index and the stored HTML; translations side by side.
    const posts = JSON.parse(text('posts.json')) as Record<string, unknown>[];
    expect(posts).toHaveLength(stored.length);
    expect(Object.keys(posts[0] ?? {})).not.toContain('search');
    expect(Object.keys(posts[0] ?? {})).not.toContain('html');
    expect(posts[0]).toHaveProperty('content');
    const groups = posts.map((p) => p.translationGroup);
    expect(groups.filter((g, i) => i > 0 && g !== groups[i - 1]).length + 1).toBe(new Set(groups).size);

    const moved = stored.find((p) => p.slug === 'export-check-moved');
    const revisions = JSON.parse(text('revisions.json')) as { postId: string }[];
    expect(revisions.filter((r) => r.postId === moved?.id)).toHaveLength(2);
    expect(JSON.parse(text('redirects.json'))).toEqual([expect.objectContaining({ locale: 'en', slug: 'export-check', postId: moved?.id })]);
    expect(JSON.parse(text('resources.json'))).toHaveLength((await t.deps.db.select().from(resources)).length);
    // The resources' revisions as the posts': every one (the seed's first versions at least), with its fields.
    const resourceRevisionsOut = JSON.parse(text('resource-revisions.json')) as { resourceId: string; fields: { title: string } }[];
    expect(resourceRevisionsOut).toHaveLength((await t.deps.db.select().from(resourceRevisions)).length);
    expect(resourceRevisionsOut.length).toBeGreaterThan(0);
    expect(resourceRevisionsOut[0]?.fields.title).toEqual(expect.any(String));
    const exportedSettings = JSON.parse(text('settings.json')) as { key: string }[];
    expect(Array.isArray(exportedSettings)).toBe(true);
    expect(exportedSettings.map((r) => r.key)).not.toContain('chat_pow_key');
    for (const k of keys) expect(text('settings.json')).not.toContain(String(k.value));
    expect(text('README.txt')).toContain('consultations\n  booked on the site: client data stays in the database');

    // Nothing that signs anyone in: no such words outside the firm's own text, and no secret's value at all.
    const everything = names.map(text).join('\n');
    for (const name of names) {
      if (name.endsWith('.json')) expect(wordsOutsideFirmText(JSON.parse(text(name))), name).toEqual([]);
      else if (name.endsWith('.md')) expect(wordsOutsideFirmText(frontMatter(text(name)).meta), name).toEqual([]);
      else expect(text(name)).not.toMatch(SECRET_WORDS);
      expect(name).not.toMatch(SECRET_WORDS);
    }
    const [admin] = await t.deps.db.select().from(users).where(eq(users.id, adminId));
    for (const secret of [admin?.passwordHash ?? '?', TOTP_KEY, 'f'.repeat(64), adminCookie.split('=')[1] ?? '?', 'editor@firm.example']) {
      expect(everything).not.toContain(secret);
    }

    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'site.exported'));
    expect(entry).toMatchObject({ actorId: adminId, actorEmail: 'admin@firm.example', targetType: 'site', ip: '127.0.0.1' });
    expect(entry?.changes).toMatchObject({ posts: stored.length, revisions: revisions.length, resourceRevisions: resourceRevisionsOut.length, redirects: 1 });
  });

  it('reads large sites batch by batch and still writes every post once (more posts than one batch)', async () => {
    const group = () => crypto.randomUUID();
    const rows = Array.from({ length: 450 }, (_, i) => ({
      title: `Bulk ${i}`,
      slug: `bulk-${i}`,
      description: 'A bulk post for the export test.',
      category: 'Bulk',
      content: `Body ${i}`,
      locale: (['en', 'es', 'fr'] as const)[i % 3],
      translationGroup: group(),
    }));
    await t.deps.db.insert(blogPosts).values(rows);
    const res = await exportZip({ cookie: adminCookie });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const total = (await t.deps.db.select({ id: blogPosts.id }).from(blogPosts)).length;
    const posts = JSON.parse(strFromU8(files['posts.json'] ?? new Uint8Array())) as { id: string }[];
    expect(posts).toHaveLength(total);
    expect(new Set(posts.map((p) => p.id)).size).toBe(total);
    expect(Object.keys(files).filter((n) => n.endsWith('.md'))).toHaveLength(total);
    expect(strFromU8(files['posts/fr/bulk-2.md'] ?? new Uint8Array())).toMatch(/\n\nBody 2$/);
  });
});

describe('ZIP64 end records', () => {
  it('lets readers find all entries of an archive with more than 65,535 of them', () => {
    const chunks: Uint8Array[] = [];
    const n = 70_000;
    const zip = new Zip((err, chunk, final) => {
      if (err) throw err;
      chunks.push(final ? withZip64End(chunk, n) : chunk);
    });
    for (let i = 0; i < n; i++) {
      const file = new ZipPassThrough(`posts/en/p-${i}.md`);
      zip.add(file);
      file.push(new Uint8Array([120]), true);
    }
    zip.end();
    const bytes = new Uint8Array(Buffer.concat(chunks));
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toHaveLength(n);
    expect(strFromU8(files['posts/en/p-69999.md'] ?? new Uint8Array())).toBe('x');
  });

  it('leaves a small archive as fflate wrote it', () => {
    const tail = new Uint8Array([1, 2, 3]);
    expect(withZip64End(tail, 10)).toBe(tail);
  });
});
