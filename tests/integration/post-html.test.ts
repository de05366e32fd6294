/**
 * The post body is rendered and sanitised once, at save, and stored (decision 0004): a page view reads the
 * stored copy; a copy made by another renderer version or for another origin is rendered again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../server/db/schema';
import { postHtmlKey } from '../../server/services/posts';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

describe('stored post HTML', () => {
  let t: TestApp;
  let editor: ReturnType<TestApp['caller']>;
  beforeAll(async () => {
    t = await createTestApp();
    const id = (await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'staff-password', role: 'editor' })).id;
    editor = await t.callerAs(id);
  });
  afterAll(() => t.close());

  const values = (slug: string, content: string) => ({
    title: 'Stored HTML post',
    slug,
    description: 'A post whose body is rendered at save.',
    category: 'Tests',
    imageUrl: '/images/blog/clock.webp',
    imageAlt: 'A clock',
    content,
    published: true,
    featured: false,
  });
  const stored = async (id: string) => (await t.deps.db.select({ html: blogPosts.html, key: blogPosts.htmlKey }).from(blogPosts).where(eq(blogPosts.id, id)))[0];
  const page = async (slug: string) => {
    const post = await t.caller().posts.bySlug({ slug });
    if (!post || !('html' in post)) throw new Error('no post');
    return post.html;
  };

  it('stores the sanitised body at save and serves that copy', async () => {
    const post = await editor.posts.create(values('stored-html', '## Heading\n\n[Clock](/images/blog/clock.webp)\n\nSee https://www.uscis.gov/ <script>alert(1)</script> for more.'));
    const row = await stored(post.id);
    expect(row?.key).toBe(postHtmlKey(TEST_ORIGIN));
    expect(row?.html).toContain('<h2>Heading</h2>');
    expect(row?.html).not.toContain('<script');
    expect(row?.html).not.toContain('clock.webp'); // the featured image is not repeated in the body
    expect(row?.html).toContain('<a href="https://www.uscis.gov/" target="_blank" rel="noopener noreferrer">');
    // A view reads the stored copy, not a new rendering.
    await t.deps.db.update(blogPosts).set({ html: '<p>stored copy</p>' }).where(eq(blogPosts.id, post.id));
    expect(await page('stored-html')).toBe('<p>stored copy</p>');
    // A save renders again.
    await editor.posts.update({ id: post.id, version: post.version, data: values('stored-html', '## Renamed heading\nText long enough for the fifty character minimum.') });
    expect(await page('stored-html')).toContain('<h2>Renamed heading</h2>');
  });

  it('renders again, and stores, a copy made by another renderer or for another origin, or none', async () => {
    const post = await editor.posts.create(values('stale-html', '## Fresh heading\nText long enough for the fifty character minimum.'));
    for (const stale of [{ html: '<p>old</p>', htmlKey: '1 https://old.example' }, { html: null, htmlKey: null }]) {
      await t.deps.db.update(blogPosts).set(stale).where(eq(blogPosts.id, post.id));
      expect(await page('stale-html')).toContain('<h2>Fresh heading</h2>');
      expect((await stored(post.id))?.key).toBe(postHtmlKey(TEST_ORIGIN));
    }
  });
});
