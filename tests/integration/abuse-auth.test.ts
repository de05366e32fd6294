/**
 * Decision 0006: the security review's sign-in findings, each reproduced as the reviewer saw it. Ten wrong
 * passwords from anywhere refused the owner's right one (and a two-factor account even after a reset, at the
 * code step); an office's own successful sign-ins used up its address; the owner's confirmation activated the
 * password of an attacker who had signed up first; an editor without the required two-factor still read
 * drafts and scheduled posts; an administrator removed their own two-factor without a code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { auditLog, rateLimits, users } from '../../server/db/schema';
import { OWN_TWO_FACTOR } from '../../server/services/team';
import { findUserByEmail, upsertStaffUser } from '../../server/services/users';
import { MSG } from '@shared/auth-messages';
import { TWO_FACTOR_MSG } from '@shared/schemas/two-factor';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { codeOf, tokenFrom } from '../helpers/outcome';

/** The client build pages render with (npm test builds it first), as tests/integration/integrity-edge-pages.test.ts. */
const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');
const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

let t: TestApp;
let ipCounter = 0;
/** A client address of its own for each caller that is not what a test is about. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.mailer.sent.length = 0;
  await t.deps.db.delete(rateLimits);
});
afterEach(() => {
  vi.useRealTimers();
});

interface Answer {
  status: number;
  message: string | undefined;
  data: Record<string, unknown> | undefined;
}

/** A browser at one client address: it keeps the cookies the server sets and sends them back, over HTTP. */
function browser(ip: string) {
  const jar = new Map<string, string>();
  const call = async (procedure: string, input: unknown): Promise<Answer> => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(superjson.serialize(input)),
    });
    for (const c of res.cookies) {
      if (c.value) jar.set(c.name, c.value);
      else jar.delete(c.name);
    }
    const body = res.json<{ result?: { data?: { json?: Record<string, unknown> } }; error?: { json?: { message?: string } } }>();
    return { status: res.statusCode, message: body.error?.json?.message, data: body.result?.data?.json };
  };
  return {
    jar,
    call,
    signIn: (email: string, password: string) => call('auth.signIn', { email, password }),
    /** Ends the session in this browser (the device cookie stays, as after signing out). */
    async signOut() {
      if (jar.has('session')) expect((await call('auth.signOut', undefined)).status).toBe(200);
      jar.delete('session');
    },
  };
}

const codeFor = (secret: string) => generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);
/** Moves Date (only) one more TOTP step on than the last call did, so each code below is a new one. */
let stepsOn = 0;
function nextStep() {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ++stepsOn * 30_000 });
}

/** An attacker's wrong passwords, each from another address, until the account's budget (ten) is spent. */
async function lockOut(email: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 11 && statuses.at(-1) !== 429; i++) {
    const answer = await browser(freshIp()).signIn(email, `guess-${i}`);
    statuses.push(answer.status);
    if (answer.status === 429) expect(answer.message).toMatch(TOO_MANY);
  }
  expect(statuses.at(-1)).toBe(429);
  expect(new Set(statuses.slice(0, -1))).toEqual(new Set(statuses.length > 1 ? [401] : []));
}

