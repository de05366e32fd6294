import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatConversations, chatMessages, inquiries } from '../../server/db/schema';
import { inboxEvents, type InboxEvent } from '../../server/chat/inbox';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { clearChats, leaveUnfinished, setOnCall, startChat } from '../helpers/chat';

/**
 * The staff inbox tells the story of chats left unsent (issue 35 items 2 and 8, decision 0024): 'Unfinished' and
 * 'Unfinished, no contact', an urgent early inquiry followed as its answers arrive, the visitor's last words as
 * the preview, and the name a staff reply carries for the visitor.
 */

type Caller = ReturnType<TestApp['caller']>;

describe('the inbox and unfinished chats', () => {
  let t: TestApp;
  let admin: { id: string; email: string };
  let staff: Caller;

  /** The 'Unfinished chats reach the firm after' job of the only conversation, run now. */
  async function leaveIt() {
    const [conversation] = await t.deps.db.select().from(chatConversations);
    await leaveUnfinished(t, conversation?.id);
    return conversation?.id ?? '';
  }

  beforeAll(async () => {
    t = await createTestApp({ FIRM_INBOX: 'intake@law.example' });
    const user = await upsertStaffUser(t.deps.db, { email: 'inbox.admin@law.example', password: 'inbox-admin-password', role: 'admin', name: 'Maria Lopez' });
    admin = { id: user.id, email: user.email };
    staff = await t.callerAs(admin.id);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearChats(t);
    await setOnCall(t, admin, { emails: ['oncall@law.example'], unfinishedAfterMinutes: 1 });
  });

  it("a chat left without any way to reach the visitor shows as 'Unfinished, no contact'", async () => {
    const visitor = t.caller({ ip: '203.0.113.60' });
    const { token } = await startChat(visitor, 'other');
    await visitor.chat.send({ token, answer: { field: 'story', text: 'I have a question about my visa.' } });
    const [before] = await staff.inbox.list();
    expect(before?.unfinished).toBeNull();

    const id = await leaveIt();
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(0);
    const [item] = await staff.inbox.list();
    expect(item).toMatchObject({ id, unfinished: 'no-contact', inquiryId: null, submitted: false });
    expect(await staff.inbox.conversation({ id })).toMatchObject({ unfinished: 'no-contact' });
  });

  it("a chat left with an e-mail address shows as 'Unfinished' until the visitor sends it", async () => {
    const visitor = t.caller({ ip: '203.0.113.61' });
    const { token } = await startChat(visitor, 'family');
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: '' } });
    await visitor.chat.send({ token, answer: { field: 'story', text: 'Green card for my mother. Write to ana.lopez@visitor.example' } });
    const id = await leaveIt();
    const [inquiry] = await t.deps.db.select().from(inquiries);
    expect(inquiry?.unfinished).toBe(true);
    expect((await staff.inbox.list())[0]).toMatchObject({ id, unfinished: 'inquiry', inquiryId: inquiry?.id, submitted: false });

    await visitor.chat.send({ token, answer: { field: 'name', text: 'Ana López' } });
    await visitor.chat.send({ token, answer: { field: 'email', text: 'ana.lopez@visitor.example' } });
    await visitor.chat.submit({ token, consent: true });
    expect(await staff.inbox.conversation({ id })).toMatchObject({ unfinished: null, submitted: true, inquiryId: inquiry?.id });
  });

  it("an urgent detention's early inquiry is 'Unfinished', and the staff stream names it with each later answer", async () => {
    const visitor = t.caller({ ip: '203.0.113.62', locale: 'es' });
    const { token } = await startChat(visitor, 'detention', 'es');
    await visitor.chat.send({ token, answer: { field: 'when', text: 'today' } });
    await visitor.chat.send({ token, answer: { field: 'phone', text: '+1 954 555 0133' } });
    const [early] = await t.deps.db.select().from(inquiries);
    expect(early).toMatchObject({ urgent: true, unfinished: true });
    const [item] = await staff.inbox.list();
    expect(item).toMatchObject({ urgent: true, unfinished: 'inquiry', inquiryId: early?.id });

    const abort = new AbortController();
    const events = inboxEvents({ db: t.deps.db, live: t.deps.live, stillSignedIn: async () => true }, abort.signal);
    try {
      expect((await events.next()).value).toEqual({ conversationId: null, inquiryId: null }); // connected: read everything
      await visitor.chat.send({ token, answer: { field: 'name', text: 'María Pérez' } });
      // The first event that names a conversation (a 'read everything' event may come first, after a resync).
      const named = async (): Promise<InboxEvent> => {
        for (;;) {
          const next = await events.next();
          if (next.done) throw new Error('the stream ended');
          if (next.value.conversationId !== null) return next.value;
        }
      };
      const value = await Promise.race([named(), new Promise<never>((_, no) => setTimeout(() => no(new Error('no event within 5 s')), 5000))]);
      // The Inquiries tab reads that inquiry again (src/staff/inbox/use-inbox.ts), so its answers show as they arrive.
      expect(value).toEqual({ conversationId: item?.id, inquiryId: early?.id });
    } finally {
      abort.abort();
      await events.return(undefined);
    }
    expect((await staff.inbox.list())[0]?.answers).toMatchObject({ when: 'today', phone: '+1 954 555 0133', name: 'María Pérez' });
  });

  it("the list previews the visitor's last words, never a skipped answer or the firm's reply", async () => {
    const visitor = t.caller({ ip: '203.0.113.63' });
    const { token } = await startChat(visitor, 'family');
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: 'My brother Juan' } });
    await visitor.chat.send({ token, answer: { field: 'story', text: '' } });
    const [item] = await staff.inbox.list();
    expect(item?.last).toEqual({ sender: 'visitor', field: 'otherParties', text: 'My brother Juan' });
    await staff.inbox.reply({ id: item?.id ?? '', text: 'Hello, I can help.' });
    expect((await staff.inbox.list())[0]?.last).toMatchObject({ sender: 'visitor', text: 'My brother Juan' });
    expect((await staff.inbox.conversation({ id: item?.id ?? '' })).last).toMatchObject({ sender: 'visitor', text: 'My brother Juan' });
  });

  it('a staff reply carries the first word of the account name, never its e-mail address, in time order with the visitor messages', async () => {
    const visitor = t.caller({ ip: '203.0.113.64' });
    const { token } = await startChat(visitor, 'family');
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: '' } });
    const [item] = await staff.inbox.list();
    const id = item?.id ?? '';
    expect(await staff.inbox.presence()).toMatchObject({ shownAs: 'Maria' });
    await staff.inbox.reply({ id, text: 'Hola, soy Maria.' });
    await visitor.chat.say({ token, text: 'Gracias.' });

    // An account without a name: the visitor reads 'Office staff', not the start of an e-mail address.
    const nameless = await upsertStaffUser(t.deps.db, { email: 'frontdesk@law.example', password: 'front-desk-password', role: 'admin' });
    const other = await t.callerAs(nameless.id);
    expect(await other.inbox.presence()).toMatchObject({ shownAs: null });
    await other.inbox.reply({ id, text: 'We will call you today.' });

    const stored = await t.deps.db.select({ authorName: chatMessages.authorName }).from(chatMessages).where(eq(chatMessages.sender, 'staff'));
    expect(stored.map((m) => m.authorName)).toEqual(['Maria', null]);
    const seen = await visitor.chat.resume({ token });
    expect(seen.messages.filter((m) => m.sender === 'staff').map((m) => m.author)).toEqual(['Maria', null]);

    const messages = (await staff.inbox.conversation({ id })).messages;
    expect(messages.map((m) => [m.sender, m.text])).toEqual([
      ['visitor', 'family'],
      ['visitor', ''],
      ['staff', 'Hola, soy Maria.'],
      ['visitor', 'Gracias.'],
      ['staff', 'We will call you today.'],
    ]);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => a - b));
  });
});
