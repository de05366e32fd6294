import { signal } from '../realtime/hub';
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { CHAT_UNSENT_RETENTION_HOURS } from '../chat/conversation';
import type { Db } from '../db/client';
import { auditLog, bookings, chatConversations, chatPowNonces, emailTokens, inquiries, postViews, rateLimits, sessions, signInTickets } from '../db/schema';

export interface PurgeCounts {
  sessions: number;
  tokens: number;
  rateLimits: number;
  inquiries: number;
  /** One-view-per-hour rows of the blog's view counts, older than two hours. */
  postViews: number;
  /** Two-factor sign-in tickets past their five minutes. */
  signInTickets: number;
  /** Audit-log entries older than AUDIT_RETENTION_DAYS. */
  auditLog: number;
  /** Chat conversations never sent, silent for CHAT_UNSENT_RETENTION_HOURS (a sent one goes with its inquiry). */
  chatUnsent: number;
  /** Used proof-of-work nonces whose challenge has expired (no solution of theirs verifies any more). */
  chatPowNonces: number;
  /** Consultations (and blocked time) that ended more than INQUIRY_RETENTION_DAYS ago: client data, kept as inquiries are. */
  bookings: number;
}

/** AUDIT_RETENTION_DAYS' default, for callers that do not pass the configured value. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * What nobody may use again, inquiries past their retention period (INQUIRY_RETENTION_DAYS, stated on
 * the privacy page) and audit-log entries past theirs (AUDIT_RETENTION_DAYS). Run by the queue's crontab; each statement stands alone, so a partial run is harmless.
 */
export async function purgeExpired(
  db: Db,
  opts: { inquiryRetentionDays: number; auditRetentionDays?: number },
  now = new Date(),
): Promise<PurgeCounts> {
  const auditDays = opts.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS;
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
    signInTickets: await count(db.delete(signInTickets).where(lt(signInTickets.expiresAt, now)).returning({ hash: signInTickets.ticketHash })),
    auditLog: await count(db.delete(auditLog).where(lt(auditLog.at, new Date(now.getTime() - auditDays * DAY))).returning({ id: auditLog.id })),
    chatUnsent: await db.transaction(async (tx) => {
      const rows = await tx
        .delete(chatConversations)
        .where(and(isNull(chatConversations.submittedAt), isNull(chatConversations.inquiryId), lt(chatConversations.updatedAt, new Date(now.getTime() - CHAT_UNSENT_RETENTION_HOURS * HOUR))))
        .returning({ id: chatConversations.id });
      // A stream still open on one ends; an inbox still listing one drops it (decision 0021).
      for (const { id } of rows) await signal(tx, { kind: 'conversation', id });
      return rows.length;
    }),
    chatPowNonces: await count(db.delete(chatPowNonces).where(lt(chatPowNonces.expiresAt, now)).returning({ nonce: chatPowNonces.nonce })),
    // Their links go with them (booking_links cascades); their reminders are long past.
    bookings: await count(db.delete(bookings).where(lt(bookings.endsAt, new Date(now.getTime() - opts.inquiryRetentionDays * DAY))).returning({ id: bookings.id })),
  };
}
