import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import { buildApp } from '../../server/app';
import { rollUpAnalytics } from '../../server/analytics/jobs';
import { firmDate } from '../../server/booking/slots';
import { analyticsDays, analyticsEvents, analyticsOriginDays, analyticsPageDays, analyticsSecrets, analyticsViews, analyticsVisitors, blogPosts, inquiries } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { CLIENT_DIST, requireClientBuild } from '../helpers/pages';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ARTICLE = '/es/blog/visas-de-trabajo-analitica';
const VAWA_ARTICLE = '/blog/vawa-safety-analytics';

/**
 * Counting and attribution (decision 0029, DESIGN.md §10): what is counted and what is not, the day's secret that
 * is gone the next day, and what a conversion's record keeps of the visit.
 */
describe('counting and attribution', () => {
  let t: TestApp;
  let pages: FastifyInstance;
  let base = '';
  let adminId = '';
  let editorId = '';

  beforeAll(async () => {
    requireClientBuild();
    t = await createTestApp();
    pages = await buildApp({ deps: t.deps, sql: t.database.sql, dist: CLIENT_DIST, logger: false });
    base = await pages.listen({ port: 0, host: '127.0.0.1' });
    adminId = (await upsertStaffUser(t.deps.db, { email: 'analytics.admin@law.example', password: 'admin-password', role: 'admin' })).id;
    editorId = (await upsertStaffUser(t.deps.db, { email: 'analytics.editor@law.example', password: 'editor-password', role: 'editor' })).id;
    const post = { description: 'Probe.', content: 'x'.repeat(80), published: true };
    await t.deps.db.insert(blogPosts).values([
      { ...post, title: 'Visas de trabajo en 2027', slug: 'visas-de-trabajo-analitica', category: 'Empleo', locale: 'es' },
      { ...post, title: 'Safety planning under VAWA', slug: 'vawa-safety-analytics', category: 'VAWA', locale: 'en' },
    ]);
  });
  afterAll(async () => {
    await pages.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.deps.counter.flush();
    for (const table of [analyticsViews, analyticsPageDays, analyticsOriginDays, analyticsEvents, analyticsVisitors, analyticsDays, analyticsSecrets]) await t.deps.db.delete(table);
  });

  const get = (url: string, headers: Record<string, string>, ip = '203.0.113.10') => pages.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers }, remoteAddress: ip });
  /** The beacon is answered by the HTTP server before Fastify (server/analytics/beacon.ts): sent over real HTTP. */
  const beacon = async (body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/count`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, 'sec-fetch-site': 'same-origin', ...headers }, body });
    return { statusCode: res.status, body: await res.text(), headers: res.headers };
  };
  const counted = async () => {
    await t.deps.counter.flush();
    return t.deps.db.select().from(analyticsViews).orderBy(analyticsViews.path, analyticsViews.referrer);
  };
  /** A page is counted once it was sent (the onResponse hook): waits until `n` views are written. */
  const viewsCounted = (n: number) => expect.poll(async () => (await counted()).reduce((sum, r) => sum + r.views, 0)).toBe(n);

  it('a page sent to a browser is counted with where it came from; robots, GPC, DNT, prefetches, staff, 404s and admin screens are not', async () => {
    const first = await get(`${ARTICLE}?utm_source=Facebook&utm_campaign=otono&fbclid=x`, { 'user-agent': PHONE, referer: 'https://www.facebook.com/some/post?id=1' });
    expect(first.statusCode).toBe(200);
    // The same page again, from the cache, reached inside the site: a view, not an entry.
    await get(ARTICLE, { 'user-agent': PHONE, referer: `${TEST_ORIGIN}/es/blog` });
    const session = (await t.deps.sessions.create(adminId)).id;
    const skipped: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'curl/8.5.0' },
      {},
      { 'user-agent': DESKTOP, 'sec-gpc': '1' },
      { 'user-agent': DESKTOP, dnt: '1' },
      { 'user-agent': DESKTOP, 'sec-purpose': 'prefetch' },
      { 'user-agent': DESKTOP, cookie: `session=${session}` },
    ];
    for (const headers of skipped) expect((await get(ARTICLE, headers)).statusCode).toBe(200);
    expect((await get('/no-such-page', { 'user-agent': DESKTOP })).statusCode).toBe(404);
    await get('/admin', { 'user-agent': DESKTOP });
    await get('/auth', { 'user-agent': DESKTOP });

    await viewsCounted(2);
    const rows = await counted();
    expect(rows.map(({ day: _day, ...r }) => r)).toEqual([
      { path: ARTICLE, locale: 'es', referrer: '', source: '', medium: '', campaign: '', device: 'phone', views: 1, entries: 0 },
      { path: ARTICLE, locale: 'es', referrer: 'facebook.com', source: 'facebook', medium: '', campaign: 'otono', device: 'phone', views: 1, entries: 1 },
    ]);
    expect(rows.every((r) => r.day === firmDate(new Date(), FIRM_TIME_ZONE))).toBe(true);
    // One visitor (the same address and browser twice), and no answer set a cookie.
    expect(await t.deps.db.select().from(analyticsVisitors)).toHaveLength(1);
    expect(first.headers['set-cookie']).toBeUndefined();
  });

  it("the page's beacon counts a page shown inside the site and a tap on the phone number; another site's, a robot's or a malformed one is not", async () => {
    for (const body of [JSON.stringify({ p: '/fr/contact' }), JSON.stringify({ p: '/fr/contact', e: 'phone' })]) {
      const answer = await beacon(body);
      expect(answer.statusCode).toBe(204);
      // The site's security headers, and nothing left on the device.
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    await beacon(JSON.stringify({ p: '/fr/contact' }), { 'sec-fetch-site': 'cross-site' });
    await beacon(JSON.stringify({ p: '/fr/contact' }), { cookie: `${t.deps.sessions.cookieName}=${(await t.deps.sessions.create(editorId)).id}` });
    expect((await beacon(JSON.stringify({ p: '/fr/contact', pad: 'x'.repeat(2000) }))).statusCode).toBe(413);
    await beacon(JSON.stringify({ p: '/fr/contact' }), { 'user-agent': 'Googlebot/2.1' });
    await beacon(JSON.stringify({ p: '/admin/inquiries' }));
    // Made-up pages a route would match: a post that does not exist, a service that does not either.
    await beacon(JSON.stringify({ p: '/es/blog/made-up-post' }));
    await beacon(JSON.stringify({ p: '/services/made-up' }));
    await beacon('{"p": 42}');
    await beacon('not json');
    // Answered first, counted just after.
    await expect.poll(async () => (await counted()).map((r) => [r.path, r.locale, r.views, r.entries, r.device])).toEqual([['/fr/contact', 'fr', 1, 0, 'phone']]);
    expect((await t.deps.db.select().from(analyticsEvents)).map((e) => [e.kind, e.path, e.count])).toEqual([['phone', '/fr/contact', 1]]);
  });

  it('one visitor adds at most 300 views a day: a script reloading a page counts no further', async () => {
    for (let i = 0; i < 320; i++) await t.deps.counter.view({ ip: '198.51.100.9', userAgent: DESKTOP }, { path: '/', locale: 'en', referrer: '', source: '', medium: '', campaign: '', device: 'computer', entry: true });
    expect((await counted())[0]?.views).toBe(300);
  });

  it('the daily secret is gone the next day: the same visitor on two days is two visitors, and nothing stored matches the address', async () => {
    const visitor = { ip: '192.0.2.77', userAgent: DESKTOP };
    const dims = { path: '/', locale: 'en', referrer: '', source: '', medium: '', campaign: '', device: 'computer', entry: true };
    const day1 = new Date('2027-03-01T15:00:00Z');
    const day2 = new Date('2027-03-02T15:00:00Z');
    await t.deps.counter.view(visitor, dims, day1);
    await t.deps.counter.view(visitor, dims, day1);
    await t.deps.counter.view(visitor, dims, day2);
    await t.deps.counter.flush();
    const [hash1] = await t.deps.db.select().from(analyticsVisitors).where(eq(analyticsVisitors.day, '2027-03-01'));
    const [hash2] = await t.deps.db.select().from(analyticsVisitors).where(eq(analyticsVisitors.day, '2027-03-02'));
    expect(hash1?.hash).toBeDefined();
    expect(hash1?.hash).not.toBe(hash2?.hash);

    // Day 2 in the firm's calendar: day 1 is counted, and its hashes and its secret are destroyed.
    await rollUpAnalytics(t.deps.db, day2);
    expect(await t.deps.db.select().from(analyticsDays)).toEqual([{ day: '2027-03-01', visitors: 1 }]);
    expect((await t.deps.db.select().from(analyticsSecrets)).map((s) => s.day)).toEqual(['2027-03-02']);
    expect((await t.deps.db.select().from(analyticsVisitors)).map((v) => v.day)).toEqual(['2027-03-02']);
    await rollUpAnalytics(t.deps.db, new Date('2027-03-03T15:00:00Z'));
    expect(await t.deps.db.select().from(analyticsDays)).toEqual([
      { day: '2027-03-01', visitors: 1 },
      { day: '2027-03-02', visitors: 1 },
    ]);
    expect(await t.deps.db.select().from(analyticsSecrets)).toEqual([]);
    expect(await t.deps.db.select().from(analyticsVisitors)).toEqual([]);
    // Nothing kept holds the address or the browser, in the clear or under any secret that is left.
    const dump = JSON.stringify(
      await t.deps.db.execute(sql`select row_to_json(x)::text as r from (select * from analytics_views) x union all select row_to_json(y)::text from (select * from analytics_days) y`),
    );
    expect(dump).not.toContain(visitor.ip);
    expect(dump).not.toContain('Chrome');
    const secrets = await t.deps.db.select().from(analyticsSecrets);
    for (const s of secrets) expect(dump).not.toContain(createHmac('sha256', Buffer.from(s.secret, 'hex')).update(`localhost\n${visitor.ip}\n${visitor.userAgent}`).digest('base64url').slice(0, 22));
  });

  describe('attribution on the record of a conversion', () => {
    const contact = (journey: unknown, headers: Record<string, string> = {}) =>
      pages.inject({
        method: 'POST',
        url: '/trpc/contact.submit',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'user-agent': PHONE, ...headers },
        payload: JSON.stringify({ json: { name: 'Ana', email: `ana${Math.random()}@example.com`, phone: '(954) 555-0100', message: 'Hola', privacy: true, locale: 'es', journey } }),
        remoteAddress: `203.0.113.${Math.floor(Math.random() * 200) + 20}`,
      });
    const lastAttribution = async () => (await t.deps.db.select({ a: inquiries.attribution }).from(inquiries).orderBy(sql`${inquiries.createdAt} desc`).limit(1))[0]?.a;

    it('keeps the entry page, the article by its title, the referrer and the campaign', async () => {
      const sent = await contact({ entry: `${ARTICLE}?utm_source=x`, article: ARTICLE, referrer: 'www.Facebook.com', source: 'Facebook', campaign: 'otono' });
      expect(sent.statusCode).toBe(200);
      expect(await lastAttribution()).toEqual({ entry: ARTICLE, article: { path: ARTICLE, title: 'Visas de trabajo en 2027', locale: 'es' }, referrer: 'facebook.com', source: 'facebook', campaign: 'otono' });
    });

    it('never attaches a VAWA page or post; keeps nothing for a browser that asks not to be tracked; ignores a malformed journey', async () => {
      await contact({ entry: '/es/services/vawa', article: VAWA_ARTICLE, source: 'facebook' });
      expect(await lastAttribution()).toEqual({ source: 'facebook' });
      await contact({ entry: VAWA_ARTICLE });
      expect(await lastAttribution()).toBeNull();
      await contact({ entry: ARTICLE, article: ARTICLE }, { 'sec-gpc': '1' });
      expect(await lastAttribution()).toBeNull();
      const bad = await contact('{not json');
      expect(bad.statusCode).toBe(200);
      expect(await lastAttribution()).toBeNull();
      await contact({ entry: '/admin/inquiries', article: '/blog/no-such-post' });
      expect(await lastAttribution()).toBeNull();
    });
  });

  it('the dashboard: editors see page counts without conversions, administrators conversions per article; anonymous callers and long ranges are refused', async () => {
    await get(ARTICLE, { 'user-agent': PHONE });
    await viewsCounted(1);
    const today = firmDate(new Date(), FIRM_TIME_ZONE);
    const range = { from: today, to: today };
    const editor = await t.callerAs(editorId);
    const asEditor = await editor.analytics.summary(range);
    expect(asEditor.conversions).toBeNull();
    expect(asEditor.previous.conversions).toBeNull();
    expect(asEditor.pages).toEqual([{ path: ARTICLE, locale: 'es', title: 'Visas de trabajo en 2027', views: 1, entries: 1 }]);
    const asAdmin = await (await t.callerAs(adminId)).analytics.summary(range);
    expect(asAdmin.totals).toEqual({ views: 1, visitors: 1 });
    const article = asAdmin.conversions?.articles.find((a) => a.path === ARTICLE);
    expect(article).toMatchObject({ title: 'Visas de trabajo en 2027', locale: 'es', views: 1 });
    expect(article?.conversions).toBeGreaterThanOrEqual(1);
    await expect(t.caller().analytics.summary(range)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(editor.analytics.summary({ from: '2025-01-01', to: today })).rejects.toThrow(/400 days/);

    const csv = await pages.inject({ url: `/admin/analytics.csv?from=${today}&to=${today}`, cookies: { session: (await t.deps.sessions.create(editorId)).id } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n').slice(0, 2)).toEqual(['day,path,language,views,entries', `${today},${ARTICLE},es,1,1`]);
    expect((await pages.inject({ url: `/admin/analytics.csv?from=${today}&to=${today}` })).statusCode).toBe(401);
  });

  it('the hourly roll-up changes no number the dashboard or the CSV shows, and takes a late count for yesterday', async () => {
    const at = (day: string) => new Date(`${day}T16:00:00Z`);
    const origins = [
      { referrer: '', source: '', medium: '', campaign: '', device: 'phone', entry: true },
      { referrer: 'google.com', source: '', medium: '', campaign: '', device: 'computer', entry: true },
      { referrer: 'facebook.com', source: 'facebook', medium: 'social', campaign: 'otoño', device: 'phone', entry: true },
      { referrer: '', source: '', medium: '', campaign: '', device: 'tablet', entry: false },
    ];
    const days = ['2027-04-01', '2027-04-02', '2027-04-03', '2027-04-04'];
    let sent = 0;
    for (const [d, day] of days.entries()) {
      for (const [o, origin] of origins.entries()) {
        for (let i = 0; i <= (d + o) % 3; i++) {
          const page = i % 2 ? { path: ARTICLE, locale: 'es' } : { path: '/fr/contact', locale: 'fr' };
          await t.deps.counter.view({ ip: `192.0.2.${10 + d * 10 + o}`, userAgent: DESKTOP }, { ...page, ...origin }, at(day));
          sent++;
        }
      }
    }
    await t.deps.counter.flush();
    const admin = await t.callerAs(adminId);
    const range = { from: '2027-04-01', to: '2027-04-04' };
    const session = (await t.deps.sessions.create(adminId)).id;
    const csv = async () => (await pages.inject({ url: '/admin/analytics.csv?from=2027-04-01&to=2027-04-04', cookies: { session } })).body;
    const visitorsApart = (s: Awaited<ReturnType<typeof admin.analytics.summary>>) => ({ ...s, days: s.days.map((d) => ({ day: d.day, views: d.views })), totals: s.totals.views, previous: s.previous.views });
    const before = await admin.analytics.summary(range);
    const csvBefore = await csv();
    expect(before.totals.views).toBe(sent);

    // 2027-04-04 in the firm's calendar: the three days before are rolled up, the fourth is still read from the daily rows.
    await rollUpAnalytics(t.deps.db, at('2027-04-04'));
    expect((await t.deps.db.selectDistinct({ day: analyticsPageDays.day }).from(analyticsPageDays).orderBy(analyticsPageDays.day)).map((r) => r.day)).toEqual(days.slice(0, 3));
    const after = await admin.analytics.summary(range);
    expect(visitorsApart(after)).toEqual(visitorsApart(before));
    expect(await csv()).toBe(csvBefore);

    // A count held back (the database was away) lands on 2027-04-03 after its roll-up: the next hour's run takes it.
    await t.deps.counter.view({ ip: '192.0.2.200', userAgent: DESKTOP }, { path: ARTICLE, locale: 'es', ...origins[1]! }, at('2027-04-03'));
    await t.deps.counter.flush();
    await rollUpAnalytics(t.deps.db, new Date('2027-04-04T17:07:00Z'));
    const later = await admin.analytics.summary(range);
    expect(later.totals.views).toBe(sent + 1);
    expect(later.days.find((d) => d.day === '2027-04-03')?.views).toBe((before.days.find((d) => d.day === '2027-04-03')?.views ?? 0) + 1);
    expect(later.referrers.find((r) => r.referrer === 'google.com')?.views).toBe((before.referrers.find((r) => r.referrer === 'google.com')?.views ?? 0) + 1);
  });
});
