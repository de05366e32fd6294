import { DomainError } from '../errors';
import { eq } from 'drizzle-orm';
import { INTAKE_VERSION, emailIsSafe, isUrgent, mentionsDetention, pathOf, questionsFor, type IntakeAnswers, type IntakePath, type QuestionKey } from '@shared/chat-intake';
import { suggestedPath } from '@shared/chat-understand';
import type { StoredIntake } from '@shared/schemas/chat';
import type { Db } from '../db/client';
import { chatConversations, inquiries, type ChatConversation, type ChatMessageRow } from '../db/schema';
import { addJob, removeJob } from '../jobs/queue';
import { extractFacts } from './extract';
import { recordAudit } from '../services/audit';
import { signal } from '../realtime/hub';
import { isFreeText, answersOf, loadMessages, type Tx, unfinishedJobKey } from './conversation';

/**
 * A conversation's intake becoming an inquiry (decisions 0010, 0024): an urgent case's early inquiry, one left
 * unfinished, and the one the visitor sends, each the same row kept current.
 */

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


interface Intake {
  path: ReturnType<typeof pathOf>;
  kept: IntakeAnswers;
  email: string;
  safe: boolean;
  contact: boolean;
  message: string;
}


/** What of the answers an inquiry keeps: only what the path asks (an answer to a path left behind is not the intake's). */
export function intakeOf(messages: readonly ChatMessageRow[]): Intake {
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


export function draftOf(messages: readonly ChatMessageRow[]): InquiryDraft {
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
    .values({ ...draft.values, locale: locked.locale, source: 'chat', unfinished, attribution: locked.attribution })
    .returning({ id: inquiries.id });
  if (!inquiry) throw new DomainError('internal', 'inquiryNotStored', 'inquiry not stored');
  if (draft.values.urgent) await queueAlert(tx, inquiry.id);
  return inquiry.id;
}


/** The conversation's inquiry before the visitor sends it: 'Unfinished' until they do (decision 0024). */
export async function openInquiry(tx: Tx, locked: ChatConversation, draft: InquiryDraft, action: 'chat.urgent_early' | 'chat.unfinished'): Promise<string> {
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
export async function refreshInquiry(tx: Tx, inquiryId: string, draft: InquiryDraft, done = false): Promise<void> {
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
export async function storeInquiry(tx: Tx, locked: ChatConversation, draft: InquiryDraft, ip: string): Promise<ChatConversation> {
  let inquiryId = locked.inquiryId;
  if (inquiryId) await refreshInquiry(tx, inquiryId, draft, true);
  else inquiryId = await insertInquiry(tx, locked, draft, false);
  const [updated] = await tx
    .update(chatConversations)
    .set({ inquiryId, submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(chatConversations.id, locked.id))
    .returning();
  await removeJob(tx, unfinishedJobKey(locked.id));
  await addJob(tx, 'inquiry_mail', { inquiryId, acknowledge: draft.ownEmail !== '' });
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
export async function leaveUnfinished(tx: Tx, locked: ChatConversation): Promise<void> {
  // Sent, or the firm was told already (its answers stay current as they come: addVisitorMessage).
  if (locked.submittedAt || (locked.unfinishedAt && locked.inquiryId)) return;
  const draft = draftOf(await loadMessages(tx, locked.id));
  let inquiryId = locked.inquiryId;
  if (inquiryId) await refreshInquiry(tx, inquiryId, draft);
  else if (draft.reachable) inquiryId = await openInquiry(tx, locked, draft, 'chat.unfinished');
  await tx.update(chatConversations).set({ unfinishedAt: new Date() }).where(eq(chatConversations.id, locked.id));
  if (inquiryId) await addJob(tx, 'inquiry_mail', { inquiryId, acknowledge: false });
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
