import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirmSettings } from '@shared/schemas/firm';
import { auditLog, blogPosts, chatConversations, inquiries } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { clearChats, setOnCall as setFirmOnCall, startChat } from '../helpers/chat';
import { queueClock, type QueueClock } from '../helpers/queue-clock';

/**
 * What the server does minutes after a visitor or an editor stopped, on a clock the test moves (tests/helpers/
 * queue-clock.ts) instead of minutes of waiting in a browser: the next on-call address is alerted when 'Escalate
 * after' has passed, a visitor nobody answered is handed over when 'Hand over after' has, a chat left unsent reaches
 * the firm 'Unfinished chats reach the firm after' its last answer, and a scheduled post is published at its time.
 * Each happens when its minute comes and not a moment before (the clock stops 10 s short of it first). The browser
 * tests keep what only a browser shows, and make the job due at once (tests/e2e/queue.ts).
 */

const INBOX = 'intake@law.example';
const ON_CALL_A = 'first.minutes@law.example';
const ON_CALL_B = 'second.minutes@law.example';
const ON_CALL_LINK = /\/on-call\/([A-Za-z0-9_-]{43})\b/;
const MINUTE = 60_000;
/** Short of the minute: the test's steps between two moves of the clock take far less than this. */
const SHORT = 10_000;

type Caller = ReturnType<TestApp['caller']>;