describe('ten wrong passwords from elsewhere slow guessing without refusing the owner', () => {
  const email = 'owner@law.example';
  beforeAll(async () => {
    await upsertStaffUser(t.deps.db, { email, password: 'owners-password', role: 'editor' });
  });

  it('a browser that signed in to the account before still signs in; a browser new to it waits', async () => {
    const office = browser('203.0.113.10');
    expect((await office.signIn(email, 'owners-password')).status).toBe(200);
    await office.signOut();

    await lockOut(email);
    expect((await browser('203.0.113.11').signIn(email, 'owners-password')).status).toBe(429);

    const again = await office.signIn(email, 'owners-password');
    expect(again.status).toBe(200);
    expect(again.data?.email).toBe(email);
    expect(office.jar.get('session')).toBeTruthy();
    expect(office.jar.get('device')).toBeTruthy();
    // Its own typos answer as typos, not as the attacker's lock-out.
    await office.signOut();
    expect((await office.signIn(email, 'owners-pasword')).message).toBe('Invalid email or password');
  });

  it('sets the device cookie httpOnly, SameSite=Lax, for a year, and only after a complete sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify(superjson.serialize({ email, password: 'owners-password' })),
    });
    const device = res.cookies.find((c) => c.name === 'device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 86_400 });
    const wrong = browser(freshIp());
    expect((await wrong.signIn(email, 'not-the-password')).status).toBe(401);
    expect(wrong.jar.has('device')).toBe(false);
  });

  it('counts a trusted browser apart: ten wrong passwords from it, then it waits too', async () => {
    const office = browser('203.0.113.12');
    expect((await office.signIn(email, 'owners-password')).status).toBe(200);
    await office.signOut();
    for (let i = 0; i < 10; i++) expect((await office.signIn(email, `typo-${i}`)).status).toBe(401);
    const refused = await office.signIn(email, 'owners-password');
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(TOO_MANY);
    // The account's own budget was not touched by that browser.
    expect((await browser(freshIp()).signIn(email, 'owners-password')).status).toBe(200);
  });

  it('a forged, altered or other account\'s device cookie does not pass the lock-out', async () => {
    const other = 'colleague@law.example';
    await upsertStaffUser(t.deps.db, { email: other, password: 'colleague-password', role: 'editor' });
    const shared = browser('203.0.113.13');
    expect((await shared.signIn(other, 'colleague-password')).status).toBe(200);
    await shared.signOut();
    const genuine = shared.jar.get('device') ?? '';
    await lockOut(email);

    expect((await shared.signIn(email, 'owners-password')).status).toBe(429);
    const ownerId = (await findUserByEmail(t.deps.db, email))?.id ?? '';
    const [, nonce, issued, signature] = genuine.split('.');
    const forged = [Buffer.from(ownerId).toString('base64url'), nonce, issued, signature].join('.');
    const altered = browser('203.0.113.14');
    altered.jar.set('device', forged);
    expect((await altered.signIn(email, 'owners-password')).status).toBe(429);
  });

  it('keeps the notes of a few accounts in one browser: two people sharing an office computer both stay trusted', async () => {
    const second = 'partner@law.example';
    await upsertStaffUser(t.deps.db, { email: second, password: 'partner-password', role: 'editor' });
    const shared = browser('203.0.113.15');
    expect((await shared.signIn(email, 'owners-password')).status).toBe(200);
    await shared.signOut();
    expect((await shared.signIn(second, 'partner-password')).status).toBe(200);
    await shared.signOut();
    await lockOut(email);
    await lockOut(second);
    expect((await shared.signIn(email, 'owners-password')).status).toBe(200);
    await shared.signOut();
    expect((await shared.signIn(second, 'partner-password')).status).toBe(200);
  });
});

describe('the address budget counts failures, not sign-ins', () => {
  it('one office behind one address signs in 40 times, then still gets its typos answered', async () => {
    const staff = ['a', 'b', 'c', 'd'].map((x) => `office-${x}@law.example`);
    for (const email of staff) await upsertStaffUser(t.deps.db, { email, password: 'office-password', role: 'editor' });
    for (let i = 0; i < 40; i++) {
      // A new browser each time (no device cookie): only the address is shared.
      const res = await browser('192.0.2.50').signIn(staff[i % staff.length] ?? '', 'office-password');
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
    expect((await browser('192.0.2.50').signIn(staff[0] ?? '', 'office-pasword')).status).toBe(401);
  });

  it('still stops one address guessing across accounts after 30 failures', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await browser('192.0.2.51').signIn(`nobody-${i}@law.example`, 'a-guess-1')).status);
    expect(answers.slice(0, 30)).toEqual(Array<number>(30).fill(401));
    expect(answers[30]).toBe(429);
  });

  it('a burst of wrong passwords at once cannot outrun the account budget: ten run Argon2, the rest wait', async () => {
    const email = 'burst@law.example';
    await upsertStaffUser(t.deps.db, { email, password: 'burst-password', role: 'editor' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => browser(freshIp()).signIn(email, `burst-guess-${i}`)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    const failures = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorEmail, email));
    expect(failures.filter((f) => f.action === 'auth.sign_in_failed')).toHaveLength(10);
  });
});

describe('Argon2 work stays bounded', () => {
  it('a flood of password checks from one address, right or wrong, stops at 300 a quarter hour', async () => {
    const email = 'flood@law.example';
    await upsertStaffUser(t.deps.db, { email, password: 'flood-password', role: 'editor' });
    // 299 checks already made from this address (counted directly: 299 Argon2 runs would only slow the test).
    for (let i = 0; i < 299; i++) await t.deps.limiter.consume('signInChecks', { ip: '192.0.2.60' });
    expect((await browser('192.0.2.60').signIn(email, 'flood-password')).status).toBe(200);
    const refused = await browser('192.0.2.60').signIn(email, 'flood-password');
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(TOO_MANY);
    expect((await browser('192.0.2.61').signIn(email, 'flood-password')).status).toBe(200);
  });
});

