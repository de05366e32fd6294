import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors';
import { and, asc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import {
  CHAT_CONVERSATION_MAX,
  CHAT_MSG,
  INTAKE_VERSION,
  QUESTIONS,
  emailIsSafe,
  isUrgent,
  mentionsDetention,
  pathOf,
  questionsFor,
  type IntakeAnswers,
  type IntakePath,
  type QuestionKey,
} from '@shared/chat-intake';
import { suggestedPath } from '@shared/chat-understand';
import type { Locale } from '@shared/locales';
import { officeStatus } from '@shared/office-status';
import type { ChatStart, StoredIntake } from '@shared/schemas/chat';
import type { Db } from '../db/client';
import { chatConversations, chatMessages, inquiries, urgentAlerts, users, type ChatConversation, type ChatMessageRow } from '../db/schema';
import { addJob, removeJob } from '../jobs/queue';
import { extractFacts } from './extract';
import { recordAudit } from '../services/audit';
import { getFirmSettings } from '../services/firm-settings';
import { signal, someoneAvailable, type LiveHub } from '../realtime/hub';
import { CHAT_STREAM_KEY, siteSecret } from '../services/settings';
import { usePow } from './pow';
import type { RateLimiter } from '../services/rate-limit';

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

/** A conversation that never reached the firm is purged after this many hours of silence (server/jobs/purge.ts). */
export const CHAT_UNSENT_RETENTION_HOURS = 48;

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
  /**
   * What a visitor's words in free text already say (decision 0024): a phone, an e-mail address, an A-Number or a
   * date, offered back for confirmation instead of asked again. Null for answers that are not free text.
   */
  found: ChatFacts | null;
}

export type ChatFacts = ReturnType<typeof extractFacts>;

/** Questions answered in words, where a visitor may write more than was asked. */
const isFreeText = (field: string | null) => field === null || field === 'path' || (field in QUESTIONS && QUESTIONS[field as QuestionKey].kind === 'text');

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

/** An urgent case alerted before the visitor sent it (decision 0024): the visitor is told when, truthfully. */
export interface ChatAlertView {
  /** When the first on-call alert went out; null while it is on its way. */
  alertedAt: Date | null;
}

export interface ChatConversationView {
  locale: Locale;
  messages: ChatMessageView[];
  submitted: ChatSubmittedView | null;
  live: ChatLiveView;
  alert: ChatAlertView | null;
}

/** One event of a visitor's stream: the messages after the last one sent, and the state now. */
export interface ChatStreamEvent {
  messages: ChatMessageView[];
  live: ChatLiveView;
  submitted: ChatSubmittedView | null;
  alert: ChatAlertView | null;
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
  const found = m.sender === 'visitor' && m.body && isFreeText(m.field) ? extractFacts(m.body) : null;
  return { id: m.id, sender: m.sender, field: (m.field as QuestionKey | null) ?? null, text: m.body, author: m.authorName, at: m.createdAt, found };
}

/** The first word of a staff member's name: what a visitor is shown of who answered. */
export const firstName = (name: string | null | undefined): string | null => name?.trim().split(/\s+/)[0] || null;

/**
 * A visitor's token opens a sent or closed conversation for this many hours more (decision 0024): long enough to
 * read a reply, not the whole retention period (an intake holds an A-Number, a birth date, a story).
 */
export const VISITOR_ACCESS_HOURS = 12;

/** The conversation a visitor's token opens, unless its access ended (VISITOR_ACCESS_HOURS after it was sent or closed). */
async function findConversation(db: Db, token: string, now = Date.now()): Promise<ChatConversation | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.tokenHash, hashToken(token))).limit(1);
  const ended = Math.max(row?.submittedAt?.getTime() ?? 0, row?.closedAt?.getTime() ?? 0);
  if (ended > 0 && ended < now - VISITOR_ACCESS_HOURS * 3_600_000) return undefined;
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

/**
 * What the conversation's inquiry tells the visitor, read once: the sent intake's facts (null until sent) and an
 * urgent case's alert (null unless urgent), sent or before sending (decision 0024).
 */
