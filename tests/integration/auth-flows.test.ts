import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, rateLimits, sessions, users } from '../../server/db/schema';
import { findUserByEmail, upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { codeOf, tokenFrom } from '../helpers/outcome';


describe('sign-up, confirmation and approval', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.mailer.sent.length = 0;
    await t.deps.db.delete(rateLimits);
  });

  it('creates an account without a role and e-mails a confirmation link in the visitor language', async () => {
    await t.caller({ locale: 'es' }).auth.signUp({ email: 'New.Person@Example.com', password: 'longenough' });
    await t.runJobs();
    const row = await findUserByEmail(t.deps.db, 'new.person@example.com');
    expect(row?.role).toBeNull();
    expect(row?.emailVerified).toBe(false);
    const mail = t.mailer.sent[0];
    expect(mail?.to).toBe('new.person@example.com');
    expect(mail?.subject).toBe('Confirme su dirección de correo electrónico');
    expect(mail?.text).toMatch(/^http:\/\/localhost:3000\/es\/auth\/confirm\/[\w-]{43}$/m);
    expect(mail?.html).toContain('<a href="http://localhost:3000/es/auth/confirm/');
  });

  it('refuses sign-in until the address is confirmed, then the link works once', async () => {
    await t.caller().auth.signUp({ email: 'pending@example.com', password: 'longenough' });
    await t.runJobs();
    expect(await codeOf(t.caller().auth.signIn({ email: 'pending@example.com', password: 'longenough' }))).toMatch(/^FORBIDDEN: Please confirm your email/);
    const token = tokenFrom(t.mailer.sent[0]?.text ?? '', 'signup');
    await t.caller().auth.confirmEmail({ token, password: 'longenough' });
    expect(await codeOf(t.caller().auth.confirmEmail({ token, password: 'longenough' }))).toBe('BAD_REQUEST: This link is invalid or has expired. Please request a new one.');
    const user = await t.caller().auth.signIn({ email: 'pending@example.com', password: 'longenough' });
    expect(user.role).toBeNull();
  });

  it('answers sign-up for an existing account the same way, and tells the owner by e-mail', async () => {
    await upsertStaffUser(t.deps.db, { email: 'taken@example.com', password: 'staff-password', role: 'editor' });
    expect(await codeOf(t.caller().auth.signUp({ email: 'taken@example.com', password: 'another-one' }))).toBe('ok');
    await t.runJobs();
    expect(t.mailer.sent[0]?.subject).toBe('Someone tried to create an account with your e-mail address');
    // The existing password is untouched.
    expect((await t.caller().auth.signIn({ email: 'taken@example.com', password: 'staff-password' })).role).toBe('editor');
  });

  it('needs 8 characters for a new password at sign-up', async () => {
    expect(await codeOf(t.caller().auth.signUp({ email: 'short@example.com', password: 'seven77' }))).toMatch(/Password must be at least 8 characters/);
  });
});

