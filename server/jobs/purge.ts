import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTokens, inquiries, postViews, rateLimits, sessions } from '../db/schema';

export interface PurgeCounts {
  sessions: number;
  tokens: number;
  rateLimits: number;
  inquiries: number;
  /** One-view-per-hour rows of the blog's view counts, older than two hours. */
  postViews: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * What nobody may use again, and inquiries past their retention period (INQUIRY_RETENTION_DAYS, stated on
 * the privacy page). Run by the queue's crontab; each statement stands alone, so a partial run is harmless.
 */
export async function purgeExpired(db: Db, opts: { inquiryRetentionDays: number }, now = new Date()): Promise<PurgeCounts> {
  const count = async (q: Promise<unknown[]>) => (await q).length;
  return {
    sessions: await count(db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })),
    tokens: await count(
      db
        .delete(emailTokens)
        .where(or(isNotNull(emailTokens.usedAt), lt(emailTokens.expiresAt, now)))
        .returning({ id: emailTokens.id }),
    ),
    rateLimits: await count(db.delete(rateLimits).where(and(isNotNull(rateLimits.expire), lt(rateLimits.expire, now))).returning({ key: rateLimits.key })),
    inquiries: await count(
      db
        .delete(inquiries)
        .where(lt(inquiries.createdAt, new Date(now.getTime() - opts.inquiryRetentionDays * DAY)))
        .returning({ id: inquiries.id }),
    ),
    postViews: await count(db.delete(postViews).where(lt(postViews.bucket, new Date(now.getTime() - 2 * HOUR))).returning({ id: postViews.postId })),
  };
}
