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
  // The days summed (again): from `from` (every day before the first roll-up) up to yesterday.
  const days = from === null ? sql`day < ${today}` : sql`day >= ${from} and day < ${today}`;
  const v = analyticsViews;
  await tx.execute(sql`delete from ${analyticsPageDays} where ${days}`);
  await tx.execute(sql`delete from ${analyticsOriginDays} where ${days}`);
  const pages = await tx.execute<{ day: string }>(sql`
    insert into ${analyticsPageDays} (day, path, locale, views, entries)
    select day, ${v.path}, ${v.locale}, sum(${v.views})::int, sum(${v.entries})::int from ${v} where ${days} group by 1, 2, 3
    returning day`);
  await tx.execute(sql`
    insert into ${analyticsOriginDays} (day, referrer, source, medium, campaign, device, views, entries)
    select day, ${v.referrer}, ${v.source}, ${v.medium}, ${v.campaign}, ${v.device}, sum(${v.views})::int, sum(${v.entries})::int from ${v}
    where ${days} group by 1, 2, 3, 4, 5, 6`);
  return new Set(pages.map((r) => r.day)).size;
}

/** The columns each roll-up keeps besides day, views and entries (the same names as in analytics_views). */
const PAGE_COLUMNS = ['path', 'locale'] as const;
const ORIGIN_COLUMNS = ['referrer', 'source', 'medium', 'campaign', 'device'] as const;

/**
 * Views per page of the days `from`–`to` as a FROM item `v (day, path, locale, views, entries)`: the roll-up up to
 * `rolled`, the daily rows after it.
 */
export const pageRows = (from: string, to: string, rolled: string | null): SQL => rows(analyticsPageDays, PAGE_COLUMNS, from, to, rolled);

/** Views per origin and device of the days `from`–`to` as a FROM item `v (day, referrer, source, medium, campaign, device, views, entries)`. */
export const originRows = (from: string, to: string, rolled: string | null): SQL => rows(analyticsOriginDays, ORIGIN_COLUMNS, from, to, rolled);

function rows(rollup: typeof analyticsPageDays | typeof analyticsOriginDays, columns: readonly string[], from: string, to: string, rolled: string | null): SQL {
  const { rolledTo, dailyFrom } = split(from, to, rolled);
  const list = sql.raw(['day', ...columns, 'views', 'entries'].join(', '));
  return sql`(
    select ${list} from ${rollup} where day between ${from} and ${rolledTo}
    union all
    select ${list} from ${analyticsViews} where day between ${dailyFrom} and ${to}
  ) as v`;
}

/** Which of `from`–`to` the roll-ups answer (through rolledTo) and which the daily rows (from dailyFrom). */
function split(from: string, to: string, rolled: string | null): { rolledTo: string; dailyFrom: string } {
  if (rolled === null || rolled < from) return { rolledTo: addDays(from, -1), dailyFrom: from };
  if (rolled >= to) return { rolledTo: to, dailyFrom: addDays(to, 1) };
  return { rolledTo: rolled, dailyFrom: addDays(rolled, 1) };
}
