import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
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
import { chatConversations, chatMessages, inquiries, urgentAlerts, users, type ChatConversation, type ChatMessageRow } from '../db/schema';
import { addJob } from '../queue/jobs';
import { recordAudit } from './audit';
import { getFirmSettings } from './firm-settings';
import { signal, someoneAvailable, type LiveHub } from './live-hub';
import { CHAT_POW_KEY, CHAT_STREAM_KEY, siteSecret } from './settings';
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

/** The HMAC key that signs challenges: one per database, so every instance verifies the others'. */
const powKey = (db: Db) => siteSecret(db, POW_KEY);

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
  /** A visitor's words, a staff reply, or a system message's code ('closed', 'handedOver'). */
  text: string;
  /** A staff reply's author: the first name the visitor is shown. */
  author: string | null;
  at: Date;
}

/** Where a live conversation stands (decision 0021); the visitor's panel says it in the page's language. */
export interface ChatLiveView {
  /** The first name of the staff member who took it, if one replied. */
  takenBy: string | null;
  closed: boolean;
  handedOver: boolean;
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
  live: ChatLiveView;
}

/** One event of a visitor's stream: the messages after the last one sent, and the state now. */
export interface ChatStreamEvent {
  messages: ChatMessageView[];
  live: ChatLiveView;
  submitted: ChatSubmittedView | null;
  /** Someone from the firm can answer now (an available staff member with the inbox open). */
  available: boolean;
}

/** The latest answer to each question, in message order. */
export function answersOf(messages: readonly Pick<ChatMessageRow, 'sender' | 'field' | 'body'>[]): IntakeAnswers {
  const answers: IntakeAnswers = {};
  for (const m of messages) if (m.sender === 'visitor' && m.field) answers[m.field as QuestionKey] = m.body;
  return answers;
}

export function messageView(m: ChatMessageRow): ChatMessageView {
  return { id: m.id, sender: m.sender, field: (m.field as QuestionKey | null) ?? null, text: m.body, author: m.authorName, at: m.createdAt };
}

/** The first word of a staff member's name: what a visitor is shown of who answered. */
export const firstName = (name: string | null | undefined): string | null => name?.trim().split(/\s+/)[0] || null;

async function findConversation(db: Db, token: string): Promise<ChatConversation | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.tokenHash, hashToken(token))).limit(1);
  return row;
}

export async function loadMessages(db: Pick<Db, 'select'>, conversationId: string, after = 0): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(CHAT_CONVERSATION_MAX + 20);
}

async function liveView(db: Pick<Db, 'select'>, conversation: ChatConversation): Promise<ChatLiveView> {
  let takenBy: string | null = null;
  if (conversation.takenBy) {
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, conversation.takenBy)).limit(1);
    takenBy = firstName(user?.name);
  }
  return { takenBy, closed: conversation.closedAt !== null, handedOver: conversation.handedOverAt !== null };
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
  return { locale: conversation.locale, messages: rows.map(messageView), submitted: await submittedView(db, conversation), live: await liveView(db, conversation) };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The one hand-over job of a conversation. */
export const handOverJobKey = (conversationId: string) => `handover:${conversationId}`;

/**
 * After a visitor's message is stored, in its transaction: the conversation waits for an answer from now (if
 * it was not waiting already), every instance is told, and, while someone is available to answer, the
 * hand-over is due 'Hand over after' minutes from the first message they could have answered (a later message
 * keeps that time; a staff reply removes the job: server/services/inbox.ts).
 */