async function inquiryViews(db: Db, conversation: ChatConversation): Promise<{ submitted: ChatSubmittedView | null; alert: ChatAlertView | null }> {
  if (!conversation.inquiryId) return { submitted: null, alert: null };
  const [inquiry] = await db
    .select({ urgent: inquiries.urgent, intake: inquiries.intake, emailSafe: inquiries.emailSafe })
    .from(inquiries)
    .where(eq(inquiries.id, conversation.inquiryId))
    .limit(1);
  if (!inquiry) return { submitted: null, alert: null };
  const alertedAt = inquiry.urgent ? await firstAlertAt(db, conversation.inquiryId) : null; // only an urgent one has alerts
  const alert = inquiry.urgent ? { alertedAt } : null;
  if (!conversation.submittedAt) return { submitted: null, alert };
  const firm = await getFirmSettings(db);
  const office = officeStatus(firm.data.officeHours, conversation.submittedAt);
  return {
    submitted: {
      at: conversation.submittedAt,
      urgent: inquiry.urgent,
      alertedAt,
      officeOpen: office.open,
      nextOpen: office.nextOpen,
      // Only an address the visitor gave as theirs gets the acknowledgement (storeInquiry), not one in their words.
      emailCopy: inquiry.emailSafe && Boolean(inquiry.intake?.answers.email),
    },
    alert,
  };
}

/** When the first on-call alert of the conversation's inquiry went out (null: not yet). */
async function firstAlertAt(db: Pick<Db, 'select'>, inquiryId: string): Promise<Date | null> {
  const [alert] = await db
    .select({ at: urgentAlerts.sentAt })
    .from(urgentAlerts)
    .where(and(eq(urgentAlerts.inquiryId, inquiryId), isNotNull(urgentAlerts.sentAt)))
    .orderBy(asc(urgentAlerts.sentAt))
    .limit(1);
  return alert?.at ?? null;
}

