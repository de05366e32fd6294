import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, rateLimits, staffInvitations, users } from '../../server/db/schema';
import { runDueJobs } from '../../server/jobs/worker';
import { loggedUrl } from '../../server/logging';
import { createMailer } from '../../server/services/mail';
import { findUserByEmail, upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { codeOf } from '../helpers/outcome';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtp';

/**
 * Staff invitations (server/services/invitations.ts) and the administrators' notice of an account waiting for
 * approval, with the e-mail going through the job queue to a real SMTP server, as in production.
 */

/** A received message as its reader sees it: headers unfolded, quoted-printable decoded. */
function readable(mail: ReceivedMail | undefined): string {
  return (mail?.raw ?? '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const subjectOf = (mail: ReceivedMail | undefined) => /^Subject: (.*)$/m.exec(readable(mail))?.[1]?.trim() ?? '';
const inviteTokenOf = (mail: ReceivedMail | undefined) => /http:\/\/localhost:3000\/auth\/invite\/([\w-]+)/.exec(readable(mail))?.[1] ?? '';

describe('staff invitations and approval requests', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let runWorker: () => Promise<void>;
  let adminId: string;
  let editorId: string;

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Firm <no-reply@law.example>', outboxDir: '/nonexistent', log: t.app.log });
    runWorker = () => runDueJobs({ url: t.database.url, deps: { db: t.deps.db, mailer, config: t.deps.config, log: t.app.log, changes: t.deps.changes } });
    const db = t.deps.db;
    adminId = (await upsertStaffUser(db, { email: 'boss@law.example', password: 'boss-password-1', role: 'admin', name: 'Maria Boss' })).id;
    await upsertStaffUser(db, { email: 'second.admin@law.example', password: 'boss-password-2', role: 'admin' });
    editorId = (await upsertStaffUser(db, { email: 'editor@law.example', password: 'editor-password', role: 'editor' })).id;
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await t.deps.db.delete(rateLimits);
  });

  const asAdmin = () => t.callerAs(adminId);
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  /** Invites `email` as the first admin and sends the e-mail; the link's token. */
  async function invite(email: string, role: 'admin' | 'editor' = 'editor'): Promise<string> {
    await (await asAdmin()).team.invite({ email, role });
    await runWorker();
    const token = inviteTokenOf(mailsTo(email.toLowerCase()).at(-1));
    expect(token).toMatch(/^[\w-]{43}$/);
    return token;
  }

  /** Accepts over HTTP, as the browser does: the answer's session cookie, then who that session is. */
  async function acceptOverHttp(input: { token: string; name: string; password: string }) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.acceptInvitation',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify(superjson.serialize(input)),
    });
    const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${t.deps.sessions.cookieName}=`));
    const session = cookie?.split(';', 1)[0] ?? '';
    const me = await t.app.inject({ url: '/trpc/auth.me', headers: { cookie: session } });
    const body = me.json<{ result?: { data: unknown } }>();
    const data = body.result ? superjson.deserialize<{ user: { email: string; role: string | null; name: string } } | null>(body.result.data as never) : null;
    return { status: res.statusCode, body: res.body, me: data?.user ?? null };
  }

  it('e-mails the invitation through SMTP; its link sets a name and password and signs the colleague in with the role', async () => {
    const created = await (await asAdmin()).team.invite({ email: 'New.Colleague@Example.com', role: 'editor' });
    expect(created).toMatchObject({ email: 'new.colleague@example.com', role: 'editor' });
    // The job carries the invitation's id only: the token is made when the e-mail is sent.
    const jobs = await t.deps.db.execute<{ payload: unknown }>(sql`select payload from graphile_worker._private_jobs where task_id = (select id from graphile_worker._private_tasks where identifier = 'staff_invite')`);
    expect(jobs.map((j) => j.payload)).toEqual([{ invitationId: created.id }]);
    expect(await (await asAdmin()).team.invitations()).toEqual([expect.objectContaining({ email: 'new.colleague@example.com', role: 'editor', invitedBy: 'boss@law.example', expired: false })]);

    await runWorker();
    const mails = mailsTo('new.colleague@example.com');
    expect(mails).toHaveLength(1);
    expect(subjectOf(mails[0])).toMatch(/^You are invited to the .+ website team$/);
    const text = readable(mails[0]);
    expect(text).toContain('Maria Boss (boss@law.example) invited you');
    expect(text).toContain('as an editor');
    expect(text).toContain('valid for 7 days');
    const token = inviteTokenOf(mails[0]);
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the token's SHA-256 is stored.
    const [row] = await t.deps.db.select().from(staffInvitations).where(eq(staffInvitations.id, created.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    // ...and the request log leaves it out of the link's address.
    expect(loggedUrl(`/auth/invite/${token}`)).toBe('/auth/invite/[redacted]');
    expect(loggedUrl(`/fr/auth/invite/${token}`)).toBe('/fr/auth/invite/[redacted]');

    const accepted = await acceptOverHttp({ token, name: 'New Colleague', password: 'a-long-password-1' });
    expect(accepted.status, accepted.body).toBe(200);
    expect(accepted.me).toMatchObject({ email: 'new.colleague@example.com', role: 'editor', name: 'New Colleague' });
    const account = await findUserByEmail(t.deps.db, 'new.colleague@example.com');
    expect(account).toMatchObject({ role: 'editor', emailVerified: true, name: 'New Colleague' });
    expect((await t.caller().auth.signIn({ email: 'new.colleague@example.com', password: 'a-long-password-1' })).role).toBe('editor');
    expect(await (await asAdmin()).team.invitations()).toEqual([]);
    const actions = (await t.deps.db.select().from(auditLog)).map((e) => [e.action, e.actorEmail, e.targetLabel]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['team.invite', 'boss@law.example', 'new.colleague@example.com'],
        ['team.invite_accepted', 'new.colleague@example.com', 'new.colleague@example.com'],
      ]),
    );
  });

  it('makes an administrator of an admin invitation, with sign-up’s password rules and a name', async () => {
    const token = await invite('second.boss@example.com', 'admin');
    expect(readable(mailsTo('second.boss@example.com')[0])).toContain('as an administrator');
    expect(await codeOf(t.caller().auth.acceptInvitation({ token, name: 'Short Password', password: 'seven77' }))).toMatch(/^BAD_REQUEST[\s\S]*Password must be at least 8 characters/);
    expect(await codeOf(t.caller().auth.acceptInvitation({ token, name: '  ', password: 'a-long-password-2' }))).toMatch(/^BAD_REQUEST[\s\S]*Please enter your name/);
    const user = await t.caller().auth.acceptInvitation({ token, name: 'Second Boss', password: 'a-long-password-2' });
    expect(user).toMatchObject({ email: 'second.boss@example.com', role: 'admin', emailVerified: true });
  });

  it('refuses a used, a withdrawn, a replaced, an expired and an unknown link, each saying why', async () => {
    const used = await invite('used@example.com');
    await t.caller().auth.acceptInvitation({ token: used, name: 'Used', password: 'a-long-password-3' });
    expect(await codeOf(t.caller().auth.acceptInvitation({ token: used, name: 'Again', password: 'another-password' }))).toBe(
      'BAD_REQUEST: This invitation has already been used. Sign in with the password you chose.',
    );
    // The second use changed nothing.
    expect((await t.caller().auth.signIn({ email: 'used@example.com', password: 'a-long-password-3' })).email).toBe('used@example.com');

    const withdrawn = await invite('withdrawn@example.com');
    const [pending] = await (await asAdmin()).team.invitations();
    expect(pending?.email).toBe('withdrawn@example.com');
    await (await asAdmin()).team.revokeInvitation({ id: pending?.id ?? '' });
    expect(await codeOf(t.caller().auth.acceptInvitation({ token: withdrawn, name: 'Withdrawn', password: 'a-long-password-4' }))).toMatch(
      /^BAD_REQUEST: This invitation was withdrawn or replaced by a newer one/,
    );
    expect(await codeOf((await asAdmin()).team.revokeInvitation({ id: pending?.id ?? '' }))).toBe('NOT_FOUND: This invitation was already used or withdrawn.');
    expect(await findUserByEmail(t.deps.db, 'withdrawn@example.com')).toBeUndefined();

    // Inviting again replaces the pending invitation: only the newest link works.
    const first = await invite('twice@example.com');
    const second = await invite('twice@example.com', 'admin');
    expect((await (await asAdmin()).team.invitations()).filter((i) => i.email === 'twice@example.com')).toHaveLength(1);
    expect(await codeOf(t.caller().auth.acceptInvitation({ token: first, name: 'Twice', password: 'a-long-password-5' }))).toMatch(/withdrawn or replaced by a newer one/);
    expect((await t.caller().auth.acceptInvitation({ token: second, name: 'Twice', password: 'a-long-password-5' })).role).toBe('admin');

    const expired = await invite('late@example.com');
    await t.deps.db.update(staffInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffInvitations.email, 'late@example.com'));
    expect(await codeOf(t.caller().auth.acceptInvitation({ token: expired, name: 'Late', password: 'a-long-password-6' }))).toBe(
      'BAD_REQUEST: This invitation has expired. Ask an administrator to invite you again.',
    );
    expect(await findUserByEmail(t.deps.db, 'late@example.com')).toBeUndefined();

    expect(await codeOf(t.caller().auth.acceptInvitation({ token: 'x'.repeat(43), name: 'Nobody', password: 'a-long-password-7' }))).toMatch(
      /^BAD_REQUEST: This invitation link is not valid/,
    );
    const revokedEntries = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'team.invite_revoked'));
    expect(revokedEntries.map((e) => e.targetLabel)).toEqual(['withdrawn@example.com']);
  });

  it('refuses to invite an address whose account is confirmed, and sends nothing', async () => {
    expect(await codeOf((await asAdmin()).team.invite({ email: 'Editor@law.example', role: 'admin' }))).toBe(
      'CONFLICT: editor@law.example already has an account. Give it a role in the team list instead.',
    );
    await runWorker();
    expect(smtp.received).toEqual([]);
    expect((await findUserByEmail(t.deps.db, 'editor@law.example'))?.role).toBe('editor');
  });

  it('takes over an unconfirmed sign-up of the invited address: its password stops working', async () => {
    await t.caller().auth.signUp({ email: 'squatted@example.com', password: 'someone-elses-pw' });
    const token = await invite('squatted@example.com');
    await t.caller().auth.acceptInvitation({ token, name: 'Real Owner', password: 'owners-password' });
    expect(await findUserByEmail(t.deps.db, 'squatted@example.com')).toMatchObject({ role: 'editor', emailVerified: true, name: 'Real Owner' });
    expect(await codeOf(t.caller().auth.signIn({ email: 'squatted@example.com', password: 'someone-elses-pw' }))).toMatch(/^UNAUTHORIZED/);
    expect((await t.caller().auth.signIn({ email: 'squatted@example.com', password: 'owners-password' })).role).toBe('editor');
  });

  it('lets only administrators invite, list and withdraw invitations', async () => {
    const editor = await t.callerAs(editorId);
    expect(await codeOf(editor.team.invite({ email: 'sneaky@example.com', role: 'admin' }))).toBe('FORBIDDEN: Only administrators can do this.');
    expect(await codeOf(editor.team.invitations())).toBe('FORBIDDEN: Only administrators can do this.');
    expect(await codeOf(editor.team.revokeInvitation({ id: '00000000-0000-4000-8000-000000000000' }))).toBe('FORBIDDEN: Only administrators can do this.');
    expect(await codeOf(t.caller().team.invite({ email: 'sneaky@example.com', role: 'admin' }))).toBe('UNAUTHORIZED: Please sign in to continue.');
    expect(await t.deps.db.select().from(staffInvitations).where(eq(staffInvitations.email, 'sneaky@example.com'))).toEqual([]);
  });

  it('e-mails every administrator, once, when a confirmed sign-up waits for approval; nobody once it has a role', async () => {
    await t.caller().auth.signUp({ email: 'applicant@example.com', password: 'applicant-pw-1' });
    await runWorker();
    const confirmLink = /\/auth\/confirm\/([\w-]+)/.exec(readable(mailsTo('applicant@example.com')[0]))?.[1] ?? '';
    expect(smtp.received.filter((m) => !m.to.includes('applicant@example.com'))).toEqual([]); // nothing before confirmation
    await t.caller().auth.confirmEmail({ token: confirmLink, password: 'applicant-pw-1' });
    await runWorker();
    for (const to of ['boss@law.example', 'second.admin@law.example']) {
      const mails = mailsTo(to);
      expect(mails, to).toHaveLength(1);
      expect(subjectOf(mails[0])).toBe('applicant@example.com is waiting for approval');
      const text = readable(mails[0]);
      expect(text).toContain('applicant@example.com signed up and is waiting for approval');
      expect(text).toContain('http://localhost:3000/admin?tab=team');
    }
    expect(mailsTo('editor@law.example')).toEqual([]);
    await runWorker();
    expect(smtp.received.filter((m) => m.to.includes('boss@law.example'))).toHaveLength(1);

    // Approved before the worker ran: nothing to say.
    smtp.received.length = 0;
    await t.caller().auth.signUp({ email: 'quick@example.com', password: 'applicant-pw-2' });
    await runWorker();
    const quickLink = /\/auth\/confirm\/([\w-]+)/.exec(readable(mailsTo('quick@example.com')[0]))?.[1] ?? '';
    await t.caller().auth.confirmEmail({ token: quickLink, password: 'applicant-pw-2' });
    const quick = await findUserByEmail(t.deps.db, 'quick@example.com');
    await (await asAdmin()).team.setRole({ userId: quick?.id ?? '', role: 'editor' });
    await runWorker();
    expect(mailsTo('boss@law.example')).toEqual([]);
    expect(mailsTo('second.admin@law.example')).toEqual([]);
  });

  it('e-mails the administrators when a sign-up confirms its address through a reset link', async () => {
    await t.caller().auth.signUp({ email: 'forgetful@example.com', password: 'forgetful-pw-1' });
    await t.caller().auth.requestPasswordReset({ email: 'forgetful@example.com' });
    await runWorker();
    const resetToken = readable(mailsTo('forgetful@example.com').find((m) => subjectOf(m) === 'Reset your password')).match(/\/auth\/reset\/([\w-]+)/)?.[1] ?? '';
    await t.caller().auth.resetPassword({ token: resetToken, password: 'forgetful-pw-2' });
    await runWorker();
    expect(mailsTo('boss@law.example').map(subjectOf)).toEqual(['forgetful@example.com is waiting for approval']);
    // A reset of an account already confirmed is no new request.
    smtp.received.length = 0;
    await t.caller().auth.requestPasswordReset({ email: 'forgetful@example.com' });
    await runWorker();
    const again = readable(mailsTo('forgetful@example.com')[0]).match(/\/auth\/reset\/([\w-]+)/)?.[1] ?? '';
    await t.caller().auth.resetPassword({ token: again, password: 'forgetful-pw-3' });
    await runWorker();
    expect(mailsTo('boss@law.example')).toEqual([]);
    const [waiting] = await t.deps.db.select().from(users).where(and(eq(users.email, 'forgetful@example.com'), eq(users.emailVerified, true)));
    expect(waiting?.role).toBeNull();
  });

});
