import { count, desc, eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import { inquiries, type Inquiry } from '../db/schema';
import { pageOf, type Page } from '../../src/shared/schemas/paging';
import { addJob } from '../jobs/queue';
import type { RateLimiter } from './rate-limit';

export interface InquiryDeps {
  db: Db;
  limiter: RateLimiter;
}

interface Submission {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
  locale: string;
}

/**
 * Stores the inquiry and, in the same transaction, queues the firm's notification and the visitor's
 * acknowledgement. The visitor is thanked once it is stored: an SMTP outage only delays the e-mail,
 * and the admin Inquiries tab shows each one's delivery state.
 */
export async function submitInquiry(deps: InquiryDeps, caller: { ip: string }, input: Submission): Promise<void> {
  await deps.limiter.consume('contact', { ip: caller.ip, email: input.email });
  if (input.website) return; // honeypot filled: answer like a success, keep nothing
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ name: input.name, email: input.email, phone: input.phone, message: input.message, locale: input.locale })
      .returning({ id: inquiries.id });
    if (!row) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'inquiry not stored' });
    await addJob(tx, 'inquiry_notify', { inquiryId: row.id });
    await addJob(tx, 'inquiry_ack', { inquiryId: row.id });
  });
}

/** One page of inquiries, newest first (inquiries_created_idx), and how many there are in all, read in one snapshot. */
export async function listInquiries(db: Db, args: { page: number; pageSize: number }): Promise<Page<Inquiry>> {
  return db.transaction(
    async (tx) => {
      const items = await tx
        .select()
        .from(inquiries)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(args.pageSize)
        .offset((args.page - 1) * args.pageSize);
      const [counted] = await tx.select({ n: count() }).from(inquiries);
      return pageOf(items, counted?.n ?? 0, args);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function setHandled(db: Db, id: string, handled: boolean) {
  const [row] = await db.update(inquiries).set({ handled }).where(eq(inquiries.id, id)).returning();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'This inquiry no longer exists.' });
  return row;
}

export async function deleteInquiry(db: Db, id: string): Promise<void> {
  const rows = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  if (rows.length === 0) throw new TRPCError({ code: 'NOT_FOUND', message: 'This inquiry no longer exists.' });
}
