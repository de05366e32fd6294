import { randomBytes } from 'node:crypto';
import { DomainError } from '../errors';
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { CHAT_CONVERSATION_MAX, isUrgent, mentionsDetention, type QuestionKey } from '@shared/chat-intake';
import type { ChatStart } from '@shared/schemas/chat';
import type { Db } from '../db/client';
import { chatConversations, chatMessages, type ChatConversation } from '../db/schema';
import { addJob } from '../jobs/queue';
import { getFirmSettings } from '../services/firm-settings';
import { signal, someoneAvailable } from '../realtime/hub';
import { usePow } from './pow';
import { attributionOf } from '../analytics/attribution';
import { chatError } from './errors';
import { type ChatDeps, type Caller, hashToken, gone, answersOf, findConversation, loadMessages, type Tx, urgentNow, handOverJobKey, unfinishedJobKey } from './conversation';
import { type ChatMessageView, type ChatConversationView, messageView, viewOf } from './views';
import { intakeOf, draftOf, openInquiry, refreshInquiry, storeInquiry, leaveUnfinished } from './inquiry';

/**
 * The chat (decision 0010): a conversation stored on the server, reached only with its token, whose answers become
 * an inquiry when the visitor sends them. Urgent detentions alert the on-call list (server/jobs/tasks.ts).
 */

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
export async function startConversation(deps: ChatDeps, caller: Caller, input: ChatStart): Promise<Started> {
  // The urgent path is never refused by a per-address limit (decision 0024): past it, the message is still
  // stored, and the visitor is shown the emergency phone.
  const urgentWords = input.answer.field === 'path' && (input.answer.text === 'detention' || mentionsDetention(input.answer.text));
  let limited: boolean;
  try {
    limited = !(await deps.limiter.consume('chatStart', { ip: caller.ip }, { soft: urgentWords }));
  } catch (err) {
    // Past the address's limit, a start sent again still gets the conversation it made: the visitor never saw
    // its first answer, and refusing it would lose what they typed.
    const again = err instanceof DomainError && input.submission ? await startedBefore(deps.db, input.submission) : null;
    if (again) return again;
    throw err;
  }
  if (input.website) throw chatError('botCheck');
  const token = randomBytes(32).toString('base64url');
  const attribution = await attributionOf(deps.db, input.journey, caller);
  const created = await deps.db.transaction(async (tx) => {
    // Each solution starts one conversation, even after that conversation was ended and deleted.
    if (!(await usePow(tx, input.pow))) return null;
    const [conversation] = await tx
      .insert(chatConversations)
      .values({
        tokenHash: hashToken(token),
        locale: input.locale,
        page: input.page,
        powNonce: input.pow.challenge.parameters.nonce,
        attribution,
        startKeyHash: input.submission ? hashToken(input.submission) : null,
      })
      // Its solution or its key used already (a replay; a retry that crossed the first).
      .onConflictDoNothing()
      .returning();
    if (!conversation) return null;
    const [message] = await tx.insert(chatMessages).values({ conversationId: conversation.id, field: input.answer.field, body: input.answer.text }).returning();
    // A detention, chosen or told, is urgent until the visitor says it happened longer ago: first in the inbox.
    await visitorWrote(deps.db, tx, conversation, urgentNow({ [input.answer.field]: input.answer.text }, message ? [message] : []));
    return { conversation, messages: message ? [message] : [] };
  });
  if (!created) {
    // Sent again (a proxy's retry, the visitor's: its solution, or its key, used by the start it repeats): the
    // conversation that start made.
    const again = input.submission ? await startedBefore(deps.db, input.submission) : null;
    if (again) {
      // It started nothing: the point it counted goes back (a shared connection's hour is not spent on retries).
      await deps.limiter.reward('chatStart', { ip: caller.ip });
      return again;
    }
    // A solution already used (a replayed request) starts nothing.
    throw chatError('botCheck');
  }
  return { token, conversation: await viewOf(deps.db, created.conversation, created.messages), limited };
}

type Started = { token: string; conversation: ChatConversationView; limited: boolean };

/** How long a start's key finds the conversation it made: long enough for any retry, not for a key found later. */
const START_KEY_MS = 10 * 60_000;

/**
 * The conversation a start with this key made (in the last START_KEY_MS, not sent yet), under a new token: its
 * first answer, with the first token, never reached the browser that retries. Null when there is none.
 */
