import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import { CHAT_CONVERSATION_MAX, type IntakeAnswers } from '@shared/chat-intake';
import type { Db } from '../db/client';
import { chatConversations, chatMessages, inquiries, staffPresence, users, type ChatConversation } from '../db/schema';
import { DomainError } from '../errors';
import { recordAudit } from '../services/audit';
import { removeJob } from '../jobs/queue';
import { answersOf, handOverJobKey, loadMessages } from './conversation';
import { firstName, messageView, type ChatMessageView } from './views';
import { PRESENCE_TTL_MS, signal, type LiveHub } from '../realtime/hub';

/**
 * The staff side of live replies (decision 0021): the inbox of open conversations, replies, 'Close
 * conversation', and who is available. Administrators only, as the Inquiries list (server/chat/inbox-router.ts).
 */

/** Conversations stay in the inbox this long after their last message (an unsent one is purged after 48 hours anyway). */
export const INBOX_WINDOW_HOURS = 48;
const INBOX_MAX = 100;

export const INBOX_MSG = {
  notFound: 'This conversation no longer exists. It may have been deleted with its inquiry.',
  closed: 'This conversation was closed. Nothing more can be sent in it.',
  full: 'This conversation is full. Continue by phone or e-mail.',
} as const;

export interface Staff {
  id: string;
  email: string;
  name: string;
  ip: string;
}

export interface InboxItem {
  id: string;
  locale: Locale;
  page: string;
  startedAt: Date;
  updatedAt: Date;
  /** Since when the visitor waits for a reply; null: the firm answered last. */
  waitingSince: Date | null;
  urgent: boolean;
  answers: IntakeAnswers;
  /** The staff member who replied first. */
  takenBy: { id: string; name: string } | null;
  handedOver: boolean;
  inquiryId: string | null;
  /** The visitor sent it (their inquiry is complete). */
  submitted: boolean;
  /**
   * Left without sending (decision 0024): 'inquiry' while its inquiry is marked Unfinished (an urgent detention's
   * early inquiry too), 'no-contact' when it was left without a phone, an e-mail or urgent words (no inquiry; purged
   * 48 hours after its last message); null otherwise.
   */
  unfinished: 'inquiry' | 'no-contact' | null;
  /** The visitor's last words that say something (a skipped question says nothing). */
  last: Pick<ChatMessageView, 'sender' | 'text' | 'field'> | null;
}

export interface InboxConversation extends InboxItem {
  messages: ChatMessageView[];
  closed: boolean;
}

const open = () => and(isNull(chatConversations.closedAt), gt(chatConversations.updatedAt, sql`now() - make_interval(hours => ${INBOX_WINDOW_HOURS})`));

const notFound = () => new DomainError('not-found', 'inboxNotFound', INBOX_MSG.notFound);

async function takers(db: Pick<Db, 'select'>, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, u.name || u.email]));
}

function unfinishedOf(c: ChatConversation, inquiryUnfinished: boolean | null): InboxItem['unfinished'] {
  if (c.submittedAt) return null;
  if (c.inquiryId) return inquiryUnfinished ? 'inquiry' : null;
  return c.unfinishedAt ? 'no-contact' : null;
}

/** The preview: the visitor's last message with words in it. */
const saysSomething = (m: { sender: string; body: string }) => m.sender === 'visitor' && m.body.trim() !== '';

function itemOf(
  c: ChatConversation,
  answers: IntakeAnswers,
  names: Map<string, string>,
  last: InboxItem['last'],
  inquiryUnfinished: boolean | null,
): InboxItem {
  return {
    id: c.id,
    locale: c.locale,
    page: c.page,
    startedAt: c.createdAt,
    updatedAt: c.updatedAt,
    waitingSince: c.waitingSince,
    urgent: c.urgent,
    answers,
    takenBy: c.takenBy ? { id: c.takenBy, name: names.get(c.takenBy) ?? '' } : null,
    handedOver: c.handedOverAt !== null,
    inquiryId: c.inquiryId,
    submitted: c.submittedAt !== null,
    unfinished: unfinishedOf(c, inquiryUnfinished),
    last,
  };
}