async function visitorWrote(db: Db, tx: Tx, conversation: ChatConversation, urgent: boolean): Promise<void> {
  const now = new Date();
  const waitingSince = conversation.waitingSince ?? now;
  await tx
    .update(chatConversations)
    .set({ waitingSince, urgent: conversation.urgent || urgent, updatedAt: now })
    .where(eq(chatConversations.id, conversation.id));
  await signal(tx, { kind: 'conversation', id: conversation.id });
  if (conversation.handedOverAt || conversation.closedAt) return;
  if (!(await someoneAvailable(tx))) return;
  // The firm's settings through this process's cache (read outside the transaction: it changes rarely).
  const firm = await getFirmSettings(db);
  const runAt = new Date(now.getTime() + firm.data.onCall.handOverMinutes * 60_000);
  await addJob(tx, 'chat_handover', { conversationId: conversation.id, since: waitingSince.toISOString() }, { runAt, jobKey: handOverJobKey(conversation.id), keepRunAt: true, maxAttempts: 5 });
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
    await visitorWrote(deps.db, tx, conversation, false);
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
  return addVisitorMessage(deps, caller, token, answer.field, answer.text, (locked) => {
    if (locked.submittedAt) throw bad('chatSubmitted', CHAT_MSG.submitted);
  });
}

/**
 * Stores a visitor's message under the conversation's lock (a submit and a message never cross, and the count
 * stays true): refused once closed, by `refuse`, or when full; then the wait and the signal (visitorWrote).
 */
async function addVisitorMessage(
  deps: ChatDeps,
  caller: Caller,
  token: string,
  field: QuestionKey | null,
  text: string,
  refuse: (locked: ChatConversation) => void,
): Promise<ChatMessageView> {
  const conversation = await findConversation(deps.db, token);
  if (!conversation) throw gone();
  await deps.limiter.consume('chatMessage', { ip: caller.ip, subject: conversation.id });
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversation.id)).for('update');
    if (!locked) throw gone();
    if (locked.closedAt) throw bad('chatClosed', CHAT_MSG.closed);
    refuse(locked);
    const messages = await loadMessages(tx, locked.id);
    if (messages.length >= CHAT_CONVERSATION_MAX) throw bad('chatFull', CHAT_MSG.full);
    const [message] = await tx.insert(chatMessages).values({ conversationId: locked.id, field, body: text }).returning();
    if (!message) throw new DomainError('internal', 'chatMessageNotStored', 'message not stored');
    const answers = answersOf([...messages, message]);
    await visitorWrote(deps.db, tx, locked, answers.when !== undefined && isUrgent(answers));
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
 * Sends the conversation to the firm (storeInquiry). Sending twice stores nothing twice: the second answers like
 * the first.
 */
export async function submitConversation(deps: ChatDeps, caller: Caller, token: string): Promise<ChatConversationView> {
  const conversation = await findConversation(deps.db, token);
  if (!conversation) throw gone();
  await deps.limiter.consume('chatMessage', { ip: caller.ip, subject: conversation.id });
  const done = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversation.id)).for('update');
    if (!locked) throw gone();
    if (locked.submittedAt) return locked;
    const intake = intakeOf(await loadMessages(tx, locked.id));
    if (!intake.path) throw bad('chatNoPath', CHAT_MSG.noPath);
    if (!intake.contact) throw bad('chatContactNeeded', CHAT_MSG.contactNeeded);
    await deps.limiter.consume('chatSubmit', { ip: caller.ip, email: intake.email || undefined });
    return storeInquiry(tx, locked, intake, caller.ip);
  });
  return viewOf(deps.db, done);
}

interface Intake {
  path: ReturnType<typeof pathOf>;
  kept: IntakeAnswers;
  email: string;
  safe: boolean;
  contact: boolean;
  message: string;
}

/** What of the answers an inquiry keeps: only what the path asks (an answer to a path left behind is not the intake's). */
function intakeOf(messages: readonly ChatMessageRow[]): Intake {
  const answers = answersOf(messages);
  const asked = new Set(questionsFor(answers));
  const kept: IntakeAnswers = {};
  for (const [k, v] of Object.entries(answers) as [QuestionKey, string][]) if (asked.has(k)) kept[k] = v;
  const safe = emailIsSafe(kept);
  const email = safe ? (kept.email ?? '') : '';
  return { path: pathOf(answers), kept, email, safe, contact: Boolean(kept.phone || email), message: inquiryMessage(kept, messages) };
}

