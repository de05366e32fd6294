import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatConversations, type ChatConversation } from '../db/schema';
import type { LiveHub } from '../realtime/hub';
import { CHAT_STREAM_KEY, siteSecret } from '../services/settings';
import { gone, findConversation, loadMessages } from './conversation';
import { chatError } from './errors';
import { type ChatMessageView, type ChatLiveView, type ChatSubmittedView, type ChatAlertView, type ChatStreamEvent, messageView, liveView, inquiryViews } from './views';

/** The visitor's live stream (decision 0021): the ticket that opens it, and its events. */

/** A stream ticket opens this conversation's stream for STREAM_TICKET_TTL_MS: reading only, never writing. */
export const STREAM_TICKET_TTL_MS = 5 * 60_000;

const TICKET = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([\w-]{43})$/;


const signTicket = (key: string, id: string, expires: string) => createHmac('sha256', key).update(`chat-stream:${id}.${expires}`).digest('base64url');


/**
 * The visitor's stream is opened with an address (EventSource cannot send a body or a header), so it never
 * carries the token: a ticket signed by the server names the conversation and expires (decisions 0021, 0024).
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
  if (parseInt(expires, 36) * 1000 < now) throw chatError('ticketExpired');
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
