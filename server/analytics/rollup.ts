import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticsOriginDays, analyticsPageDays, analyticsViews } from '../db/schema';
import { addDays } from '../booking/slots';

/**
 * Roll-ups of the daily rows (decision 0029). The counter writes one analytics_views row per (day, page, language,
 * referrer, campaign, device): a year of a busy site is more than a million rows, too many to sum on every look at
 * the dashboard. The hourly job sums each past day twice: per page (analytics_page_days) and per origin and device
 * (analytics_origin_days), a few hundred rows a day in all. Readers take the roll-ups up to the last day rolled up
 * and the daily rows after it (today, and any day the job has not reached yet), so the totals are the same either
 * way.
 */

/** Days the job sums again every run: counts a database outage held back and wrote after midnight still land. */
export const REROLLED_DAYS = 2;

type Tx = Pick<Db, 'execute'>;

/** The last day the roll-ups hold, or null before the first roll-up. */
export async function rolledThrough(db: Tx): Promise<string | null> {
  const [row] = await db.execute<{ day: string | null }>(sql`select max(${analyticsOriginDays.day})::text as day from ${analyticsOriginDays}`);
  return row?.day ?? null;
}

/**
 * Sums the days before `today` that are not rolled up yet, and the REROLLED_DAYS before today again (their rows are
 * replaced), in the caller's transaction. Returns the days written.
 */
export async function rollUpDays(tx: Tx, today: string): Promise<number> {
  const through = await rolledThrough(tx);
  const recent = addDays(today, -REROLLED_DAYS);
  const from = through === null ? null : addDays(through, 1) < recent ? addDays(through, 1) : recent;
  const since = (col: SQL | typeof analyticsViews.day) => (from === null ? sql`true` : sql`${col} >= ${from}`);
  const v = analyticsViews;
  await tx.execute(sql`delete from ${analyticsPageDays} where ${since(sql`day`)} and day < ${today}`);
  await tx.execute(sql`delete from ${analyticsOriginDays} where ${since(sql`day`)} and day < ${today}`);
  const pages = await tx.execute<{ day: string }>(sql`
    insert into ${analyticsPageDays} (day, path, locale, views, entries)
    select ${v.day}, ${v.path}, ${v.locale}, sum(${v.views})::int, sum(${v.entries})::int from ${v}
    where ${since(v.day)} and ${v.day} < ${today} group by 1, 2, 3
    returning day`);
  await tx.execute(sql`
    insert into ${analyticsOriginDays} (day, referrer, source, medium, campaign, device, views, entries)
    select ${v.day}, ${v.referrer}, ${v.source}, ${v.medium}, ${v.campaign}, ${v.device}, sum(${v.views})::int, sum(${v.entries})::int from ${v}
    where ${since(v.day)} and ${v.day} < ${today} group by 1, 2, 3, 4, 5, 6`);
  return new Set(pages.map((r) => r.day)).size;
}

/**
 * Views per page of the days `from`–`to` as a FROM item `v (day, path, locale, views, entries)`: the roll-up up to
 * `rolled`, the daily rows after it.
 */
export function pageRows(from: string, to: string, rolled: string | null): SQL {
  const v = analyticsViews;
  const p = analyticsPageDays;
  const { rolledTo, dailyFrom } = split(from, to, rolled);
  return sql`(
    select ${p.day} as day, ${p.path} as path, ${p.locale} as locale, ${p.views} as views, ${p.entries} as entries from ${p} where ${p.day} between ${from} and ${rolledTo}
    union all
    select ${v.day}, ${v.path}, ${v.locale}, ${v.views}, ${v.entries} from ${v} where ${v.day} between ${dailyFrom} and ${to}
  ) as v`;
}

/** Views per origin and device of the days `from`–`to` as a FROM item `v (day, referrer, source, medium, campaign, device, views, entries)`. */
export function originRows(from: string, to: string, rolled: string | null): SQL {
  const v = analyticsViews;
  const o = analyticsOriginDays;
  const { rolledTo, dailyFrom } = split(from, to, rolled);
  return sql`(
    select ${o.day} as day, ${o.referrer} as referrer, ${o.source} as source, ${o.medium} as medium, ${o.campaign} as campaign, ${o.device} as device, ${o.views} as views, ${o.entries} as entries
      from ${o} where ${o.day} between ${from} and ${rolledTo}
    union all
    select ${v.day}, ${v.referrer}, ${v.source}, ${v.medium}, ${v.campaign}, ${v.device}, ${v.views}, ${v.entries} from ${v} where ${v.day} between ${dailyFrom} and ${to}
  ) as v`;
}

/** Which of `from`–`to` the roll-ups answer (through rolledTo) and which the daily rows (from dailyFrom). */
function split(from: string, to: string, rolled: string | null): { rolledTo: string; dailyFrom: string } {
  if (rolled === null || rolled < from) return { rolledTo: addDays(from, -1), dailyFrom: from };
  if (rolled >= to) return { rolledTo: to, dailyFrom: addDays(to, 1) };
  return { rolledTo: rolled, dailyFrom: addDays(rolled, 1) };
}