/**
 * Stores the intake as an inquiry and, in the same transaction, queues the firm's notification, the visitor's
 * copy (when they gave an address and e-mail is safe) and, for an urgent detention, the first on-call alert.
 * A visitor may send before the last question (a detention visitor in a hurry): what was not asked stays out.
 */
async function storeInquiry(tx: Tx, locked: ChatConversation, intake: Intake, ip: string): Promise<ChatConversation> {
  const { path, kept, email } = intake;
  if (!path) throw bad('chatNoPath', CHAT_MSG.noPath);
  const urgent = isUrgent(kept);
  const stored: StoredIntake = { version: INTAKE_VERSION, path, answers: kept };
  const [inquiry] = await tx
    .insert(inquiries)
    .values({
      name: inquiryName(kept),
      email,
      phone: kept.phone ?? '',
      message: intake.message,
      locale: locked.locale,
      source: 'chat',
      intake: stored,
      urgent,
      emailSafe: intake.safe,
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
    ip,
  });
  await signal(tx, { kind: 'conversation', id: locked.id });
  return updated ?? locked;
}

/**
 * The visitor's own words once someone from the firm has replied (decision 0021): free text, not an answer to
 * a question; allowed after the intake was sent too, until the conversation is closed.
 */
export async function sayToFirm(deps: ChatDeps, caller: Caller, token: string, text: string): Promise<ChatMessageView> {
  return addVisitorMessage(deps, caller, token, null, text, (locked) => {
    if (!locked.takenBy) throw bad('chatNotLive', CHAT_MSG.notLive);
  });
}

/**
 * Nobody answered within 'Hand over after' minutes of the message that started the wait (the chat_handover job):
 * the conversation takes the offline path. The visitor is told (a system message); an intake with what the firm
 * needs becomes its inquiry (with the e-mails of any sent intake). Does nothing if a reply came, or a newer wait
 * started, or it was closed or handed over already. Returns whether it handed over.
 */
export async function handOver(db: Db, conversationId: string, since: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversationId)).for('update');
    if (!locked || locked.closedAt || locked.handedOverAt || !locked.waitingSince) return false;
    // A staff reply ended that wait; a later message started another (with its own job).
    if (Math.abs(locked.waitingSince.getTime() - since.getTime()) > 1000) return false;
    await tx.update(chatConversations).set({ handedOverAt: new Date(), updatedAt: new Date() }).where(eq(chatConversations.id, locked.id));
    await tx.insert(chatMessages).values({ conversationId: locked.id, sender: 'system', body: 'handedOver' });
    if (!locked.submittedAt) {
      const intake = intakeOf(await loadMessages(tx, locked.id));
      if (intake.path && intake.contact) await storeInquiry(tx, locked, intake, '');
    }
    await signal(tx, { kind: 'conversation', id: locked.id });
    return true;
  });
}

/** A stream ticket opens this conversation's stream for STREAM_TICKET_TTL_MS: reading only, never writing. */
export const STREAM_TICKET_TTL_MS = 60 * 60_000;
const TICKET = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([\w-]{43})$/;

const signTicket = (key: string, id: string, expires: string) => createHmac('sha256', key).update(`chat-stream:${id}.${expires}`).digest('base64url');

/**
 * The visitor's stream is opened with an address (EventSource cannot send a body or a header), so it never
 * carries the token: a ticket signed by the server names the conversation and expires (decision 0021).
 */
export async function streamTicket(db: Db, token: string, now = Date.now()): Promise<{ ticket: string; expiresAt: Date }> {
  const conversation = await findConversation(db, token);
  if (!conversation) throw gone();
  const expiresAt = new Date(now + STREAM_TICKET_TTL_MS);
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return { ticket: `${conversation.id}.${expires}.${signTicket(await siteSecret(db, CHAT_STREAM_KEY), conversation.id, expires)}`, expiresAt };
}