async function viewOf(db: Db, conversation: ChatConversation, messages?: ChatMessageRow[]): Promise<ChatConversationView> {
  const rows = messages ?? (await loadMessages(db, conversation.id));
  return {
    locale: conversation.locale,
    messages: rows.map(messageView),
    ...(await inquiryViews(db, conversation)),
    live: await liveView(db, conversation),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Whether a conversation is urgent now (the inbox lists it first, and no per-address limit refuses it): a detention
 * that happened today or 1–2 days ago, or whose time is not known yet, or a detention told in words before any
 * path was chosen.
 */
function urgentNow(answers: IntakeAnswers, messages: readonly Pick<ChatMessageRow, 'sender' | 'field' | 'body'>[]): boolean {
  if (pathOf(answers)) return isUrgent(answers);
  return messages.some((m) => m.sender === 'visitor' && m.field === 'path' && mentionsDetention(m.body));
}

/** The one hand-over job of a conversation. */
export const handOverJobKey = (conversationId: string) => `handover:${conversationId}`;
/** The one 'left unfinished' job of a conversation: due 'Unfinished chats reach the firm after' minutes after its last message. */
export const unfinishedJobKey = (conversationId: string) => `unfinished:${conversationId}`;

/**
 * After a visitor's message is stored, in its transaction: the conversation waits for an answer from now (if
 * it was not waiting already), every instance is told, and, while someone is available to answer, the
 * hand-over is due 'Hand over after' minutes from the first message they could have answered (a later message
 * keeps that time; a staff reply removes the job: server/chat/inbox.ts).
 */
async function visitorWrote(db: Db, tx: Tx, conversation: ChatConversation, urgent: boolean): Promise<void> {
  const now = new Date();
  const waitingSince = conversation.waitingSince ?? now;
  await tx
    .update(chatConversations)
    .set({ waitingSince, urgent, updatedAt: now })
    .where(eq(chatConversations.id, conversation.id));
  await signal(tx, { kind: 'conversation', id: conversation.id });
  // The firm's settings through this process's cache (read outside the transaction: it changes rarely).
  const firm = await getFirmSettings(db);
  // A conversation left without sending reaches the firm after the set minutes of silence (decision 0024).
  if (!conversation.submittedAt) {
    const due = new Date(now.getTime() + firm.data.onCall.unfinishedAfterMinutes * 60_000);
    await addJob(tx, 'chat_unfinished', { conversationId: conversation.id }, { runAt: due, jobKey: unfinishedJobKey(conversation.id), maxAttempts: 5 });
  }
  if (conversation.handedOverAt || conversation.closedAt) return;
  if (!(await someoneAvailable(tx))) return;
  const runAt = new Date(now.getTime() + firm.data.onCall.handOverMinutes * 60_000);
  await addJob(tx, 'chat_handover', { conversationId: conversation.id, since: waitingSince.toISOString() }, { runAt, jobKey: handOverJobKey(conversation.id), keepRunAt: true, maxAttempts: 5 });
}

/**
 * The first message: checks the bot defences (honeypot, then the proof of work, each solution usable once),
 * creates the conversation and stores the message. Returns the token (only the browser keeps it).
 */
export async function startConversation(
  deps: ChatDeps,
  caller: Caller,
  input: ChatStart,
): Promise<{ token: string; conversation: ChatConversationView; limited: boolean }> {
  // The urgent path is never refused by a per-address limit (decision 0024): past it, the message is still
  // stored, and the visitor is shown the emergency phone.
  const urgentWords = input.answer.field === 'path' && (input.answer.text === 'detention' || mentionsDetention(input.answer.text));
  const limited = !(await deps.limiter.consume('chatStart', { ip: caller.ip }, { soft: urgentWords }));
  if (input.website) throw bad('chatBotCheck', CHAT_MSG.botCheck);
  const token = randomBytes(32).toString('base64url');
  const created = await deps.db.transaction(async (tx) => {
    // Each solution starts one conversation, even after that conversation was ended and deleted.
    if (!(await usePow(tx, input.pow))) return null;
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ tokenHash: hashToken(token), locale: input.locale, page: input.page, powNonce: input.pow.challenge.parameters.nonce })
      .onConflictDoNothing({ target: chatConversations.powNonce })
      .returning();
    if (!conversation) return null;
    const [message] = await tx.insert(chatMessages).values({ conversationId: conversation.id, field: input.answer.field, body: input.answer.text }).returning();
    // A detention, chosen or told, is urgent until the visitor says it happened longer ago: first in the inbox.
    await visitorWrote(deps.db, tx, conversation, urgentNow({ [input.answer.field]: input.answer.text }, message ? [message] : []));
    return { conversation, messages: message ? [message] : [] };
  });
  // A solution already used (a replayed request) starts nothing.
  if (!created) throw bad('chatBotCheck', CHAT_MSG.botCheck);
  return { token, conversation: await viewOf(deps.db, created.conversation, created.messages), limited };
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
  // The per-conversation budget always holds; an urgent conversation is never refused by its address's.
  const urgentPath = conversation.urgent || (field === 'path' && (text === 'detention' || mentionsDetention(text)));
  if (urgentPath) {
    await deps.limiter.consume('chatMessage', { subject: conversation.id, ip: '' });
    await deps.limiter.consume('chatMessage', { ip: caller.ip }, { soft: true });
  } else {
    await deps.limiter.consume('chatMessage', { ip: caller.ip, subject: conversation.id });
  }
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversation.id)).for('update');
    if (!locked) throw gone();
    if (locked.closedAt) throw bad('chatClosed', CHAT_MSG.closed);
    refuse(locked);
    const messages = await loadMessages(tx, locked.id);
    if (messages.length >= CHAT_CONVERSATION_MAX) throw bad('chatFull', CHAT_MSG.full);
    const [message] = await tx.insert(chatMessages).values({ conversationId: locked.id, field, body: text }).returning();
    if (!message) throw new DomainError('internal', 'chatMessageNotStored', 'message not stored');
    const all = [...messages, message];
    const answers = answersOf(all);
    const urgent = answers.when !== undefined && isUrgent(answers);
    await visitorWrote(deps.db, tx, locked, urgentNow(answers, all));
    if (!locked.submittedAt) {
      if (locked.inquiryId) await refreshInquiry(tx, locked.inquiryId, draftOf(all));
      // Urgent first (decision 0024): once a recent detention has a callback phone, the on-call list is alerted,
      // before the remaining questions; later answers update the same inquiry.
      else if (urgent && answers.phone) await openInquiry(tx, locked, draftOf(all), 'chat.urgent_early');
    }
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
    const messages = await loadMessages(tx, locked.id);
    const intake = intakeOf(messages);
    if (!intake.path) throw bad('chatNoPath', CHAT_MSG.noPath);
    if (!intake.contact) throw bad('chatContactNeeded', CHAT_MSG.contactNeeded);
    await deps.limiter.consume('chatSubmit', { ip: caller.ip, email: intake.email || undefined });
    return storeInquiry(tx, locked, draftOf(messages), caller.ip);
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
 * The inquiry a conversation makes, sent or not (decision 0024): its answers, and what its free text already says.
 * A conversation whose path was never chosen takes the path its words name ('other' when they name none); a phone
 * or an e-mail address written in free text reaches the firm even when the question was never asked.
 */
