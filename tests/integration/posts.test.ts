import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/demo/seed';
import { demoPosts } from '../../server/demo/seed/content';
import { postsFr } from '../../server/demo/seed/content-fr';
import { findUserByEmail } from '../../server/services/users';
import { eq } from 'drizzle-orm';
import { blogPosts } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

const published = demoPosts.filter((p) => p.published);
const draft = demoPosts.find((p) => !p.published);

describe('public blog reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.deps.db, { email: 'admin@example.com', password: 'demo-admin-2025' });
  });
  afterAll(() => t.close());

  it('pages published posts 9 at a time, newest first, with the total and categories', async () => {
    const page1 = await t.caller().posts.list({ page: 1 });
    expect(page1.items).toHaveLength(9);
    expect(page1.total).toBe(published.length);
    expect(page1.pageCount).toBe(Math.ceil(published.length / 9));
    const newest = [...published].sort((a, b) => a.daysAgo - b.daysAgo)[0];
    expect(page1.items[0]?.slug).toBe(newest?.slug);
    expect(page1.categories).toEqual([...new Set(published.map((p) => p.category))].sort());
    const page2 = await t.caller().posts.list({ page: 2 });
    expect(page2.items).toHaveLength(published.length - 9);
  });

  it('walks every page in order with no post missing or repeated, from either end of the list', async () => {
    const expected = [...published].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.slug);
    for (const pageSize of [2, 4, 7]) {
      const seen: string[] = [];
      const pages = Math.ceil(published.length / pageSize);
      for (let page = 1; page <= pages; page++) seen.push(...(await t.caller().posts.list({ page, pageSize })).items.map((p) => p.slug));
      expect(seen, `page size ${pageSize}`).toEqual(expected);
    }
    expect((await t.caller().posts.list({ page: 99 })).items).toEqual([]);
  });

  it('never lists a draft', async () => {
    const all = await t.caller().posts.list({ page: 1, pageSize: 50 });
    expect(all.items.map((p) => p.slug)).not.toContain(draft?.slug);
  });

  it('searches title or description case-insensitively and filters by exact category', async () => {
    const target = published[0];
    if (!target) throw new Error('no demo posts');
    const word = target.title.split(' ').find((w) => w.length > 5) ?? target.title;
    const res = await t.caller().posts.list({ q: word.toUpperCase() });
    expect(res.items.map((p) => p.slug)).toContain(target.slug);
    const byCategory = await t.caller().posts.list({ category: target.category, pageSize: 50 });
    expect(byCategory.items.every((p) => p.category === target.category)).toBe(true);
    expect(byCategory.total).toBe(published.filter((p) => p.category === target.category).length);
  });

  it('treats % and _ in the search text literally', async () => {
    const res = await t.caller().posts.list({ q: '%' });
    expect(res.total).toBe(0);
  });

  it('shows a draft only to staff (preview)', async () => {
    if (!draft) throw new Error('no demo draft');
    expect(await t.caller().posts.bySlug({ slug: draft.slug })).toBeNull();
    const admin = await findUserByEmail(t.deps.db, 'admin@example.com');
    if (!admin) throw new Error('admin missing');
    const asStaff = await t.caller({ user: { id: admin.id, email: admin.email, name: admin.name, role: 'admin', emailVerified: true } }).posts.bySlug({ slug: draft.slug });
    expect(asStaff?.title).toBe(draft.title);
  });

  it('counts a view of a published post, but not of a draft or a staff preview', async () => {
    const target = published[0];
    if (!target || !draft) throw new Error('no demo posts');
    await t.caller({ ip: '192.0.2.1' }).posts.countView({ slug: target.slug });
    await t.caller({ ip: '192.0.2.2' }).posts.countView({ slug: target.slug });
    await t.caller({ ip: '192.0.2.1' }).posts.countView({ slug: draft.slug });
    const admin = await findUserByEmail(t.deps.db, 'admin@example.com');
    if (!admin) throw new Error('admin missing');
    await t.caller({ user: { id: admin.id, email: admin.email, name: '', role: 'admin', emailVerified: true } }).posts.countView({ slug: target.slug });
    const rows = await t.deps.db.select({ slug: blogPosts.slug, views: blogPosts.viewCount }).from(blogPosts);
    expect(rows.find((r) => r.slug === target.slug)?.views).toBe(2);
    expect(rows.find((r) => r.slug === draft.slug)?.views).toBe(0);
  });

  it('limits the helpful resources to three, newest first', async () => {
    const three = await t.caller().resources.list({ limit: 3 });
    expect(three).toHaveLength(3);
    const all = await t.caller().resources.list({});
    expect(three.map((r) => r.id)).toEqual(all.slice(0, 3).map((r) => r.id));
  });

  it('publishes a sitemap in three languages, robots.txt and an RSS feed of the newest 20 posts', async () => {
    const pagesMap = await t.app.inject({ url: '/sitemap-pages.xml' }); // files of the /sitemap.xml index
    const sitemap = await t.app.inject({ url: '/sitemap-posts-1.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(pagesMap.body).toContain('<loc>http://localhost:3000/es/services/detention</loc>');
    // Each post once, at its own language's address, with its translations as alternates.
    const french = postsFr.find((p) => p.of === published[0]?.slug);
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/fr/blog/${french?.slug}</loc>`);
    expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/blog/${published[0]?.slug}"/>`);
    expect(sitemap.body).not.toContain(`/fr/blog/${published[0]?.slug}<`);
    expect(sitemap.body).not.toContain(draft?.slug ?? 'no-draft');
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);

    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /auth');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');

    const rss = await t.app.inject({ url: '/blog/rss.xml' });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    const items = rss.body.match(/<item>/g) ?? [];
    expect(items).toHaveLength(Math.min(20, published.length));
    expect(rss.body).not.toContain(draft?.slug ?? 'no-draft');
  });

  it('keeps totals and categories exact through publishing, recategorising and deleting', async () => {
    const before = await t.caller().posts.list({});
    const [row] = await t.deps.db
      .insert(blogPosts)
      .values({ title: 'Counting test', slug: 'counting-test', description: 'A post for counting.', category: 'Brand New', content: 'x'.repeat(60), published: true })
      .returning();
    if (!row) throw new Error('insert failed');
    let after = await t.caller().posts.list({});
    expect(after.total).toBe(before.total + 1);
    expect(after.categories).toContain('Brand New');
    expect((await t.caller().posts.list({ category: 'Brand New' })).total).toBe(1);

    await t.deps.db.update(blogPosts).set({ category: 'Asylum' }).where(eq(blogPosts.id, row.id));
    after = await t.caller().posts.list({});
    expect(after.categories).not.toContain('Brand New');
    expect(after.total).toBe(before.total + 1);

    await t.deps.db.update(blogPosts).set({ published: false }).where(eq(blogPosts.id, row.id));
    expect((await t.caller().posts.list({})).total).toBe(before.total);
    await t.deps.db.update(blogPosts).set({ published: true }).where(eq(blogPosts.id, row.id));
    await t.deps.db.delete(blogPosts).where(eq(blogPosts.id, row.id));
    after = await t.caller().posts.list({});
    expect(after.total).toBe(before.total);
    expect(after.categories).toEqual(before.categories);
  });

  it('seeding again adds nothing', async () => {
    const again = await seedDemo(t.deps.db, { email: 'admin@example.com', password: 'demo-admin-2025' });
    expect(again).toEqual({ admin: 'kept', posts: 0, resources: 0 });
  });
});
