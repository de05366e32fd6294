import { lt, sql } from 'drizzle-orm';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import type { Db } from '../db/client';
import { analyticsDays, analyticsEvents, analyticsOriginDays, analyticsPageDays, analyticsViews, analyticsVisitors } from '../db/schema';
import { addDays, firmDate } from '../booking/slots';
import { rollUpDays } from './rollup';
import { dropOldSecrets } from './visitors';

/** Daily totals are kept 25 months (the privacy page says so), then deleted. */
export const ANALYTICS_RETENTION_DAYS = 760;

/**
 * The roll-up (hourly in the queue's crontab, so it runs soon after each midnight of the firm's calendar whatever
 * the server's zone): each day before today gets its count of distinct visitors, then that day's hashes and its
 * secret are deleted; after it nothing stored can be matched to an address. The day's views are summed per page
 * and per origin (server/analytics/rollup.ts) for the dashboard. Totals past the retention go too.
 */
export async function rollUpAnalytics(db: Db, now = new Date()): Promise<{ days: number; rolled: number; secrets: number; expired: number }> {
  const today = firmDate(now, FIRM_TIME_ZONE);
  const oldest = addDays(today, -ANALYTICS_RETENTION_DAYS);
  return db.transaction(async (tx) => {
    const counted = await tx.execute<{ day: string }>(sql`
      insert into ${analyticsDays} (day, visitors)
      select day, count(*)::int from ${analyticsVisitors} where day < ${today} group by day
      on conflict (day) do update set visitors = ${analyticsDays}.visitors + excluded.visitors
      returning day`);
    await tx.delete(analyticsVisitors).where(lt(analyticsVisitors.day, today));
    const rolled = await rollUpDays(tx, today);
    const secrets = await dropOldSecrets(tx, today);
    const expired = await tx.delete(analyticsViews).where(lt(analyticsViews.day, oldest)).returning({ day: analyticsViews.day });
    await tx.delete(analyticsEvents).where(lt(analyticsEvents.day, oldest));
    await tx.delete(analyticsDays).where(lt(analyticsDays.day, oldest));
    await tx.delete(analyticsPageDays).where(lt(analyticsPageDays.day, oldest));
    await tx.delete(analyticsOriginDays).where(lt(analyticsOriginDays.day, oldest));
    return { days: counted.length, rolled, secrets, expired: expired.length };
  });
}
