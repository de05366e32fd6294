import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, eq, sql } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import esCatalogue from '../../src/i18n/es';
import { INTAKE_VERSION, chatErrorCode, type ChatError, nextQuestion, questionsFor, type IntakeAnswers, type IntakePath, type QuestionKey } from '@shared/chat-intake';
import { fromFirmLocalInput, wallClock } from '@shared/firm-time';
import type { Locale } from '@shared/locales';
import type { ChatStartInput, PowPayload } from '@shared/schemas/chat';
import type { FirmSettings } from '@shared/schemas/firm';
import { auditLog, chatConversations, chatMessages, inquiries, urgentAlerts } from '../../server/db/schema';
import { purgeExpired } from '../../server/jobs/purge';
import { loggedUrl } from '../../server/logging';
import { FIRM_DEFAULTS, getFirmSettings, updateFirmSettings } from '../../server/services/firm-settings';
import type { MailMessage } from '../../server/services/mail';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { clearChats } from '../helpers/chat';

/** The chat's refusals as the server words them: the English catalogue's sentences (src/shared/chat-intake.ts CHAT_ERRORS). */
const SAID = en.chat.errors;
const INBOX = 'intake@law.example';
const ON_CALL_A = 'first.oncall@law.example';
const ON_CALL_B = 'second.oncall@law.example';
const ADMIN = { email: 'chat.admin@law.example', password: 'chat-admin-password' };
const EDITOR = { email: 'chat.editor@law.example', password: 'chat-editor-password' };
const ON_CALL_LINK = /\/on-call\/([A-Za-z0-9_-]{43})\b/;

type Caller = ReturnType<TestApp['caller']>;
type Answers = Partial<Record<QuestionKey, string>>;

/** What the visitor of each scenario answers, question by question ('' = Skip). */
const DETENTION_ES: Answers = {
  when: 'today',
  where: 'Centro de Krome, Miami',
  detainedName: 'José Luis Pérez García',
  detainedBirthDate: '1988-07-14',
  detainedBirthCountry: 'Honduras',
  aNumber: 'A-123-456-789',
  hearingDate: '',
  relationship: 'spouse',
  otherParties: '',
  story: 'Detuvieron a mi esposo esta mañana en Miami. La orden está en https://evil.example/orden y www.evil.example',
  name: 'María Pérez',
  phone: '(305) 555-0142',
  email: 'maria.perez@visitor.example',
  language: 'es',
};

const FAMILY: Answers = {
  otherParties: '',
  story: 'Quiero pedir la residencia para mi madre.',
  name: 'Lucía Gómez',
  phone: '(954) 555-0111',
  email: 'lucia.gomez@visitor.example',
  language: 'es',
};

