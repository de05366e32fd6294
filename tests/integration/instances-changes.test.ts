import superjson from 'superjson';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';
import { auditLog, blogPosts } from '../../server/db/schema';
import { createAppDeps, type AppDeps } from '../../server/deps';
import { publishScheduled } from '../../server/services/post-editing';
import { getFirmSettings } from '../../server/services/firm-settings';
import { createBooking, windowSlots } from '../../server/booking/service';
import { firmDate } from '../../server/booking/slots';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import { bookingRequestInput } from '@shared/schemas/booking';
import { upsertStaffUser } from '../../server/services/users';
import { createInnerContext } from '../../server/trpc/context';
import { createCaller } from '../../server/trpc/router';
import { CLIENT_DIST, publishedPost, requireClientBuild } from '../helpers/pages';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { TEST_ORIGIN } from '../helpers/app';

/** Polls `check` until it holds; resolves with the milliseconds it took, or fails after `within` ms. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Two instances on one PostgreSQL, each with its own pool, page cache and settings cache (decision 0016): a
 * change made through one is served by the other within a second, although both keep pages for ten minutes.
 */
describe('one site on several instances', () => {
  let database: TestDatabase;
  const instances: { app: FastifyInstance; deps: AppDeps; pool: ReturnType<typeof connect> }[] = [];
  let admin = { id: '', email: 'instances.admin@law.example' };

  beforeAll(async () => {
    requireClientBuild();
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const pool = connect(database.url, 4);
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DATABASE_URL: database.url, LOG_LEVEL: 'silent', PAGE_CACHE_MS: '600000' });
      const deps = createAppDeps(config, pool);
      const app = await buildApp({ deps, sql: pool.sql, dist: CLIENT_DIST, logger: false });
      await app.ready();
      await deps.changes.ready;
      instances.push({ app, deps, pool });
    }
    admin = { id: (await upsertStaffUser(database.db, { email: admin.email, password: 'admin-password', role: 'admin' })).id, email: admin.email };
  });
  afterAll(async () => {
    for (const { app, pool } of instances) {
      await app.close();
      await pool.sql.end();
    }
    await database.drop();
  });

  const [a, b] = [() => instances[0]!, () => instances[1]!];
  const staffOn = async (instance: { deps: AppDeps }) => {
    const { user, session } = await instance.deps.sessions.validate((await instance.deps.sessions.create(admin.id)).id);
    return createCaller(createInnerContext({ deps: instance.deps, user, session }));
  };
  const page = async (instance: { app: FastifyInstance }, url: string) => (await instance.app.inject({ url, headers: { 'accept-encoding': 'identity' } })).body;
  /** A post written straight to the table: nothing announces it, so only an uncached page can show it. */
  const unannouncedPost = (title: string, slug: string) =>
    database.db.insert(blogPosts).values({ title, slug, description: 'Written by SQL.', category: 'News', content: 'x'.repeat(60), published: true, locale: 'en' });
  const listUrl = `/trpc/posts.list?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ locale: 'en' })))}`;

  it('a post changed through A is served changed by B, page and API, within a second', async () => {
    const staff = await staffOn(a());
    const created = await staff.posts.create(publishedPost('Before on every instance', 'every-instance-probe'));
    // B caches the page and the public list (ten minutes).
    expect(await page(b(), '/blog/every-instance-probe')).toContain('Before on every instance');
    expect((await b().app.inject({ url: listUrl })).body).toContain('Before on every instance');

    await staff.posts.update({ id: created.id, version: created.version, data: publishedPost('After on every instance', 'every-instance-probe') });
    const took = await within(1000, async () => (await page(b(), '/blog/every-instance-probe')).includes('After on every instance'));
    expect(took).toBeLessThan(1000);
    expect((await b().app.inject({ url: listUrl })).body).toContain('After on every instance');
  });

  it("the firm's details saved through B are on A's pages and in A's settings copy within a second", async () => {
    const staff = await staffOn(b());
    const before = await staff.settings.get();
    expect(await page(a(), '/contact')).toContain(before.data.phone);
    await staff.settings.update({ version: before.version, data: { ...before.data, phone: '(305) 867-5511' } });
    await within(1000, async () => (await page(a(), '/contact')).includes('(305) 867-5511'));
    const publicOnA = createCaller(createInnerContext({ deps: a().deps }));
    expect((await publicOnA.settings.public()).phone).toBe('(305) 867-5511');
  });

  it('after its listening connection was cut, an instance drops its copies once it listens again', async () => {
    const staff = await staffOn(a());
    const created = await staff.posts.create(publishedPost('Heard before the cut', 'cut-listener-probe'));
    expect(await page(b(), '/blog/cut-listener-probe')).toContain('Heard before the cut');
    // Cut every listening connection (both instances'), then change the post while they reconnect: its
    // NOTIFY reaches nobody, and B's copy goes only because B hears 'resync' when it listens again.
    await database.sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`;
    await database.db.update(blogPosts).set({ title: 'Changed while nobody listened' }).where(eq(blogPosts.id, created.id));
    await within(15_000, async () => (await page(b(), '/blog/cut-listener-probe')).includes('Changed while nobody listened'));
  });

  it('a scheduled post is published once, however many workers reach it at the same time', async () => {
    const staff = await staffOn(a());
    const publishAt = new Date(Date.now() + 300);
    const created = await staff.posts.create({ ...publishedPost('Published exactly once', 'published-once-probe'), publishAt });
    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 50));
    const results = await Promise.all([publishScheduled(a().pool.db, created.id, new Date(), a().deps.changes), publishScheduled(b().pool.db, created.id, new Date(), b().deps.changes)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audits.filter((e) => e.action === 'post.scheduled_publish')).toHaveLength(1);
    await within(1000, async () => (await page(b(), '/blog')).includes('Published exactly once'));
  });

  it("a time booked through A leaves B's booking page within a second, and leaves the other pages' copies alone", async () => {
    const firm = (await getFirmSettings(database.db, { fresh: true })).data;
    const type = firm.booking.types.find((x) => x.id === 'free-consultation');
    if (firm.booking.mode !== 'site' || !type) throw new Error('the demo firm does not book its free consultation on the site');
    // The earliest time only alvarez takes (Spanish): once booked, no one else offers it.
    const [slot] = await windowSlots(database.db, firm, type, 'es', new Date());
    if (!slot) throw new Error('no free Spanish time');
    const day = firmDate(slot.start, FIRM_TIME_ZONE);
    const dayUrl = `/es/book?type=free-consultation&lang=es&day=${day}&tz=${encodeURIComponent(FIRM_TIME_ZONE)}`;
    const offered = (html: string) => html.includes(`value="${slot.start.toISOString()}"`);
    // B keeps the day's page (ten minutes, as every page here) and a content page.
    expect(offered(await page(b(), dayUrl))).toBe(true);
    await unannouncedPost('Kept across a booking', 'kept-across-booking-probe');
    const before = await page(b(), '/blog');

    const visitor = createInnerContext({ deps: a().deps, ip: '203.0.113.60' });
    await createBooking(visitor, visitor, bookingRequestInput.parse({ typeId: type.id, language: 'es', start: slot.start.toISOString(), timeZone: FIRM_TIME_ZONE, name: 'Visitante', phone: '(954) 555-0160', email: 'visitante@example.com', matter: 'Una consulta.', consent: true, locale: 'es' }));
    await within(1000, async () => !offered(await page(b(), dayUrl)));
    // Free times changed, content did not: B's blog page is still its copy (the unannounced post stays unseen).
    expect(await page(b(), '/blog')).toBe(before);
    expect(before).not.toContain('Kept across a booking');
  });

  it('a visitor counts one view of a post, whichever instance each visit reaches', async () => {
    const staff = await staffOn(a());
    await staff.posts.create(publishedPost('Counted once', 'counted-once-probe'));
    for (const instance of [a(), b(), a(), b()]) {
      await createCaller(createInnerContext({ deps: instance.deps, ip: '203.0.113.44' })).posts.countView({ locale: 'en', slug: 'counted-once-probe' });
    }
    await createCaller(createInnerContext({ deps: b().deps, ip: '203.0.113.45' })).posts.countView({ locale: 'en', slug: 'counted-once-probe' });
    const [row] = await database.db.select({ views: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.slug, 'counted-once-probe'));
    expect(row?.views).toBe(2);
  });
});