describe('password reset and change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await upsertStaffUser(t.deps.db, { email: 'staff@example.com', password: 'original-password', role: 'admin' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.mailer.sent.length = 0;
    await t.deps.db.delete(rateLimits);
  });

  it('answers a reset request the same whether or not the address has an account', async () => {
    const known = await t.caller().auth.requestPasswordReset({ email: 'staff@example.com' });
    const unknown = await t.caller().auth.requestPasswordReset({ email: 'ghost@example.com' });
    await t.runJobs();
    expect(known).toEqual(unknown);
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['staff@example.com']);
    expect(t.mailer.sent[0]?.text).toMatch(/http:\/\/localhost:3000\/auth\/reset\/[\w-]{43}/);
  });

  it('resets with the e-mailed token once, ending every earlier session', async () => {
    const before = await t.deps.sessions.create((await findUserByEmail(t.deps.db, 'staff@example.com'))?.id ?? '');
    await t.caller().auth.requestPasswordReset({ email: 'staff@example.com' });
    await t.runJobs();
    const token = tokenFrom(t.mailer.sent[0]?.text ?? '', 'recovery');
    const user = await t.caller().auth.resetPassword({ token, password: 'brand-new-password' });
    expect(user.email).toBe('staff@example.com');
    expect((await t.deps.sessions.validate(before.id)).session).toBeNull();
    expect(await codeOf(t.caller().auth.resetPassword({ token, password: 'yet-another-one' }))).toMatch(/^BAD_REQUEST: This link is invalid or has expired/);
    expect((await t.caller().auth.signIn({ email: 'staff@example.com', password: 'brand-new-password' })).email).toBe('staff@example.com');
  });

  it('refuses an expired reset link', async () => {
    await t.caller().auth.requestPasswordReset({ email: 'staff@example.com' });
    await t.runJobs();
    const token = tokenFrom(t.mailer.sent[0]?.text ?? '', 'recovery');
    await t.deps.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await codeOf(t.caller().auth.resetPassword({ token, password: 'brand-new-password2' }))).toMatch(/^BAD_REQUEST/);
  });

  it('a confirmation token cannot be used as a reset token', async () => {
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'staff@example.com'));
    const { createEmailToken } = await import('../../server/services/tokens');
    const confirm = await createEmailToken(t.deps.db, row?.id ?? '', 'confirm');
    expect(await codeOf(t.caller().auth.resetPassword({ token: confirm, password: 'brand-new-password3' }))).toMatch(/^BAD_REQUEST/);
  });

  it('changing the password checks the current one and ends the other sessions only', async () => {
    const row = await findUserByEmail(t.deps.db, 'staff@example.com');
    if (!row) throw new Error('missing');
    const { session, user } = await t.deps.sessions.validate((await t.deps.sessions.create(row.id)).id).then((r) => {
      if (!r.session) throw new Error('no session');
      return r;
    });
    const other = await t.deps.sessions.create(row.id);
    const me = t.caller({ user, session });
    expect(await codeOf(me.account.updatePassword({ currentPassword: 'wrong-password', newPassword: 'changed-password' }))).toBe(
      'BAD_REQUEST: Current password is incorrect',
    );
    const current = (await t.deps.db.select().from(users).where(eq(users.id, row.id)))[0]?.passwordHash;
    expect(current).toBe(row.passwordHash);
    await me.account.updatePassword({ currentPassword: 'brand-new-password', newPassword: 'changed-password' });
    expect((await t.deps.sessions.validate(other.id)).session).toBeNull();
    expect((await t.deps.sessions.validate(session.id)).session).not.toBeNull();
    const left = await t.deps.db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(left.map((s) => s.id)).toEqual([session.id]);
  });

  it('saves the profile name', async () => {
    const row = await findUserByEmail(t.deps.db, 'staff@example.com');
    if (!row) throw new Error('missing');
    const saved = await (await t.callerAs(row.id)).account.updateProfile({ name: '  María Álvarez ' });
    expect(saved.name).toBe('María Álvarez');
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stops sign-in guessing per e-mail address with 429 and a clear message', async () => {
    const results: string[] = [];
    for (let i = 0; i < 12; i++) {
      results.push(await codeOf(t.caller({ ip: `10.0.0.${i}` }).auth.signIn({ email: 'victim@example.com', password: `guess-${i}` })));
    }
    expect(results.slice(0, 10).every((r) => r.startsWith('UNAUTHORIZED'))).toBe(true);
    expect(results[10]).toMatch(/^TOO_MANY_REQUESTS: Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('limits reset requests per IP across addresses', async () => {
    const results: string[] = [];
    for (let i = 0; i < 11; i++) results.push(await codeOf(t.caller({ ip: '192.0.2.9' }).auth.requestPasswordReset({ email: `p${i}@example.com` })));
    expect(results.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(results[10]).toMatch(/^TOO_MANY_REQUESTS/);
  });

  it('answers 429 over HTTP', async () => {
    for (let i = 0; i < 3; i++) await t.caller({ ip: '198.51.100.1' }).auth.signUp({ email: 'flood@example.com', password: 'longenough' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.signUp',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ json: { email: 'flood@example.com', password: 'longenough' } }),
    });
    expect(res.statusCode).toBe(429);
  });
});
