import { createHash } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { CHAT_CONVERSATION_MAX, QUESTIONS, isUrgent, mentionsDetention, pathOf, type IntakeAnswers, type QuestionKey } from '@shared/chat-intake';
import type { Db } from '../db/client';
import { chatConversations, chatMessages, type ChatConversation, type ChatMessageRow } from '../db/schema';
import type { RateLimiter } from '../services/rate-limit';
import { chatError } from './errors';

/** A stored conversation (decision 0010): found by its token's hash, its messages, its answers, and the keys of its jobs. */

export interface ChatDeps {
  db: Db;
  limiter: RateLimiter;
}


export interface Caller {
  ip: string;
  /** Global Privacy Control or Do Not Track: nothing about the visit is kept with the conversation. */
  doNotTrack?: boolean;
}


/** A conversation that never reached the firm is purged after this many hours of silence (server/jobs/purge.ts). */
export const CHAT_UNSENT_RETENTION_HOURS = 48;


export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');


export const gone = () => chatError('gone', 'not-found');


/** Questions answered in words, where a visitor may write more than was asked. */
export const isFreeText = (field: string | null) => field === null || field === 'path' || (field in QUESTIONS && QUESTIONS[field as QuestionKey].kind === 'text');


/** The latest answer to each question, in message order. */
export function answersOf(messages: readonly Pick<ChatMessageRow, 'sender' | 'field' | 'body'>[]): IntakeAnswers {
  const answers: IntakeAnswers = {};
  for (const m of messages) if (m.sender === 'visitor' && m.field) answers[m.field as QuestionKey] = m.body;
  return answers;
}


/**
 * A visitor's token opens a sent or closed conversation for this many hours more (decision 0024): long enough to
 * read a reply, not the whole retention period (an intake holds an A-Number, a birth date, a story).
 */
export const VISITOR_ACCESS_HOURS = 12;


/** The conversation a visitor's token opens, unless its access ended (VISITOR_ACCESS_HOURS after it was sent or closed). */
export async function findConversation(db: Db, token: string, now = Date.now()): Promise<ChatConversation | undefined> {
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


export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];


/**
 * Whether a conversation is urgent now (the inbox lists it first, and no per-address limit refuses it): a detention
 * that happened today or 1–2 days ago, or whose time is not known yet, or a detention told in words before any
 * path was chosen.
 */
export function urgentNow(answers: IntakeAnswers, messages: readonly Pick<ChatMessageRow, 'sender' | 'field' | 'body'>[]): boolean {
  if (pathOf(answers)) return isUrgent(answers);
  return messages.some((m) => m.sender === 'visitor' && m.field === 'path' && mentionsDetention(m.body));
}


/** The one hand-over job of a conversation. */
export const handOverJobKey = (conversationId: string) => `handover:${conversationId}`;

/** The one 'left unfinished' job of a conversation: due 'Unfinished chats reach the firm after' minutes after its last message. */
export const unfinishedJobKey = (conversationId: string) => `unfinished:${conversationId}`;