describe('a two-factor account an attacker locked out', () => {
  const email = 'twofactor@law.example';
  let secret = '';

  beforeAll(async () => {
    const user = await upsertStaffUser(t.deps.db, { email, password: 'twofactor-password', role: 'editor' });
    const me = await t.callerAs(user.id);
    secret = (await me.account.startTwoFactor()).secret;
    await me.account.enableTwoFactor({ code: codeFor(secret) });
  });

  async function codeStep(b: ReturnType<typeof browser>, ticket: unknown) {
    nextStep();
    return b.call('auth.signInCode', { ticket, code: codeFor(secret) });
  }

  it('gets back in through a password reset: the code step after it is not refused', async () => {
    await lockOut(email);
    const phone = browser('203.0.113.20');
    expect((await phone.signIn(email, 'twofactor-password')).status).toBe(429);
    expect((await phone.call('auth.requestPasswordReset', { email })).status).toBe(200);
    await t.runJobs();
    const token = tokenFrom(t.mailer.sent.find((m) => m.to === email)?.text, 'recovery');
    const reset = await phone.call('auth.resetPassword', { token, password: 'twofactor-password-2' });
    expect(reset.status).toBe(200);
    expect(reset.data?.twoFactorTicket).toEqual(expect.any(String));
    const signed = await codeStep(phone, reset.data?.twoFactorTicket);
    expect(signed.status).toBe(200);
    expect(signed.data?.email).toBe(email);
    expect(phone.jar.get('session')).toBeTruthy();
    expect(phone.jar.get('device')).toBeTruthy();
  });

  it('signs in, password and code, from a browser that signed in before', async () => {
    const laptop = browser('203.0.113.21');
    const first = await laptop.signIn(email, 'twofactor-password-2');
    expect((await codeStep(laptop, first.data?.twoFactorTicket)).status).toBe(200);
    await laptop.signOut();

    await lockOut(email);
    const again = await laptop.signIn(email, 'twofactor-password-2');
    expect(again.status).toBe(200);
    const signed = await codeStep(laptop, again.data?.twoFactorTicket);
    expect(signed.status).toBe(200);
    expect(signed.data?.email).toBe(email);
  });

  it('a wrong code still counts: five a ticket', async () => {
    const laptop = browser('203.0.113.22');
    const { data } = await laptop.signIn(email, 'twofactor-password-2');
    for (let i = 0; i < 5; i++) expect((await laptop.call('auth.signInCode', { ticket: data?.twoFactorTicket, code: '000000a' })).message).toBe(TWO_FACTOR_MSG.invalidCode);
    expect((await codeStep(laptop, data?.twoFactorTicket)).message).toBe(TWO_FACTOR_MSG.ticketExpired);
  });
});

