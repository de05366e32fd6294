import { and, between, desc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import { MAX_RANGE_DAYS, type AnalyticsSummary } from '@shared/schemas/analytics';
import type { Db } from '../db/client';
import { analyticsDays, analyticsEvents, analyticsVisitors, blogPosts, bookings, inquiries } from '../db/schema';
import { DomainError } from '../errors';
import { addDays, dayRange } from '../booking/slots';
import { postOfPath } from './paths';
import { originRows, pageRows, rolledThrough } from './rollup';

const TOP = 20;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The range's firm days as instants: from the first day's midnight to the day after the last. */
function instants(from: string, to: string) {
  return { start: dayRange(from, FIRM_TIME_ZONE).from, end: dayRange(addDays(to, 1), FIRM_TIME_ZONE).from };
}

const n = (v: unknown) => Number(v ?? 0);

/** Distinct visitors per day: the roll-up's counts, and for days not rolled up yet, the hashes still kept. */
async function visitorsByDay(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const [rolled, live] = await Promise.all([
    db.select({ day: analyticsDays.day, visitors: analyticsDays.visitors }).from(analyticsDays).where(between(analyticsDays.day, from, to)),
    db
      .select({ day: analyticsVisitors.day, visitors: sql<number>`count(*)::int` })
      .from(analyticsVisitors)
      .where(between(analyticsVisitors.day, from, to))
      .groupBy(analyticsVisitors.day),
  ]);
  const out = new Map<string, number>();
  for (const r of [...rolled, ...live]) out.set(r.day, (out.get(r.day) ?? 0) + r.visitors);
  return out;
}

async function conversionsCount(db: Db, from: string, to: string): Promise<number> {
  const { start, end } = instants(from, to);
  const [forms] = await db.select({ c: sql<number>`count(*)::int` }).from(inquiries).where(and(gte(inquiries.createdAt, start), lt(inquiries.createdAt, end), eq(inquiries.unfinished, false)));
  const [booked] = await db.select({ c: sql<number>`count(*)::int` }).from(bookings).where(and(eq(bookings.kind, 'booking'), gte(bookings.createdAt, start), lt(bookings.createdAt, end)));
  return n(forms?.c) + n(booked?.c);
}

/**
 * The dashboard of /admin/analytics for the firm days `from`–`to`, with the same number of days before for
 * comparison. `conversions`: administrators see the inquiries and bookings counted; editors see page counts only.
 */
export async function analyticsSummary(db: Db, range: { from: string; to: string }, opts: { conversions: boolean }): Promise<AnalyticsSummary> {
  const { from, to } = range;
  const length = daysBetween(from, to);
  if (!(length >= 1 && length <= MAX_RANGE_DAYS)) throw new DomainError('invalid', 'analyticsRange', `Choose a range of 1 to ${MAX_RANGE_DAYS} days, the first day before the last`, { field: 'from' });
  const prevTo = addDays(from, -1);
  const prevFrom = addDays(from, -length);
  const rolled = await rolledThrough(db);
  const pageIn = pageRows(from, to, rolled);
  const originIn = originRows(from, to, rolled);
  const views = sql<number>`sum(v.views)::int`;
  const entries = sql<number>`sum(v.entries)::int`;

  const [perDay, visitors, prevViews, prevVisitors, pages, referrers, campaigns, devices] = await Promise.all([
    db.select({ day: sql<string>`v.day::text`, views }).from(originIn).groupBy(sql`v.day`),
    visitorsByDay(db, from, to),
    db.select({ views }).from(originRows(prevFrom, prevTo, rolled)),
    visitorsByDay(db, prevFrom, prevTo),
    db
      .select({ path: sql<string>`v.path`, locale: sql<string>`v.locale`, views, entries })
      .from(pageIn)
      .groupBy(sql`v.path, v.locale`)
      .orderBy(desc(views), sql`v.path`)
      .limit(TOP),
    db
      .select({ referrer: sql<string>`v.referrer`, views, entries })
      .from(originIn)
      .where(sql`v.referrer <> ''`)
      .groupBy(sql`v.referrer`)
      .orderBy(desc(entries), sql`v.referrer`)
      .limit(TOP),
    db
      .select({ source: sql<string>`v.source`, medium: sql<string>`v.medium`, campaign: sql<string>`v.campaign`, views, entries })
      .from(originIn)
      .where(sql`(v.source <> '' or v.medium <> '' or v.campaign <> '')`)
      .groupBy(sql`v.source, v.medium, v.campaign`)
      .orderBy(desc(entries), sql`v.source`)
      .limit(TOP),
    db.select({ device: sql<string>`v.device`, views }).from(originIn).groupBy(sql`v.device`).orderBy(desc(views)),
  ]);

  const viewsOf = new Map(perDay.map((r) => [r.day, n(r.views)]));
  const days: AnalyticsSummary['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, views: viewsOf.get(day) ?? 0, visitors: visitors.get(day) ?? 0 });
  const titles = await titlesOf(db, pages.map((p) => p.path));

  return {
    from,
    to,
    previous: {
      from: prevFrom,
      to: prevTo,
      views: n(prevViews[0]?.views),
      visitors: [...prevVisitors.values()].reduce((a, b) => a + b, 0),
      conversions: opts.conversions ? await conversionsCount(db, prevFrom, prevTo) : null,
    },
    days,
    totals: { views: days.reduce((a, d) => a + d.views, 0), visitors: days.reduce((a, d) => a + d.visitors, 0) },
    pages: pages.map((p) => ({ path: p.path, locale: p.locale, title: titles.get(p.path) ?? null, views: n(p.views), entries: n(p.entries) })),
    referrers: referrers.map((r) => ({ referrer: r.referrer, views: n(r.views), entries: n(r.entries) })),
    campaigns: campaigns.map((c) => ({ source: c.source, medium: c.medium, campaign: c.campaign, views: n(c.views), entries: n(c.entries) })),
    devices: devices.map((d) => ({ device: d.device, views: n(d.views) })),
    conversions: opts.conversions ? await conversions(db, from, to, rolled) : null,
  };
}

/** The titles of the blog posts among `paths` (other pages have none here: the dashboard shows their path). */
async function titlesOf(db: Db, paths: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const posts = paths.map((p) => ({ path: p, post: postOfPath(p) })).filter((x) => x.post !== null);
  if (posts.length === 0) return out;
  const rows = await db
    .select({ slug: blogPosts.slug, locale: blogPosts.locale, title: blogPosts.title })
    .from(blogPosts)
    .where(or(...posts.map(({ post }) => and(eq(blogPosts.slug, post!.slug), eq(blogPosts.locale, post!.locale)))));
  for (const { path, post } of posts) {
    const row = rows.find((r) => r.slug === post!.slug && r.locale === post!.locale);
    if (row) out.set(path, row.title);
  }
  return out;
}

async function conversions(db: Db, from: string, to: string, rolled: string | null): Promise<NonNullable<AnalyticsSummary['conversions']>> {
  const { start, end } = instants(from, to);
  const inquiriesIn = and(gte(inquiries.createdAt, start), lt(inquiries.createdAt, end), eq(inquiries.unfinished, false));
  const bookingsIn = and(eq(bookings.kind, 'booking'), gte(bookings.createdAt, start), lt(bookings.createdAt, end));
  const articleOf = (col: typeof inquiries.attribution | typeof bookings.attribution) => sql<string>`${col} -> 'article' ->> 'path'`;
  const [forms, chats, booked, phone, fromInquiries, fromBookings] = await Promise.all([
    db.select({ c: sql<number>`count(*)::int` }).from(inquiries).where(and(inquiriesIn, eq(inquiries.source, 'form'))),
    db
      .select({ path: sql<string>`coalesce(${inquiries.intake} ->> 'path', 'other')`, c: sql<number>`count(*)::int` })
      .from(inquiries)
      .where(and(inquiriesIn, eq(inquiries.source, 'chat')))
      .groupBy(sql`1`),
    db.select({ c: sql<number>`count(*)::int` }).from(bookings).where(bookingsIn),
    db.select({ c: sql<number>`coalesce(sum(${analyticsEvents.count}), 0)::int` }).from(analyticsEvents).where(and(between(analyticsEvents.day, from, to), eq(analyticsEvents.kind, 'phone'))),
    db
      .select({ path: articleOf(inquiries.attribution), title: sql<string>`max(${inquiries.attribution} -> 'article' ->> 'title')`, locale: sql<string>`max(${inquiries.attribution} -> 'article' ->> 'locale')`, c: sql<number>`count(*)::int` })
      .from(inquiries)
      .where(and(inquiriesIn, isNotNull(articleOf(inquiries.attribution))))
      .groupBy(sql`1`),
    db
      .select({ path: articleOf(bookings.attribution), title: sql<string>`max(${bookings.attribution} -> 'article' ->> 'title')`, locale: sql<string>`max(${bookings.attribution} -> 'article' ->> 'locale')`, c: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(bookingsIn, isNotNull(articleOf(bookings.attribution))))
      .groupBy(sql`1`),
  ]);
  const byArticle = new Map<string, { title: string; locale: string; conversions: number }>();
  for (const r of [...fromInquiries, ...fromBookings]) {
    const seen = byArticle.get(r.path);
    byArticle.set(r.path, { title: r.title, locale: r.locale, conversions: (seen?.conversions ?? 0) + n(r.c) });
  }
  const paths = [...byArticle.keys()];
  const views = paths.length
    ? await db
        .select({ path: sql<string>`v.path`, views: sql<number>`sum(v.views)::int` })
        .from(pageRows(from, to, rolled))
        .where(sql`v.path in ${paths}`)
        .groupBy(sql`v.path`)
    : [];
  const viewsOf = new Map(views.map((v) => [v.path, n(v.views)]));
  const articles = [...byArticle]
    .map(([path, a]) => {
      const v = viewsOf.get(path) ?? 0;
      return { path, locale: a.locale, title: a.title, views: v, conversions: a.conversions, rate: v > 0 ? a.conversions / v : 0 };
    })
    .sort((a, b) => b.conversions - a.conversions || b.rate - a.rate || a.path.localeCompare(b.path))
    .slice(0, TOP);
  return {
    form: n(forms[0]?.c),
    chat: chats.map((c) => ({ path: c.path, count: n(c.c) })).sort((a, b) => b.count - a.count),
    booking: n(booked[0]?.c),
    phone: n(phone[0]?.c),
    articles,
  };
}