/** Open conversations, urgent first, then the longest waiting, then the most recent. */
export async function listInbox(db: Db): Promise<InboxItem[]> {
  return db.transaction(
    async (tx) => {
      const joined = await tx
        .select({ c: chatConversations, inquiryUnfinished: inquiries.unfinished })
        .from(chatConversations)
        .leftJoin(inquiries, eq(inquiries.id, chatConversations.inquiryId))
        .where(open())
        .orderBy(desc(chatConversations.urgent), sql`${chatConversations.waitingSince} asc nulls last`, desc(chatConversations.updatedAt))
        .limit(INBOX_MAX);
      if (joined.length === 0) return [];
      const rows = joined.map((r) => r.c);
      const inquiryUnfinished = new Map(joined.map((r) => [r.c.id, r.inquiryUnfinished]));
      const ids = rows.map((r) => r.id);
      // The answers (visitor messages naming a question) and each conversation's last message, not every message.
      const answers = await tx
        .select({ conversationId: chatMessages.conversationId, sender: chatMessages.sender, field: chatMessages.field, body: chatMessages.body })
        .from(chatMessages)
        .where(and(inArray(chatMessages.conversationId, ids), eq(chatMessages.sender, 'visitor'), isNotNull(chatMessages.field)))
        .orderBy(asc(chatMessages.id));
      const lasts = await tx
        .selectDistinctOn([chatMessages.conversationId])
        .from(chatMessages)
        .where(and(inArray(chatMessages.conversationId, ids), eq(chatMessages.sender, 'visitor'), sql`btrim(${chatMessages.body}) <> ''`))
        .orderBy(chatMessages.conversationId, desc(chatMessages.id));
      const answersOfConversation = new Map<string, typeof answers>();
      for (const m of answers) answersOfConversation.set(m.conversationId, [...(answersOfConversation.get(m.conversationId) ?? []), m]);
      const lastOf = new Map(lasts.map((m) => [m.conversationId, m]));
      const names = await takers(tx, rows.map((r) => r.takenBy));
      return rows.map((c) => {
        const last = lastOf.get(c.id);
        const preview = last ? { sender: last.sender, text: last.body, field: messageView(last).field } : null;
        return itemOf(c, answersOf(answersOfConversation.get(c.id) ?? []), names, preview, inquiryUnfinished.get(c.id) ?? null);
      });
    },
    { accessMode: 'read only' },
  );
}

/** How many open conversations wait for a reply (the Inbox link's count). */
export async function waitingCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(and(open(), isNotNull(chatConversations.waitingSince)));
  return row?.n ?? 0;
}

export async function inboxConversation(db: Db, id: string): Promise<InboxConversation> {
  const [found] = await db
    .select({ c: chatConversations, inquiryUnfinished: inquiries.unfinished })
    .from(chatConversations)
    .leftJoin(inquiries, eq(inquiries.id, chatConversations.inquiryId))
    .where(eq(chatConversations.id, id))
    .limit(1);
  if (!found) throw notFound();
  const { c } = found;
  const rows = await loadMessages(db, id);
  const names = await takers(db, [c.takenBy]);
  const lastRow = rows.findLast(saysSomething);
  return {
    ...itemOf(c, answersOf(rows), names, lastRow ? { sender: lastRow.sender, text: lastRow.body, field: messageView(lastRow).field } : null, found.inquiryUnfinished),
    messages: rows.map(messageView),
    closed: c.closedAt !== null,
  };
}

/**
 * What a visitor is shown of who replied: the first word of the name on the staff member's account (/admin/profile,
 * where the inbox points), never their e-mail address; null (the visitor reads 'Office staff') for an account without
 * a name.
 */
export const nameShownToVisitors = (staff: Pick<Staff, 'name'>): string | null => firstName(staff.name);

/** A staff reply: the visitor sees it with nameShownToVisitors; the first to reply takes the conversation. */
export async function reply(db: Db, staff: Staff, id: string, text: string): Promise<ChatMessageView> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
    if (!locked) throw notFound();
    if (locked.closedAt) throw new DomainError('conflict', 'inboxClosed', INBOX_MSG.closed);
    const [stored] = await tx.select({ n: sql<number>`count(*)::int` }).from(chatMessages).where(eq(chatMessages.conversationId, id));
    if ((stored?.n ?? 0) >= CHAT_CONVERSATION_MAX) throw new DomainError('conflict', 'inboxFull', INBOX_MSG.full);
    const [message] = await tx
      .insert(chatMessages)
      .values({ conversationId: id, sender: 'staff', body: text, authorId: staff.id, authorName: nameShownToVisitors(staff) })
      .returning();
    if (!message) throw new DomainError('internal', 'chatMessageNotStored', 'message not stored');
    await tx
      .update(chatConversations)
      .set({ takenBy: locked.takenBy ?? staff.id, waitingSince: null, updatedAt: new Date() })
      .where(eq(chatConversations.id, id));
    // Answered: no hand-over for this wait (the visitor's next message starts another).
    await removeJob(tx, handOverJobKey(id));
    await signal(tx, { kind: 'conversation', id });
    return messageView(message);
  });
}