describe('pre-hijack: an attacker signs up first with the owner\'s address', () => {
  it('the owner signs up later and confirms with the link that arrives: the attacker\'s password never opens the account', async () => {
    const email = 'victim@law.example';
    expect(await codeOf(t.caller({ ip: '198.51.100.66' }).auth.signUp({ email, password: 'attackers-password' }))).toBe('ok');
    await t.runJobs();
    const attackersLink = tokenFrom(t.mailer.sent.find((m) => m.to === email)?.text, 'signup');
    expect(attackersLink).not.toBe('');
    t.mailer.sent.length = 0;

    // The owner, who never saw that e-mail (or ignored it), signs up with a password of their own.
    expect(await codeOf(t.caller({ ip: '203.0.113.30' }).auth.signUp({ email, password: 'owners-password' }))).toBe('ok');
    await t.runJobs();
    const toOwner = t.mailer.sent.filter((m) => m.to === email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.text).toContain('Choose your password with this link');
    // Its link chooses the password and confirms the address.
    const choose = tokenFrom(toOwner[0]?.text, 'recovery');
    const confirmed = await t.caller({ ip: '203.0.113.30' }).auth.resetPassword({ token: choose, password: 'owners-password' });
    expect(confirmed.email).toBe(email);
    expect((await findUserByEmail(t.deps.db, email))?.emailVerified).toBe(true);

    expect(await codeOf(t.caller({ ip: '198.51.100.66' }).auth.signIn({ email, password: 'attackers-password' }))).toBe('UNAUTHORIZED: Invalid email or password');
    expect((await t.caller({ ip: '203.0.113.30' }).auth.signIn({ email, password: 'owners-password' })).email).toBe(email);
    // The attacker's sign-up's link, clicked late, changes nothing.
    expect(await codeOf(t.caller().auth.confirmEmail({ token: attackersLink, password: 'attackers-password' }))).toMatch(/^BAD_REQUEST: This link is invalid or has expired/);
  });

  it('after the second sign-up, neither password works and the old confirmation link confirms nothing', async () => {
    const email = 'victim2@law.example';
    await t.caller({ ip: '198.51.100.67' }).auth.signUp({ email, password: 'attackers-password' });
    await t.runJobs();
    const attackersLink = tokenFrom(t.mailer.sent.find((m) => m.to === email)?.text, 'signup');
    await t.caller({ ip: '203.0.113.31' }).auth.signUp({ email, password: 'owners-password' });
    // The old link in the owner's mailbox would have activated the attacker's password.
    expect(await codeOf(t.caller().auth.confirmEmail({ token: attackersLink, password: 'attackers-password' }))).toMatch(/^BAD_REQUEST: This link is invalid or has expired/);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(false);
    for (const password of ['attackers-password', 'owners-password']) {
      expect(await codeOf(t.caller({ ip: freshIp() }).auth.signIn({ email, password }))).toBe('UNAUTHORIZED: Invalid email or password');
    }
  });

  it('"send the confirmation again" for such an account sends the link that chooses a password', async () => {
    const email = 'victim3@law.example';
    await t.caller({ ip: '198.51.100.68' }).auth.signUp({ email, password: 'attackers-password' });
    await t.caller({ ip: '203.0.113.32' }).auth.signUp({ email, password: 'owners-password' });
    await t.runJobs();
    t.mailer.sent.length = 0;
    await t.caller({ ip: '203.0.113.32', locale: 'es' }).auth.resendConfirmation({ email });
    await t.runJobs();
    const mail = t.mailer.sent.find((m) => m.to === email);
    expect(tokenFrom(mail?.text, 'signup')).toBe('');
    const choose = tokenFrom(mail?.text, 'recovery');
    expect(mail?.text).toContain(`http://localhost:3000/es/auth/reset/${choose}`);
    expect((await t.caller().auth.resetPassword({ token: choose, password: 'owners-password-2' })).email).toBe(email);
  });

  it('the owner only clicks the link of the attacker\'s sign-up: confirming needs the password chosen at sign-up, so the owner resets instead', async () => {
    const email = 'victim4@law.example';
    await t.caller({ ip: '198.51.100.69' }).auth.signUp({ email, password: 'attackers-password' });
    await t.runJobs();
    const link = tokenFrom(t.mailer.sent.find((m) => m.to === email)?.text, 'signup');
    // The owner does not know the attacker's password: the link confirms nothing, and stays usable.
    expect(await codeOf(t.caller({ ip: '203.0.113.33' }).auth.confirmEmail({ token: link, password: 'owners-guess' }))).toBe(`BAD_REQUEST: ${MSG.confirmWrongPassword}`);
    expect((await findUserByEmail(t.deps.db, email))?.emailVerified).toBe(false);
    expect(await codeOf(t.caller({ ip: freshIp() }).auth.signIn({ email, password: 'attackers-password' }))).toMatch(/^FORBIDDEN: Please confirm your email/);
    // The card's other way: a reset, which proves the mailbox, chooses the owner's password and confirms.
    t.mailer.sent.length = 0;
    await t.caller({ ip: '203.0.113.33' }).auth.requestPasswordReset({ email });
    await t.runJobs();
    const reset = tokenFrom(t.mailer.sent.find((m) => m.to === email)?.text, 'recovery');
    expect((await t.caller({ ip: '203.0.113.33' }).auth.resetPassword({ token: reset, password: 'owners-password' })).email).toBe(email);
    expect(await codeOf(t.caller({ ip: freshIp() }).auth.signIn({ email, password: 'attackers-password' }))).toBe('UNAUTHORIZED: Invalid email or password');
    // The reset changed the password: the attacker's link, even with the attacker's password, confirms nothing more.
    expect(await codeOf(t.caller({ ip: freshIp() }).auth.confirmEmail({ token: link, password: 'attackers-password' }))).toMatch(/^BAD_REQUEST: /);
  });

  it('a single sign-up confirmed by its own author still works as before', async () => {
    const email = 'plain@law.example';
    await t.caller().auth.signUp({ email, password: 'plain-password' });
    await t.runJobs();
    await t.caller().auth.confirmEmail({ token: tokenFrom(t.mailer.sent.find((m) => m.to === email)?.text, 'signup'), password: 'plain-password' });
    expect((await t.caller().auth.signIn({ email, password: 'plain-password' })).email).toBe(email);
  });
});

