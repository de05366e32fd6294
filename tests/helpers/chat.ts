import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { PowPayload } from '@shared/schemas/chat';
import type { FirmSettings } from '@shared/schemas/firm';
import { auditLog, chatConversations, inquiries, rateLimits } from '../../server/db/schema';
import { getFirmSettings, updateFirmSettings } from '../../server/services/firm-settings';
import type { TestApp } from './app';

/** The chat's integration tests: a visitor's first steps and a clean slate, as the browser and the firm make them. */

type Caller = ReturnType<TestApp['caller']>;

/** A challenge from the server (the chat's, or the booking form's), solved as the browser would (ALTCHA). */
export async function solvedPow(caller: Caller, of: 'chat' | 'booking' = 'chat'): Promise<PowPayload> {
  const challenge = await caller[of].challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof of work could not be solved');
  return { challenge, solution } as PowPayload;
}

/** A visitor's first message at the first question (a path's code, or their own words), on the page of `locale`. */
export async function startChat(caller: Caller, text: string, locale: 'en' | 'es' | 'fr' = 'en') {
  return caller.chat.start({ locale, page: `/${locale}`, answer: { field: 'path', text }, pow: await solvedPow(caller) });
}

/** Changes the on-call settings (an administrator's save). */
export async function setOnCall(t: TestApp, admin: { id: string; email: string }, patch: Partial<FirmSettings['onCall']>): Promise<void> {
  const current = await getFirmSettings(t.deps.db, { fresh: true });
  await updateFirmSettings(t.deps.db, admin, { version: current.version, data: { ...current.data, onCall: { ...current.data.onCall, ...patch } } }, '127.0.0.1');
}

/** No chat, inquiry, audit entry, limit or job left from the test before, and no mail. */
export async function clearChats(t: TestApp): Promise<void> {
  t.mailer.sent.length = 0;
  await t.deps.db.delete(rateLimits);
  await t.deps.db.delete(inquiries);
  await t.deps.db.delete(chatConversations);
  await t.deps.db.delete(auditLog);
  await t.deps.db.execute(sql`delete from graphile_worker._private_jobs`);
}

/** The 'Unfinished chats reach the firm after' job of a conversation becomes due now, and the queue runs. */
export async function leaveUnfinished(t: TestApp, conversationId: string | undefined): Promise<void> {
  await t.deps.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where key = ${`unfinished:${conversationId}`}`);
  await t.runJobs();
}
