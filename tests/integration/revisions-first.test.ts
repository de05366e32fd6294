/**
 * Issue 26, item 8: a post's 'Revisions' starts at its first version, whether the post was written in the form or
 * by the demo seed, and the list says which version is the current one (the dialog offers no Restore on it).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/demo/seed';
import { blogPosts, postRevisions } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';

const POST = {
  title: 'First revision test',
  slug: 'first-revision-test',
  description: 'A post whose first version must be in its revisions.',
  category: 'Revisions',
  content: '## Heading\nA paragraph long enough to pass the fifty character minimum of content.',
  published: true,
};

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

  // Resources keep no revisions at all yet: recording them needs a table of their own (server/db/schema.ts).
  it.todo('a resource created through the router has one revision');
});