interface InquiryDraft {
  values: {
    name: string;
    email: string;
    phone: string;
    message: string;
    intake: StoredIntake;
    urgent: boolean;
    emailSafe: boolean;
  };
  /** Worth the firm's attention unsent: a phone, an e-mail address or urgent words. */
  reachable: boolean;
  /**
   * The address the visitor gave as theirs (the e-mail question, e-mail safe): the only one the acknowledgement
   * goes to. One only written in their words reaches the firm, never a mail of the firm's.
   */
  ownEmail: string;
}

function draftOf(messages: readonly ChatMessageRow[]): InquiryDraft {
  const intake = intakeOf(messages);
  const words = messages.filter((m) => m.sender === 'visitor' && m.body && isFreeText(m.field)).map((m) => m.body);
  const path: IntakePath = intake.path ?? words.map((w) => suggestedPath(w)).find((p) => p !== undefined) ?? 'other';
  const found = words.map((w) => extractFacts(w));
  const phone = intake.kept.phone || found.find((f) => f.phone)?.phone || '';
  const email = intake.safe ? intake.email || found.find((f) => f.email)?.email || '' : '';
  const urgent = isUrgent({ ...intake.kept, path });
  return {
    values: {
      name: inquiryName(intake.kept),
      email,
      phone,
      message: intake.message,
      intake: { version: INTAKE_VERSION, path, answers: intake.kept },
      urgent,
      emailSafe: intake.safe,
    },
    reachable: Boolean(phone || email || urgent || words.some(mentionsDetention)),
    ownEmail: intake.email,
  };
}

/** The first on-call alert of an urgent inquiry (server/jobs/tasks.ts urgentAlert); its job key makes it one. */
const queueAlert = (tx: Tx, inquiryId: string) => addJob(tx, 'urgent_alert', { inquiryId, step: 0 }, { jobKey: `urgent:${inquiryId}` });

/** A new inquiry of the conversation, its first on-call alert queued when urgent. */
async function insertInquiry(tx: Tx, locked: ChatConversation, draft: InquiryDraft, unfinished: boolean): Promise<string> {
  const [inquiry] = await tx
    .insert(inquiries)
    .values({ ...draft.values, locale: locked.locale, source: 'chat', unfinished })
    .returning({ id: inquiries.id });
  if (!inquiry) throw new DomainError('internal', 'inquiryNotStored', 'inquiry not stored');
  if (draft.values.urgent) await queueAlert(tx, inquiry.id);
  return inquiry.id;
}

