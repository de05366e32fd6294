/**
 * Publishing tools (decision 0014): revisions and restore, old slugs answering with the new address, scheduled
 * posts that never show early and are published by the job queue, and the SEO fields.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../server/db/schema';
import { publishScheduled } from '../../server/services/post-editing';
import { upsertStaffUser } from '../../server/services/users';
import { CHANGED_MSG, slugRedirectsMsg } from '@shared/schemas/posts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { errorOf } from '../helpers/outcome';

let n = 0;
function post(over: Partial<{ slug: string; title: string; published: boolean; publishAt: Date | null; content: string; metaTitle: string; metaDescription: string; socialImage: string }> = {}) {
  n += 1;
  return {
    title: `Publishing test ${n}`,
    slug: `publishing-test-${n}`,
    description: 'A post made by the publishing tests.',
    category: 'Publishing',
    imageUrl: '/images/blog/clock.webp',
    imageAlt: 'A clock',
    content: '## Heading\nA paragraph long enough to pass the fifty character minimum of content.',
    published: true,
    featured: false,
    ...over,
  };
}

describe('publishing tools', () => {
  let t: TestApp;
  let editor: ReturnType<TestApp['caller']>;
  let admin: ReturnType<TestApp['caller']>;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await t.callerAs((await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'staff-password', role: 'editor' })).id);
    admin = await t.callerAs((await upsertStaffUser(t.deps.db, { email: 'admin@law.example', password: 'staff-password', role: 'admin' })).id);
  });
  afterAll(() => t.close());

  const visible = async (slug: string) => {
    const res = await t.caller().posts.bySlug({ slug });
    return res !== null && 'id' in res;
  };

  describe('revisions', () => {
    it('records every save with who and when, and restores one as a new version', async () => {
      const created = await editor.posts.create(post({ title: 'First title' }));
      const second = await admin.posts.update({ id: created.id, version: 1, data: post({ slug: created.slug, title: 'Second title' }) });
      await editor.posts.update({ id: created.id, version: second.version, data: post({ slug: created.slug, title: 'Third title', content: '## New heading\nA different paragraph, long enough for the fifty character minimum.' }) });

      const list = await editor.posts.revisions({ id: created.id });
      expect(list.map((r) => [r.version, r.title, r.authorEmail])).toEqual([
        [3, 'Third title', 'editor@law.example'],
        [2, 'Second title', 'admin@law.example'],
        [1, 'First title', 'editor@law.example'],
      ]);
      const first = await editor.posts.revision({ id: list[2]?.id ?? '' });
      expect(first.fields.title).toBe('First title');
      expect(first.fields.content).toContain('## Heading');

      const restored = await editor.posts.restore({ revisionId: first.id, version: 3 });
      expect(restored.version).toBe(4);
      expect(restored.title).toBe('First title');
      expect((await editor.posts.byId({ id: created.id })).content).toContain('## Heading');
      const after = await editor.posts.revisions({ id: created.id });
      expect(after.map((r) => [r.version, r.title])[0]).toEqual([4, 'First title']);
      // The public page shows the restored body (rendered again at save).
      const page = await t.caller().posts.bySlug({ slug: created.slug });
      expect(page && 'html' in page ? page.html : '').toContain('<h2>Heading</h2>');
    });

    it('refuses to restore over a version someone else saved meanwhile', async () => {
      const created = await editor.posts.create(post());
      const [rev] = await editor.posts.revisions({ id: created.id });
      await admin.posts.update({ id: created.id, version: 1, data: post({ slug: created.slug, title: 'Saved by the admin' }) });
      const err = await errorOf(editor.posts.restore({ revisionId: rev?.id ?? '', version: 1 }));
      expect(err.code).toBe('CONFLICT');
      expect(err.message).toBe(CHANGED_MSG.post);
      expect((await editor.posts.byId({ id: created.id })).title).toBe('Saved by the admin');
    });

    it('keeps no revision when the save fails', async () => {
      const a = await editor.posts.create(post());
      const b = await editor.posts.create(post());
      await errorOf(editor.posts.update({ id: b.id, version: 1, data: post({ slug: a.slug }) }));
      expect(await editor.posts.revisions({ id: b.id })).toHaveLength(1);
    });
  });

  describe('old slugs', () => {
    it('answers every old address of a published post with its current one, chains collapsed', async () => {
      const p = await editor.posts.create(post({ slug: 'original-address' }));
      const v2 = await editor.posts.update({ id: p.id, version: 1, data: post({ slug: 'second-address' }) });
      await editor.posts.update({ id: p.id, version: v2.version, data: post({ slug: 'third-address' }) });
      for (const old of ['original-address', 'second-address']) {
        expect(await t.caller().posts.bySlug({ slug: old }), old).toEqual({ movedTo: '/blog/third-address' });
      }
      // Over HTTP a page for the old address answers 301 (tests/e2e); the sitemap lists only the current one.
      const sitemap = await t.app.inject({ url: '/sitemap-posts-1.xml' });
      expect(sitemap.body).toContain(`${TEST_ORIGIN}/blog/third-address<`);
      expect(sitemap.body).not.toContain('/blog/original-address<');
    });

    it('keeps no old address for a draft, and lets a post take its own old address back', async () => {
      const draft = await editor.posts.create(post({ slug: 'draft-address', published: false }));
      await editor.posts.update({ id: draft.id, version: 1, data: post({ slug: 'draft-address-2', published: false }) });
      expect(await t.caller().posts.bySlug({ slug: 'draft-address' })).toBeNull();

      const p = await editor.posts.create(post({ slug: 'back-and-forth' }));
      const v2 = await editor.posts.update({ id: p.id, version: 1, data: post({ slug: 'back-and-forth-2' }) });
      await editor.posts.update({ id: p.id, version: v2.version, data: post({ slug: 'back-and-forth' }) });
      expect(await visible('back-and-forth')).toBe(true);
      expect(await t.caller().posts.bySlug({ slug: 'back-and-forth-2' })).toEqual({ movedTo: '/blog/back-and-forth' });
    });

    it('asks before a new post takes an address that still redirects, then takes it over', async () => {
      const old = await editor.posts.create(post({ slug: 'wanted-address', title: 'The old owner' }));
      await editor.posts.update({ id: old.id, version: 1, data: post({ slug: 'moved-away', title: 'The old owner' }) });
      const refused = await errorOf(editor.posts.create(post({ slug: 'wanted-address' })));
      expect(refused.code).toBe('CONFLICT');
      expect(refused.message).toBe(slugRedirectsMsg('The old owner'));
      const taken = await editor.posts.create({ ...post({ slug: 'wanted-address', title: 'The new owner' }), takeOverRedirect: true });
      const page = await t.caller().posts.bySlug({ slug: 'wanted-address' });
      expect(page && 'id' in page ? page.id : null).toBe(taken.id);
    });
  });

  describe('scheduled posts', () => {
    const leaks = async (slug: string, title: string) => {
      const list = await t.caller().posts.list({ pageSize: 50 });
      const search = await t.caller().posts.list({ q: title.split(' ').slice(-1)[0] ?? '' });
      const feed = (await t.app.inject({ url: '/blog/rss.xml' })).body;
      const sitemapIndex = (await t.app.inject({ url: '/sitemap.xml' })).body;
      const files = [...sitemapIndex.matchAll(/<loc>[^<]*(\/sitemap-posts-\d+\.xml)<\/loc>/g)].map((m) => m[1] ?? '');
      const sitemaps = (await Promise.all(files.map((f) => t.app.inject({ url: f })))).map((r) => r.body).join('');
      return {
        list: list.items.some((p) => p.slug === slug),
        search: search.items.some((p) => p.slug === slug),
        page: await visible(slug),
        feed: feed.includes(`/blog/${slug}<`),
        sitemap: sitemaps.includes(`/blog/${slug}<`),
      };
    };
    const nowhere = { list: false, search: false, page: false, feed: false, sitemap: false };

    it('hides a post scheduled for later from every public list, page, feed, sitemap and search', async () => {
      const at = new Date(Date.now() + 3_600_000);
      const p = await editor.posts.create(post({ slug: 'scheduled-later', title: 'Scheduled zeppelin', publishAt: at }));
      expect(p.published).toBe(false);
      expect(p.publishAt?.toISOString()).toBe(at.toISOString());
      expect(await leaks('scheduled-later', 'Scheduled zeppelin')).toEqual(nowhere);
      // Staff still preview it.
      expect(await editor.posts.bySlug({ slug: 'scheduled-later' })).not.toBeNull();
      // Its time has not come: the job finds nothing to do.
      expect(await publishScheduled(t.deps.db, p.id)).toBe(false);
      // One waiting job, at its time; rescheduling moves it.
      const later = new Date(at.getTime() + 3_600_000);
      await editor.posts.update({ id: p.id, version: 1, data: post({ slug: 'scheduled-later', title: 'Scheduled zeppelin', publishAt: later }) });
      const jobs = await t.database.sql<{ at: string }[]>`select extract(epoch from run_at)::text as at from graphile_worker.jobs where task_identifier = 'publish_post' and key = ${`publish_post:${p.id}`}`;
      expect(jobs.map((j) => Math.round(Number(j.at) * 1000))).toEqual([later.getTime()]);
    });

    it('is published by the job queue when its time comes, dated then, and shows everywhere', async () => {
      const at = new Date(Date.now() + 1500);
      const p = await editor.posts.create(post({ slug: 'scheduled-soon', title: 'Scheduled albatross', publishAt: at }));
      await t.runJobs();
      expect(await leaks('scheduled-soon', 'Scheduled albatross')).toEqual(nowhere);
      await new Promise((r) => setTimeout(r, 1700));
      await t.runJobs();
      expect(await leaks('scheduled-soon', 'Scheduled albatross')).toEqual({ list: true, search: true, page: true, feed: true, sitemap: true });
      const [row] = await t.deps.db.select({ createdAt: blogPosts.createdAt, version: blogPosts.version }).from(blogPosts).where(eq(blogPosts.id, p.id));
      expect(row?.createdAt.toISOString()).toBe(at.toISOString());
      expect((await editor.posts.revisions({ id: p.id }))[0]).toMatchObject({ version: row?.version, authorEmail: null });
    });

    it('never publishes a post unscheduled meanwhile (saved as a draft)', async () => {
      const p = await editor.posts.create(post({ slug: 'unscheduled', publishAt: new Date(Date.now() + 1000) }));
      await editor.posts.update({ id: p.id, version: 1, data: post({ slug: 'unscheduled', published: false, publishAt: new Date(Date.now() + 1000) }) });
      // Its job still comes due (the key keeps it), and finds nothing to publish.
      expect(await publishScheduled(t.deps.db, p.id, new Date(Date.now() + 60_000))).toBe(false);
      await new Promise((r) => setTimeout(r, 1100));
      await t.runJobs();
      expect(await visible('unscheduled')).toBe(false);
      expect((await t.deps.db.select({ publishAt: blogPosts.publishAt }).from(blogPosts).where(eq(blogPosts.id, p.id)))[0]?.publishAt).toBeNull();
    });

    it('publishes at once when Publish at is already past', async () => {
      await editor.posts.create(post({ slug: 'past-time', publishAt: new Date(Date.now() - 60_000) }));
      expect(await visible('past-time')).toBe(true);
    });
  });

  describe('SEO fields', () => {
    it('uses the meta title, description and social image, falling back to the title, description and featured image', async () => {
      await editor.posts.create(post({ slug: 'with-seo', metaTitle: 'Meta title here', metaDescription: 'Meta description here.', socialImage: '/images/blog/scales.webp' }));
      const seo = await t.caller().posts.bySlug({ slug: 'with-seo' });
      expect(seo && 'seo' in seo ? seo.seo : null).toEqual({ title: 'Meta title here', description: 'Meta description here.', image: '/images/blog/scales.webp' });
      const plain = await editor.posts.create(post({ slug: 'without-seo' }));
      const fallback = await t.caller().posts.bySlug({ slug: 'without-seo' });
      expect(fallback && 'seo' in fallback ? fallback.seo : null).toEqual({ title: plain.title, description: plain.description, image: plain.imageUrl });
    });

    it('refuses meta fields over their limits with the field named', async () => {
      const err = await errorOf(editor.posts.create(post({ metaDescription: 'x'.repeat(400) })));
      expect(err.code).toBe('BAD_REQUEST');
      expect(err.message).toContain('Meta description must be at most');
    });
  });

  describe('audit log', () => {
    it('records who created, changed, restored and deleted a post and a resource, with the fields that changed', async () => {
      const p = await editor.posts.create(post({ slug: 'audited-post', title: 'Audited post' }));
      const v2 = await editor.posts.update({ id: p.id, version: 1, data: post({ slug: 'audited-post-2', title: 'Audited post' }) });
      const [first] = (await editor.posts.revisions({ id: p.id })).slice(-1);
      await admin.posts.restore({ revisionId: first?.id ?? '', version: v2.version });
      await admin.posts.delete({ id: p.id });
      const entries = (await admin.audit.list({ pageSize: 100 })).items.filter((e) => e.targetId === p.id);
      expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
        ['post.delete', 'admin@law.example'],
        ['post.restore', 'admin@law.example'],
        ['post.update', 'editor@law.example'],
        ['post.create', 'editor@law.example'],
      ]);
      const update = entries.find((e) => e.action === 'post.update');
      expect(update?.changes).toEqual({ slug: { before: 'audited-post', after: 'audited-post-2' } });
      expect(entries.find((e) => e.action === 'post.restore')?.changes).toEqual({ slug: { before: 'audited-post-2', after: 'audited-post' } });

      const r = await editor.resources.create({ title: 'Audited resource', description: 'A resource for the audit test.', type: 'Guide', link: 'https://example.org/a', icon: 'Link' });
      await editor.resources.update({ id: r.id, version: 1, data: { title: 'Audited resource', description: 'A resource for the audit test.', type: 'Form', link: 'https://example.org/a', icon: 'Link' } });
      await editor.resources.delete({ id: r.id });
      const resourceEntries = (await admin.audit.list({ pageSize: 100 })).items.filter((e) => e.targetId === r.id);
      expect(resourceEntries.map((e) => e.action)).toEqual(['resource.delete', 'resource.update', 'resource.create']);
      expect(resourceEntries[1]?.changes).toEqual({ type: { before: 'Guide', after: 'Form' } });
    });

    it('writes no entry for a save that failed', async () => {
      const a = await editor.posts.create(post());
      const b = await editor.posts.create(post());
      const before = (await admin.audit.list({ action: 'post.update', pageSize: 100 })).total;
      await errorOf(editor.posts.update({ id: b.id, version: 1, data: post({ slug: a.slug }) }));
      await errorOf(editor.posts.update({ id: b.id, version: 7, data: post({ slug: b.slug }) }));
      expect((await admin.audit.list({ action: 'post.update', pageSize: 100 })).total).toBe(before);
    });
  });

  it('clears nothing it should not: a failed scheduled save adds no job', async () => {
    const a = await editor.posts.create(post());
    const before = await t.database.sql<{ n: number }[]>`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'publish_post'`;
    await errorOf(editor.posts.create(post({ slug: a.slug, publishAt: new Date(Date.now() + 3_600_000) })));
    const after = await t.database.sql<{ n: number }[]>`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'publish_post'`;
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
