import { eq, sql } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiries, rateLimits } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';

const visitor = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '(954) 555-0100',
  message: 'My brother was detained yesterday in Miramar. <b>Please</b> call me.',
  privacy: true as const,
  locale: 'es' as const,
};

describe('contact form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FIRM_INBOX: 'intake@law.example' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.mailer.sent.length = 0;
    await t.deps.db.delete(rateLimits);
    await t.deps.db.delete(inquiries);
  });

  it('stores the inquiry, then the queue e-mails the intake address (reply-to the visitor) and thanks the visitor in her language', async () => {
    await t.caller().contact.submit(visitor);
    const rows = await t.deps.db.select().from(inquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ana Pérez', email: 'ana@example.com', locale: 'es', handled: false, deliveryState: 'queued' });
    expect(t.mailer.sent).toHaveLength(0); // nothing is sent during the request

    await t.runJobs();
    const mail = t.mailer.sent.find((m) => m.to === 'intake@law.example');
    expect(mail?.replyTo).toBe('ana@example.com');
    expect(mail?.text).toContain('My brother was detained yesterday');
    expect(mail?.html).toContain('&lt;b&gt;Please&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Please</b>');
    const ack = t.mailer.sent.find((m) => m.to === 'ana@example.com');
    expect(ack?.subject).toMatch(/^Recibimos su mensaje · /);
    expect(ack?.html).toContain('lang="es"');
    expect(ack?.text).toContain('un día hábil');
    // Decision 0010: the acknowledgement goes to whatever address was typed, so it never quotes the message.
    expect(`${ack?.text}${ack?.html}`).not.toContain('My brother');
    expect(`${ack?.text}${ack?.html}`).not.toContain('Please');
    expect(t.mailer.sent).toHaveLength(2);
    const [after] = await t.deps.db.select().from(inquiries);
    expect(after).toMatchObject({ deliveryState: 'sent', deliveryAttempts: 1, deliveryError: null });
    expect(after?.deliveredAt).toBeInstanceOf(Date);
    expect(after?.acknowledgedAt).toBeInstanceOf(Date);
  });

  it('answers a bot that fills the honeypot like a person, and keeps nothing', async () => {
    await expect(t.caller().contact.submit({ ...visitor, website: 'http://spam.example' })).resolves.toEqual({ ok: true });
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(0);
    await t.runJobs();
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('requires every field and the privacy consent', async () => {
    const err = await t
      .caller()
      .contact.submit({ ...visitor, name: ' ', phone: 'call me', privacy: false as unknown as true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    const issues = JSON.stringify((err as TRPCError).cause);
    expect(issues).toContain('Please enter your full name');
    expect(issues).toContain('Please enter a valid phone number');
    expect(issues).toContain('Please accept the Privacy Policy');
  });

  it('a submission sent again with its key (an answer lost on the way back, a proxy retrying it) is stored and e-mailed once', async () => {
    const keyed = { ...visitor, submission: 'page-key-0123456789abcdef' };
    const answers = await Promise.all([t.caller().contact.submit(keyed), t.caller().contact.submit(keyed), t.caller().contact.submit(keyed)]);
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(1);
    await t.runJobs();
    expect(t.mailer.sent.filter((m) => m.to === 'intake@law.example')).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.to === 'ana@example.com')).toHaveLength(1);

    // Another key is another submission, even with the same text (the visitor wrote again on purpose).
    await t.caller().contact.submit({ ...keyed, submission: 'page-key-fedcba9876543210' });
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(2);
  });

  it('without a key (the HTML form sent with no scripts, an API caller), the same text sent again within its ten minutes is stored once; other text is not', async () => {
    await t.caller().contact.submit(visitor);
    await t.caller().contact.submit(visitor);
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(1);
    await t.caller().contact.submit({ ...visitor, message: `${visitor.message} Also: he has a hearing on Monday.` });
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(2);
  });

  it('a submission sent again is not counted against the limits: the visitor at the limit is still answered as stored', async () => {
    const keyed = (n: number) => ({ ...visitor, submission: `limit-key-${n}-0123456789` });
    for (let n = 0; n < 3; n++) await t.caller({ ip: `198.51.100.${n}` }).contact.submit(keyed(n));
    await expect(t.caller({ ip: '198.51.100.9' }).contact.submit(keyed(2))).resolves.toEqual({ ok: true });
    await expect(t.caller({ ip: '198.51.100.9' }).contact.submit(keyed(3))).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(3);
  });

  it('a malformed key is ignored, not refused: the submission is stored', async () => {
    await expect(t.caller().contact.submit({ ...visitor, submission: 'short' })).resolves.toEqual({ ok: true });
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(1);
  });

  it('limits submissions per address', async () => {
    // Each one a new message (the same text sent again is the same submission, below).
    const nth = (i: number) => ({ ...visitor, message: `${visitor.message} (${i})` });
    const jobs = async () => (await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker._private_jobs`))[0]?.n;
    for (let i = 0; i < 3; i++) await t.caller({ ip: `203.0.113.${i}` }).contact.submit(nth(i));
    const queued = await jobs();
    await expect(t.caller({ ip: '203.0.113.99' }).contact.submit(nth(3))).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The refused one kept nothing: no inquiry, no e-mail, and no point of its address's budget (5 an hour).
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(3);
    expect(await jobs()).toBe(queued);
    const other = (i: number) => ({ ...nth(i), email: `other${i}@example.com` });
    for (let i = 0; i < 5; i++) await t.caller({ ip: '203.0.113.99' }).contact.submit(other(i));
    await expect(t.caller({ ip: '203.0.113.99' }).contact.submit(other(5))).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(8);
  });

  it('ten at once from one address: exactly its five an hour are stored, the others refused with nothing kept', async () => {
    const nth = (i: number) => ({ ...visitor, email: `burst${i}@example.com`, message: `${visitor.message} [${i}]` });
    const answers = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => t.caller({ ip: '203.0.113.77' }).contact.submit(nth(i))));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    for (const a of answers) if (a.status === 'rejected') expect(a.reason).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await t.deps.db.select().from(inquiries)).toHaveLength(5);
    const [counter] = await t.deps.db.select().from(rateLimits).where(eq(rateLimits.key, 'contact:ip:203.0.113.77'));
    expect(counter?.points).toBe(5); // a refused one counted nothing
  });

  it('shows administrators the inquiries newest first and lets them mark and delete', async () => {
    await t.caller().contact.submit(visitor);
    await t.caller({ ip: '10.1.1.1' }).contact.submit({ ...visitor, name: 'Later Person', email: 'later@example.com' });
    const staff = await upsertStaffUser(t.deps.db, { email: 'admin@law.example', password: 'admin-password', role: 'admin' });
    const as = await t.callerAs(staff.id);
    const list = (await as.inquiries.list()).items;
    expect(list.map((r) => r.name)).toEqual(['Later Person', 'Ana Pérez']);
    const first = list[0];
    if (!first) throw new Error('empty');
    expect((await as.inquiries.setHandled({ id: first.id, handled: true })).handled).toBe(true);
    await as.inquiries.delete({ id: first.id });
    expect((await as.inquiries.list()).items).toHaveLength(1);
  });
});
