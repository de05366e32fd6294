import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits, users } from '../../server/db/schema';
import { findUserByEmail, upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { codeOf, tokenFrom } from '../helpers/outcome';

const INVALID_LINK = 'BAD_REQUEST: This link is invalid or has expired. Please request a new one.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.mailer.sent.length = 0;
  await t.deps.db.delete(rateLimits);
});

async function userId(email: string): Promise<string> {
  const row = await findUserByEmail(t.deps.db, email);
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

/** A signed-in caller from a given client address. */
async function signedIn(email: string, ip = '127.0.0.1') {
  const { user, session } = await t.deps.sessions.validate((await t.deps.sessions.create(await userId(email))).id);
  if (!session) throw new Error('no session');
  return t.caller({ user, session, ip });
}

async function resetLinks(email: string, n: number): Promise<string[]> {
  t.mailer.sent.length = 0;
  for (let i = 0; i < n; i++) await t.caller().auth.requestPasswordReset({ email });
  await t.runJobs();
  return t.mailer.sent.map((m) => tokenFrom(m.text, 'recovery'));
}

describe('sign-up cannot take over an address waiting for confirmation', () => {
  // Decision 0006: the password of a sign-up nobody confirmed is never activated by a later confirmation.
  it('discards every password of the waiting account, ends its confirmation links and e-mails a link that chooses one, with the same answer as always', async () => {
    const first = await t.caller().auth.signUp({ email: 'owner@example.com', password: 'owners-password' });
    await t.runJobs();
    const firstLink = tokenFrom(t.mailer.sent[0]?.text, 'signup');
    t.mailer.sent.length = 0;

    const again = await t.caller({ locale: 'fr', ip: '203.0.113.7' }).auth.signUp({ email: 'Owner@Example.com', password: 'attackers-password' });
    await upsertStaffUser(t.deps.db, { email: 'confirmed@example.com', password: 'confirmed-password', role: 'editor' });
    const existing = await t.caller().auth.signUp({ email: 'confirmed@example.com', password: 'whatever-password' });
    expect(again).toEqual(first);
    expect(existing).toEqual(first);

    await t.runJobs();
    const toOwner = t.mailer.sent.filter((m) => m.to === 'owner@example.com');
    expect(toOwner.map((m) => m.subject)).toEqual(['Quelqu’un s’est de nouveau inscrit avec votre adresse e-mail']);
    expect(toOwner[0]?.text).toContain('aucun mot de passe choisi à l’inscription ne fonctionne plus');
    const choose = tokenFrom(toOwner[0]?.text, 'recovery');
    expect(toOwner[0]?.text).toContain(`http://localhost:3000/fr/auth/reset/${choose}`);

    // The first link confirms nothing any more, and neither password opens the account.
    expect(await codeOf(t.caller().auth.confirmEmail({ token: firstLink, password: 'any-password' }))).toBe(INVALID_LINK);
    for (const password of ['owners-password', 'attackers-password']) {
      expect(await codeOf(t.caller().auth.signIn({ email: 'owner@example.com', password }))).toBe('UNAUTHORIZED: Invalid email or password');
    }
    // The e-mailed link chooses the password, confirms the address and signs in.
    expect((await t.caller().auth.resetPassword({ token: choose, password: 'owners-new-password' })).email).toBe('owner@example.com');
    expect((await findUserByEmail(t.deps.db, 'owner@example.com'))?.emailVerified).toBe(true);
    expect((await t.caller().auth.signIn({ email: 'owner@example.com', password: 'owners-new-password' })).email).toBe('owner@example.com');
  });

  it('writes the "signed up again" e-mail in English and Spanish too', async () => {
    await t.caller().auth.signUp({ email: 'twice@example.com', password: 'first-password' });
    await t.caller().auth.signUp({ email: 'twice@example.com', password: 'second-password' });
    await t.caller({ locale: 'es' }).auth.signUp({ email: 'twice@example.com', password: 'third-password' });
    await t.runJobs();
    const subjects = t.mailer.sent.map((m) => m.subject);
    expect(subjects).toContain('Someone signed up again with your e-mail address');
    expect(subjects).toContain('Alguien volvió a registrarse con su correo electrónico');
    expect(t.mailer.sent.find((m) => m.subject.startsWith('Someone'))?.text).toContain('no password chosen at sign-up works any more');
  });
});

describe('a used or replaced password ends every other reset link', () => {
  beforeAll(async () => {
    await upsertStaffUser(t.deps.db, { email: 'links@example.com', password: 'original-password', role: 'editor' });
  });

  it('refuses the second of two reset links once the first was used', async () => {
    const [a, b] = await resetLinks('links@example.com', 2);
    expect(a && b && a !== b).toBe(true);
    await t.caller().auth.resetPassword({ token: a ?? '', password: 'reset-password-1' });
    expect(await codeOf(t.caller().auth.resetPassword({ token: b ?? '', password: 'reset-password-2' }))).toBe(INVALID_LINK);
    expect((await t.caller().auth.signIn({ email: 'links@example.com', password: 'reset-password-1' })).email).toBe('links@example.com');
  });

  it('refuses an outstanding reset link after npm run user:create set a new password', async () => {
    const [link] = await resetLinks('links@example.com', 1);
    await upsertStaffUser(t.deps.db, { email: 'links@example.com', password: 'operator-password', role: 'editor' });
    expect(await codeOf(t.caller().auth.resetPassword({ token: link ?? '', password: 'stolen-password' }))).toBe(INVALID_LINK);
    await upsertStaffUser(t.deps.db, { email: 'links@example.com', password: 'reset-password-1', role: 'editor' });
  });

  it('refuses an outstanding reset link after the password was changed in the profile', async () => {
    const [link] = await resetLinks('links@example.com', 1);
    await (await signedIn('links@example.com')).account.updatePassword({ currentPassword: 'reset-password-1', newPassword: 'changed-password' });
    expect(await codeOf(t.caller().auth.resetPassword({ token: link ?? '', password: 'stolen-password' }))).toBe(INVALID_LINK);
    expect((await t.caller().auth.signIn({ email: 'links@example.com', password: 'changed-password' })).email).toBe('links@example.com');
  });
});

describe('a password reset is all or nothing', () => {
  beforeAll(async () => {
    await upsertStaffUser(t.deps.db, { email: 'atomic@example.com', password: 'atomic-password', role: 'editor' });
  });

  it('keeps the link usable, the password and the sessions when a step fails', async () => {
    const [link] = await resetLinks('atomic@example.com', 1);
    const before = await t.deps.sessions.create(await userId('atomic@example.com'));
    // The last step (the new session) fails, as a lost connection or a full disk would make it.
    await t.deps.db.execute(sql`create function fail_insert() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`);
    await t.deps.db.execute(sql`create trigger sessions_fail before insert on sessions for each row execute function fail_insert()`);
    try {
      expect(await codeOf(t.caller().auth.resetPassword({ token: link ?? '', password: 'new-atomic-password' }))).not.toBe('ok');
    } finally {
      await t.deps.db.execute(sql`drop trigger sessions_fail on sessions`);
      await t.deps.db.execute(sql`drop function fail_insert()`);
    }
    expect((await t.deps.sessions.validate(before.id)).session).not.toBeNull();
    expect((await t.caller().auth.signIn({ email: 'atomic@example.com', password: 'atomic-password' })).email).toBe('atomic@example.com');
    // The same link works on the next try.
    expect((await t.caller().auth.resetPassword({ token: link ?? '', password: 'new-atomic-password' })).email).toBe('atomic@example.com');
    expect((await t.deps.sessions.validate(before.id)).session).toBeNull();
  });
});

describe('password change is rate-limited like sign-in', () => {
  beforeAll(async () => {
    for (const n of [1, 2, 3, 4]) await upsertStaffUser(t.deps.db, { email: `guess${n}@example.com`, password: 'real-password', role: 'editor' });
  });

  it('stops guessing the current password of one account with 429 and a clear message', async () => {
    const results: string[] = [];
    for (let i = 0; i < 11; i++) {
      const me = await signedIn('guess1@example.com', `10.1.0.${i}`);
      results.push(await codeOf(me.account.updatePassword({ currentPassword: `guess-${i}`, newPassword: 'new-password-1' })));
    }
    expect(results.slice(0, 10)).toEqual(Array(10).fill('BAD_REQUEST: Current password is incorrect'));
    expect(results[10]).toMatch(/^TOO_MANY_REQUESTS: Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    // Even the right password waits now: the guesser cannot tell.
    const me = await signedIn('guess1@example.com', '10.1.0.99');
    expect(await codeOf(me.account.updatePassword({ currentPassword: 'real-password', newPassword: 'new-password-1' }))).toMatch(/^TOO_MANY_REQUESTS/);
  });

  it('stops one client address guessing across accounts', async () => {
    const results: string[] = [];
    for (let i = 0; i < 31; i++) {
      const me = await signedIn(`guess${2 + (i % 3)}@example.com`, '192.0.2.44');
      results.push(await codeOf(me.account.updatePassword({ currentPassword: `guess-${i}`, newPassword: 'new-password-1' })));
    }
    expect(results.slice(0, 30).every((r) => r === 'BAD_REQUEST: Current password is incorrect')).toBe(true);
    expect(results[30]).toMatch(/^TOO_MANY_REQUESTS: Too many attempts/);
  });

  it('answers 429 over HTTP', async () => {
    for (let i = 0; i < 10; i++) {
      await codeOf((await signedIn('guess1@example.com', `10.2.0.${i}`)).account.updatePassword({ currentPassword: `guess-${i}`, newPassword: 'new-password-1' }));
    }
    const me = await t.deps.sessions.create(await userId('guess1@example.com'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/account.updatePassword',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: `session=${me.id}` },
      payload: JSON.stringify({ json: { currentPassword: 'guess-x', newPassword: 'new-password-1' } }),
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('two admins demoting each other at the same moment', () => {
  it('lets exactly one succeed, keeps one admin and tells the other why', async () => {
    await t.deps.db.update(users).set({ role: null }).where(eq(users.role, 'admin'));
    const a = await upsertStaffUser(t.deps.db, { email: 'admin-a@example.com', password: 'admin-a-password', role: 'admin' });
    const b = await upsertStaffUser(t.deps.db, { email: 'admin-b@example.com', password: 'admin-b-password', role: 'admin' });
    const [asA, asB] = [await signedIn(a.email), await signedIn(b.email)];
    const results = await Promise.all([
      codeOf(asA.team.setRole({ userId: b.id, role: 'editor' })),
      codeOf(asB.team.setRole({ userId: a.id, role: 'editor' })),
    ]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok')).toEqual([
      'FORBIDDEN: Another administrator removed your admin role a moment ago, so this change was not saved.',
    ]);
    const admins = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
