import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, resources } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { errorOf } from '../helpers/outcome';

/**
 * Decision 0014: the admin tables sort on the server. `sort` picks one of a list's columns, `dir` the
 * direction; the id breaks ties in the same direction, so paging through a sorted list shows every row
 * exactly once even when many rows share the sorted value. An unknown column is a 400 naming the allowed ones.
 */
type Staff = Awaited<ReturnType<TestApp['callerAs']>>;

/** Titles that sort differently by case-sensitive byte order, by creation time and by id; 'Same title' ties 9 times. */
const TITLES = ['banana guide', 'Apple notes', 'tomato facts', 'Date rules', 'apricot list', 'Zebra crossing'];
const TIES = 9;
const base = Date.UTC(2026, 1, 1);

describe('admin lists sort on the server', () => {
  let t: TestApp;
  let staff: Staff;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = [...TITLES, ...Array.from({ length: TIES }, () => 'Same title')];
    await t.deps.db.insert(blogPosts).values(
      rows.map((title, i) => ({
        title,
        slug: `sort-post-${i}`,
        description: 'A post for sorting.',
        content: 'x'.repeat(60),
        category: 'Sorting',
        published: i % 2 === 0,
        viewCount: (i * 7) % 5,
        // Creation order is neither the title order nor the id order.
        createdAt: new Date(base + ((i * 5) % rows.length) * 60_000),
      })),
    );
    await t.deps.db.insert(resources).values(
      rows.map((title, i) => ({
        title,
        description: 'A resource for sorting.',
        type: i % 2 === 0 ? 'Guide' : 'External Link',
        link: `https://example.org/sort/${i}`,
        createdAt: new Date(base + ((i * 5) % rows.length) * 60_000),
      })),
    );
    const editor = await upsertStaffUser(t.deps.db, { email: 'sorter@law.example', password: 'editor-password', role: 'editor' });
    staff = await t.callerAs(editor.id);
    const c = t.deps.sessions.cookie(await t.deps.sessions.create(editor.id));
    cookie = `${c.name}=${c.value}`;
  });
  afterAll(() => t.close());

  const expectedByTitle = (dir: 'asc' | 'desc') => {
    // Plain ASCII lower-case titles: code-point order is alphabetical order.
    const asc = [...TITLES, ...Array.from({ length: TIES }, () => 'Same title')].map((x) => x.toLowerCase()).sort();
    return dir === 'asc' ? asc : asc.reverse();
  };

  for (const list of ['posts', 'resources'] as const) {
    const adminList = (input: { q?: string; page?: number; pageSize?: number; sort?: 'title' | 'created'; dir?: 'asc' | 'desc' }) => (list === 'posts' ? staff.posts.adminList(input) : staff.resources.adminList(input));

    it(`${list}: by title A to Z and Z to A, ignoring case`, async () => {
      for (const dir of ['asc', 'desc'] as const) {
        const page = await adminList({ q: '', sort: 'title', dir, pageSize: 100 });
        expect(page.items.map((p) => p.title.toLowerCase()), dir).toEqual(expectedByTitle(dir));
      }
      // Without `dir`, a title sort is A to Z.
      const plain = await adminList({ sort: 'title', pageSize: 100 });
      expect(plain.items.map((p) => p.title.toLowerCase())).toEqual(expectedByTitle('asc'));
    });

    it(`${list}: rows with the same title keep one order across pages (id breaks the tie)`, async () => {
      for (const dir of ['asc', 'desc'] as const) {
        const whole = (await adminList({ sort: 'title', dir, pageSize: 100 })).items.map((p) => p.id);
        const paged: string[] = [];
        for (let page = 1; page <= Math.ceil(whole.length / 3); page++) {
          const one = await adminList({ sort: 'title', dir, page, pageSize: 3 });
          expect(one.total).toBe(whole.length);
          paged.push(...one.items.map((p) => p.id));
        }
        expect(paged, dir).toEqual(whole);
        expect(new Set(paged).size).toBe(whole.length);
        // The tied rows are in id order, in the sort's direction.
        const tied = (await adminList({ sort: 'title', dir, pageSize: 100 })).items.filter((p) => p.title === 'Same title').map((p) => p.id);
        const byId = [...tied].sort();
        expect(tied).toEqual(dir === 'asc' ? byId : byId.reverse());
      }
    });

    it(`${list}: without a sort, newest first as before`, async () => {
      const items = (await adminList({ pageSize: 100 })).items;
      const times = items.map((p) => p.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const oldest = (await adminList({ sort: 'created', dir: 'asc', pageSize: 100 })).items.map((p) => p.id);
      expect(oldest).toEqual(items.map((p) => p.id).reverse());
    });
  }

  it('posts: by views, by status and by category', async () => {
    const views = (await staff.posts.adminList({ sort: 'views', pageSize: 100 })).items;
    expect(views).toHaveLength(TITLES.length + TIES);
    const stored = await t.deps.db.select({ id: blogPosts.id, views: blogPosts.viewCount }).from(blogPosts);
    const viewsOf = new Map(stored.map((r) => [r.id, r.views]));
    const counts = views.map((p) => viewsOf.get(p.id) ?? -1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const status = (await staff.posts.adminList({ sort: 'published', dir: 'desc', pageSize: 100 })).items.map((p) => p.published);
    expect(status.indexOf(false)).toBe(status.filter(Boolean).length); // every published post first
    const q = await staff.posts.adminList({ q: 'guide', sort: 'category', dir: 'asc' });
    expect(q.items.map((p) => p.title)).toEqual(['banana guide']);
  });

  it('refuses an unknown sort column or direction with a 400 that names the allowed values', async () => {
    // What a client outside the types could send.
    const bad = (input: unknown) => input as never;
    expect((await errorOf(staff.posts.adminList(bad({ sort: 'password' })))).code).toBe('BAD_REQUEST');
    expect((await errorOf(staff.resources.adminList(bad({ sort: 'views' })))).code).toBe('BAD_REQUEST');
    expect((await errorOf(staff.posts.adminList(bad({ sort: 'title', dir: 'sideways' })))).code).toBe('BAD_REQUEST');

    const cases = [
      ['posts.adminList', { sort: 'id; drop table blog_posts' }, 'sort must be one of: created, updated, title, category, published, views'],
      ['resources.adminList', { sort: 'views' }, 'sort must be one of: created, updated, title, type'],
      ['resources.adminList', { sort: 'title', dir: 'up' }, 'dir must be asc or desc'],
    ] as const;
    for (const [path, input, message] of cases) {
      const res = await t.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`, headers: { cookie } });
      expect(res.statusCode, path).toBe(400);
      expect((JSON.parse(res.body) as { error: { json: { message: string } } }).error.json.message, path).toBe(message);
    }
    // The table is still there.
    expect((await staff.posts.adminList({})).total).toBe(TITLES.length + TIES);
  });
});