async function startedBefore(db: Db, key: string): Promise<Started | null> {
  const token = randomBytes(32).toString('base64url');
  const [conversation] = await db
    .update(chatConversations)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(chatConversations.startKeyHash, hashToken(key)), gt(chatConversations.createdAt, new Date(Date.now() - START_KEY_MS)), isNull(chatConversations.submittedAt)))
    .returning();
  return conversation ? { token, conversation: await viewOf(db, conversation), limited: false } : null;
}


/** The conversation of a token, for a reload or another page of the same tab. */
export async function resumeConversation(db: Db, token: string): Promise<ChatConversationView> {
  const conversation = await findConversation(db, token);
  if (!conversation) throw gone();
  return viewOf(db, conversation);
}


/** One more answer (or free text at the current question). Refused once the conversation was sent or is full. */
export async function sendAnswer(deps: ChatDeps, caller: Caller, token: string, answer: { field: QuestionKey; text: string }, submission?: string): Promise<ChatMessageView> {
  return addVisitorMessage(deps, caller, { token, field: answer.field, text: answer.text, submission }, (locked) => {
    if (locked.submittedAt) throw chatError('submitted');
  });
}


/** A visitor's message: its conversation's token, the question it answers (null: free text), and its idempotency key. */
interface VisitorMessage {
  token: string;
  field: QuestionKey | null;
  text: string;
  submission?: string | undefined;
}

/** The message stored before with this key in this conversation (a retry), if any. */
async function storedBefore(db: Pick<Db, 'select'>, conversationId: string, submission: string | undefined) {
  if (!submission) return undefined;
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.submissionKey, submission)))
    .limit(1);
  return row;
}

/**
 * Stores a visitor's message under the conversation's lock (a submit and a message never cross, and the count
 * stays true): refused once closed, by `refuse`, or when full; then the wait and the signal (visitorWrote).
 * Sent again with its key (its answer lost on the way back), it is answered as stored, stored and counted once.
 */
export async function addVisitorMessage(deps: ChatDeps, caller: Caller, sent: VisitorMessage, refuse: (locked: ChatConversation) => void): Promise<ChatMessageView> {
  const { field, text, submission } = sent;
  const conversation = await findConversation(deps.db, sent.token);
  if (!conversation) throw gone();
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, conversation.id)).for('update');
    if (!locked) throw gone();
    // Sent again (its answer lost, or a retry that waited for the lock while the first was stored): as stored.
    const before = await storedBefore(tx, locked.id, submission);
    if (before) return messageView(before);
    // Counted in this transaction: a message sent again counted nothing above, a refused one keeps nothing.
    // The per-conversation budget always holds; an urgent conversation is never refused by its address's.
    const urgentPath = conversation.urgent || (field === 'path' && (text === 'detention' || mentionsDetention(text)));
    if (urgentPath) {
      await deps.limiter.consume('chatMessage', { subject: conversation.id, ip: '' }, { on: tx });
      await deps.limiter.consume('chatMessage', { ip: caller.ip }, { soft: true, on: tx });
    } else {
      await deps.limiter.consume('chatMessage', { ip: caller.ip, subject: conversation.id }, { on: tx });
    }
    if (locked.closedAt) throw chatError('closed');
    refuse(locked);
    const messages = await loadMessages(tx, locked.id);
    if (messages.length >= CHAT_CONVERSATION_MAX) throw chatError('full');
    const [message] = await tx.insert(chatMessages).values({ conversationId: locked.id, field, body: text, submissionKey: submission ?? null }).returning();
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
    if (!intake.path) throw chatError('noPath');
    if (!intake.contact) throw chatError('contactNeeded');
    await deps.limiter.consume('chatSubmit', { ip: caller.ip, email: intake.email || undefined });
    return storeInquiry(tx, locked, draftOf(messages), caller.ip);
  });
  return viewOf(deps.db, done);
}


/**
 * The visitor's own words once someone from the firm has replied (decision 0021): free text, not an answer to
 * a question; allowed after the intake was sent too, until the conversation is closed.
 */
export async function sayToFirm(deps: ChatDeps, caller: Caller, token: string, text: string, submission?: string): Promise<ChatMessageView> {
  return addVisitorMessage(deps, caller, { token, field: null, text, submission }, (locked) => {
    if (!locked.takenBy) throw chatError('notLive');
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
