import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { JourneyInput } from '@shared/schemas/analytics';
import { attributionOf } from '../analytics/attribution';
import { stringify, type Stringifier } from 'csv-stringify';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import type { Db } from '../db/client';
import { chatConversations, inquiries, type Inquiry } from '../db/schema';
import { signal } from '../realtime/hub';
import { INQUIRY_SORTS, type Page, type SortDir, type SortOf } from '@shared/schemas/paging';
import { adminPage, type SortKeys } from './sorting';
import { addJob } from '../jobs/queue';
import { recordAudit } from './audit';
import { answerLines } from '../chat/emails';
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
  journey?: JourneyInput | undefined;
  /** The page's idempotency key for this text (src/shared/schemas/contact.ts). */
  submission?: string | undefined;
}

/** How long a submission sent without a key is recognised by its text when sent again. */
const TEXT_KEY_MS = 10 * 60_000;

/**
 * The submission's idempotency key: the page's own, or, for a form sent without scripts (or an API caller without
 * one), a hash of what was typed and the ten minutes it was sent in, so a retry of the same text within them (a
 * proxy's, a double press) is stored once.
 */
export function submissionKeyOf(input: Submission, now = Date.now()): string {
  if (input.submission) return `k:${input.submission}`;
  const text = JSON.stringify([input.name, input.email, input.phone, input.message, input.locale, Math.floor(now / TEXT_KEY_MS)]);
  return `h:${createHash('sha256').update(text).digest('base64url')}`;
}

/**
 * Stores the inquiry and, in the same transaction, counts it against the sender's limits and queues its e-mails
 * (the firm's notification and the visitor's acknowledgement, one job): one commit, so the limits, the inquiry and
 * its e-mails exist together or not at all. The visitor is thanked once it is stored: an SMTP outage only delays
 * the e-mail, and the admin Inquiries tab shows each one's delivery state.
 */
export async function submitInquiry(deps: InquiryDeps, caller: { ip: string; doNotTrack?: boolean }, input: Submission): Promise<void> {
  const limitKeys = { ip: caller.ip, email: input.email };
  if (input.website) {
    // Honeypot filled: counted like a submission, answered like a success, nothing kept.
    await deps.limiter.consume('contact', limitKeys);
    return;
  }
  const submissionKey = submissionKeyOf(input);
  const attribution = await attributionOf(deps.db, input.journey, caller);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ name: input.name, email: input.email, phone: input.phone, message: input.message, locale: input.locale, attribution, submissionKey })
      .onConflictDoNothing({ target: inquiries.submissionKey })
      .returning({ id: inquiries.id });
    // Sent before and stored then (its answer was lost on the way back): answered the same, stored and e-mailed
    // once, and not counted against the limits again, even once they are reached.
    if (!row) return;
    // Over a limit: refused, and the insert above is undone with the transaction.
    await deps.limiter.consume('contact', limitKeys, { on: tx });
    await addJob(tx, 'inquiry_mail', { inquiryId: row.id, acknowledge: true });
  });
}

type InquirySort = SortOf<typeof INQUIRY_SORTS>;

/** What each sort of the Inquiries tab orders by (names ignoring case; handled: new ones first). */
const INQUIRY_SORT_KEYS: SortKeys<InquirySort> = {
  received: [inquiries.createdAt],
  name: [sql`lower(${inquiries.name})`],
  handled: [inquiries.handled],
};

/**
 * One page of inquiries, newest first (inquiries_created_idx) or sorted (`sort`, `dir`), and how many there
 * are in all, read in one snapshot.
 */
export async function listInquiries(
  db: Db,
  args: { page: number; pageSize: number; sort?: InquirySort | undefined; dir?: SortDir | undefined },
): Promise<Page<Inquiry>> {
  return adminPage(
    db,
    {
      table: inquiries,
      columns: getTableColumns(inquiries),
      // Urgent chats nobody acknowledged come first, whatever the sort; then those taken but not called back yet.
      first: [sql`(${inquiries.urgent} and ${inquiries.urgentAckedAt} is null) desc`, sql`(${inquiries.urgent} and ${inquiries.calledBackAt} is null) desc`],
      sorts: INQUIRY_SORTS,
      sortKeys: INQUIRY_SORT_KEYS,
      id: inquiries.id,
    },
    args,
  );
}

/** The admin acting, as the audit log names them. */
export interface InquiryActor {
  id: string;
  email: string;
  ip: string;
}

const GONE = 'This inquiry no longer exists.';
const label = (row: Pick<Inquiry, 'name' | 'email'>) => `${row.name} <${row.email}>`;

export async function setHandled(db: Db, actor: InquiryActor, id: string, handled: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ handled: inquiries.handled }).from(inquiries).where(eq(inquiries.id, id)).for('update');
    const [row] = await tx.update(inquiries).set({ handled }).where(eq(inquiries.id, id)).returning();
    if (!row || !before) throw new DomainError('not-found', 'inquiryGone', GONE);
    if (before.handled !== handled) {
      await recordAudit(tx, {
        actor,
        action: 'inquiry.handled',
        target: { type: 'inquiry', id: row.id, label: label(row) },
        changes: { handled: { before: before.handled, after: handled } },
        ip: actor.ip,
      });
    }
    return row;
  });
}

