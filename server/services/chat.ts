import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../errors';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  CHAT_CONVERSATION_MAX,
  CHAT_MSG,
  INTAKE_VERSION,
  emailIsSafe,
  isUrgent,
  pathOf,
  questionsFor,
  type IntakeAnswers,
  type QuestionKey,
} from '@shared/chat-intake';
import type { Locale } from '@shared/locales';
import { officeStatus } from '@shared/office-status';
import type { ChatStart, PowPayload, StoredIntake } from '@shared/schemas/chat';
import type { Db } from '../db/client';
import { chatConversations, chatMessages, inquiries, settings, urgentAlerts, type ChatConversation, type ChatMessageRow } from '../db/schema';
import { addJob } from '../queue/jobs';
import { recordAudit } from './audit';
import { getFirmSettings } from './firm-settings';
import { CHAT_POW_KEY } from './settings';
import type { RateLimiter } from './rate-limit';

/**
 * The chat (decision 0010): a conversation stored on the server, reached only with its token, whose answers become
 * an inquiry when the visitor sends them. Urgent detentions alert the on-call list (server/jobs/tasks.ts).
 */

export interface ChatDeps {
  db: Db;
  limiter: RateLimiter;
}

interface Caller {
  ip: string;
}

/** The proof of work: SHA-256 until the key starts with POW_PREFIX (16 bits: about 65,000 hashes, under a second on a phone). */
const POW_PREFIX = '0000';
const POW_TTL_MS = 10 * 60_000;
const POW_KEY = CHAT_POW_KEY;

/** A conversation never sent is purged after this many hours of silence (server/jobs/purge.ts). */
export const CHAT_UNSENT_RETENTION_HOURS = 48;

/** The HMAC key that signs challenges: one per database, made on first use, so every instance verifies the others'. */
async function powKey(db: Db): Promise<string> {
  const read = async () => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, POW_KEY)).limit(1);
    return typeof row?.value === 'string' ? row.value : null;
  };
  const found = await read();
  if (found) return found;
  await db
    .insert(settings)
    .values({ key: POW_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error('chat proof-of-work key missing');
  return made;
}

export async function powChallenge(db: Db): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    deriveKey,
    keyPrefix: POW_PREFIX,
    expiresAt: new Date(Date.now() + POW_TTL_MS),
    hmacSignatureSecret: await powKey(db),
  });
}

async function verifyPow(db: Db, pow: PowPayload): Promise<boolean> {
  if (pow.challenge.parameters.keyPrefix !== POW_PREFIX || pow.challenge.parameters.algorithm !== 'SHA-256') return false;
  try {
    const result = await verifySolution({ challenge: pow.challenge, solution: pow.solution, deriveKey, hmacSignatureSecret: await powKey(db) });
    return result.verified;
  } catch {
    return false;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const gone = () => new DomainError('not-found', 'chatGone', CHAT_MSG.gone);
const bad = (code: string, message: string) => new DomainError('invalid', code, message);

export interface ChatMessageView {
  id: number;
  sender: ChatMessageRow['sender'];
  field: QuestionKey | null;
  text: string;
  at: Date;
}

/** What the visitor's browser shows after sending: all true facts, the words are the browser's. */
export interface ChatSubmittedView {
  at: Date;
  urgent: boolean;
  /** When the first on-call alert was actually sent; null while it is still on its way (or not urgent). */
  alertedAt: Date | null;
  /** The office was open when it was sent; else when it opens again (null: no hours set). */
  officeOpen: boolean;
  nextOpen: Date | null;
  /** Whether a copy is being e-mailed to the visitor (an address given, and e-mail safe). */
  emailCopy: boolean;
}

export interface ChatConversationView {
  locale: Locale;
  messages: ChatMessageView[];
  submitted: ChatSubmittedView | null;
}

/** The latest answer to each question, in message order. */
export function answersOf(messages: readonly Pick<ChatMessageRow, 'sender' | 'field' | 'body'>[]): IntakeAnswers {
  const answers: IntakeAnswers = {};
  for (const m of messages) if (m.sender === 'visitor' && m.field) answers[m.field as QuestionKey] = m.body;
  return answers;
}

function messageView(m: ChatMessageRow): ChatMessageView {
  return { id: m.id, sender: m.sender, field: (m.field as QuestionKey | null) ?? null, text: m.body, at: m.createdAt };
}

async function findConversation(db: Db, token: string): Promise<ChatConversation | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.tokenHash, hashToken(token))).limit(1);
  return row;
}

