import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import { UNFINISHED_AFTER_DEFAULT } from '@shared/chat-intake';
import { FIRM_MSG, onCallSettings, type FirmSettings } from '@shared/schemas/firm';
import { auditLog, chatConversations, inquiries } from '../../server/db/schema';
import { purgeExpired } from '../../server/jobs/purge';
import { STREAM_TICKET_TTL_MS, ticketConversation } from '../../server/chat/stream';
import { VISITOR_ACCESS_HOURS } from '../../server/chat/conversation';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { clearChats, leaveUnfinished, setOnCall as setFirmOnCall, startChat } from '../helpers/chat';

/** The chat's refusals as the server words them: the English catalogue's sentences (src/shared/chat-intake.ts CHAT_ERRORS). */
const SAID = en.chat.errors;

/**
 * Nobody who starts the chat is lost (issue 35, decision 0024): the urgent path alerts the on-call list as soon as a
 * phone is known, a chat left unsent with a way to reach the visitor reaches the firm, and what the visitor wrote
 * in their own words is offered back.
 */

const INBOX = 'intake@law.example';
const ON_CALL = 'oncall@law.example';

type Caller = ReturnType<TestApp['caller']>;

describe('nobody who starts the chat is lost (decision 0024)', () => {
  let t: TestApp;
  let admin: { id: string; email: string };

  const start = (caller: Caller, text: string, locale: 'en' | 'es' | 'fr' = 'es') => startChat(caller, text, locale);
  const setOnCall = (patch: Partial<FirmSettings['onCall']>) => setFirmOnCall(t, admin, patch);

  const chatInquiries = () => t.deps.db.select().from(inquiries).where(eq(inquiries.source, 'chat'));
  const jobs = async () => (await t.deps.db.execute<{ task_identifier: string; key: string | null }>(sql`select task_identifier, key from graphile_worker.jobs order by id`)).map((j) => j.task_identifier);
  const mailTo = (to: string) => t.mailer.sent.filter((m) => m.to === to);

  beforeAll(async () => {
    t = await createTestApp({ FIRM_INBOX: INBOX });
    const user = await upsertStaffUser(t.deps.db, { email: 'lost.admin@law.example', password: 'lost-admin-password', role: 'admin' });
    admin = { id: user.id, email: user.email };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearChats(t);
    await setOnCall({ emails: [ON_CALL], unfinishedAfterMinutes: 10 });
  });

  it('an urgent detention alerts the on-call list once a phone is known, before the other questions; later answers and sending complete the same inquiry', async () => {
    const visitor = t.caller({ ip: '203.0.113.40', locale: 'es' });
    const first = 'Detuvieron a mi esposo hoy en Miami. Llámeme al +1 954 555 0133';
    const { token, conversation } = await start(visitor, first);
    // Her words are read on the server: the phone is offered back, never asked again from scratch.
    expect(conversation.messages[0]?.found).toMatchObject({ phone: '+1 954 555 0133' });
    await visitor.chat.send({ token, answer: { field: 'path', text: 'detention' } });
    await visitor.chat.send({ token, answer: { field: 'when', text: 'today' } });
    expect(await chatInquiries()).toHaveLength(0); // no phone yet: nothing to call back

    await visitor.chat.send({ token, answer: { field: 'phone', text: '+1 954 555 0133' } });
    const [early] = await chatInquiries();
    expect(early).toMatchObject({ urgent: true, unfinished: true, phone: '+1 954 555 0133', locale: 'es' });
    expect(await jobs()).toContain('urgent_alert');
    await t.runJobs();
    const [alert, ...more] = mailTo(ON_CALL);
    expect(more).toHaveLength(0);
    expect(alert?.text).toContain('+1 954 555 0133');
    // The visitor is told the truth: when the alert went out.
    const told = await visitor.chat.resume({ token });
    expect(told.submitted).toBeNull();
    expect(told.alert?.alertedAt).toBeInstanceOf(Date);

    // Later answers update the same inquiry as they arrive.
    await visitor.chat.send({ token, answer: { field: 'name', text: 'María Pérez' } });
    await visitor.chat.send({ token, answer: { field: 'where', text: 'Miami' } });
    const [updated] = await chatInquiries();
    expect(updated).toMatchObject({ id: early?.id, name: 'María Pérez', unfinished: true });
    expect(updated?.intake?.answers).toMatchObject({ when: 'today', where: 'Miami', phone: '+1 954 555 0133' });
    // The on-call attorney's page shows them too, and reads them again while she is still answering.
    const link = alert?.text.match(/\/on-call\/([A-Za-z0-9_-]{43})\b/)?.[0] ?? '';
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Place: Miami');
    expect(page.body).toContain('María Pérez');
    expect(page.body).toContain('<meta http-equiv="refresh" content="30">');

    // Sending completes it: one inquiry, and the on-call list is not alerted a second time.
    const sent = await visitor.chat.submit({ token, consent: true });
    expect(sent.submitted).toMatchObject({ urgent: true });
    const rows = await chatInquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: early?.id, unfinished: false });
    await t.runJobs();
    expect(mailTo(ON_CALL)).toHaveLength(1);
    expect(mailTo(INBOX).map((m) => m.subject)).toEqual(['URGENT Chat intake from María Pérez']);
  });

  it('a family chat left with an e-mail address in its words reaches the firm as Unfinished after the set minutes; sending later completes the same inquiry', async () => {
    await setOnCall({ unfinishedAfterMinutes: 1 });
    const visitor = t.caller({ ip: '203.0.113.41', locale: 'en' });
    const { token } = await start(visitor, 'family', 'en');
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: '' } });
    await visitor.chat.send({ token, answer: { field: 'story', text: 'My mother needs a green card. Write to me at ana.lopez@visitor.example please.' } });
    await t.runJobs(); // not due yet
    expect(await chatInquiries()).toHaveLength(0);

    // The job waits the set minute from the last message.
    const [job] = await t.deps.db.execute<{ run_at: Date | string }>(sql`select run_at from graphile_worker.jobs where key like 'unfinished:%'`);
    const wait = new Date(job?.run_at ?? 0).getTime() - Date.now();
    expect(wait).toBeGreaterThan(40_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    const [conversation] = await t.deps.db.select().from(chatConversations);
    await leaveUnfinished(t, conversation?.id);
    const [unfinished] = await chatInquiries();
    expect(unfinished).toMatchObject({ unfinished: true, urgent: false, email: 'ana.lopez@visitor.example', acknowledgedAt: null });
    expect(unfinished?.message).toContain('green card');
    expect(mailTo(INBOX).map((m) => m.subject)).toEqual(['Unfinished chat from Chat visitor']);
    expect(mailTo('ana.lopez@visitor.example')).toHaveLength(0); // she sent nothing: nothing is sent to her

    // She comes back in the same tab and goes on: the same conversation, then one inquiry.
    const resumed = await visitor.chat.resume({ token });
    expect(resumed.messages.at(-1)?.found).toMatchObject({ email: 'ana.lopez@visitor.example' });
    await visitor.chat.send({ token, answer: { field: 'name', text: 'Ana López' } });
    await visitor.chat.send({ token, answer: { field: 'email', text: 'ana.lopez@visitor.example' } });
    await visitor.chat.submit({ token, consent: true });
    const rows = await chatInquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: unfinished?.id, unfinished: false, name: 'Ana López' });
    await t.runJobs();
    expect(mailTo(INBOX).map((m) => m.subject)).toEqual(['Unfinished chat from Chat visitor', 'Chat intake from Ana López']);
    expect(mailTo('ana.lopez@visitor.example')).toHaveLength(1);
    const audit = await t.deps.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, unfinished?.id ?? ''));
    expect(audit.map((a) => a.action)).toEqual(['chat.unfinished', 'chat.submitted']);
  });

  it('a chat left without any way to reach the visitor makes no inquiry, is marked, and follows the 48-hour purge', async () => {
    await setOnCall({ unfinishedAfterMinutes: 1 });
    const visitor = t.caller({ ip: '203.0.113.42', locale: 'en' });
    const { token } = await start(visitor, 'other', 'en');
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: '' } });
    await visitor.chat.send({ token, answer: { field: 'story', text: 'I have a question about my visa.' } });
    const [conversation] = await t.deps.db.select().from(chatConversations);
    await leaveUnfinished(t, conversation?.id);
    expect(await chatInquiries()).toHaveLength(0);
    expect(t.mailer.sent).toHaveLength(0);
    const [marked] = await t.deps.db.select().from(chatConversations);
    expect(marked?.unfinishedAt).toBeInstanceOf(Date);

    const later = new Date(Date.now() + 49 * 3_600_000);
    expect((await purgeExpired(t.deps.db, { inquiryRetentionDays: 730 }, later)).chatUnsent).toBe(1);
    expect(await t.deps.db.select().from(chatConversations)).toHaveLength(0);
  });

  it('an unfinished inquiry keeps its conversation past the 48-hour purge of unsent chats', async () => {
    await setOnCall({ unfinishedAfterMinutes: 1 });
    const visitor = t.caller({ ip: '203.0.113.43', locale: 'en' });
    const { token } = await start(visitor, 'family', 'en');
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: 'Call me: (954) 555-0190' } });
    const [conversation] = await t.deps.db.select().from(chatConversations);
    await leaveUnfinished(t, conversation?.id);
    const [inquiry] = await chatInquiries();
    expect(inquiry).toMatchObject({ unfinished: true, phone: '+1 954 555 0190' });
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect((await purgeExpired(t.deps.db, { inquiryRetentionDays: 730 }, later)).chatUnsent).toBe(0);
    const adminCaller = await t.callerAs(admin.id);
    expect((await adminCaller.inquiries.conversation({ id: inquiry?.id ?? '' })).messages.map((m) => m.text)).toContain('Call me: (954) 555-0190');
  });

  it('an address only written in the story reaches the firm, but the acknowledgement goes only to an address the visitor gave as theirs', async () => {
    const visitor = t.caller({ ip: '203.0.113.45', locale: 'en' });
    const { token } = await start(visitor, 'other', 'en');
    await visitor.chat.send({ token, answer: { field: 'story', text: 'Please write to victim@elsewhere.example about this offer.' } });
    await visitor.chat.send({ token, answer: { field: 'phone', text: '(954) 555-0192' } });
    await visitor.chat.send({ token, answer: { field: 'email', text: '' } });
    // Nor is the visitor told that a confirmation is on its way.
    expect((await visitor.chat.submit({ token, consent: true })).submitted?.emailCopy).toBe(false);
    const [row] = await chatInquiries();
    expect(row?.email).toBe('victim@elsewhere.example');
    await t.runJobs();
    expect(t.mailer.sent.map((m) => m.to)).toEqual([INBOX]);
  });

  it("'Unfinished chats reach the firm after' takes 1 to 120 whole minutes, with the form's sentence, and is 10 when never set", async () => {
    const adminCaller = await t.callerAs(admin.id);
    const current = await adminCaller.settings.get();
    for (const bad of [0, 121, 1.5]) {
      await expect(
        adminCaller.settings.update({ version: current.version, data: { ...current.data, onCall: { ...current.data.onCall, unfinishedAfterMinutes: bad } } }),
      ).rejects.toMatchObject({ message: expect.stringContaining(FIRM_MSG.unfinishedAfter) });
    }
    // Settings saved before the field existed read as the default.
    const { unfinishedAfterMinutes: _dropped, ...older } = current.data.onCall;
    expect(onCallSettings.parse(older).unfinishedAfterMinutes).toBe(UNFINISHED_AFTER_DEFAULT);
    expect(UNFINISHED_AFTER_DEFAULT).toBe(10);
  });

  it("a sent conversation's token stops opening it some hours after it was sent, and a stream ticket lives minutes", async () => {
    const visitor = t.caller({ ip: '203.0.113.44', locale: 'en' });
    const { token } = await start(visitor, 'family', 'en');
    await visitor.chat.send({ token, answer: { field: 'phone', text: '(954) 555-0191' } });
    await visitor.chat.submit({ token, consent: true });
    const { ticket, expiresAt } = await visitor.chat.ticket({ token });
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(STREAM_TICKET_TTL_MS);
    expect(STREAM_TICKET_TTL_MS).toBeLessThanOrEqual(10 * 60_000);
    await expect(ticketConversation(t.deps.db, ticket, Date.now() + STREAM_TICKET_TTL_MS + 60_000)).rejects.toMatchObject({ message: SAID.ticketExpired, code: 'chatTicketExpired' });

    expect((await visitor.chat.resume({ token })).submitted).not.toBeNull();
    await t.deps.db.update(chatConversations).set({ submittedAt: new Date(Date.now() - (VISITOR_ACCESS_HOURS + 1) * 3_600_000) });
    await expect(visitor.chat.resume({ token })).rejects.toMatchObject({ message: SAID.gone });
    await expect(visitor.chat.ticket({ token })).rejects.toMatchObject({ message: SAID.gone });
    // The firm keeps it.
    expect(await chatInquiries()).toHaveLength(1);
  });
});