/** 'Close conversation': the visitor is told in their language, and can send nothing more in it. */
export async function closeConversation(db: Db, staff: Staff, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
    if (!locked) throw notFound();
    if (locked.closedAt) return;
    await tx.update(chatConversations).set({ closedAt: new Date(), waitingSince: null, updatedAt: new Date() }).where(eq(chatConversations.id, id));
    await tx.insert(chatMessages).values({ conversationId: id, sender: 'system', body: 'closed', authorId: staff.id });
    await recordAudit(tx, {
      actor: { id: staff.id, email: staff.email },
      action: 'chat.closed',
      target: { type: 'conversation', id, label: null },
      ip: staff.ip,
    });
    await signal(tx, { kind: 'conversation', id });
  });
}

export interface Presence {
  /** This staff member chose 'Available' (their open inbox tab keeps it alive). */
  available: boolean;
  /** The other staff members available now (first names). */
  others: string[];
  /** The name this staff member's replies carry for visitors (nameShownToVisitors); null: 'Office staff'. */
  shownAs: string | null;
}

/** 'Available' on or off; the inbox tab's heartbeat calls it again with the same value (PRESENCE_BEAT_MS). */
export async function setPresence(db: Db, live: LiveHub, staff: Staff, available: boolean): Promise<Presence> {
  const [before] = await db.select().from(staffPresence).where(eq(staffPresence.userId, staff.id)).limit(1);
  await db
    .insert(staffPresence)
    .values({ userId: staff.id, available, seenAt: new Date() })
    .onConflictDoUpdate({ target: staffPresence.userId, set: { available, seenAt: new Date() } });
  const wasCounted = before?.available === true && before.seenAt.getTime() > Date.now() - PRESENCE_TTL_MS;
  if (wasCounted !== available) await live.presenceChanged();
  return presenceOf(db, staff.id);
}

export async function presenceOf(db: Db, userId: string): Promise<Presence> {
  const rows = await db
    .select({ userId: staffPresence.userId, available: staffPresence.available, seenAt: staffPresence.seenAt, name: users.name, email: users.email })
    .from(staffPresence)
    .innerJoin(users, eq(users.id, staffPresence.userId))
    .where(eq(staffPresence.available, true));
  const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  const fresh = Date.now() - PRESENCE_TTL_MS;
  return {
    shownAs: nameShownToVisitors({ name: me?.name ?? '' }),
    available: rows.some((r) => r.userId === userId),
    others: rows.filter((r) => r.userId !== userId && r.seenAt.getTime() > fresh).map((r) => firstName(r.name) ?? r.email),
  };
}

/**
 * One event of the staff stream: a conversation that changed, and its inquiry (an urgent detention's early inquiry,
 * an unfinished one), so the Inquiries tab reads that inquiry again as answers arrive; null: read everything again.
 */
export interface InboxEvent {
  conversationId: string | null;
  inquiryId: string | null;
}

/** The inquiry of each conversation named (none for a conversation deleted meanwhile). */
async function inquiriesOf(db: Db, ids: string[]): Promise<Map<string, string | null>> {
  const rows = await db.select({ id: chatConversations.id, inquiryId: chatConversations.inquiryId }).from(chatConversations).where(inArray(chatConversations.id, ids));
  return new Map(rows.map((r) => [r.id, r.inquiryId]));
}

/** Conversations whose messages a staff stream follows: all of them (the inbox refetches what changed). */
export async function* inboxEvents(
  deps: { db: Db; live: LiveHub; stillSignedIn: () => Promise<boolean> },
  abort: AbortSignal | undefined,
): AsyncGenerator<InboxEvent> {
  const waiter = deps.live.waiter(abort, () => true, { presence: true });
  // Which conversations changed, collected from the start like the waiter's wake-ups: a change that comes while the
  // first event is on its way is named in the next one, not lost.
  const changed = new Set<string>();
  const off = deps.live.bus.subscribe((s) => {
    if (s.kind === 'conversation') changed.add(s.id);
  });
  try {
    // First event at once: the client knows it is connected (and refetches what it missed while it was not).
    yield { conversationId: null, inquiryId: null };
    for (;;) {
      const reason = await waiter.wait(15_000);
      if (reason === 'abort') return;
      // Sign-out, an expired session or a lost role ends the stream: checked at every wake (signals arriving
      // together wake it once) and at least every 15 s, so nothing reaches a signed-out staff member.
      if (!(await deps.stillSignedIn())) return;
      if (reason === 'timeout') continue;
      const ids = [...changed];
      changed.clear();
      if (ids.length === 0) yield { conversationId: null, inquiryId: null };
      const inquiryOf = ids.length > 0 ? await inquiriesOf(deps.db, ids) : new Map<string, string | null>();
      for (const id of ids) yield { conversationId: id, inquiryId: inquiryOf.get(id) ?? null };
    }
  } finally {
    off();
    waiter.dispose();
  }
}