async function loadMessages(db: Pick<Db, 'select'>, conversationId: string): Promise<ChatMessageRow[]> {
  return db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(asc(chatMessages.id)).limit(CHAT_CONVERSATION_MAX + 1);
}

async function submittedView(db: Db, conversation: ChatConversation): Promise<ChatSubmittedView | null> {
  if (!conversation.submittedAt || !conversation.inquiryId) return null;
  const [inquiry] = await db
    .select({ urgent: inquiries.urgent, email: inquiries.email, emailSafe: inquiries.emailSafe })
    .from(inquiries)
    .where(eq(inquiries.id, conversation.inquiryId))
    .limit(1);
  if (!inquiry) return null;
  const [alert] = await db
    .select({ at: urgentAlerts.sentAt })
    .from(urgentAlerts)
    .where(and(eq(urgentAlerts.inquiryId, conversation.inquiryId), isNotNull(urgentAlerts.sentAt)))
    .orderBy(asc(urgentAlerts.sentAt))
    .limit(1);
  const firm = await getFirmSettings(db);
  const office = officeStatus(firm.data.officeHours, conversation.submittedAt);
  return {
    at: conversation.submittedAt,
    urgent: inquiry.urgent,
    alertedAt: alert?.at ?? null,
    officeOpen: office.open,
    nextOpen: office.nextOpen,
    emailCopy: inquiry.emailSafe && inquiry.email !== '',
  };
}

async function viewOf(db: Db, conversation: ChatConversation, messages?: ChatMessageRow[]): Promise<ChatConversationView> {
  const rows = messages ?? (await loadMessages(db, conversation.id));
  return { locale: conversation.locale, messages: rows.map(messageView), submitted: await submittedView(db, conversation) };
}

/**
 * The first message: checks the bot defences (honeypot, then the proof of work, each solution usable once),
 * creates the conversation and stores the message. Returns the token (only the browser keeps it).
 */
export async function startConversation(deps: ChatDeps, caller: Caller, input: ChatStart): Promise<{ token: string; conversation: ChatConversationView }> {
  await deps.limiter.consume('chatStart', { ip: caller.ip });
  if (input.website) throw bad('chatBotCheck', CHAT_MSG.botCheck);
  if (!(await verifyPow(deps.db, input.pow))) throw bad('chatBotCheck', CHAT_MSG.botCheck);
  const token = randomBytes(32).toString('base64url');
  const created = await deps.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ tokenHash: hashToken(token), locale: input.locale, page: input.page, powNonce: input.pow.challenge.parameters.nonce })
      .onConflictDoNothing({ target: chatConversations.powNonce })
      .returning();
    if (!conversation) return null;
    const [message] = await tx.insert(chatMessages).values({ conversationId: conversation.id, field: input.answer.field, body: input.answer.text }).returning();
    return { conversation, messages: message ? [message] : [] };
  });
  // A solution already used (a replayed request) starts nothing.
  if (!created) throw bad('chatBotCheck', CHAT_MSG.botCheck);
  return { token, conversation: await viewOf(deps.db, created.conversation, created.messages) };
}

/** The conversation of a token, for a reload or another page of the same tab. */
export async function resumeConversation(db: Db, token: string): Promise<ChatConversationView> {
  const conversation = await findConversation(db, token);
  if (!conversation) throw gone();
  return viewOf(db, conversation);
}

/** One more answer (or free text at the current question). Refused once the conversation was sent or is full. */
export async function sendAnswer(deps: ChatDeps, caller: Caller, token: string, answer: { field: QuestionKey; text: string }): Promise<ChatMessageView> {
  const conversation = await findConversation(deps.db, token);
  if (!conversation) throw gone();
  await deps.limiter.consume('chatMessage', { ip: caller.ip, subject: conversation.id });
  return deps.db.transaction(async (tx) => {
    // Locks the conversation: a submit and a message never cross, and the count below stays true.
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversation.id)).for('update');
    if (!locked) throw gone();
    if (locked.submittedAt) throw bad('chatSubmitted', CHAT_MSG.submitted);
    const [counted] = await tx.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, locked.id));
    if ((counted?.n ?? 0) >= CHAT_CONVERSATION_MAX) throw bad('chatFull', CHAT_MSG.full);
    const [message] = await tx.insert(chatMessages).values({ conversationId: locked.id, field: answer.field, body: answer.text }).returning();
    await tx.update(chatConversations).set({ updatedAt: new Date() }).where(eq(chatConversations.id, locked.id));
    if (!message) throw new DomainError('internal', 'chatMessageNotStored', 'message not stored');
    return messageView(message);
  });
}