describe('minutes later, on a clock the test moves', () => {
  let t: TestApp;
  let admin: { id: string; email: string };
  let clock: QueueClock;

  const setOnCall = (patch: Partial<FirmSettings['onCall']>) => setFirmOnCall(t, admin, patch);
  const mailTo = (to: string) => t.mailer.sent.filter((m) => m.to === to);
  const chatInquiries = () => t.deps.db.select().from(inquiries).where(eq(inquiries.source, 'chat'));
  const onCallToken = (text: string | undefined) => {
    const token = ON_CALL_LINK.exec(text ?? '')?.[1];
    if (!token) throw new Error(`no 'I'm on it' link in: ${text}`);
    expect(text).toContain(`${TEST_ORIGIN}/on-call/${token}`);
    return token;
  };
  const auditOf = async (targetId: string) =>
    (await t.deps.db.select({ action: auditLog.action, actor: auditLog.actorEmail, changes: auditLog.changes }).from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.at)).map(
      (a) => [a.action, a.actor, a.changes],
    );

  beforeAll(async () => {
    t = await createTestApp({ FIRM_INBOX: INBOX });
    await t.deps.live.bus.ready;
    const user = await upsertStaffUser(t.deps.db, { email: 'minutes.admin@law.example', password: 'minutes-admin-password', role: 'admin', name: 'Maria Lopez' });
    admin = { id: user.id, email: user.email };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearChats(t);
    await (await t.callerAs(admin.id)).inbox.setPresence({ available: false });
    await setOnCall({ emails: [ON_CALL_A, ON_CALL_B], escalateAfterMinutes: 10, handOverMinutes: 3, unfinishedAfterMinutes: 10 });
    clock = queueClock(t);
  });

  /** A visitor reporting a detention a few days ago, up to the callback phone (the on-call list is alerted then). */
  async function urgentUpToPhone(visitor: Caller, phone: string) {
    const { token } = await startChat(visitor, 'detention', 'en');
    await visitor.chat.send({ token, answer: { field: 'when', text: 'days' } });
    await visitor.chat.send({ token, answer: { field: 'phone', text: phone } });
    const [inquiry] = await chatInquiries();
    if (!inquiry) throw new Error('no early inquiry');
    return { token, inquiry };
  }

  it("the next on-call address is alerted when 'Escalate after' has passed, not before; its own link's 'I'm on it' stops the escalation", async () => {
    await setOnCall({ escalateAfterMinutes: 1 });
    const { token, inquiry } = await urgentUpToPhone(t.caller({ ip: '203.0.113.70', locale: 'en' }), '(954) 555-0199');

    // Step 1 at once, to the first address only.
    await clock.advance(0);
    const [first, ...more] = mailTo(ON_CALL_A);
    expect(more).toHaveLength(0);
    expect(first?.text).toContain('Alert 1');
    expect(mailTo(ON_CALL_B)).toHaveLength(0);

    // The visitor goes on and sends; the second address still hears nothing until the minute has passed.
    const visitor = t.caller({ ip: '203.0.113.70', locale: 'en' });
    await visitor.chat.send({ token, answer: { field: 'name', text: 'Esc Caller' } });
    await visitor.chat.submit({ token, consent: true });
    await clock.advance(MINUTE - SHORT);
    expect(mailTo(ON_CALL_B)).toHaveLength(0);
    await clock.advance(SHORT);
    const [second, ...again] = mailTo(ON_CALL_B);
    expect(again).toHaveLength(0);
    expect(second?.text).toContain('Alert 2');
    expect(second?.text).toContain('Callback phone: (954) 555-0199');
    const link = onCallToken(second?.text);
    expect(link).not.toBe(onCallToken(first?.text));

    // The second address says "I'm on it" with its own link: nobody else is alerted, the firm's inbox included.
    const pressed = await t.app.inject({ method: 'POST', url: `/on-call/${link}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(pressed.statusCode, pressed.body).toBe(200);
    const sent = t.mailer.sent.length;
    await clock.advance(10 * MINUTE);
    expect(t.mailer.sent).toHaveLength(sent);
    expect(mailTo(INBOX).filter((m) => m.text.includes('(last)'))).toEqual([]);

    const [row] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row).toMatchObject({ urgentAckedBy: ON_CALL_B, unfinished: false });
    const steps = (await auditOf(inquiry.id)).filter(([action]) => String(action).startsWith('chat.urgent_') && action !== 'chat.urgent_early');
    expect(steps).toEqual([
      ['chat.urgent_alerted', null, { step: 1, to: ON_CALL_A }],
      ['chat.urgent_alerted', null, { step: 2, to: ON_CALL_B }],
      ['chat.urgent_acknowledged', ON_CALL_B, expect.anything()],
    ]);
  });

  it("a visitor nobody answers is handed over when 'Hand over after' has passed, not before; going on and sending completes the same inquiry", async () => {
    await setOnCall({ handOverMinutes: 1 });
    await (await t.callerAs(admin.id)).inbox.setPresence({ available: true });
    const visitor = t.caller({ ip: '203.0.113.71', locale: 'en' });
    const { token } = await startChat(visitor, 'family', 'en');
    expect((await visitor.chat.resume({ token })).live.handedOver).toBe(false);
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: '' } });
    await visitor.chat.send({ token, answer: { field: 'story', text: 'My mother needs a green card.' } });
    await visitor.chat.send({ token, answer: { field: 'name', text: 'Ana Handover' } });
    await visitor.chat.send({ token, answer: { field: 'phone', text: '(954) 555-0177' } });

    // Counted from the first message someone available could answer, however many came after.
    await clock.advance(MINUTE - SHORT);
    expect((await visitor.chat.resume({ token })).live.handedOver).toBe(false);
    expect(await chatInquiries()).toHaveLength(0);
    await clock.advance(SHORT);
    const told = await visitor.chat.resume({ token });
    expect(told.live.handedOver).toBe(true);
    expect(told.messages.at(-1)).toMatchObject({ sender: 'system', text: 'handedOver' });
    // Not sent in the visitor's name (no consent): the firm has it as 'Unfinished', and is told.
    expect(told.submitted).toBeNull();
    const [unfinished, ...others] = await chatInquiries();
    expect(others).toHaveLength(0);
    expect(unfinished).toMatchObject({ unfinished: true, name: 'Ana Handover', phone: '(954) 555-0177' });
    await clock.advance(0);
    expect(mailTo(INBOX).map((m) => m.subject)).toEqual(['Unfinished chat from Ana Handover']);

    // The visitor goes on and sends: the same inquiry is completed, never a second one.
    await visitor.chat.send({ token, answer: { field: 'email', text: '' } });
    await visitor.chat.send({ token, answer: { field: 'language', text: '' } });
    expect((await visitor.chat.submit({ token, consent: true })).submitted).not.toBeNull();
    const rows = await chatInquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: unfinished?.id, unfinished: false });
    await clock.advance(0);
    expect(mailTo(INBOX).map((m) => m.subject)).toEqual(['Unfinished chat from Ana Handover', 'Chat intake from Ana Handover']);
  });

  it("a chat left unsent with an e-mail address reaches the firm 'Unfinished chats reach the firm after' its last answer, not before; coming back and sending completes the same inquiry", async () => {
    await setOnCall({ unfinishedAfterMinutes: 1 });
    const email = 'ana.minutes@visitor.example';
    const visitor = t.caller({ ip: '203.0.113.72', locale: 'en' });
    const { token } = await startChat(visitor, `I want to sponsor my mother for a green card. You can write to me at ${email}`, 'en');
    await visitor.chat.send({ token, answer: { field: 'path', text: 'family' } });

    // An answer 40 s later starts the minute again.
    await clock.advance(40_000);
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: '' } });
    await clock.advance(MINUTE - SHORT);
    expect(await chatInquiries()).toHaveLength(0);
    expect(t.mailer.sent).toHaveLength(0);
    await clock.advance(SHORT);
    const [notice, ...more] = mailTo(INBOX);
    expect(more).toHaveLength(0);
    expect(notice?.subject).toBe('Unfinished chat from Chat visitor');
    expect(notice?.text).toContain('UNFINISHED: the visitor has not sent this chat.');
    expect(notice?.text).toContain(email);
    const [unfinished] = await chatInquiries();
    expect(unfinished).toMatchObject({ unfinished: true, email, source: 'chat' });
    expect(unfinished?.intake?.path).toBe('family');

    // She comes back: the same conversation, where she left it; sending completes the same inquiry.
    const resumed = await visitor.chat.resume({ token });
    expect(resumed.messages.find((m) => m.sender === 'visitor')?.text).toContain(email);
    await visitor.chat.send({ token, answer: { field: 'story', text: 'My mother lives in Port-au-Prince.' } });
    await visitor.chat.send({ token, answer: { field: 'name', text: 'Ana Familia' } });
    await visitor.chat.send({ token, answer: { field: 'email', text: email } });
    await visitor.chat.submit({ token, consent: true });
    const rows = await chatInquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: unfinished?.id, unfinished: false, name: 'Ana Familia' });
    await clock.advance(0);
    expect(mailTo(INBOX).map((m) => m.subject)).toEqual(['Unfinished chat from Chat visitor', 'Chat intake from Ana Familia']);
    // Nothing more comes of the minute that had been waiting.
    await clock.advance(10 * MINUTE);
    expect(mailTo(INBOX)).toHaveLength(2);
    expect(await t.deps.db.select().from(chatConversations).where(eq(chatConversations.inquiryId, unfinished?.id ?? ''))).toHaveLength(1);
  });

  it('a post scheduled a minute ahead stays hidden until its time, then the queue publishes it, dated then, in the feed', async () => {
    const editor = await t.callerAs((await upsertStaffUser(t.deps.db, { email: 'minutes.editor@law.example', password: 'minutes-editor-password', role: 'editor' })).id);
    const at = new Date(Date.now() + MINUTE);
    const slug = 'scheduled-a-minute-ahead';
    const p = await editor.posts.create({
      title: 'Scheduled a minute ahead',
      slug,
      description: 'A post the queue publishes at its time.',
      category: 'Publishing',
      imageUrl: '',
      content: '## Heading\nA paragraph long enough to pass the fifty character minimum of content.',
      published: true,
      featured: false,
      publishAt: at,
    });
    expect(p.published).toBe(false);
    const shown = async () => {
      const page = await t.caller().posts.bySlug({ slug });
      const feed = (await t.app.inject({ url: '/blog/rss.xml' })).body;
      return { page: page !== null && 'id' in page, feed: feed.includes(`/blog/${slug}<`) };
    };
    await clock.advance(MINUTE - SHORT);
    expect(await shown()).toEqual({ page: false, feed: false });
    await clock.advance(SHORT);
    expect(await shown()).toEqual({ page: true, feed: true });
    const [row] = await t.deps.db.select({ published: blogPosts.published, createdAt: blogPosts.createdAt }).from(blogPosts).where(eq(blogPosts.id, p.id));
    expect(row).toEqual({ published: true, createdAt: at });
    expect(await t.deps.db.execute(sql`select 1 from graphile_worker.jobs where key = ${`publish_post:${p.id}`}`)).toHaveLength(0);
  });
});
