import { sql } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { Db } from '../db/client';

/** Every job the queue runs, with its payload. Payloads carry ids and addresses, never a token or a password. */
export interface JobPayloads {
  /**
   * A new inquiry's e-mails: the firm's notification and, with `acknowledge`, the visitor's acknowledgement in the
   * language of the form. One job for both (one queue round trip per inquiry); a retry sends only what is missing.
   */
  inquiry_mail: { inquiryId: string; acknowledge: boolean };
  /** The firm's notification alone: queued by versions before inquiry_mail, and still run. */
  inquiry_notify: { inquiryId: string };
  /** The visitor's acknowledgement alone: queued by versions before inquiry_mail, and still run. */
  inquiry_ack: { inquiryId: string };
  /** A password reset link, if the address has an account (the request answers the same either way). */
  reset_link: { email: string; locale: Locale };
  /** A sign-up confirmation link, if the account still waits for one. */
  confirm_link: { email: string; locale: Locale };
  /** Someone signed up with an address that already has a confirmed account: tell its owner. */
  account_exists: { email: string; locale: Locale };
  /** Someone signed up again with an address whose account waits for confirmation: tell its owner the password did not change. */
  signup_again: { email: string; locale: Locale };
  /** An administrator's invitation of a colleague: the link's token is made when the e-mail is sent. */
  staff_invite: { invitationId: string };
  /** A confirmed account waits for a role: tells one administrator (one job per administrator, retried alone). */
  approval_request: { userId: string; adminId: string };
  /** A scheduled post, published at its publish_at (a no-op if it was unscheduled, rescheduled or deleted). */
  publish_post: { postId: string };
  /**
   * An urgent chat (a recent detention): alerts the on-call list's address number `step` (then, past the list,
   * the firm's inbox) and schedules the next step after 'Escalate after' minutes; stops once acknowledged.
   */
  urgent_alert: { inquiryId: string; step: number };
  /** Live replies: nobody answered a visitor waiting since `since` (ISO) in time; the conversation takes the offline path. */
  chat_handover: { conversationId: string; since: string };
  /** A chat left without sending: due 'Unfinished chats reach the firm after' minutes after its last message (decision 0024). */
  chat_unfinished: { conversationId: string };
  /** A booking's e-mail to the visitor (its links are made when it is sent); skipped if the booking changed since (`sequence`). */
  booking_mail: { bookingId: string; kind: 'confirmed' | 'moved' | 'cancelled'; sequence: number };
  /** The attorney's copy of a booking, a move or a cancellation (with the visitor's answers). */
  booking_attorney_mail: { bookingId: string; kind: 'confirmed' | 'moved' | 'cancelled'; sequence: number };
  /** A reminder `hours` before the consultation, in the visitor's language and time zone; replaced on a move, removed on a cancel. */
  booking_reminder: { bookingId: string; hours: 24 | 2 };
  /** Deletes expired sessions, tokens and rate-limit rows, and inquiries past their retention (crontab). */
  purge: Record<string, never>;
  /** Counts each past day's distinct visitors, then destroys its hashes and its secret (crontab, decision 0029). */
  analytics_rollup: Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** A job's payload as its task reads it. Payloads were written by addJob's typed signature; this guards against rows edited by hand. */
export function payloadOf<N extends JobName>(payload: unknown): JobPayloads[N] {
  if (typeof payload !== 'object' || payload === null) throw new Error('job payload is not an object');
  return payload as JobPayloads[N];
}

/** E-mail jobs retry with graphile-worker's exponential backoff (about 3 days for 25 attempts). */
export const MAIL_MAX_ATTEMPTS = 25;

type Executor = Pick<Db, 'execute'>;

/**
 * Adds a job through graphile-worker's SQL API, on `tx`: called inside the transaction that stores what the
 * job is about, the job exists exactly when that record does. Workers are woken by NOTIFY at commit.
 */
export async function addJob<N extends JobName>(
  tx: Executor,
  name: N,
  payload: JobPayloads[N],
  opts: { maxAttempts?: number; runAt?: Date; jobKey?: string; keepRunAt?: boolean } = {},
): Promise<void> {
  // job_key: a later add with the same key replaces a job still waiting (a rescheduled post moves its job);
  // with keepRunAt it updates the payload but keeps the time it was due (preserve_run_at).
  await tx.execute(
    sql`select graphile_worker.add_job(${name}, ${JSON.stringify(payload)}::json, max_attempts => ${opts.maxAttempts ?? MAIL_MAX_ATTEMPTS}, run_at => ${opts.runAt?.toISOString() ?? null}::timestamptz, job_key => ${opts.jobKey ?? null}, job_key_mode => ${opts.keepRunAt ? 'preserve_run_at' : 'replace'})`,
  );
}

/** Removes the waiting job of this key, if any (one already running finishes). */
export async function removeJob(tx: Executor, jobKey: string): Promise<void> {
  await tx.execute(sql`select graphile_worker.remove_job(${jobKey})`);
}