describe('the chat reaches the firm (decision 0010)', () => {
  let t: TestApp;
  let admin: { id: string; email: string };
  const logLines: string[] = [];

  // ---- helpers -------------------------------------------------------------------------------------------

  /** A challenge from the server, solved as the browser would (ALTCHA). */
  async function solvedPow(caller: Caller): Promise<PowPayload> {
    const challenge = await caller.chat.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the proof of work could not be solved');
    return { challenge, solution } as PowPayload;
  }

  /** The visitor's first message: solves the proof of work, then starts the conversation. */
  async function startChat(caller: Caller, overrides: Partial<ChatStartInput> = {}) {
    const pow = overrides.pow ?? (await solvedPow(caller));
    return caller.chat.start({ locale: 'en', page: '/contact', answer: { field: 'path', text: 'detention' }, ...overrides, pow });
  }

  /** Starts a conversation on `path` and answers every question of it that `answers` names, in the chat's order. */
  async function chatThrough(caller: Caller, locale: Locale, path: IntakePath, answers: Answers, page = '/') {
    const { token } = await startChat(caller, { locale, page, answer: { field: 'path', text: path } });
    const given: IntakeAnswers = { path, ...answers };
    for (const field of questionsFor(given)) {
      const text = answers[field];
      if (field === 'path' || text === undefined) continue;
      await caller.chat.send({ token, answer: { field, text } });
    }
    return token;
  }

  /** A detention reported today with a callback phone only, sent at once (a visitor in a hurry). */
  async function urgentChat(caller: Caller = t.caller()) {
    const token = await chatThrough(caller, 'en', 'detention', { when: 'today', detainedName: 'Pedro Ruiz', phone: '(786) 555-0100' });
    const view = await caller.chat.submit({ token, consent: true });
    const [row] = await t.deps.db.select().from(inquiries).where(eq(inquiries.source, 'chat'));
    if (!row) throw new Error('no inquiry stored');
    return { token, view, inquiry: row };
  }

  /** A tRPC call over HTTP, as the browser makes it: status, the sentence of an error, the data of a success. */
  async function rpc(path: string, input: unknown, opts: { ip?: string; cookie?: string; query?: boolean } = {}) {
    const headers = { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}) };
    const payload = JSON.stringify(superjson.serialize(input));
    const res = opts.query
      ? await t.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(payload)}`, headers, remoteAddress: opts.ip })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload, remoteAddress: opts.ip });
    const body = JSON.parse(res.body) as {
      error?: { json?: { message?: string; data?: { domain?: { code?: string } | null } } };
      result?: { data?: Parameters<typeof superjson.deserialize>[0] };
    };
    const error = body.error?.json;
    return { status: res.statusCode, message: error?.message, code: error?.data?.domain?.code, data: body.result?.data ? superjson.deserialize(body.result.data) : undefined };
  }

  async function signIn(who: { email: string; password: string }): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify(superjson.serialize(who)),
    });
    const session = res.cookies.find((c) => c.name === 'session')?.value;
    if (res.statusCode !== 200 || !session) throw new Error(`sign-in failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return `session=${session}`;
  }

  async function setFirm(patch: Partial<FirmSettings>) {
    const current = await getFirmSettings(t.deps.db, { fresh: true });
    await updateFirmSettings(t.deps.db, admin, { version: current.version, data: { ...current.data, ...patch } }, '127.0.0.1');
  }

  /** Every waiting job becomes due now, as if its time had come ('Escalate after' passed). */
  const makeJobsDue = () => t.deps.db.execute(sql`update graphile_worker._private_jobs set run_at = now()`);
  const queuedJobs = async () =>
    (await t.deps.db.execute<{ task_identifier: string; run_at: Date | string }>(sql`select task_identifier, run_at from graphile_worker.jobs order by id`)).map((r) => ({
      task: r.task_identifier,
      runAt: new Date(r.run_at),
    }));

  const mailTo = (to: string) => t.mailer.sent.filter((m) => m.to === to);
  const linkIn = (mail: MailMessage | undefined): string => {
    const token = mail?.text.match(ON_CALL_LINK)?.[1];
    if (!token) throw new Error(`no 'I'm on it' link in: ${mail?.text}`);
    expect(mail?.text).toContain(`${TEST_ORIGIN}/on-call/${token}`);
    return token;
  };
  const auditOf = (inquiryId: string) =>
    t.deps.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.targetId, inquiryId))
      .orderBy(auditLog.at);
  const messagesOf = async (conversationId: string) =>
    (await t.deps.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId)))[0]?.n ?? 0;
  const conversationByPage = async (page: string) => (await t.deps.db.select().from(chatConversations).where(eq(chatConversations.page, page)))[0];
  /** A refusal of the chat: its tRPC code, the domain error's code, and the English catalogue's sentence. */
  const expectTrpcError = async (p: Promise<unknown>, code: TRPCError['code'], refusal: ChatError) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(TRPCError);
    expect(err).toMatchObject({ code, message: SAID[refusal], cause: { code: chatErrorCode(refusal) } });
  };

  beforeAll(async () => {
    t = await createTestApp({ FIRM_INBOX: INBOX }, { logStream: { write: (s: string) => void logLines.push(s) } });
    const user = await upsertStaffUser(t.deps.db, { ...ADMIN, role: 'admin' });
    await upsertStaffUser(t.deps.db, { ...EDITOR, role: 'editor' });
    admin = { id: user.id, email: user.email };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearChats(t);
    await setFirm({ onCall: { emails: [], phone: '', escalateAfterMinutes: 10, handOverMinutes: 3, unfinishedAfterMinutes: 10 }, officeHours: FIRM_DEFAULTS.officeHours });
  });

  // ---- 1. the Spanish detention path -----------------------------------------------------------------------

  it('a Spanish detention reaches the firm, alerts the first on-call address, and thanks the visitor in plain Spanish text', async () => {
    await setFirm({ onCall: { emails: [ON_CALL_A, ON_CALL_B], phone: '(954) 555-0199', escalateAfterMinutes: 10, handOverMinutes: 3, unfinishedAfterMinutes: 10 } });
    const visitor = t.caller({ ip: '203.0.113.10', locale: 'es' });
    const token = await chatThrough(visitor, 'es', 'detention', DETENTION_ES, '/es/contact');
    const view = await visitor.chat.submit({ token, consent: true });
    expect(view.locale).toBe('es');
    expect(view.submitted).toMatchObject({ urgent: true, emailCopy: true, alertedAt: null });

    const rows = await t.deps.db.select().from(inquiries);
    expect(rows).toHaveLength(1);
    const inquiry = rows[0];
    if (!inquiry) throw new Error('no inquiry');
    expect(inquiry).toMatchObject({ source: 'chat', locale: 'es', urgent: true, emailSafe: true, email: DETENTION_ES.email, phone: DETENTION_ES.phone, name: 'María Pérez' });
    expect(inquiry.intake).toEqual({ version: INTAKE_VERSION, path: 'detention', answers: { path: 'detention', ...DETENTION_ES, aNumber: 'A123456789' } });
    expect(inquiry.message).toContain('Detuvieron a mi esposo esta mañana');
    expect(t.mailer.sent).toHaveLength(0); // the request only queued the e-mails

    await t.runJobs();

    // The firm's notification: to its intake address, the answers as fields, the visitor's words on marked lines.
    const [notice, ...moreNotices] = mailTo(INBOX);
    expect(moreNotices).toHaveLength(0);
    expect(notice?.subject).toMatch(/^URGENT /);
    expect(notice?.replyTo).toBe(DETENTION_ES.email);
    for (const line of ['Detained: Today or right now', 'Detained person:\n    | José Luis Pérez García', 'A-Number:\n    | A123456789', 'Place:\n    | Centro de Krome, Miami', 'Phone:\n    | (305) 555-0142', 'Relationship: Spouse or partner']) {
      expect(notice?.text).toContain(line);
    }

    // The on-call alert: the first address only, with its 'I'm on it' link.
    const alerts = mailTo(ON_CALL_A);
    expect(alerts).toHaveLength(1);
    linkIn(alerts[0]);
    expect(alerts[0]?.text).toContain('(305) 555-0142');
    expect(mailTo(ON_CALL_B)).toHaveLength(0);

    const audit = await auditOf(inquiry.id);
    // The on-call list was alerted as soon as the phone was known (decision 0024), before she sent it.
    expect(audit.map((a) => a.action)).toEqual(['chat.urgent_early', 'chat.submitted', 'chat.urgent_alerted']);
    expect(audit[2]?.changes).toMatchObject({ step: 1, to: ON_CALL_A });

    // The visitor's copy: Spanish, plain text only, that the firm has it and what happens next, none of her answers.
    const [ack, ...moreAcks] = mailTo(DETENTION_ES.email ?? '');
    expect(moreAcks).toHaveLength(0);
    expect(ack?.html).toBeUndefined();
    expect(ack?.subject).toBe(esCatalogue.chat.email.ackSubject);
    expect(ack?.text).toContain(esCatalogue.chat.email.ackReceived);
    expect(ack?.text).toContain(esCatalogue.chat.email.ackKept);
    for (const answer of ['José Luis Pérez García', 'A123456789', 'Krome', 'evil', 'Detuvieron', `${esCatalogue.chat.email.transcript}:`]) {
      expect(ack?.text).not.toContain(answer);
    }
    // In the firm's notification, her links are defanged.
    expect(notice?.text).toContain('hxxps://evil.example/orden');
    expect(notice?.text).toContain('www[.]evil.example');
    expect(notice?.text).not.toMatch(/https?:\/\/evil/);
    expect(notice?.text).not.toContain('www.evil');
    expect(ack?.text).toContain('(954) 555-0199'); // the on-call phone to call if nobody calls within 15 minutes
    expect(t.mailer.sent).toHaveLength(3);

    // The visitor's view now says when the attorney on call was alerted.
    const after = await visitor.chat.resume({ token });
    expect(after.submitted?.alertedAt).toBeInstanceOf(Date);
  });

  // ---- 2. escalation and 'I'm on it' ---------------------------------------------------------------------

  it('escalates to the next address after "Escalate after", then to the firm inbox, each step in the audit log', async () => {
    await setFirm({ onCall: { emails: [ON_CALL_A, ON_CALL_B], phone: '', escalateAfterMinutes: 1, handOverMinutes: 3, unfinishedAfterMinutes: 10 } });
    const { inquiry } = await urgentChat();
    await t.runJobs();
    expect(mailTo(ON_CALL_A)).toHaveLength(1);
    expect(mailTo(ON_CALL_B)).toHaveLength(0);

    // The next step waits about a minute ('Escalate after' = 1).
    const next = (await queuedJobs()).filter((j) => j.task === 'urgent_alert');
    expect(next).toHaveLength(1);
    const wait = (next[0]?.runAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await t.runJobs(); // not due yet: nobody else is alerted
    expect(mailTo(ON_CALL_B)).toHaveLength(0);

    await makeJobsDue();
    await t.runJobs();
    expect(mailTo(ON_CALL_B)).toHaveLength(1);
    expect(mailTo(ON_CALL_B)[0]?.text).toContain('Alert 2');
    linkIn(mailTo(ON_CALL_B)[0]);
    const inboxBefore = mailTo(INBOX).length; // the intake notification

    await makeJobsDue();
    await t.runJobs();
    const last = mailTo(INBOX).slice(inboxBefore);
    expect(last).toHaveLength(1);
    expect(last[0]?.subject).toMatch(/^URGENT/);
    expect(last[0]?.text).toContain('(last)');
    expect(last[0]?.text).toContain('Nobody on the on-call list');

    // Past the list nothing more is sent.
    const sent = t.mailer.sent.length;
    await makeJobsDue();
    await t.runJobs();
    expect(t.mailer.sent).toHaveLength(sent);
    expect(await queuedJobs()).toEqual([]);

    const audit = await auditOf(inquiry.id);
    expect(audit.map((a) => [a.action, a.changes])).toEqual([
      ['chat.urgent_early', expect.objectContaining({ path: 'detention', urgent: true })],
      ['chat.submitted', expect.objectContaining({ path: 'detention', urgent: true })],
      ['chat.urgent_alerted', { step: 1, to: ON_CALL_A }],
      ['chat.urgent_alerted', { step: 2, to: ON_CALL_B }],
      ['chat.urgent_unanswered', { step: 3, to: INBOX }],
    ]);
    const adminCaller = await t.callerAs(admin.id);
    const open = await adminCaller.inquiries.urgent();
    expect(open).toMatchObject({ total: 1, items: [{ id: inquiry.id, alerts: 3 }] });
  });

  it("'I'm on it' stops the escalation: GET only shows the button, POST acknowledges once, the banner empties", async () => {
    await setFirm({ onCall: { emails: [ON_CALL_A, ON_CALL_B], phone: '', escalateAfterMinutes: 1, handOverMinutes: 3, unfinishedAfterMinutes: 10 } });
    const { inquiry } = await urgentChat();
    await t.runJobs();
    const token = linkIn(mailTo(ON_CALL_A)[0]);
    const adminCaller = await t.callerAs(admin.id);
    expect((await adminCaller.inquiries.urgent()).total).toBe(1);

    // A GET (a mail scanner, or the phone opening the link) shows the button and changes nothing.
    const shown = await t.app.inject({ method: 'GET', url: `/on-call/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<form method="post">');
    expect(shown.body).toContain("I'm on it");
    expect(shown.body).toContain('(786) 555-0100');
    const [untouched] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(untouched?.urgentAckedAt).toBeNull();
    expect((await t.deps.db.select().from(urgentAlerts).where(eq(urgentAlerts.inquiryId, inquiry.id)))[0]?.usedAt).toBeNull();

    // Pressing the button: the browser posts the form (an empty url-encoded body).
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/on-call/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.body).toContain('nobody else will be alerted');
    const [acked] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(acked?.urgentAckedAt).toBeInstanceOf(Date);
    expect(acked?.urgentAckedBy).toBe(ON_CALL_A);

    // The next step's time comes: nobody else is alerted.
    const sent = t.mailer.sent.length;
    await makeJobsDue();
    await t.runJobs();
    expect(t.mailer.sent).toHaveLength(sent);
    expect(mailTo(ON_CALL_B)).toHaveLength(0);

    // The link works once.
    const again = await t.app.inject({ method: 'POST', url: `/on-call/${token}` });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link was already used.');
    const reopened = await t.app.inject({ method: 'GET', url: `/on-call/${token}` });
    expect(reopened.body).toContain('This link was already used.');
    expect(reopened.body).not.toContain('<form');
    // A made-up link does nothing.
    const forged = await t.app.inject({ method: 'POST', url: `/on-call/${randomBytes(32).toString('base64url')}` });
    expect(forged.statusCode).toBe(410);

    const audit = await auditOf(inquiry.id);
    expect(audit.map((a) => a.action)).toEqual(['chat.urgent_early', 'chat.submitted', 'chat.urgent_alerted', 'chat.urgent_acknowledged']);
    expect(audit[3]?.actorEmail).toBe(ON_CALL_A);
    expect(await adminCaller.inquiries.urgent()).toEqual({ total: 0, items: [] });
  });

  it('an administrator can say "I\'m on it" from the Inquiries list: the escalation stops too', async () => {
    await setFirm({ onCall: { emails: [ON_CALL_A, ON_CALL_B], phone: '', escalateAfterMinutes: 1, handOverMinutes: 3, unfinishedAfterMinutes: 10 } });
    const { inquiry } = await urgentChat();
    await t.runJobs();
    const adminCaller = await t.callerAs(admin.id);
    await expect(adminCaller.inquiries.acknowledgeUrgent({ id: inquiry.id })).resolves.toMatchObject({ ok: true, ackedBy: ADMIN.email, already: false });
    const sent = t.mailer.sent.length;
    await makeJobsDue();
    await t.runJobs();
    expect(t.mailer.sent).toHaveLength(sent);
    expect((await adminCaller.inquiries.urgent()).total).toBe(0);
    // The link of the first alert now says someone already did.
    const token = linkIn(mailTo(ON_CALL_A)[0]);
    const late = await t.app.inject({ method: 'POST', url: `/on-call/${token}` });
    expect(late.body).toContain(`${ADMIN.email} already said`);
  });

  // ---- 3. VAWA, e-mail not safe ----------------------------------------------------------------------------

  it('a French VAWA visitor who says e-mail is not safe: stored, and nothing is ever e-mailed to her address', async () => {
    const visitor = t.caller({ ip: '203.0.113.20', locale: 'fr' });
    const address = 'claire.private@visitor.example';
    // She first said e-mail was safe and gave her address, then changed her answer.
    const token = await chatThrough(visitor, 'fr', 'vawa', {
      dangerNow: 'no',
      safeCall: 'no',
      safeText: 'yes',
      safeEmail: 'yes',
      safeTimes: 'En semaine, de 9 h à 12 h',
      otherParties: 'Pierre Dupont',
      story: 'Mon mari me menace et garde mon passeport.',
      name: 'Claire M.',
      phone: '+1 305 555 0177',
      email: address,
      language: 'fr',
    });
    await visitor.chat.send({ token, answer: { field: 'safeEmail', text: 'no' } });
    const view = await visitor.chat.submit({ token, consent: true });
    expect(view.submitted).toMatchObject({ urgent: false, emailCopy: false });

    const [row] = await t.deps.db.select().from(inquiries);
    expect(row).toMatchObject({ source: 'chat', locale: 'fr', emailSafe: false, email: '', urgent: false, phone: '+1 305 555 0177' });
    expect(row?.intake?.answers).toMatchObject({ path: 'vawa', safeEmail: 'no', otherParties: 'Pierre Dupont' });
    expect(row?.intake?.answers).not.toHaveProperty('email');
    expect((await queuedJobs()).map((j) => j.task)).toEqual(['inquiry_mail']);

    await t.runJobs();
    expect(t.mailer.sent.map((m) => m.to)).toEqual([INBOX]);
    expect(t.mailer.sent.some((m) => m.replyTo === address)).toBe(false);
    expect(t.mailer.sent[0]?.text).toContain('E-MAIL IS NOT SAFE');
  });

  it('a VAWA visitor who says e-mail is not safe is never asked for one, and can send with a phone only', async () => {
    const visitor = t.caller({ ip: '203.0.113.21', locale: 'fr' });
    const answers: Answers = { dangerNow: 'no', safeCall: 'yes', safeText: 'no', safeEmail: 'no', safeTimes: '', otherParties: '', story: 'Violence à la maison.', name: 'Anne', phone: '(561) 555-0123', language: 'fr' };
    const token = await chatThrough(visitor, 'fr', 'vawa', answers);
    const resumed = await visitor.chat.resume({ token });
    const given: IntakeAnswers = {};
    for (const m of resumed.messages) if (m.field) given[m.field] = m.text;
    expect(nextQuestion(given)).toBeUndefined(); // the chat goes to review without an e-mail question
    await visitor.chat.submit({ token, consent: true });
    const [row] = await t.deps.db.select().from(inquiries);
    expect(row).toMatchObject({ emailSafe: false, email: '', phone: '(561) 555-0123' });
    await t.runJobs();
    expect(t.mailer.sent.map((m) => m.to)).toEqual([INBOX]);
  });

  // ---- 4. tokens -----------------------------------------------------------------------------------------

  it('only the token reaches a conversation; End chat deletes one never sent; a sent one stays with the firm, out of the token\'s reach', async () => {
    const visitor = t.caller({ ip: '203.0.113.30' });
    const { token, conversation } = await startChat(visitor, { answer: { field: 'path', text: 'family' } });
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: 'Nobody' } });
    const resumed = await visitor.chat.resume({ token });
    expect(resumed.messages.map((m) => [m.field, m.text])).toEqual([
      ['path', 'family'],
      ['otherParties', 'Nobody'],
    ]);
    expect(resumed.messages[0]?.id).toBe(conversation.messages[0]?.id);
    expect(resumed.messages[1]?.id).toBeGreaterThan(resumed.messages[0]?.id ?? Infinity);

    // Another browser with another token reads nothing, and cannot write into it either.
    const stranger = t.caller({ ip: '198.51.100.99' });
    const other = randomBytes(32).toString('base64url');
    await expectTrpcError(stranger.chat.resume({ token: other }), 'NOT_FOUND', 'gone');
    await expectTrpcError(stranger.chat.send({ token: other, answer: { field: 'story', text: 'injected' } }), 'NOT_FOUND', 'gone');
    await expectTrpcError(stranger.chat.submit({ token: other, consent: true }), 'NOT_FOUND', 'gone');
    expect((await rpc('chat.resume', { token: other })).status).toBe(404);
    expect(await rpc('chat.resume', { token: 'short' })).toMatchObject({ status: 400, message: SAID.gone, code: 'chatGone' });

    // End chat: the conversation and its messages are deleted.
    const id = (await conversationByPage('/contact'))?.id ?? '';
    await expect(visitor.chat.end({ token })).resolves.toEqual({ ok: true });
    await expectTrpcError(visitor.chat.resume({ token }), 'NOT_FOUND', 'gone');
    expect(await conversationByPage('/contact')).toBeUndefined();
    expect(await messagesOf(id)).toBe(0);

    // A sent conversation survives End chat: the inquiry keeps it, but its token no longer opens it (decision 0024).
    const sentToken = await chatThrough(visitor, 'es', 'family', FAMILY, '/es/sent');
    await visitor.chat.submit({ token: sentToken, consent: true });
    expect((await visitor.chat.resume({ token: sentToken })).submitted).not.toBeNull();
    await visitor.chat.end({ token: sentToken });
    await expectTrpcError(visitor.chat.resume({ token: sentToken }), 'NOT_FOUND', 'gone');
    await expectTrpcError(visitor.chat.ticket({ token: sentToken }), 'NOT_FOUND', 'gone');
    const [row] = await t.deps.db.select().from(inquiries);
    const adminCaller = await t.callerAs(admin.id);
    const kept = await adminCaller.inquiries.conversation({ id: row?.id ?? '' });
    expect(kept.messages.map((m) => m.text)).toEqual(['family', ...Object.values(FAMILY)]);
  });

  it('only administrators read conversations and urgent chats: 401 for visitors, 403 for editors', async () => {
    const { inquiry } = await urgentChat();
    const editorCookie = await signIn(EDITOR);
    const adminCookie = await signIn(ADMIN);
    const calls = [
      { path: 'inquiries.conversation', input: { id: inquiry.id }, query: true },
      { path: 'inquiries.urgent', input: undefined, query: true },
      { path: 'inquiries.acknowledgeUrgent', input: { id: inquiry.id }, query: false },
    ];
    for (const c of calls) {
      expect((await rpc(c.path, c.input, { query: c.query })).status, `${c.path} anonymous`).toBe(401);
      expect((await rpc(c.path, c.input, { query: c.query, cookie: editorCookie })).status, `${c.path} editor`).toBe(403);
    }
    const [still] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(still?.urgentAckedAt).toBeNull(); // the refused acknowledgements changed nothing
    const read = await rpc('inquiries.conversation', { id: inquiry.id }, { query: true, cookie: adminCookie });
    expect(read.status).toBe(200);
    expect((read.data as { messages: { text: string }[] }).messages.map((m) => m.text)).toContain('Pedro Ruiz');
    expect((await rpc('inquiries.urgent', undefined, { query: true, cookie: adminCookie })).status).toBe(200);
  });

  // ---- 5. bad input ---------------------------------------------------------------------------------------

  it('refuses a 10,000-character message with a clear sentence, and keeps everything typed before', async () => {
    const visitor = t.caller({ ip: '203.0.113.40' });
    const { token } = await startChat(visitor, { answer: { field: 'path', text: 'family' } });
    await visitor.chat.send({ token, answer: { field: 'otherParties', text: 'Nadie' } });
    const before = await visitor.chat.resume({ token });

    const res = await rpc('chat.send', { token, answer: { field: 'story', text: 'a'.repeat(10_000) } }, { ip: '203.0.113.40' });
    expect(res).toMatchObject({ status: 400, message: SAID.tooLong, code: 'chatTooLong' });
    const after = await visitor.chat.resume({ token });
    expect(after.messages).toEqual(before.messages);
    // 2,000 characters exactly is fine.
    expect((await rpc('chat.send', { token, answer: { field: 'story', text: 'b'.repeat(2000) } })).status).toBe(200);
  });

  it('refuses NUL and lone surrogates, and an invalid A-Number, with their sentences, storing nothing', async () => {
    const visitor = t.caller({ ip: '203.0.113.41' });
    const { token } = await startChat(visitor);
    for (const text of ['hola\u0000mundo', 'mi esposo \uD800', '\uDC00']) {
      expect(await rpc('chat.send', { token, answer: { field: 'story', text } })).toMatchObject({ status: 400, message: SAID.notAllowed, code: 'chatNotAllowed' });
    }
    expect(await rpc('chat.send', { token, answer: { field: 'aNumber', text: 'A1234567' } })).toMatchObject({ status: 400, message: SAID.aNumber, code: 'chatANumber' });
    expect(await rpc('chat.send', { token, answer: { field: 'detainedBirthDate', text: '2999-01-01' } })).toMatchObject({ status: 400, message: SAID.pastDate, code: 'chatPastDate' });
    expect(await rpc('chat.send', { token, answer: { field: 'password' as QuestionKey, text: 'x' } })).toMatchObject({ status: 400, message: SAID.unknownQuestion, code: 'chatUnknownQuestion' });
    // Nor does the first message take them.
    const pow = await solvedPow(visitor);
    expect(await rpc('chat.start', { locale: 'en', page: '/', answer: { field: 'path', text: 'help\u0000' }, pow })).toMatchObject({ status: 400, message: SAID.notAllowed, code: 'chatNotAllowed' });
    expect((await visitor.chat.resume({ token })).messages).toHaveLength(1);
    expect(await t.deps.db.select().from(chatConversations)).toHaveLength(1);
  });

  it('a flood of messages from one address gets a 429 with a sentence, per address and per conversation', async () => {
    const flooder = '198.51.100.7';
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await startChat(t.caller({ ip: `198.51.100.${20 + i}` }), { answer: { field: 'path', text: 'other' } })).token);
    // 120 messages in 15 minutes from one address are allowed (40 in each of three conversations)...
    const caller = t.caller({ ip: flooder });
    for (const token of tokens) for (let i = 0; i < 40; i++) await caller.chat.send({ token, answer: { field: 'story', text: `message ${i}` } });
    // ... the next one is refused, over HTTP too.
    const refused = await rpc('chat.send', { token: tokens[0], answer: { field: 'story', text: 'one more' } }, { ip: flooder });
    expect(refused).toMatchObject({ status: 429, message: SAID.tooFast, code: 'chatTooFast' });
    const first = await t.deps.db.select({ id: chatConversations.id }).from(chatConversations);
    const counts = await Promise.all(first.map((c) => messagesOf(c.id)));
    expect(counts.sort()).toEqual([41, 41, 41]); // the refused message was not stored
    // Another address is not held back by this one.
    expect((await rpc('chat.send', { token: tokens[0], answer: { field: 'story', text: 'from home' } }, { ip: '198.51.100.8' })).status).toBe(200);

    // One conversation takes at most 60 messages per 15 minutes, from however many addresses.
    const { token } = await startChat(t.caller({ ip: '198.51.100.30' }), { answer: { field: 'path', text: 'other' } });
    for (let i = 0; i < 60; i++) await t.caller({ ip: `192.0.2.${i + 1}` }).chat.send({ token, answer: { field: 'story', text: `m${i}` } });
    expect(await rpc('chat.send', { token, answer: { field: 'story', text: 'm60' } }, { ip: '192.0.2.200' })).toMatchObject({ status: 429, message: SAID.tooFast, code: 'chatTooFast' });
  });

  it('past the per-address limit a conversation gets a 429 with a sentence, but the urgent path is stored and shows the phone (decision 0024)', async () => {
    const ip = '198.51.100.50';
    // A shared connection (a church, a shelter) that already started the hour's conversations (tests/integration/chat-limits.test.ts starts 60 for real).
    for (let i = 0; i < 60; i++) await t.deps.limiter.consume('chatStart', { ip });
    // The challenges come from a quiet address: this test is about the limit, not the harder proof of work (chat-limits.test.ts).
    const easyPow = () => solvedPow(t.caller({ ip: '192.0.2.77' }));
    const family = await rpc('chat.start', { locale: 'es', page: '/es', answer: { field: 'path', text: 'family' }, pow: await easyPow() }, { ip });
    expect(family).toMatchObject({ status: 429, message: SAID.tooManyChats, code: 'chatTooManyChats' });
    expect(await t.deps.db.select().from(chatConversations)).toHaveLength(0);

    // A detention, chosen or told in words, is never refused by the address's limit: stored, and the visitor is shown the phone.
    const words = 'Detuvieron a mi esposo hoy en Miami. Llámeme al +1 954 555 0133';
    for (const text of ['detention', words]) {
      const urgent = await rpc('chat.start', { locale: 'es', page: '/es', answer: { field: 'path', text }, pow: await easyPow() }, { ip });
      expect(urgent).toMatchObject({ status: 200, data: { limited: true } });
    }
    const stored = await t.deps.db.select({ id: chatConversations.id }).from(chatConversations);
    expect(stored).toHaveLength(2);
    const bodies = await t.deps.db.select({ body: chatMessages.body }).from(chatMessages);
    expect(bodies.map((m) => m.body)).toContain(words);
    // Its later messages are stored too, though the address's message budget is spent.
    for (let i = 0; i < 120; i++) await t.deps.limiter.consume('chatMessage', { ip }, { soft: true });
    const token = (await rpc('chat.start', { locale: 'es', page: '/es', answer: { field: 'path', text: 'detention' }, pow: await easyPow() }, { ip })).data as { token: string };
    await t.caller({ ip }).chat.send({ token: token.token, answer: { field: 'when', text: 'today' } });
    expect(await t.caller({ ip }).chat.send({ token: token.token, answer: { field: 'phone', text: '(954) 555-0133' } })).toMatchObject({ text: '(954) 555-0133' });
    // Another address is not concerned at all.
    expect((await rpc('chat.start', { locale: 'es', page: '/es', answer: { field: 'path', text: 'family' }, pow: await solvedPow(t.caller()) }, { ip: '198.51.100.51' })).status).toBe(200);
  });

  it('the bot check: a proof of work is used once, a forged one and a filled honeypot are refused, and nothing is stored', async () => {
    const visitor = t.caller({ ip: '203.0.113.50' });
    const pow = await solvedPow(visitor);
    await startChat(visitor, { pow });
    // The same solution again (a replayed request), even from another address.
    await expectTrpcError(startChat(t.caller({ ip: '203.0.113.51' }), { pow }), 'BAD_REQUEST', 'botCheck');
    expect(await rpc('chat.start', { locale: 'en', page: '/', answer: { field: 'path', text: 'other' }, pow }, { ip: '203.0.113.52' })).toMatchObject({
      status: 400,
      message: SAID.botCheck,
      code: 'chatBotCheck',
    });
    expect(await t.deps.db.select().from(chatConversations)).toHaveLength(1);

    // A solution that did not do the work, and a challenge the server never signed.
    const fresh = await solvedPow(visitor);
    await expectTrpcError(startChat(visitor, { pow: { ...fresh, solution: { counter: 0, derivedKey: '00' } } }), 'BAD_REQUEST', 'botCheck');
    const unsigned = { ...fresh, challenge: { ...fresh.challenge, parameters: { ...fresh.challenge.parameters, keyPrefix: '0' } } };
    await expectTrpcError(startChat(visitor, { pow: unsigned }), 'BAD_REQUEST', 'botCheck');

    // The honeypot, with an otherwise valid start.
    const honey = await rpc('chat.start', { locale: 'en', page: '/', answer: { field: 'path', text: 'other' }, pow: await solvedPow(visitor), website: 'http://spam.example' });
    expect(honey).toMatchObject({ status: 400, message: SAID.botCheck, code: 'chatBotCheck' });
    expect(await t.deps.db.select().from(chatConversations)).toHaveLength(1);
    expect(await t.deps.db.select().from(chatMessages)).toHaveLength(1);
  });

  it('sending twice (a double click, a retry) stores one inquiry and queues its e-mails once', async () => {
    const visitor = t.caller({ ip: '203.0.113.60', locale: 'es' });
    const token = await chatThrough(visitor, 'es', 'family', FAMILY);
    const [a, b] = await Promise.all([visitor.chat.submit({ token, consent: true }), visitor.chat.submit({ token, consent: true })]);
    const c = await visitor.chat.submit({ token, consent: true });
    expect(a.submitted?.at).toEqual(b.submitted?.at);
    expect(c.submitted?.at).toEqual(a.submitted?.at);
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(1);
    expect((await queuedJobs()).map((j) => j.task)).toEqual(['inquiry_mail']);
    // Once sent, the conversation takes no more messages.
    expect(await rpc('chat.send', { token, answer: { field: 'story', text: 'one more thing' } })).toMatchObject({ status: 400, message: SAID.submitted, code: 'chatSubmitted' });
    await t.runJobs();
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual([INBOX, FAMILY.email].sort());
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'chat.submitted'));
    expect(audit).toHaveLength(1);
  });

  it('a start or a message sent again with its key (its answer lost, a proxy retrying it) is stored once and answered as stored', async () => {
    const visitor = t.caller({ ip: '203.0.113.61' });
    const pow = await solvedPow(visitor);
    const first = await startChat(visitor, { answer: { field: 'path', text: 'family' }, pow, submission: 'start-key-0123456789abcdef' });
    // The same request again (its solution already used): the same conversation, under a new token, since the
    // browser that retries never got the first.
    const again = await startChat(visitor, { answer: { field: 'path', text: 'family' }, pow, submission: 'start-key-0123456789abcdef' });
    expect(again.conversation.messages).toEqual(first.conversation.messages);
    expect(again.token).not.toBe(first.token);
    expect(await t.deps.db.select().from(chatConversations)).toHaveLength(1);
    // The retry gave back the point it counted: the address has started one conversation.
    expect(await t.deps.limiter.peek('chatStart', { ip: '203.0.113.61' })).toBe(1);
    // Without its key, the same solution used again starts nothing.
    await expectTrpcError(startChat(visitor, { answer: { field: 'path', text: 'family' }, pow }), 'BAD_REQUEST', 'botCheck');
    const token = again.token;
    const sent = { token, answer: { field: 'name' as const, text: 'Marie Joseph' }, submission: 'message-key-0123456789ab' };
    const [a, b] = await Promise.all([visitor.chat.send(sent), visitor.chat.send(sent)]);
    const c = await visitor.chat.send(sent);
    expect(b.id).toBe(a.id);
    expect(c.id).toBe(a.id);
    // The same words with another key are another message (a visitor may say the same thing twice).
    const d = await visitor.chat.send({ ...sent, submission: 'message-key-ba9876543210' });
    expect(d.id).not.toBe(a.id);
    const bodies = (await t.deps.db.select().from(chatMessages).orderBy(chatMessages.id)).map((m) => m.body);
    expect(bodies).toEqual(['family', 'Marie Joseph', 'Marie Joseph']);

    // Past the address's limit (a shared connection's busy hour), the same start sent again still gets its
    // conversation, while a new one is refused.
    for (let i = 0; i < 60; i++) await t.deps.limiter.consume('chatStart', { ip: '203.0.113.61' }, { soft: true });
    // (Its challenge from a quiet address: a busy one's is harder to solve, and this is about the limit.)
    const easyPow = await solvedPow(t.caller({ ip: '192.0.2.78' }));
    await expectTrpcError(startChat(visitor, { answer: { field: 'path', text: 'family' }, pow: easyPow }), 'TOO_MANY_REQUESTS', 'tooManyChats');
    const late = await startChat(visitor, { answer: { field: 'path', text: 'family' }, pow, submission: 'start-key-0123456789abcdef' });
    expect(late.conversation.messages.map((m) => m.text)).toEqual(['family', 'Marie Joseph', 'Marie Joseph']);
    expect(await t.deps.db.select().from(chatConversations)).toHaveLength(1);
  });

  it('sending needs a path, a way to reach the visitor and the consent box', async () => {
    const visitor = t.caller({ ip: '203.0.113.61' });
    const { token } = await startChat(visitor, { answer: { field: 'path', text: 'I do not know' } });
    expect(await rpc('chat.submit', { token, consent: true })).toMatchObject({ status: 400, message: SAID.noPath, code: 'chatNoPath' });
    await visitor.chat.send({ token, answer: { field: 'path', text: 'other' } });
    expect(await rpc('chat.submit', { token, consent: true })).toMatchObject({ status: 400, message: SAID.contactNeeded, code: 'chatContactNeeded' });
    await visitor.chat.send({ token, answer: { field: 'phone', text: '(954) 555-0100' } });
    expect(await rpc('chat.submit', { token, consent: false })).toMatchObject({ status: 400, message: SAID.consent, code: 'chatConsent' });
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(0);
    expect((await rpc('chat.submit', { token, consent: true })).status).toBe(200);
    const [row] = await t.deps.db.select().from(inquiries);
    // The words she wrote at the first question reach the firm.
    expect(row?.message).toContain('I do not know');
  });

  // ---- 6. outside office hours ---------------------------------------------------------------------------

  it('outside office hours: the view says when the office opens, and the Spanish copy says it too', async () => {
    const w = wallClock(new Date());
    const inTwoDays = new Date(Date.UTC(w.y, w.mo - 1, w.d + 2));
    const day = (['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const)[inTwoDays.getUTCDay()] ?? 'Mo';
    const date = inTwoDays.toISOString().slice(0, 10);
    await setFirm({ officeHours: [{ days: [day], opens: '09:00', closes: '18:00' }] });
    const expectedOpen = fromFirmLocalInput(`${date}T09:00`);
    if (!expectedOpen) throw new Error('bad date');

    const visitor = t.caller({ ip: '203.0.113.70', locale: 'es' });
    const token = await chatThrough(visitor, 'es', 'family', FAMILY);
    const view = await visitor.chat.submit({ token, consent: true });
    expect(view.submitted).toMatchObject({ urgent: false, officeOpen: false, nextOpen: expectedOpen, emailCopy: true });
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(1);

    await t.runJobs();
    const [ack] = mailTo(FAMILY.email ?? '');
    // 'Volverá a abrir {when}, y su mensaje se leerá entonces.', {when} naming the day it opens.
    const [before, after] = esCatalogue.chat.email.ackClosed.split('{when}') as [string, string];
    const closed = ack?.text.split('\n').find((l) => l.startsWith(before));
    expect(closed, ack?.text).toBeDefined();
    expect(closed?.endsWith(after)).toBe(true);
    const when = closed?.slice(before.length, closed.length - after.length) ?? '';
    expect(when).toContain(String(inTwoDays.getUTCDate()));
    expect(when).toMatch(/9[:.]00/);
    expect(ack?.text).not.toContain(esCatalogue.chat.email.ackOpen);
    expect(ack?.text).not.toContain(FAMILY.story ?? ''); // the answers stay with the firm
    expect(ack?.html).toBeUndefined();
  });

  it('inside office hours the copy says the team will answer during office hours', async () => {
    const visitor = t.caller({ ip: '203.0.113.71', locale: 'es' });
    const token = await chatThrough(visitor, 'es', 'family', FAMILY);
    const view = await visitor.chat.submit({ token, consent: true });
    expect(view.submitted).toMatchObject({ officeOpen: true, nextOpen: null });
    await t.runJobs();
    expect(mailTo(FAMILY.email ?? '')[0]?.text).toContain(esCatalogue.chat.email.ackOpen);
  });

  // ---- 7. retention ---------------------------------------------------------------------------------------

  it('the purge deletes conversations never sent after 48 hours, keeps sent ones; deleting the inquiry deletes its conversation', async () => {
    const visitor = t.caller({ ip: '203.0.113.80' });
    const old = await startChat(visitor, { page: '/old-unsent' });
    const recent = await startChat(visitor, { page: '/recent-unsent' });
    const sentToken = await chatThrough(visitor, 'es', 'family', FAMILY, '/old-sent');
    await visitor.chat.submit({ token: sentToken, consent: true });
    const age = async (page: string, hours: number) =>
      t.deps.db.execute(sql`update chat_conversations set updated_at = now() - make_interval(hours => ${hours}) where page = ${page}`);
    await age('/old-unsent', 49);
    await age('/recent-unsent', 47);
    await age('/old-sent', 49);

    const counts = await purgeExpired(t.deps.db, { inquiryRetentionDays: t.deps.config.inquiryRetentionDays });
    expect(counts.chatUnsent).toBe(1);
    await expectTrpcError(visitor.chat.resume({ token: old.token }), 'NOT_FOUND', 'gone');
    expect(await t.deps.db.select({ n: count() }).from(chatMessages).where(sql`conversation_id not in (select id from chat_conversations)`)).toEqual([{ n: 0 }]);
    await expect(visitor.chat.resume({ token: recent.token })).resolves.toMatchObject({ submitted: null });
    await expect(visitor.chat.resume({ token: sentToken })).resolves.toMatchObject({ submitted: expect.objectContaining({ urgent: false }) });

    // The inquiry deleted by an administrator takes its conversation and messages with it.
    const sent = await conversationByPage('/old-sent');
    const [row] = await t.deps.db.select().from(inquiries);
    expect(sent?.inquiryId).toBe(row?.id);
    const adminCaller = await t.callerAs(admin.id);
    await adminCaller.inquiries.delete({ id: row?.id ?? '' });
    expect(await conversationByPage('/old-sent')).toBeUndefined();
    expect(await messagesOf(sent?.id ?? '')).toBe(0);
    await expectTrpcError(visitor.chat.resume({ token: sentToken }), 'NOT_FOUND', 'gone');
    expect(await conversationByPage('/recent-unsent')).toBeDefined();
  });

  // ---- 8. logs -------------------------------------------------------------------------------------------

  it('the log keeps query values and on-call tokens out', async () => {
    const auth = loggedUrl('/auth?email=a%40b&password=x');
    expect(auth).not.toContain('a%40b');
    expect(auth).not.toContain('a@b');
    const values = [...new URLSearchParams(auth.split('?')[1] ?? '').values()];
    expect(values).toHaveLength(2);
    expect(values).not.toContain('x');
    expect(values).not.toContain('a@b');

    const token = randomBytes(32).toString('base64url');
    expect(loggedUrl(`/on-call/${token}`)).not.toContain(token);
    expect(loggedUrl(`/on-call/${token}?from=mail`)).not.toContain(token);
    // The e-mailed sign-in links, in every language.
    for (const link of [`/auth/reset/${token}`, `/es/auth/confirm/${token}`, `/fr/auth/reset/${token}?x=1`]) {
      expect(loggedUrl(link)).not.toContain(token);
      expect(loggedUrl(link)).toMatch(/^(\/es|\/fr)?\/auth\/(reset|confirm)\/\[redacted\]/);
    }

    // The server's own request log, through the production logger.
    const start = logLines.length;
    await t.app.inject({ method: 'GET', url: `/on-call/${token}` });
    await t.app.inject({ method: 'POST', url: `/on-call/${token}` });
    const written = logLines.slice(start).join('');
    expect(written).toContain('/on-call/');
    expect(written).not.toContain(token);
  });

  it('keeps the token and the visitor\'s words out of the log of a chat', async () => {
    const start = logLines.length;
    const pow = await solvedPow(t.caller());
    const started = await rpc('chat.start', { locale: 'en', page: '/', answer: { field: 'path', text: 'Secret words Zq81 about my case' }, pow });
    const token = (started.data as { token: string }).token;
    await rpc('chat.send', { token, answer: { field: 'story', text: 'a'.repeat(3000) } });
    await rpc('chat.resume', { token });
    const written = logLines.slice(start).join('');
    expect(written).not.toContain(token);
    expect(written).not.toContain('Zq81');
    expect(await t.deps.db.select().from(chatConversations).where(eq(chatConversations.page, '/'))).toHaveLength(1);
  });
});