/** Deletes the inquiry and records who did (the entry names the sender, never the message). */
export async function deleteInquiry(db: Db, actor: InquiryActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // A chat inquiry's conversation goes with it: its open stream ends and the inbox drops it (decision 0021).
    const conversations = await tx.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.inquiryId, id));
    const [row] = await tx.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id, name: inquiries.name, email: inquiries.email });
    if (!row) throw new DomainError('not-found', 'inquiryGone', GONE);
    await recordAudit(tx, { actor, action: 'inquiry.deleted', target: { type: 'inquiry', id: row.id, label: label(row) }, ip: actor.ip });
    for (const c of conversations) await signal(tx, { kind: 'conversation', id: c.id });
  });
}

const CSV_COLUMNS = ['Received', 'Name', 'Email', 'Phone', 'Language', 'Handled', 'Message', 'Source', 'Urgent', 'Chat answers'];
/** Inquiries read per query while the CSV streams. */
const EXPORT_BATCH = 500;

/** What the export reads of an inquiry, and `after`: its exact created_at, the keyset's position (a Date keeps milliseconds only). */
const exportColumns = {
  id: inquiries.id,
  createdAt: inquiries.createdAt,
  after: sql<string>`${inquiries.createdAt}::text`,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  locale: inquiries.locale,
  handled: inquiries.handled,
  message: inquiries.message,
  source: inquiries.source,
  urgent: inquiries.urgent,
  intake: inquiries.intake,
};
type ExportedInquiry = Pick<Inquiry, 'createdAt' | 'name' | 'email' | 'phone' | 'locale' | 'handled' | 'message' | 'source' | 'urgent' | 'intake'>;

/** One inquiry's cells, in CSV_COLUMNS' order. */
function inquiryCsvRecord(r: ExportedInquiry): string[] {
  const answers = r.intake ? answerLines(r.intake.answers, 'en').join('\n') : '';
  return [r.createdAt.toISOString(), r.name, r.email, r.phone, r.locale, r.handled ? 'yes' : 'no', r.message, r.source, r.urgent ? 'yes' : 'no', answers];
}

/**
 * The CSV's writer (csv-stringify): UTF-8 with a byte-order mark (so Excel reads accents), CRLF lines, a cell in
 * quotes when it holds a comma, a quote or a line break. A cell a spreadsheet would read as a formula (starting
 * with = + - @, a tab or a carriage return, or their full-width forms) gets a leading single quote, so an
 * inquiry cannot run anything in the firm's Excel.
 */
export function inquiriesCsvWriter(): Stringifier {
  // quote_record_delimiter: a lone \n or \r is quoted too (by default, with record_delimiter set, only \r\n is).
  return stringify({ bom: true, header: true, columns: CSV_COLUMNS, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true });
}

class ExportAborted extends Error {}

/** Waits until `out` takes more (or is destroyed: then the export stops). */
async function drained(out: Stringifier): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  if (out.destroyed) throw new ExportAborted();
}

export interface InquiriesExport {
  filename: string;
  /** Inquiries stored when the export was recorded in the audit log. */
  count: number;
  /** The CSV, produced as it is read; destroying it stops the export and releases its database snapshot. */
  stream: Readable;
}

/**
 * Every stored inquiry, newest first, as CSV. Records the export in the audit log (who, from where, how many),
 * then streams the rows: read in keyset batches inside one read-only snapshot, reading paused while the client
 * is slow, so memory does not grow with the number of inquiries.
 */
export async function startInquiriesExport(db: Db, actor: InquiryActor, now = new Date()): Promise<InquiriesExport> {
  const count = await db.transaction(async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(inquiries);
    const n = row?.n ?? 0;
    await recordAudit(tx, { actor, action: 'inquiry.exported', target: { type: 'inquiry', label: `${n} inquiries` }, changes: { count: n }, ip: actor.ip });
    return n;
  });
  const out = inquiriesCsvWriter();
  void db
    .transaction(
      async (tx) => {
        let after: { at: string; id: string } | null = null;
        for (;;) {
          const rows = await tx
            .select(exportColumns)
            .from(inquiries)
            .where(after ? sql`(${inquiries.createdAt}, ${inquiries.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined)
            .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
            .limit(EXPORT_BATCH);
          for (const row of rows) {
            if (out.destroyed) throw new ExportAborted();
            if (!out.write(inquiryCsvRecord(row))) await drained(out);
          }
          const last = rows.at(-1);
          if (rows.length < EXPORT_BATCH || !last) break;
          after = { at: last.after, id: last.id };
        }
        if (!out.destroyed) out.end();
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .catch((err: unknown) => {
      if (!(err instanceof ExportAborted)) out.destroy(err instanceof Error ? err : new Error(String(err)));
    });
  return { filename: `inquiries-${now.toISOString().slice(0, 10)}.csv`, count, stream: out };
}
