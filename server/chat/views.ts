import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { QuestionKey } from '@shared/chat-intake';
import type { Locale } from '@shared/locales';
import { officeStatus } from '@shared/office-status';
import type { Db } from '../db/client';
import { chatConversations, inquiries, urgentAlerts, users, type ChatConversation, type ChatMessageRow } from '../db/schema';
import { extractFacts } from './extract';
import { getFirmSettings } from '../services/firm-settings';
import { isFreeText, loadMessages } from './conversation';

/** What a visitor's panel and the admin read of a conversation: its messages, live state and inquiry. */

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


export function messageView(m: ChatMessageRow): ChatMessageView {
  const found = m.sender === 'visitor' && m.body && isFreeText(m.field) ? extractFacts(m.body) : null;
  return { id: m.id, sender: m.sender, field: (m.field as QuestionKey | null) ?? null, text: m.body, author: m.authorName, at: m.createdAt, found };
}


/** The first word of a staff member's name: what a visitor is shown of who answered. */
export const firstName = (name: string | null | undefined): string | null => name?.trim().split(/\s+/)[0] || null;


export async function liveView(db: Pick<Db, 'select'>, conversation: ChatConversation): Promise<ChatLiveView> {
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
export async function inquiryViews(db: Db, conversation: ChatConversation): Promise<{ submitted: ChatSubmittedView | null; alert: ChatAlertView | null }> {
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


export async function viewOf(db: Db, conversation: ChatConversation, messages?: ChatMessageRow[]): Promise<ChatConversationView> {
  const rows = messages ?? (await loadMessages(db, conversation.id));
  return {
    locale: conversation.locale,
    messages: rows.map(messageView),
    ...(await inquiryViews(db, conversation)),
    live: await liveView(db, conversation),
  };
}


/** The messages of an inquiry's conversation, for the admin (oldest first). */
export async function conversationOfInquiry(db: Db, inquiryId: string): Promise<ChatMessageView[]> {
  const [conversation] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.inquiryId, inquiryId)).limit(1);
  if (!conversation) return [];
  return (await loadMessages(db, conversation.id)).map(messageView);
}