/** The conversation a ticket opens, or the 'gone' error (forged, expired, or its conversation deleted). */
export async function ticketConversation(db: Db, ticket: string, now = Date.now()): Promise<ChatConversation> {
  const m = TICKET.exec(ticket);
  if (!m) throw gone();
  const [, id, expires, signature] = m as unknown as [string, string, string, string];
  const expected = Buffer.from(signTicket(await siteSecret(db, CHAT_STREAM_KEY), id, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw gone();
  if (parseInt(expires, 36) * 1000 < now) throw bad('chatTicketExpired', CHAT_MSG.gone);
  const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  if (!conversation) throw gone();
  return conversation;
}

/** A visitor's stream closes after this long without an event (the panel opens it again when it is opened). */
export const VISITOR_STREAM_IDLE_MS = 30 * 60_000;

/**
 * A visitor's stream (decision 0021): first whatever came after `after` (the last message id the browser has, or
 * the stream's last event id on a reconnect), then one event each time something happens in the conversation or
 * someone's availability changes. Each event names its last message id, so a reconnect misses nothing and repeats
 * nothing. Ends when the conversation is closed or deleted, after VISITOR_STREAM_IDLE_MS of silence, or at shutdown.
 */
export async function* conversationEvents(
  deps: { db: Db; live: LiveHub },
  conversation: ChatConversation,
  after: number,
  abort: AbortSignal | undefined,
): AsyncGenerator<{ id: number; event: ChatStreamEvent }> {
  const id = conversation.id;
  const waiter = deps.live.waiter(abort, (c) => c === id, { presence: true });
  let last = after;
  let current = conversation;
  let state = '';
  let read = true;
  let live: ChatLiveView | null = null;
  let submitted: ChatSubmittedView | null = null;
  let idleUntil = Date.now() + VISITOR_STREAM_IDLE_MS;
  try {
    for (;;) {
      let messages: ChatMessageView[] = [];
      if (read) {
        const [row] = await deps.db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
        if (!row) return;
        current = row;
        messages = (await loadMessages(deps.db, id, last)).map(messageView);
        live = await liveView(deps.db, current);
        submitted = await submittedView(deps.db, current);
      }
      const event: ChatStreamEvent = { messages, live: live ?? { takenBy: null, closed: false, handedOver: false }, submitted, available: deps.live.available() };
      const now = JSON.stringify([event.live, event.submitted, event.available]);
      if (messages.length > 0 || now !== state) {
        last = messages.at(-1)?.id ?? last;
        state = now;
        idleUntil = Date.now() + VISITOR_STREAM_IDLE_MS;
        yield { id: last, event };
      }
      if (event.live.closed) return;
      const reason = await waiter.wait(Math.max(0, idleUntil - Date.now()));
      if (reason === 'abort' || reason === 'timeout') return;
      read = reason === 'signal';
    }
  } finally {
    waiter.dispose();
  }
}

/**
 * 'End chat' and Quick exit: the browser forgets the token; a conversation never sent is deleted here too
 * (one already sent belongs to its inquiry, and stays with the firm).
 */
export async function endConversation(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(chatConversations)
      .where(and(eq(chatConversations.tokenHash, hashToken(token)), isNull(chatConversations.submittedAt)))
      .returning({ id: chatConversations.id });
    // Its open stream ends, and the inbox drops it (decision 0021).
    for (const { id } of deleted) await signal(tx, { kind: 'conversation', id });
  });
}

/** The messages of an inquiry's conversation, for the admin (oldest first). */
export async function conversationOfInquiry(db: Db, inquiryId: string): Promise<ChatMessageView[]> {
  const [conversation] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.inquiryId, inquiryId)).limit(1);
  if (!conversation) return [];
  return (await loadMessages(db, conversation.id)).map(messageView);
}
