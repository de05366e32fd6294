import { desc, eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import { inquiries } from '../db/schema';
import { escapeHtml } from '../../src/shared/html';
import type { Mailer } from './mail';
import type { RateLimiter } from './rate-limit';

export interface InquiryDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  config: { firmInbox: string; publicUrl: string };
}

interface Submission {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
  locale: string;
}

interface Logger {
  error(obj: object, msg: string): void;
}

export const DELIVERY_FAILED =
  'We could not deliver your message right now. Please try again in a few minutes, or call us.';

/**
 * Stores the inquiry first, then e-mails the firm's intake address. When the e-mail fails the visitor is
 * told so (never thanked), and the stored inquiry still reaches staff in the admin Inquiries tab.
 */
export async function submitInquiry(deps: InquiryDeps, caller: { ip: string }, input: Submission, log: Logger): Promise<void> {
  await deps.limiter.consume('contact', { ip: caller.ip, email: input.email });
  if (input.website) return; // honeypot filled: answer like a success, keep nothing
  const [row] = await deps.db
    .insert(inquiries)
    .values({ name: input.name, email: input.email, phone: input.phone, message: input.message, locale: input.locale })
    .returning();
  if (!row) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'inquiry not stored' });
  const lines = [`Name: ${row.name}`, `Email: ${row.email}`, `Phone: ${row.phone}`, `Language: ${row.locale}`, '', row.message];
  try {
    await deps.mailer.send({
      to: deps.config.firmInbox,
      replyTo: row.email,
      subject: `New website inquiry from ${row.name.replace(/[\r\n]+/g, ' ')}`,
      text: `${lines.join('\n')}\n\nAll inquiries: ${deps.config.publicUrl}/admin`,
      html: `<dl>${[
        ['Name', row.name],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Language', row.locale],
      ]
        .map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v ?? '')}</dd>`)
        .join('')}</dl><p style="white-space:pre-wrap">${escapeHtml(row.message)}</p><p><a href="${escapeHtml(deps.config.publicUrl)}/admin">All inquiries</a></p>`,
    });
  } catch (err) {
    log.error({ err, inquiryId: row.id }, 'inquiry stored but the notification e-mail failed');
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DELIVERY_FAILED, cause: err });
  }
}

export function listInquiries(db: Db) {
  return db.select().from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id));
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
