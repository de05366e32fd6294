import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/demo/embedded-postgres';
import { inquiries } from '../../server/db/schema';
import { runDueJobs } from '../../server/jobs/worker';
import { createMailer } from '../../server/services/mail';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

const visitor = {
  name: 'Jean Baptiste',
  email: 'jean@example.com',
  phone: '(954) 555-0123',
  message: 'Mon dossier de TPS expire le mois prochain.',
  privacy: true as const,
  locale: 'fr' as const,
};

/** Makes every waiting job due now, as if its backoff had passed. */
const skipBackoff = (t: TestApp) => t.deps.db.execute(sql`update graphile_worker._private_jobs set run_at = now()`);
const jobsLeft = async (t: TestApp) => Number((await t.deps.db.execute<{ n: string }>(sql`select count(*) as n from graphile_worker._private_jobs`))[0]?.n);

describe('e-mail through the job queue, with the SMTP server down and back', () => {
  let t: TestApp;
  let smtp: TestSmtp | undefined;
  let port: number;
  let runWorker: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp({ FIRM_INBOX: 'intake@law.example' });
    port = await freePort(); // nothing listens there yet: the SMTP server is "down"
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Firm <no-reply@law.example>', outboxDir: '/nonexistent', log: t.app.log });
    runWorker = () => runDueJobs({ url: t.database.url, deps: { db: t.deps.db, mailer, config: t.deps.config, log: t.app.log, changes: t.deps.changes } });
  });
  afterAll(async () => {
    await smtp?.close();
    await t.close();
  });

  it('thanks the visitor once the inquiry is stored, retries while SMTP is down, then delivers each e-mail exactly once', async () => {
    await expect(t.caller().contact.submit(visitor)).resolves.toEqual({ ok: true });
    const [stored] = await t.deps.db.select().from(inquiries);
    expect(stored).toMatchObject({ email: 'jean@example.com', deliveryState: 'queued' });

    await runWorker(); // SMTP refuses the connection
    const [retrying] = await t.deps.db.select().from(inquiries);
    expect(retrying).toMatchObject({ deliveryState: 'retrying', deliveryAttempts: 1 });
    expect(retrying?.deliveryError).toMatch(/ECONNREFUSED/);
    expect(await jobsLeft(t)).toBe(1); // both e-mails, in one job

    // Staff see the state in the Inquiries tab.
    const admin = await upsertStaffUser(t.deps.db, { email: 'admin@law.example', password: 'admin-password', role: 'admin' });
    const [listed] = (await (await t.callerAs(admin.id)).inquiries.list()).items;
    expect(listed).toMatchObject({ deliveryState: 'retrying', deliveryAttempts: 1 });

    smtp = await startSmtp(port); // the mail server is back
    await skipBackoff(t);
    await runWorker();
    expect(smtp.received.map((m) => m.to)).toEqual(expect.arrayContaining([['intake@law.example'], ['jean@example.com']]));
    expect(smtp.received).toHaveLength(2);
    const ack = smtp.received.find((m) => m.to[0] === 'jean@example.com');
    expect(ack?.raw).toContain('lang=3D"fr"'); // the acknowledgement is in the language of the form
    expect(ack?.raw).toContain('La suite :'); // what happens next; never the message itself (decision 0010)
    expect(ack?.raw).not.toContain('TPS');
    const [sent] = await t.deps.db.select().from(inquiries);
    expect(sent).toMatchObject({ deliveryState: 'sent', deliveryAttempts: 2, deliveryError: null });

    // Nothing is left to send, and running the worker again sends nothing twice.
    expect(await jobsLeft(t)).toBe(0);
    await skipBackoff(t);
    await runWorker();
    expect(smtp.received).toHaveLength(2);
  });

  it("sends the firm's notification while the visitor's mailbox refuses, and then only the acknowledgement", async () => {
    await smtp?.close();
    let refusing = true;
    smtp = await startSmtp(port, { refuse: (address) => refusing && address === 'marie@example.com' });
    await t.deps.db.delete(inquiries);
    await expect(t.caller().contact.submit({ ...visitor, name: 'Marie Joseph', email: 'marie@example.com' })).resolves.toEqual({ ok: true });
    await runWorker();
    expect(smtp.received.map((m) => m.to)).toEqual([['intake@law.example']]);
    const [notified] = await t.deps.db.select().from(inquiries);
    expect(notified).toMatchObject({ deliveryState: 'sent', acknowledgedAt: null });
    expect(await jobsLeft(t)).toBe(1);

    refusing = false;
    await skipBackoff(t);
    await runWorker();
    // The retry sent what was missing, and the firm was not told twice.
    expect(smtp.received.map((m) => m.to)).toEqual([['intake@law.example'], ['marie@example.com']]);
    const [acknowledged] = await t.deps.db.select().from(inquiries);
    expect(acknowledged?.acknowledgedAt).toBeInstanceOf(Date);
    expect(await jobsLeft(t)).toBe(0);
  });

  it('answers reset and resend requests without touching SMTP, whether or not the account exists', async () => {
    smtp ??= await startSmtp(port);
    const before = smtp.received.length;
    await upsertStaffUser(t.deps.db, { email: 'staff@law.example', password: 'staff-password', role: 'editor' });
    await t.caller().auth.requestPasswordReset({ email: 'staff@law.example' });
    await t.caller().auth.requestPasswordReset({ email: 'nobody@law.example' });
    expect(smtp.received.length).toBe(before); // the request only queued work
    await runWorker();
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['staff@law.example']]);
  });
});
