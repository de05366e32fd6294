import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, postViews, resources } from '../../server/db/schema';
import { purgeExpired } from '../../server/jobs/purge';
import { countView } from '../../server/services/posts';
import { upsertStaffUser } from '../../server/services/users';
import { CHANGED_MSG } from '@shared/schemas/posts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { errorOf } from '../helpers/outcome';

const HOUR = 3_600_000;

let n = 0;
function postValues(over: Partial<{ title: string; published: boolean; content: string }> = {}) {
  n += 1;
  return {
    title: `Integrity post number ${n}`,
    slug: `integrity-post-${n}-${Date.now()}`,
    description: 'A post made by the integrity tests for concurrency.',
    category: 'Integrity',
    imageUrl: '',
    content: '## Heading\nA paragraph long enough to pass the fifty character minimum of content.',
    published: true,
    featured: false,
    ...over,
  };
}

const resourceValues = (title: string) => ({
  title,
  description: 'Where to find a detained person quickly.',
  type: 'External Link',
  link: 'https://locator.ice.gov/odls/',
  icon: 'Link',
});

describe('content integrity under concurrency', () => {
  let t: TestApp;
  let editor: ReturnType<TestApp['caller']>;
  let editorId = '';
  let admin: ReturnType<TestApp['caller']>;

  beforeAll(async () => {
    t = await createTestApp();
    editorId = (await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'staff-password', role: 'editor' })).id;
    const adminId = (await upsertStaffUser(t.deps.db, { email: 'admin@law.example', password: 'staff-password', role: 'admin' })).id;
    editor = await t.callerAs(editorId);
    admin = await t.callerAs(adminId);
  });
  afterAll(() => t.close());

  const viewsOf = async (id: string) => (await t.deps.db.select({ v: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.id, id)))[0]?.v;

  describe('view counts', () => {
    it('counts 300 concurrent calls from one visitor as exactly one view, and another visitor as one more', async () => {
      const post = await editor.posts.create(postValues());
      const visitor = t.caller({ ip: '203.0.113.7' });
      await Promise.all(Array.from({ length: 300 }, () => visitor.posts.countView({ slug: post.slug })));
      expect(await viewsOf(post.id)).toBe(1);
      for (let i = 0; i < 20; i++) await visitor.posts.countView({ slug: post.slug });
      expect(await viewsOf(post.id)).toBe(1);
      await t.caller({ ip: '198.51.100.20' }).posts.countView({ slug: post.slug });
      expect(await viewsOf(post.id)).toBe(2);
    });

    it('counts one view for a batched HTTP request repeating the call, keyed on the client address', async () => {
      const post = await editor.posts.create(postValues());
      const calls = 10; // the most one batch may carry
      const paths = Array.from({ length: calls }, () => 'posts.countView').join(',');
      const body = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, superjson.serialize({ slug: post.slug })]));
      const send = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: `/trpc/${paths}?batch=1`,
          remoteAddress,
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          payload: JSON.stringify(body),
        });
      const first = await send('192.0.2.1');
      expect(first.statusCode, first.body).toBe(200);
      expect((await send('192.0.2.1')).statusCode).toBe(200);
      expect(await viewsOf(post.id)).toBe(1);
      expect((await send('192.0.2.2')).statusCode).toBe(200);
      expect(await viewsOf(post.id)).toBe(2);
    });

    it('counts the same visitor again in the next hour, stores no address, and ignores drafts', async () => {
      const post = await editor.posts.create(postValues());
      const at = new Date('2031-05-01T10:59:59Z');
      expect(await countView(t.deps.db, 'en', post.slug, '203.0.113.9', at)).toBe(true);
      expect(await countView(t.deps.db, 'en', post.slug, '203.0.113.9', new Date(at.getTime() - 50 * 60_000))).toBe(false);
      expect(await countView(t.deps.db, 'en', post.slug, '203.0.113.9', new Date(at.getTime() + 1000))).toBe(true);
      expect(await viewsOf(post.id)).toBe(2);
      const rows = await t.deps.db.select().from(postViews).where(eq(postViews.postId, post.id));
      expect(rows).toHaveLength(2);
      for (const r of rows) expect(r.visitorHash).not.toContain('203.0.113');

      const draft = await editor.posts.create(postValues({ published: false }));
      expect(await countView(t.deps.db, 'en', draft.slug, '203.0.113.9')).toBe(false);
      await t.caller({ ip: '203.0.113.10' }).posts.countView({ slug: draft.slug });
      expect(await viewsOf(draft.id)).toBe(0);
    });

    it('purges view rows older than two hours and keeps newer ones', async () => {
      const post = await editor.posts.create(postValues());
      const now = new Date('2031-05-01T12:30:00Z');
      await t.deps.db.delete(postViews);
      await t.deps.db.insert(postViews).values([
        { postId: post.id, visitorHash: 'old', bucket: new Date(now.getTime() - 3 * HOUR) },
        { postId: post.id, visitorHash: 'recent', bucket: new Date(now.getTime() - HOUR) },
      ]);
      const counts = await purgeExpired(t.deps.db, { inquiryRetentionDays: 730 }, now);
      expect(counts.postViews).toBe(1);
      expect((await t.deps.db.select({ h: postViews.visitorHash }).from(postViews)).map((r) => r.h)).toEqual(['recent']);
    });
  });

  describe('public post shape', () => {
    const PUBLIC_KEYS = ['canEdit', 'category', 'createdAt', 'description', 'html', 'id', 'imageAlt', 'imageUrl', 'locale', 'published', 'seo', 'slug', 'title', 'translations', 'updatedAt'];

    it('gives visitors only the allow-listed fields: no author, view count, version or raw content', async () => {
      const post = await editor.posts.create(postValues({ content: '## Secret heading\nA paragraph long enough to pass the fifty character minimum.' }));
      await t.caller({ ip: '203.0.113.50' }).posts.countView({ slug: post.slug });
      const shown = await t.caller().posts.bySlug({ slug: post.slug });
      expect(Object.keys(shown ?? {}).sort()).toEqual(PUBLIC_KEYS);
      expect(shown?.canEdit).toBe(false);
      expect(shown?.html).toContain('Secret heading');
      // Over HTTP too: the server-rendered page's data carries the same shape.
      const res = await t.app.inject({ url: `/trpc/posts.bySlug?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ slug: post.slug })))}` });
      const text = res.body;
      expect(text).not.toContain(editorId);
      expect(text).not.toContain('viewCount');
      expect(text).not.toContain('authorId');
      expect(text).not.toContain('## Secret heading');
    });

    it('tells the post author (and only the author) that they can edit it, and hides drafts from visitors', async () => {
      const post = await editor.posts.create(postValues());
      expect((await editor.posts.bySlug({ slug: post.slug }))?.canEdit).toBe(true);
      expect((await admin.posts.bySlug({ slug: post.slug }))?.canEdit).toBe(false);
      const draft = await editor.posts.create(postValues({ published: false }));
      expect(await t.caller().posts.bySlug({ slug: draft.slug })).toBeNull();
      expect(Object.keys((await admin.posts.bySlug({ slug: draft.slug })) ?? {}).sort()).toEqual(PUBLIC_KEYS);
    });
  });

  describe('blog list snapshot', () => {
    it('reads the page and the total from one snapshot while a post is published between its queries', async () => {
      await editor.posts.create(postValues());
      const before = await t.caller().posts.list({ page: 1 });
      let inserted = '';
      // Hold blog_posts locked: the list reads the category counts (its total), then waits for the lock
      // before its page query. A post is published and committed in between.
      const { pending } = await t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`lock table blog_posts in access exclusive mode`);
        const pending = t.caller().posts.list({ page: 1 });
        for (let i = 0; ; i++) {
          const [waiting] = await t.database.sql<{ n: number }[]>`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike '%blog_posts%'`;
          if ((waiting?.n ?? 0) > 0) break;
          if (i > 500) throw new Error('the list never waited for blog_posts');
          await new Promise((r) => setTimeout(r, 10));
        }
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...postValues(), authorId: editorId })
          .returning({ id: blogPosts.id });
        inserted = row?.id ?? '';
        // Not awaited here: the list can only go on once this transaction commits.
        return { pending };
      });
      const listed = await pending;
      // The commit happened before the page query ran: the page still matches the total it came with.
      expect(listed.total).toBe(before.total);
      expect(listed.items.map((p) => p.id)).toEqual(before.items.map((p) => p.id));
      expect(listed.items.map((p) => p.id)).not.toContain(inserted);
      const after = await t.caller().posts.list({ page: 1 });
      expect(after.total).toBe(before.total + 1);
      expect(after.items[0]?.id).toBe(inserted);
    });

    it('keeps page and total consistent over many lists while posts are published concurrently', async () => {
      const writer = (async () => {
        for (let i = 0; i < 40; i++) await editor.posts.create(postValues());
      })();
      let checks = 0;
      let done = false;
      void writer.finally(() => (done = true));
      try {
        while (!done || checks < 40) {
          const list = await t.caller().posts.list({ page: 1, pageSize: 50 });
          // Page size 50 holds every post until it is full: its length equals the total of the same snapshot.
          if (list.total <= 50) expect(list.items).toHaveLength(list.total);
          checks += 1;
        }
      } finally {
        await writer;
      }
      expect(checks).toBeGreaterThanOrEqual(40);
    });
  });

  describe('no lost updates', () => {
    it('refuses the second of two saves made from version 1 with CONFLICT, keeping the first save', async () => {
      const created = await editor.posts.create(postValues());
      const loadedByEditor = await editor.posts.byId({ id: created.id });
      const loadedByAdmin = await admin.posts.byId({ id: created.id });
      expect(loadedByEditor.version).toBe(1);
      expect(loadedByAdmin.version).toBe(1);
      const { id: _id, ...base } = created;
      void _id;
      const data = (title: string) => ({ ...postValues(), slug: base.slug, title });

      const first = await editor.posts.update({ id: created.id, version: loadedByEditor.version, data: data('First editor title') });
      expect(first.version).toBe(2);
      const err = await errorOf(admin.posts.update({ id: created.id, version: loadedByAdmin.version, data: data('Second editor title') }));
      expect(err.code).toBe('CONFLICT');
      expect(err.message).toBe(CHANGED_MSG.post);
      expect(err.message).toBe(
        'This post was changed by someone else while you were editing. Your changes are still in the form: copy what you need, then load the newer version.',
      );
      const stored = await editor.posts.byId({ id: created.id });
      expect(stored.title).toBe('First editor title');
      expect(stored.version).toBe(2);

      // Loading the newer version and saving again works.
      const again = await admin.posts.update({ id: created.id, version: stored.version, data: data('Second editor title') });
      expect(again.title).toBe('Second editor title');
      expect(again.version).toBe(3);
    });

    it('lets exactly one of many concurrent saves of version 1 win', async () => {
      const created = await editor.posts.create(postValues());
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => admin.posts.update({ id: created.id, version: 1, data: { ...postValues(), slug: created.slug, title: `Concurrent title ${i}` } })),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect((r.reason as TRPCError).message).toBe(CHANGED_MSG.post);
      const stored = await editor.posts.byId({ id: created.id });
      expect(stored.version).toBe(2);
      expect(stored.title).toBe(won[0]?.status === 'fulfilled' ? won[0].value.title : '');
    });

    it('still answers NOT_FOUND for a deleted post, and a slug taken by another post stays a slug error', async () => {
      const a = await editor.posts.create(postValues());
      const b = await editor.posts.create(postValues());
      const taken = await errorOf(editor.posts.update({ id: b.id, version: 1, data: { ...postValues(), slug: a.slug } }));
      expect(taken.code).toBe('CONFLICT');
      expect(taken.message).toBe('This slug is already used by another post');
      await editor.posts.delete({ id: a.id });
      const gone = await errorOf(editor.posts.update({ id: a.id, version: 1, data: postValues() }));
      expect(gone.code).toBe('NOT_FOUND');
    });

    it('refuses the second of two saves of a resource made from version 1 with CONFLICT, keeping the first save', async () => {
      const created = await editor.resources.create(resourceValues('ICE detainee locator'));
      const loadedByEditor = await editor.resources.byId({ id: created.id });
      const loadedByAdmin = await admin.resources.byId({ id: created.id });
      expect(loadedByEditor.version).toBe(1);
      await editor.resources.update({ id: created.id, version: loadedByEditor.version, data: resourceValues('Locator, first edit') });
      const err = await errorOf(admin.resources.update({ id: created.id, version: loadedByAdmin.version, data: resourceValues('Locator, second edit') }));
      expect(err.code).toBe('CONFLICT');
      expect(err.message).toBe(
        'This resource was changed by someone else while you were editing. Your changes are still in the form: copy what you need, then load the newer version.',
      );
      const [stored] = await t.deps.db.select().from(resources).where(eq(resources.id, created.id));
      expect(stored?.title).toBe('Locator, first edit');
      expect(stored?.version).toBe(2);
    });

    it('refuses an update without the version it was loaded at', async () => {
      const created = await editor.posts.create(postValues());
      const update = admin.posts.update as (input: unknown) => Promise<unknown>;
      const err = await errorOf(update({ id: created.id, data: postValues() }));
      expect(err.code).toBe('BAD_REQUEST');
    });
  });
});
