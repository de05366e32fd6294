import Fastify from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, inquiries, resources } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, POST_CATEGORIES_MAX, PUBLIC_RESOURCES_MAX } from '@shared/constants';
import { registerSeo } from '../../server/routes/seo';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { errorOf } from '../helpers/outcome';

/**
 * Decision 0019: no list a client can ask for grows with the table. More rows than the largest page
 * are stored; every list answers one bounded page (or a capped list) and the true total.
 */
const ROWS = ADMIN_PAGE_SIZE_MAX + 30;
const CATEGORIES = POST_CATEGORIES_MAX + 25;
/** The posts: ROWS, category fillers up to CATEGORIES, and one with an accented title. */
const POSTS = CATEGORIES + 1;

type Staff = Awaited<ReturnType<TestApp['callerAs']>>;

describe('every list is paged or capped on the server', () => {
  let t: TestApp;
  let staff: Staff;
  let cookie: string;
  const minute = 60_000;
  const base = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    t = await createTestApp();
    // Row i is i minutes newer than row 0, so "newest first" is a known order.
    await t.deps.db.insert(blogPosts).values(
      Array.from({ length: ROWS }, (_, i) => ({
        title: i % 10 === 0 ? `Asylum clock note ${i}` : `Bounded post ${i}`,
        slug: `bounded-post-${i}`,
        description: 'A post that only fills the list.',
        content: 'x'.repeat(60),
        category: i < CATEGORIES ? `Category ${String(i).padStart(3, '0')}` : 'Category 000',
        published: i % 2 === 0,
        createdAt: new Date(base + i * minute),
      })),
    );
    await t.deps.db.insert(blogPosts).values({ title: 'K-1 Fiancé Visas', slug: 'k-1-fiance-visas', description: 'Accents in a title.', content: 'x'.repeat(60), category: 'Family', createdAt: new Date(base - 86_400_000) });
    // Categories beyond the posts above, so there are more distinct categories than the cap.
    await t.deps.db.insert(blogPosts).values(
      Array.from({ length: CATEGORIES - ROWS }, (_, i) => ({
        title: `Category filler ${i}`,
        slug: `category-filler-${i}`,
        description: 'A post that only adds a category.',
        content: 'x'.repeat(60),
        category: `Category ${String(ROWS + i).padStart(3, '0')}`,
        published: false,
        createdAt: new Date(base - (i + 1) * minute),
      })),
    );
    await t.deps.db.insert(resources).values(
      Array.from({ length: ROWS }, (_, i) => ({
        title: i % 10 === 0 ? `Checklist for court ${i}` : `Bounded resource ${i}`,
        description: 'A resource that only fills the list.',
        type: i % 3 === 0 ? 'Guide' : 'External Link',
        link: `https://example.org/r/${i}`,
        createdAt: new Date(base + i * minute),
      })),
    );
    await t.deps.db.insert(inquiries).values(
      Array.from({ length: ROWS }, (_, i) => ({
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        phone: '+1 305 555 0100',
        message: 'Please call me back about my case.',
        createdAt: new Date(base + i * minute),
      })),
    );
    // An admin: the inquiries list is for administrators only.
    const editor = await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'editor-password', role: 'admin' });
    staff = await t.callerAs(editor.id);
    const c = t.deps.sessions.cookie(await t.deps.sessions.create(editor.id));
    cookie = `${c.name}=${c.value}`;
  });
  afterAll(() => t.close());

  it('answers the admin post list one page at a time, newest first, with the total of all posts', async () => {
    const first = await staff.posts.adminList({});
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.total).toBe(POSTS);
    expect(first.pageCount).toBe(Math.ceil(POSTS / ADMIN_PAGE_SIZE));
    expect(first.items[0]?.slug).toBe(`bounded-post-${ROWS - 1}`);
    expect(first.items.map((p) => p.published)).toContain(false); // drafts are listed for staff

    const biggest = await staff.posts.adminList({ pageSize: ADMIN_PAGE_SIZE_MAX });
    expect(biggest.items).toHaveLength(ADMIN_PAGE_SIZE_MAX);
    const seen: string[] = [];
    for (let page = 1; page <= biggest.pageCount; page++) seen.push(...(await staff.posts.adminList({ page, pageSize: ADMIN_PAGE_SIZE_MAX })).items.map((p) => p.id));
    expect(seen).toHaveLength(POSTS);
    expect(new Set(seen).size).toBe(POSTS);

    const past = await staff.posts.adminList({ page: 99 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(POSTS);
  });

  it('searches the admin post list on the server by title or category, ignoring case, with the total of matches', async () => {
    const byTitle = await staff.posts.adminList({ q: 'aSyLuM CLOCK', pageSize: 5 });
    expect(byTitle.total).toBe(ROWS / 10);
    expect(byTitle.items).toHaveLength(5);
    for (const p of byTitle.items) expect(p.title).toMatch(/^Asylum clock note/);

    const byCategory = await staff.posts.adminList({ q: 'category 12' });
    expect(byCategory.items.map((p) => p.category).every((c) => c.startsWith('Category 12'))).toBe(true);
    expect(byCategory.total).toBe(10); // Category 120 to 129

    expect((await staff.posts.adminList({ q: '100%_' })).total).toBe(0); // LIKE wildcards are plain text
    expect((await staff.posts.adminList({ q: 'K-1 FIANCÉ' })).items.map((p) => p.title)).toEqual(['K-1 Fiancé Visas']); // beyond ASCII too
  });

  it('answers the admin resource list one page at a time, searched by title or type, with the total', async () => {
    const first = await staff.resources.adminList({});
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.total).toBe(ROWS);
    expect(first.items[0]?.title).toBe(`Bounded resource ${ROWS - 1}`);
    const last = await staff.resources.adminList({ page: first.pageCount });
    expect(last.items).toHaveLength(ROWS - (first.pageCount - 1) * ADMIN_PAGE_SIZE);

    const guides = await staff.resources.adminList({ q: 'GUIDE', pageSize: ADMIN_PAGE_SIZE_MAX });
    expect(guides.total).toBe(Math.ceil(ROWS / 3));
    expect(guides.items.every((r) => r.type === 'Guide')).toBe(true);
    expect((await staff.resources.adminList({ q: 'checklist for' })).total).toBe(ROWS / 10);
  });

  it('caps the public resource list at its maximum, newest first, and keeps the helpful-resources limit', async () => {
    const all = await t.caller().resources.list({});
    expect(all).toHaveLength(PUBLIC_RESOURCES_MAX);
    expect(all[0]?.title).toBe(`Bounded resource ${ROWS - 1}`);
    expect(await t.caller().resources.list({ limit: 3 })).toHaveLength(3);
    const err = await errorOf(t.caller().resources.list({ limit: PUBLIC_RESOURCES_MAX + 1 }));
    expect(err.code).toBe('BAD_REQUEST');
  });

  it('answers the inquiries one page at a time, newest first, with the total', async () => {
    const first = await staff.inquiries.list({});
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.total).toBe(ROWS);
    expect(first.items[0]?.name).toBe(`Visitor ${ROWS - 1}`);
    const second = await staff.inquiries.list({ page: 2 });
    expect(second.items[0]?.name).toBe(`Visitor ${ROWS - 1 - ADMIN_PAGE_SIZE}`);
    const biggest = await staff.inquiries.list({ page: 2, pageSize: ADMIN_PAGE_SIZE_MAX });
    expect(biggest.items).toHaveLength(ROWS - ADMIN_PAGE_SIZE_MAX);
  });

  it('refuses a page size above the maximum with a 400 that says the maximum', async () => {
    // One call at a time: calls made together reject before the loop awaits the later ones (unhandled rejections).
    for (const call of [
      () => staff.posts.adminList({ pageSize: ADMIN_PAGE_SIZE_MAX + 1 }),
      () => staff.resources.adminList({ pageSize: 10_000 }),
      () => staff.inquiries.list({ pageSize: 1_000_000 }),
    ]) {
      const err = await errorOf(call());
      expect(err.code).toBe('BAD_REQUEST');
    }
    for (const path of ['posts.adminList', 'resources.adminList', 'inquiries.list']) {
      const input = encodeURIComponent(JSON.stringify(superjson.serialize({ pageSize: 5000 })));
      const res = await t.app.inject({ url: `/trpc/${path}?input=${input}`, headers: { cookie } });
      expect(res.statusCode, path).toBe(400);
      expect((JSON.parse(res.body) as { error: { json: { message: string } } }).error.json.message, path).toBe(
        `pageSize must be at most ${ADMIN_PAGE_SIZE_MAX}`,
      );
    }
    const res = await t.app.inject({
      url: `/trpc/resources.list?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ limit: 5000 })))}`,
    });
    expect(res.statusCode).toBe(400);
    expect((JSON.parse(res.body) as { error: { json: { message: string } } }).error.json.message).toBe(`limit must be at most ${PUBLIC_RESOURCES_MAX}`);
  });

  it('serves the sitemap as an index of files of at most the maximum number of URLs, listing every published post once', async () => {
    const MAX = 40; // the public pages (12 × 3 languages) fit; 40 posts per posts file (each post once, at its own language's address)
    const app = Fastify();
    registerSeo(app, t.deps.db, TEST_ORIGIN, { maxUrlsPerSitemap: MAX });
    await app.ready();
    try {
      const index = await app.inject({ url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toContain('application/xml');
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
      const published = ROWS / 2; // every other seeded post
      const postFiles = Math.ceil(published / MAX);
      expect(files).toEqual([
        `${TEST_ORIGIN}/sitemap-pages.xml`,
        ...Array.from({ length: postFiles }, (_, i) => `${TEST_ORIGIN}/sitemap-posts-${i + 1}.xml`),
      ]);

      const slugs: string[] = [];
      for (const file of files) {
        const res = await app.inject({ url: new URL(file).pathname });
        expect(res.statusCode, file).toBe(200);
        const urls = res.body.match(/<url>/g) ?? [];
        expect(urls.length, file).toBeGreaterThan(0);
        expect(urls.length, file).toBeLessThanOrEqual(MAX);
        slugs.push(...[...res.body.matchAll(/<loc>http:\/\/localhost:3000\/blog\/([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
      }
      expect(slugs).toHaveLength(published);
      expect(new Set(slugs)).toEqual(new Set(Array.from({ length: published }, (_, i) => `bounded-post-${i * 2}`)));
      const pages = await app.inject({ url: '/sitemap-pages.xml' });
      expect(pages.body).toContain(`<loc>${TEST_ORIGIN}/es/services/detention</loc>`);

      for (const url of [`/sitemap-posts-${postFiles + 1}.xml`, '/sitemap-posts-0.xml', '/sitemap-posts-x.xml', '/sitemap-posts-99999999999.xml']) {
        expect((await app.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }

    // The real app: robots.txt points to the index, and the index is what /sitemap.xml serves.
    expect((await t.app.inject({ url: '/robots.txt' })).body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    const real = await t.app.inject({ url: '/sitemap.xml' });
    expect(real.body).toContain(`<sitemap><loc>${TEST_ORIGIN}/sitemap-posts-1.xml</loc></sitemap>`);
    expect(real.body).not.toContain('<url>');
  });

  it('suggests post categories from a small staff-only query, not the whole post list', async () => {
    const categories = await staff.posts.categories();
    expect(categories).toHaveLength(POST_CATEGORIES_MAX);
    expect(categories[0]).toBe('Category 000');
    expect(categories).toEqual([...categories].sort());
    expect(new Set(categories).size).toBe(categories.length);
    expect((await errorOf(t.caller().posts.categories())).code).toBe('UNAUTHORIZED');
  });

  // Last: it publishes more posts, which the tests above do not expect.
  it("caps the public blog list's category filter, while its totals still count every category", async () => {
    const before = await t.caller().posts.list({});
    const extra = POST_CATEGORIES_MAX; // each in a category of its own, one post more in the busiest
    await t.deps.db.insert(blogPosts).values(
      Array.from({ length: extra + 1 }, (_, i) => ({
        title: `Many categories ${i}`,
        slug: `many-categories-${i}`,
        description: 'A post in a category of its own.',
        content: 'x'.repeat(60),
        category: i === extra ? 'Zz busiest' : `Topic ${String(i).padStart(3, '0')}`,
        published: true,
      })),
    );
    await t.deps.db.insert(blogPosts).values({ title: 'Busiest again', slug: 'busiest-again', description: 'The busiest category.', content: 'x'.repeat(60), category: 'Zz busiest', published: true });
    const list = await t.caller().posts.list({});
    expect(list.categories).toHaveLength(POST_CATEGORIES_MAX);
    expect(list.categories).toEqual([...list.categories].sort());
    expect(list.categories).toContain('Zz busiest'); // the most used come first
    expect(list.total).toBe(before.total + extra + 2);
    expect((await t.caller().posts.list({ category: 'Topic 007' })).total).toBe(1);
  });
});