/** The inquiry's one-line name for lists and e-mails. */
function inquiryName(answers: IntakeAnswers): string {
  if (answers.name) return answers.name.slice(0, 200);
  if (answers.detainedName) return `Chat: for ${answers.detainedName}`.slice(0, 200);
  return 'Chat visitor';
}

/** The story, or the visitor's words at the first question when they wrote instead of choosing. */
function inquiryMessage(answers: IntakeAnswers, messages: readonly ChatMessageRow[]): string {
  const free = messages.filter((m) => m.sender === 'visitor' && m.field === 'path' && m.body && !pathOf({ path: m.body })).map((m) => m.body);
  return [...free, answers.story ?? ''].filter(Boolean).join('\n\n');
}

/**
 * Sends the conversation to the firm: stores the intake as an inquiry and, in the same transaction, queues the
 * firm's notification, the visitor's copy (when they gave an address and e-mail is safe) and, for an urgent
 * detention, the first on-call alert. Sending twice stores nothing twice: the second answers like the first.
 */
export async function submitConversation(deps: ChatDeps, caller: Caller, token: string): Promise<ChatConversationView> {
  const conversation = await findConversation(deps.db, token);
  if (!conversation) throw gone();
  await deps.limiter.consume('chatMessage', { ip: caller.ip, subject: conversation.id });
  const done = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversation.id)).for('update');
    if (!locked) throw gone();
    if (locked.submittedAt) return locked;
    const messages = await loadMessages(tx, locked.id);
    const answers = answersOf(messages);
    const path = pathOf(answers);
    if (!path) throw bad('chatNoPath', CHAT_MSG.noPath);
    // Only what the path asks is kept (an answer to a question of a path left behind is not the intake's).
    const asked = new Set(questionsFor(answers));
    const kept: IntakeAnswers = {};
    for (const [k, v] of Object.entries(answers) as [QuestionKey, string][]) if (asked.has(k)) kept[k] = v;
    const safe = emailIsSafe(kept);
    const email = safe ? (kept.email ?? '') : '';
    if (!kept.phone && !email) throw bad('chatContactNeeded', CHAT_MSG.contactNeeded);
    // A visitor may send before the last question (a detention visitor in a hurry): what was not asked stays out.
    const urgent = isUrgent(kept);
    await deps.limiter.consume('chatSubmit', { ip: caller.ip, email: email || undefined });
    const intake: StoredIntake = { version: INTAKE_VERSION, path, answers: kept };
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        name: inquiryName(kept),
        email,
        phone: kept.phone ?? '',
        message: inquiryMessage(kept, messages),
        locale: locked.locale,
        source: 'chat',
        intake,
        urgent,
        emailSafe: safe,
      })
      .returning({ id: inquiries.id });
    if (!inquiry) throw new DomainError('internal', 'inquiryNotStored', 'inquiry not stored');
    const [updated] = await tx
      .update(chatConversations)
      .set({ inquiryId: inquiry.id, submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(chatConversations.id, locked.id))
      .returning();
    await addJob(tx, 'inquiry_notify', { inquiryId: inquiry.id });
    if (email) await addJob(tx, 'inquiry_ack', { inquiryId: inquiry.id });
    if (urgent) await addJob(tx, 'urgent_alert', { inquiryId: inquiry.id, step: 0 }, { jobKey: `urgent:${inquiry.id}` });
    await recordAudit(tx, {
      actor: { id: null, email: null },
      action: 'chat.submitted',
      target: { type: 'inquiry', id: inquiry.id, label: inquiryName(kept) },
      changes: { path, urgent, locale: locked.locale },
      ip: caller.ip,
    });
    return updated ?? locked;
  });
  return viewOf(deps.db, done);
}

/**
 * 'End chat' and Quick exit: the browser forgets the token; a conversation never sent is deleted here too
 * (one already sent belongs to its inquiry, and stays with the firm).
 */
export async function endConversation(db: Db, token: string): Promise<void> {
  await db.delete(chatConversations).where(and(eq(chatConversations.tokenHash, hashToken(token)), isNull(chatConversations.submittedAt)));
}

/** The messages of an inquiry's conversation, for the admin (oldest first). */
export async function conversationOfInquiry(db: Db, inquiryId: string): Promise<ChatMessageView[]> {
  const [conversation] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.inquiryId, inquiryId)).limit(1);
  if (!conversation) return [];
  return (await loadMessages(db, conversation.id)).map(messageView);
}
