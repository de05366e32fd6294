import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createContentChanges } from '../../server/realtime/changes';
import { connect } from '../../server/db/client';
import { updateFirmSettings } from '../../server/services/firm-settings';
import { upsertStaffUser } from '../../server/services/users';
import { CLIENT_DIST, publishedPost, requireClientBuild } from '../helpers/pages';
import { createTestApp, type TestApp } from '../helpers/app';

/** Changes announce themselves (decision 0016): the caches that keep public content listen, however the change was made. */
describe('content changes', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin = { id: '', email: 'changes.admin@law.example' };

  beforeAll(async () => {
    requireClientBuild();
    // Pages stay cached for ten minutes: only an announcement can make a change show at once.
    t = await createTestApp({ PAGE_CACHE_MS: '600000' });
    app = await buildApp({ deps: t.deps, sql: t.database.sql, dist: CLIENT_DIST, logger: false });
    await app.ready();
    admin = { id: (await upsertStaffUser(t.deps.db, { email: admin.email, password: 'admin-password', role: 'admin' })).id, email: admin.email };
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('shows a post updated through a direct call (no HTTP, no URL) on the next visit of its cached page', async () => {
    const staff = await t.callerAs(admin.id);
    const created = await staff.posts.create(publishedPost('Cached title before', 'cached-page-probe'));
    expect((await app.inject({ url: '/blog/cached-page-probe' })).body).toContain('Cached title before');

    // Another instance's change does not reach this one: the page is served from the cache.
    const elsewhere = await t.callerAs(admin.id, { ...t.deps, changes: createContentChanges() });
    const moved = await elsewhere.posts.update({ id: created.id, version: created.version, data: publishedPost('Changed elsewhere', 'cached-page-probe') });
    expect((await app.inject({ url: '/blog/cached-page-probe' })).body).toContain('Cached title before');

    await staff.posts.update({ id: created.id, version: moved.version, data: publishedPost('Cached title after', 'cached-page-probe') });
    const page = await app.inject({ url: '/blog/cached-page-probe' });
    expect(page.body).toContain('Cached title after');
    expect(page.body).not.toContain('Cached title before');
  });

  it('shows a scheduled post on the blog page as soon as the worker publishes it', async () => {
    const staff = await t.callerAs(admin.id);
    const publishAt = new Date(Date.now() + 1500);
    await staff.posts.create({ ...publishedPost('Scheduled probe', 'scheduled-probe'), publishAt });
    expect((await app.inject({ url: '/blog' })).body).not.toContain('Scheduled probe');
    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 100));
    await t.runJobs();
    expect((await app.inject({ url: '/blog' })).body).toContain('Scheduled probe');
  });

  it('shows the firm details saved by an administrator on the next page, and drops the settings cache', async () => {
    const staff = await t.callerAs(admin.id);
    const before = await staff.settings.get();
    expect((await app.inject({ url: '/contact' })).body).toContain(before.data.phone);
    expect((await t.caller().settings.public()).phone).toBe(before.data.phone);

    const saved = await staff.settings.update({ version: before.version, data: { ...before.data, phone: '(305) 867-2210' } });
    expect((await app.inject({ url: '/contact' })).body).toContain('(305) 867-2210');

    // A save through another connection pool (another instance) leaves this instance's copy as it was, until
    // the change is announced to it: then its copy goes at once, not FIRM_CACHE_MS later.
    const other = connect(t.database.url, 2);
    try {
      expect((await t.caller().settings.public()).phone).toBe('(305) 867-2210');
      const again = await updateFirmSettings(other.db, admin, { version: saved.version, data: { ...saved.data, phone: '(305) 867-3300' } }, '127.0.0.1');
      expect((await t.caller().settings.public()).phone).toBe('(305) 867-2210');
      await updateFirmSettings(other.db, admin, { version: again.version, data: { ...again.data, phone: '(305) 867-4400' } }, '127.0.0.1', t.deps.changes);
      expect((await t.caller().settings.public()).phone).toBe('(305) 867-4400');
      expect((await app.inject({ url: '/contact' })).body).toContain('(305) 867-4400');
    } finally {
      await other.sql.end();
    }
  });
});