/** The conversation's inquiry before the visitor sends it: 'Unfinished' until they do (decision 0024). */
async function openInquiry(tx: Tx, locked: ChatConversation, draft: InquiryDraft, action: 'chat.urgent_early' | 'chat.unfinished'): Promise<string> {
  const inquiryId = await insertInquiry(tx, locked, draft, true);
  await tx.update(chatConversations).set({ inquiryId, updatedAt: new Date() }).where(eq(chatConversations.id, locked.id));
  await recordAudit(tx, {
    actor: { id: null, email: null },
    action,
    target: { type: 'inquiry', id: inquiryId, label: draft.values.name },
    changes: { path: draft.values.intake.path, urgent: draft.values.urgent, locale: locked.locale },
  });
  await signal(tx, { kind: 'conversation', id: locked.id });
  return inquiryId;
}

/**
 * Later answers update the same inquiry. An inquiry never stops being urgent; one that becomes urgent now starts
 * its on-call alerts.
 */
async function refreshInquiry(tx: Tx, inquiryId: string, draft: InquiryDraft, done = false): Promise<void> {
  const [row] = await tx.select({ urgent: inquiries.urgent }).from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
  if (!row) return;
  const urgent = row.urgent || draft.values.urgent;
  await tx
    .update(inquiries)
    // Completed: the firm's notification goes again, with the whole intake.
    .set({ ...draft.values, urgent, ...(done ? { unfinished: false, deliveryState: 'queued' as const } : {}) })
    .where(eq(inquiries.id, inquiryId));
  if (urgent && !row.urgent) await queueAlert(tx, inquiryId);
}

/**
 * Sends the conversation to the firm: its inquiry is stored (or, when it reached the firm unfinished, completed:
 * never a second one) and, in the same transaction, the firm's notification, the visitor's acknowledgement (when
 * they gave an address and e-mail is safe) and, for an urgent detention not alerted yet, the first on-call alert
 * are queued. A visitor may send before the last question (a detention visitor in a hurry): what was not asked
 * stays out.
 */
async function storeInquiry(tx: Tx, locked: ChatConversation, draft: InquiryDraft, ip: string): Promise<ChatConversation> {
  let inquiryId = locked.inquiryId;
  if (inquiryId) await refreshInquiry(tx, inquiryId, draft, true);
  else inquiryId = await insertInquiry(tx, locked, draft, false);
  const [updated] = await tx
    .update(chatConversations)
    .set({ inquiryId, submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(chatConversations.id, locked.id))
    .returning();
  await removeJob(tx, unfinishedJobKey(locked.id));
  await addJob(tx, 'inquiry_notify', { inquiryId });
  if (draft.ownEmail) await addJob(tx, 'inquiry_ack', { inquiryId });
  const { path } = draft.values.intake;
  await recordAudit(tx, {
    actor: { id: null, email: null },
    action: 'chat.submitted',
    target: { type: 'inquiry', id: inquiryId, label: draft.values.name },
    changes: { path, urgent: draft.values.urgent, locale: locked.locale },
    ip,
  });
  await signal(tx, { kind: 'conversation', id: locked.id });
  return updated ?? locked;
}

/**
 * A conversation left without sending (decision 0024): the offline path of a hand-over, or 'Unfinished chats reach
 * the firm after' minutes of silence. With a phone, an e-mail address or urgent words it becomes (or updates) an
 * inquiry marked 'Unfinished', and the firm is e-mailed once through the queue; the visitor is e-mailed nothing,
 * having sent nothing. Without, it is only marked, and the inbox shows 'Unfinished, no contact' until the purge.
 */
async function leaveUnfinished(tx: Tx, locked: ChatConversation): Promise<void> {
  // Sent, or the firm was told already (its answers stay current as they come: addVisitorMessage).
  if (locked.submittedAt || (locked.unfinishedAt && locked.inquiryId)) return;
  const draft = draftOf(await loadMessages(tx, locked.id));
  let inquiryId = locked.inquiryId;
  if (inquiryId) await refreshInquiry(tx, inquiryId, draft);
  else if (draft.reachable) inquiryId = await openInquiry(tx, locked, draft, 'chat.unfinished');
  await tx.update(chatConversations).set({ unfinishedAt: new Date() }).where(eq(chatConversations.id, locked.id));
  if (inquiryId) await addJob(tx, 'inquiry_notify', { inquiryId });
  await signal(tx, { kind: 'conversation', id: locked.id });
}

/** The chat_unfinished job: the conversation of `conversationId` was left without sending. Returns whether it did anything. */
export async function conversationLeft(db: Db, conversationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversationId)).for('update');
    if (!locked || locked.submittedAt) return false;
    await leaveUnfinished(tx, locked);
    return true;
  });
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
 * the conversation takes the offline path. The visitor is told (a system message); a conversation not sent reaches
 * the firm as an unfinished one does (leaveUnfinished: no consent was given, so it is not sent in the visitor's
 * name, and they are e-mailed nothing). Does nothing if a reply came, or a newer wait started, or it was closed or
 * handed over already. Returns whether it handed over.
 */