describe('two-factor required: staff reads of drafts and scheduled posts', () => {
  let pages: FastifyInstance;
  let editorCookie = '';
  let adminCookie = '';
  const draft = { slug: 'abuse-auth-draft', title: 'Unpublished zebra memo' };
  const scheduled = { slug: 'abuse-auth-scheduled', title: 'Scheduled quokka memo' };

  beforeAll(async () => {
    if (!fs.existsSync(path.join(DIST, 'server', 'entry-server.js'))) throw new Error(`no client build in ${DIST}: run npm run build first`);
    pages = await buildApp({ deps: t.deps, sql: t.database.sql, dist: DIST, logger: false });
    await pages.ready();
    const admin = await upsertStaffUser(t.deps.db, { email: 'gate-admin@law.example', password: 'gate-password', role: 'admin' });
    const editor = await upsertStaffUser(t.deps.db, { email: 'gate-editor@law.example', password: 'gate-password', role: 'editor' });
    const asAdmin = await t.callerAs(admin.id);
    const asEditor = await t.callerAs(editor.id);
    const fields = (p: { slug: string; title: string }, over: object) => ({
      ...p,
      locale: 'en' as const,
      description: 'A post made by the abuse tests.',
      category: 'Abuse Tests',
      imageUrl: '',
      content: '## Heading\nA paragraph long enough to pass the fifty character minimum of content.',
      featured: false,
      ...over,
    });
    await asEditor.posts.create(fields(draft, { published: false }));
    await asEditor.posts.create(fields(scheduled, { published: true, publishAt: new Date(Date.now() + 7 * 86_400_000) }));
    const { secret } = await asAdmin.account.startTwoFactor();
    await asAdmin.account.enableTwoFactor({ code: codeFor(secret) });
    await asAdmin.team.setTwoFactorRequired({ required: true });
    editorCookie = `session=${(await t.deps.sessions.create(editor.id)).id}`;
    adminCookie = `session=${(await t.deps.sessions.create(admin.id)).id}`;
  }, 60_000);
  afterAll(() => pages?.close());

  async function asCaller(cookie: string) {
    const { user, session } = await t.deps.sessions.validate(cookie.replace('session=', ''));
    return t.caller({ user, session });
  }

  it('posts.bySlug hides them from an editor without two-factor, and still shows them to the admin who has it', async () => {
    const editor = await asCaller(editorCookie);
    const admin = await asCaller(adminCookie);
    for (const p of [draft, scheduled]) {
      expect(await editor.posts.bySlug({ locale: 'en', slug: p.slug })).toBeNull();
      expect(await admin.posts.bySlug({ locale: 'en', slug: p.slug })).toMatchObject({ title: p.title, published: false });
    }
  });

  it('the post page answers 404 to that editor, and shows the post to the admin', async () => {
    for (const p of [draft, scheduled]) {
      const editor = await pages.inject({ url: `/blog/${p.slug}`, headers: { cookie: editorCookie } });
      expect(editor.statusCode).toBe(404);
      expect(editor.body).not.toContain(p.title);
      const admin = await pages.inject({ url: `/blog/${p.slug}`, headers: { cookie: adminCookie } });
      expect(admin.statusCode).toBe(200);
      expect(admin.body).toContain(p.title);
    }
  });
});

describe('a staff member resets their own two-factor only with a code', () => {
  it('the Team tab reset refuses the administrator\'s own account with a sentence pointing to the profile', async () => {
    const admin = await upsertStaffUser(t.deps.db, { email: 'self-reset@law.example', password: 'self-password', role: 'admin' });
    const me = await t.callerAs(admin.id);
    const { secret } = await me.account.startTwoFactor();
    await me.account.enableTwoFactor({ code: codeFor(secret) });
    const answer = await codeOf(me.team.resetTwoFactor({ userId: admin.id }));
    expect(answer).toMatch(/^BAD_REQUEST: .*profile page/);
    expect(answer).toBe(`BAD_REQUEST: ${OWN_TWO_FACTOR}`);
    expect((await me.account.twoFactorStatus()).enabled).toBe(true);
    const resets = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'two_factor.reset'));
    expect(resets.filter((r) => r.targetId === admin.id)).toHaveLength(0);
  });
});
