/**
 * Issue 26, item 8: a post's or resource's 'Revisions' starts at its first version, whether it was written in the
 * form, by the demo seed or before revisions were kept (the migration's backfill), and the list says which version
 * is the current one (the dialog offers no Restore on it).
 */
import fs from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/demo/seed';
import { auditLog, blogPosts, postRevisions, resourceRevisions, resources } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { CHANGED_MSG } from '@shared/schemas/posts';
import { createTestApp, type TestApp } from '../helpers/app';
import { errorOf } from '../helpers/outcome';

const POST = {
  title: 'First revision test',
  slug: 'first-revision-test',
  description: 'A post whose first version must be in its revisions.',
  category: 'Revisions',
  content: '## Heading\nA paragraph long enough to pass the fifty character minimum of content.',
  published: true,
};

const RESOURCE = {
  title: 'First revision resource',
  description: 'A resource whose first version must be in its revisions.',
  type: 'Guide',
  link: 'https://law.example/first-revision-guide',
  icon: 'BookOpen',
  locale: 'en',
} as const;

/** The migration that gave existing posts and resources their first revision: only its backfills (INSERT … SELECT). */
const BACKFILLS = fs
  .readFileSync(new URL('../../drizzle/0018_first_revisions.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*INSERT INTO/m.test(statement));

describe('the first revision', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the demo seed gives every post its first version, dated when it was written, by the admin, readable and current', async () => {
    const seeded = await seedDemo(t.deps.db, { email: 'admin@example.com', password: 'demo-admin-2025' });
    expect(seeded.posts).toBeGreaterThan(0);
    const posts = await t.deps.db.select().from(blogPosts).orderBy(asc(blogPosts.id));
    const revisions = await t.deps.db.select().from(postRevisions);
    expect(posts).toHaveLength(seeded.posts);
    // Exactly one each: every seeded post (English, Spanish, French) starts its list.
    expect(revisions).toHaveLength(posts.length);
    const admin = await t.callerAs((await upsertStaffUser(t.deps.db, { email: 'admin@example.com', password: 'demo-admin-2025', role: 'admin' })).id);
    for (const post of posts) {
      const list = await admin.posts.revisions({ id: post.id });
      expect(list, post.slug).toHaveLength(1);
      expect(list[0]).toMatchObject({ version: 1, title: post.title, authorEmail: 'admin@example.com', current: true, createdAt: post.updatedAt });
      // What Restore would load is the post as it stands.
      const { fields } = await admin.posts.revision({ id: list[0]?.id ?? '' });
      expect(fields).toMatchObject({ title: post.title, slug: post.slug, content: post.content, imageUrl: post.imageUrl ?? '', imageAlt: post.imageAlt, locale: post.locale, published: post.published });
    }
  });

  it('a post created through the router has one revision, its first version, which is the current one until the next save', async () => {
    const editor = await t.callerAs((await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'staff-password', role: 'editor' })).id);
    const created = await editor.posts.create(POST);
    expect(await editor.posts.revisions({ id: created.id })).toEqual([
      expect.objectContaining({ version: 1, title: POST.title, authorEmail: 'editor@law.example', current: true }),
    ]);

    await editor.posts.update({ id: created.id, version: created.version, data: { ...POST, title: 'First revision test, saved again' } });
    const list = await editor.posts.revisions({ id: created.id });
    expect(list.map((r) => [r.version, r.title, r.current])).toEqual([
      [2, 'First revision test, saved again', true],
      [1, POST.title, false],
    ]);
    const rows = await t.deps.db.select({ id: postRevisions.id }).from(postRevisions).where(eq(postRevisions.postId, created.id));
    expect(rows).toHaveLength(2);
  });

  it('the demo seed gives every resource its first version too, dated when it was written, by the admin, readable and current', async () => {
    // Seeded by the first test; a second seed adds nothing.
    expect((await seedDemo(t.deps.db, { email: 'admin@example.com', password: 'demo-admin-2025' })).resources).toBe(0);
    const seeded = await t.deps.db.select().from(resources).orderBy(asc(resources.id));
    expect(seeded.length).toBeGreaterThan(0);
    expect(await t.deps.db.select().from(resourceRevisions)).toHaveLength(seeded.length);
    const admin = await t.callerAs((await upsertStaffUser(t.deps.db, { email: 'admin@example.com', password: 'demo-admin-2025', role: 'admin' })).id);
    for (const resource of seeded) {
      const list = await admin.resources.revisions({ id: resource.id });
      expect(list, resource.link).toEqual([expect.objectContaining({ version: 1, title: resource.title, authorEmail: 'admin@example.com', current: true, createdAt: resource.updatedAt })]);
      const { fields, resourceId } = await admin.resources.revision({ id: list[0]?.id ?? '' });
      expect(resourceId).toBe(resource.id);
      expect(fields).toEqual({ title: resource.title, description: resource.description, type: resource.type, link: resource.link, icon: resource.icon, locale: resource.locale });
    }
  });

  it('a resource created through the router has one revision; each save adds one; Restore saves an older one as the newest, audited', async () => {
    const editor = await t.callerAs((await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'staff-password', role: 'editor' })).id);
    const created = await editor.resources.create(RESOURCE);
    expect(await editor.resources.revisions({ id: created.id })).toEqual([
      expect.objectContaining({ version: 1, title: RESOURCE.title, authorEmail: 'editor@law.example', current: true }),
    ]);

    const saved = await editor.resources.update({ id: created.id, version: created.version, data: { ...RESOURCE, title: 'First revision resource, saved again', icon: 'Link' } });
    const list = await editor.resources.revisions({ id: created.id });
    expect(list.map((r) => [r.version, r.title, r.current])).toEqual([
      [2, 'First revision resource, saved again', true],
      [1, RESOURCE.title, false],
    ]);

    const first = list[1]?.id ?? '';
    const restored = await editor.resources.restore({ revisionId: first, version: saved.version });
    expect(restored).toMatchObject({ version: 3, title: RESOURCE.title, icon: 'BookOpen' });
    expect(await editor.resources.byId({ id: created.id })).toMatchObject({ version: 3, title: RESOURCE.title, icon: 'BookOpen' });
    expect((await editor.resources.revisions({ id: created.id })).map((r) => [r.version, r.title, r.current])).toEqual([
      [3, RESOURCE.title, true],
      [2, 'First revision resource, saved again', false],
      [1, RESOURCE.title, false],
    ]);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'resource.restore'), eq(auditLog.targetId, created.id)));
    expect(entry).toMatchObject({ actorEmail: 'editor@law.example', targetType: 'resource', changes: { title: { before: 'First revision resource, saved again', after: RESOURCE.title } } });

    // Over a version someone else saved meanwhile: refused, as a save would be.
    const err = await errorOf(editor.resources.restore({ revisionId: first, version: saved.version }));
    expect(err.code).toBe('CONFLICT');
    expect(err.message).toBe(CHANGED_MSG.resource);
    // Each kind reads only its own revisions.
    expect((await errorOf(editor.posts.revision({ id: first }))).code).toBe('NOT_FOUND');
    expect((await errorOf(editor.posts.restore({ revisionId: first, version: 3 }))).code).toBe('NOT_FOUND');
  });

  it("the migration's backfill gives a post and a resource without revisions their first, once", async () => {
    expect(BACKFILLS).toHaveLength(2);
    const editor = await t.callerAs((await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'staff-password', role: 'editor' })).id);
    const post = await editor.posts.create({ ...POST, title: 'Backfilled post', slug: 'backfilled-post' });
    const saved = await editor.posts.update({ id: post.id, version: post.version, data: { ...POST, title: 'Backfilled post, saved again', slug: 'backfilled-post' } });
    const resource = await editor.resources.create({ ...RESOURCE, title: 'Backfilled resource' });
    const seeded = (await t.deps.db.select().from(resources).orderBy(asc(resources.createdAt)).limit(1))[0];
    // As before revisions were kept: none at all.
    await t.deps.db.delete(postRevisions).where(eq(postRevisions.postId, post.id));
    await t.deps.db.delete(resourceRevisions).where(eq(resourceRevisions.resourceId, resource.id));
    await t.deps.db.delete(resourceRevisions).where(eq(resourceRevisions.resourceId, seeded?.id ?? ''));
    const before = { posts: (await t.deps.db.select().from(postRevisions)).length, resources: (await t.deps.db.select().from(resourceRevisions)).length };

    for (const statement of BACKFILLS) await t.database.sql.unsafe(statement);

    // The post's stored state as its current version, credited to its author.
    const postList = await editor.posts.revisions({ id: post.id });
    expect(postList).toEqual([expect.objectContaining({ version: saved.version, title: 'Backfilled post, saved again', authorEmail: 'editor@law.example', current: true, createdAt: saved.updatedAt })]);
    expect((await editor.posts.revision({ id: postList[0]?.id ?? '' })).fields).toMatchObject({ title: 'Backfilled post, saved again', slug: 'backfilled-post', content: POST.content, published: true, imageUrl: '', publishAt: null });
    // The resource's, credited to whoever the audit log says saved it; none for one with no audit entry (the seed's).
    const resourceList = await editor.resources.revisions({ id: resource.id });
    expect(resourceList).toEqual([expect.objectContaining({ version: 1, title: 'Backfilled resource', authorEmail: 'editor@law.example', current: true, createdAt: resource.updatedAt })]);
    expect((await editor.resources.revision({ id: resourceList[0]?.id ?? '' })).fields).toEqual({ ...RESOURCE, title: 'Backfilled resource' });
    expect(await editor.resources.revisions({ id: seeded?.id ?? '' })).toEqual([expect.objectContaining({ version: 1, title: seeded?.title, authorEmail: null, current: true })]);
    // Only those without any: nothing else got one, and a second run adds nothing.
    for (const statement of BACKFILLS) await t.database.sql.unsafe(statement);
    expect((await t.deps.db.select().from(postRevisions)).length).toBe(before.posts + 1);
    expect((await t.deps.db.select().from(resourceRevisions)).length).toBe(before.resources + 2);
  });
});