export async function handOver(db: Db, conversationId: string, since: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversationId)).for('update');
    if (!locked || locked.closedAt || locked.handedOverAt || !locked.waitingSince) return false;
    // A staff reply ended that wait; a later message started another (with its own job).
    if (Math.abs(locked.waitingSince.getTime() - since.getTime()) > 1000) return false;
    await tx.update(chatConversations).set({ handedOverAt: new Date(), updatedAt: new Date() }).where(eq(chatConversations.id, locked.id));
    await tx.insert(chatMessages).values({ conversationId: locked.id, sender: 'system', body: 'handedOver' });
    await leaveUnfinished(tx, locked);
    await signal(tx, { kind: 'conversation', id: locked.id });
    return true;
  });
}

/** A stream ticket opens this conversation's stream for STREAM_TICKET_TTL_MS: reading only, never writing. */
export const STREAM_TICKET_TTL_MS = 5 * 60_000;
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
  let alert: ChatAlertView | null = null;
  let idleUntil = Date.now() + VISITOR_STREAM_IDLE_MS;
  try {
    for (;;) {
      let messages: ChatMessageView[] = [];
      if (read) {
        const [row] = await deps.db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
        // Deleted, or ended by the visitor ('End chat', Quick exit: its token was replaced).
        if (!row || row.tokenHash !== conversation.tokenHash) return;
        current = row;
        messages = (await loadMessages(deps.db, id, last)).map(messageView);
        live = await liveView(deps.db, current);
        ({ submitted, alert } = await inquiryViews(deps.db, current));
      }
      const event: ChatStreamEvent = { messages, live: live ?? { takenBy: null, closed: false, handedOver: false }, submitted, alert, available: deps.live.available() };
      const now = JSON.stringify([event.live, event.submitted, event.alert, event.available]);
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
 * 'End chat' and Quick exit: the browser forgets the token, and the token stops working here too (decision 0024).
 * A conversation that never reached the firm is deleted; one that did (sent, or an unfinished inquiry) belongs to
 * its inquiry and stays with the firm, but its token is replaced by a random one nobody holds.
 */
export async function endConversation(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = eq(chatConversations.tokenHash, hashToken(token));
    const deleted = await tx
      .delete(chatConversations)
      .where(and(mine, isNull(chatConversations.submittedAt), isNull(chatConversations.inquiryId)))
      .returning({ id: chatConversations.id });
    const kept = await tx
      .update(chatConversations)
      .set({ tokenHash: hashToken(randomBytes(32).toString('base64url')) })
      .where(and(mine, or(isNotNull(chatConversations.submittedAt), isNotNull(chatConversations.inquiryId))))
      .returning({ id: chatConversations.id });
    // Its open stream ends, and the inbox drops or updates it (decision 0021).
    for (const { id } of [...deleted, ...kept]) await signal(tx, { kind: 'conversation', id });
  });
}

/** The messages of an inquiry's conversation, for the admin (oldest first). */
export async function conversationOfInquiry(db: Db, inquiryId: string): Promise<ChatMessageView[]> {
  const [conversation] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.inquiryId, inquiryId)).limit(1);
  if (!conversation) return [];
  return (await loadMessages(db, conversation.id)).map(messageView);
}
