import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionCookie } from '../../server/auth/lucia';
import { auditLog, rateLimits, recoveryCodes, sessions } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { TWO_FACTOR_MSG } from '@shared/schemas/two-factor';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { loadErrorTexts } from '../../src/lib/error-texts';
import { translateMessage } from '../../src/lib/translate-message';
import { domainDataOf } from '../../server/errors';
import { domainErrorOf } from '../../server/trpc/errors';
import type { ErrorDomain } from '@shared/error-domain';
import { createTestApp, type TestApp } from '../helpers/app';
import { codeOf } from '../helpers/outcome';

const PASSWORD = 'staff-password-1';
const codeFor = (secret: string) => generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);
/** The code step's ticket from a sign-in answer ('' when it signed in outright). */
const ticketOf = (answer: object): string => ('twoFactorTicket' in answer && typeof answer.twoFactorTicket === 'string' ? answer.twoFactorTicket : '');

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh address per test: sign-in's per-IP budget is not what these tests are about. */
  const anon = (setCookie?: (c: SessionCookie) => void) => t.caller({ ip: `10.9.0.${++ipCounter}`, ...(setCookie ? { setCookie } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A staff account with two-factor on; the clock then moves one step on, so the enrolment code is spent. */
  async function enrolled(email: string, role: 'admin' | 'editor' = 'editor') {
    const user = await upsertStaffUser(t.deps.db, { email, password: PASSWORD, role });
    const me = await t.callerAs(user.id);
    const { secret, uri, qrDataUrl } = await me.account.startTwoFactor();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const { recoveryCodes: codes } = await me.account.enableTwoFactor({ code: codeFor(secret) });
    return { user, me, secret, codes };
  }

  /** Moves Date (only) 30 s on, into the next TOTP step; the database clock is not involved. */
  function nextStep() {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
  }

  it('enrols with a code from the shown key, then hands out ten recovery codes kept only as hashes', async () => {
    const user = await upsertStaffUser(t.deps.db, { email: 'enrol@example.com', password: PASSWORD, role: 'editor' });
    const me = await t.callerAs(user.id);
    expect((await me.account.twoFactorStatus()).enabled).toBe(false);
    const { secret } = await me.account.startTwoFactor();
    expect(await codeOf(me.account.enableTwoFactor({ code: '000000' === codeFor(secret) ? '111111' : '000000' }))).toBe(`BAD_REQUEST: ${TWO_FACTOR_MSG.invalidCode}`);
    const { recoveryCodes: codes } = await me.account.enableTwoFactor({ code: codeFor(secret) });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const status = await me.account.twoFactorStatus();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const stored = await t.deps.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    for (const row of stored) for (const c of codes) expect(row.codeHash).not.toContain(c.replace(/-/g, ''));
    expect(await codeOf(me.account.startTwoFactor())).toBe(`BAD_REQUEST: ${TWO_FACTOR_MSG.alreadyOn}`);
  });

  it('asks for the code after a correct password: no session until then; a wrong or reused code is refused, a fresh one signs in', async () => {
    const { user, secret } = await enrolled('signin@example.com');
    const before = (await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    const cookies: SessionCookie[] = [];
    const caller = anon((c) => cookies.push(c));

    const first = await caller.auth.signIn({ email: 'signin@example.com', password: PASSWORD });
    expect(first).toEqual({ twoFactorTicket: expect.any(String) });
    expect(first.email).toBeUndefined();
    expect(cookies).toHaveLength(0);
    expect((await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(before);
    const ticket = ticketOf(first);

    // The enrolment's code, still in its 30-second step: each code works once.
    expect(await codeOf(caller.auth.signInCode({ ticket, code: codeFor(secret) }))).toBe(`UNAUTHORIZED: ${TWO_FACTOR_MSG.invalidCode}`);
    expect(await codeOf(caller.auth.signInCode({ ticket, code: '12345a' }))).toBe(`UNAUTHORIZED: ${TWO_FACTOR_MSG.invalidCode}`);
    expect(cookies).toHaveLength(0);

    nextStep();
    const fresh = codeFor(secret);
    const signed = await caller.auth.signInCode({ ticket, code: fresh });
    expect(signed.email).toBe('signin@example.com');
    // The session, and the device cookie that lets this browser past the account's lock-out next time.
    expect(cookies.map((c) => c.name)).toEqual(['session', 'device']);
    expect(cookies[0]?.value).toBeTruthy();

    // The same code again, with a new ticket: refused (once per time step).
    const again = await anon().auth.signIn({ email: 'signin@example.com', password: PASSWORD });
    expect(await codeOf(anon().auth.signInCode({ ticket: ticketOf(again), code: fresh }))).toBe(`UNAUTHORIZED: ${TWO_FACTOR_MSG.invalidCode}`);
  });

  it('accepts each recovery code once', async () => {
    const { codes } = await enrolled('recovery@example.com');
    const code = codes[3] ?? '';
    const one = await anon().auth.signIn({ email: 'recovery@example.com', password: PASSWORD });
    expect((await anon().auth.signInCode({ ticket: ticketOf(one), code: code.toUpperCase() })).email).toBe('recovery@example.com');
    const two = await anon().auth.signIn({ email: 'recovery@example.com', password: PASSWORD });
    expect(await codeOf(anon().auth.signInCode({ ticket: ticketOf(two), code }))).toBe(`UNAUTHORIZED: ${TWO_FACTOR_MSG.invalidCode}`);
    expect((await anon().auth.signInCode({ ticket: ticketOf(two), code: codes[4] ?? '' })).email).toBe('recovery@example.com');
  });

  it('refuses an unknown ticket, and a ticket after five wrong codes even with the right one', async () => {
    const { secret } = await enrolled('ticket@example.com');
    nextStep();
    expect(await codeOf(anon().auth.signInCode({ ticket: 'x'.repeat(43), code: codeFor(secret) }))).toBe(`UNAUTHORIZED: ${TWO_FACTOR_MSG.ticketExpired}`);
    const twoFactorTicket = ticketOf(await anon().auth.signIn({ email: 'ticket@example.com', password: PASSWORD }));
    for (let i = 0; i < 5; i++) expect(await codeOf(anon().auth.signInCode({ ticket: twoFactorTicket, code: '999999a' }))).toMatch(/^UNAUTHORIZED/);
    expect(await codeOf(anon().auth.signInCode({ ticket: twoFactorTicket, code: codeFor(secret) }))).toBe(`UNAUTHORIZED: ${TWO_FACTOR_MSG.ticketExpired}`);
  });

  it('the ticket expires after five minutes', async () => {
    const { secret } = await enrolled('expiry@example.com');
    const twoFactorTicket = ticketOf(await anon().auth.signIn({ email: 'expiry@example.com', password: PASSWORD }));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1000 });
    expect(await codeOf(anon().auth.signInCode({ ticket: twoFactorTicket, code: codeFor(secret) }))).toBe(`UNAUTHORIZED: ${TWO_FACTOR_MSG.ticketExpired}`);
  });

  it('bounds code guessing by tickets: five codes a ticket, and at most ten tickets a quarter hour for browsers new to the account', async () => {
    // Decision 0007: the code step no longer counts against the account's budget (an attacker fills that one);
    // the password steps that hand out tickets do, and a correct password keeps its point until a code succeeds.
    const { secret } = await enrolled('limited@example.com');
    await t.deps.db.delete(rateLimits);
    const outcomes: string[] = [];
    const tickets: string[] = [];
    for (let i = 0; i < 10; i++) tickets.push(ticketOf(await anon().auth.signIn({ email: 'limited@example.com', password: PASSWORD })));
    for (const ticket of tickets.slice(0, 2)) {
      for (let i = 0; i < 6; i++) outcomes.push(await codeOf(anon().auth.signInCode({ ticket, code: '000000a' })));
    }
    expect(outcomes.map((o) => o.split(':')[0])).toEqual(Array<string>(12).fill('UNAUTHORIZED'));
    expect(outcomes[5]).toBe(`UNAUTHORIZED: ${TWO_FACTOR_MSG.ticketExpired}`);
    expect(await codeOf(anon().auth.signIn({ email: 'limited@example.com', password: PASSWORD }))).toMatch(/^TOO_MANY_REQUESTS: Too many attempts/);
    // A ticket already handed out still takes the right code.
    nextStep();
    expect((await anon().auth.signInCode({ ticket: tickets[9] ?? '', code: codeFor(secret) })).email).toBe('limited@example.com');
  });

  it('turning it off needs a current code; then sign-in asks for the password only', async () => {
    const { me, secret } = await enrolled('off@example.com');
    expect(await codeOf(me.account.disableTwoFactor({ code: codeFor(secret) }))).toBe(`BAD_REQUEST: ${TWO_FACTOR_MSG.invalidCode}`);
    nextStep();
    await me.account.disableTwoFactor({ code: codeFor(secret) });
    expect((await me.account.twoFactorStatus()).enabled).toBe(false);
    expect((await anon().auth.signIn({ email: 'off@example.com', password: PASSWORD })).email).toBe('off@example.com');
    const actions = (await t.deps.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'off@example.com'))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['two_factor.enable', 'two_factor.disable']));
  });

  it('a password-reset link does not skip the code', async () => {
    const { secret } = await enrolled('reset2fa@example.com');
    await t.caller({ ip: '10.9.9.9' }).auth.requestPasswordReset({ email: 'reset2fa@example.com' });
    await t.runJobs();
    const mail = t.mailer.sent.find((m) => m.to === 'reset2fa@example.com');
    const token = /\/auth\/reset\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const cookies: SessionCookie[] = [];
    const result = await anon((c) => cookies.push(c)).auth.resetPassword({ token, password: 'a-new-password-1' });
    expect(result).toEqual({ twoFactorTicket: expect.any(String) });
    // No session (only the e-mailed link's cookie is cleared, its work done).
    expect(cookies.map((c) => `${c.name}=${c.value}`)).toEqual(['auth_link=']);
    nextStep();
    expect((await anon().auth.signInCode({ ticket: ticketOf(result), code: codeFor(secret) })).email).toBe('reset2fa@example.com');
  });

  it('answers the code step with messages the Spanish and French sign-in pages translate', async () => {
    loadAllLocales();
    await Promise.all([loadErrorTexts('es'), loadErrorTexts('fr')]);
    const { secret } = await enrolled('words@example.com');
    const answers = [
      await codeOf(anon().auth.signInCode({ ticket: 'y'.repeat(43), code: codeFor(secret) })),
      await codeOf(anon().auth.signInCode({ ticket: ticketOf(await anon().auth.signIn({ email: 'words@example.com', password: PASSWORD })), code: 'abcdefgh' })),
    ].map((a) => a.replace(/^[A-Z_]+: /, ''));
    expect(answers).toEqual([TWO_FACTOR_MSG.ticketExpired, TWO_FACTOR_MSG.invalidCode]);
    // The pages translate a refusal by its code, and the form's own message by its constant.
    const refusalOf = (call: Promise<unknown>) => call.then(() => undefined, (err: unknown) => domainErrorOf(err));
    const codes = [
      await refusalOf(anon().auth.signInCode({ ticket: 'y'.repeat(43), code: codeFor(secret) })),
      await refusalOf(anon().auth.signInCode({ ticket: ticketOf(await anon().auth.signIn({ email: 'words@example.com', password: PASSWORD })), code: 'abcdefgh' })),
    ].map((e) => e && domainDataOf(e));
    expect(codes.map((d) => d?.code)).toEqual(['ticketExpired', 'invalidCode']);
    const shown: [string, ErrorDomain | undefined][] = [[answers[0] ?? '', codes[0]], [answers[1] ?? '', codes[1]], [TWO_FACTOR_MSG.code, undefined]];
    for (const locale of ['es', 'fr'] as const) {
      const m = i18nObject(locale).auth.messages;
      for (const [english, domain] of shown) {
        const out = translateMessage(english, locale, m, undefined, domain);
        expect(out, english).not.toBe(english);
        expect(out, english).not.toBe(m.generic());
      }
    }
  });

  describe('required for all staff', () => {
    it('an admin must use it before requiring it; then staff without it get FORBIDDEN everywhere but their profile', async () => {
      const plainAdmin = await upsertStaffUser(t.deps.db, { email: 'plain-admin@example.com', password: PASSWORD, role: 'admin' });
      expect(await codeOf((await t.callerAs(plainAdmin.id)).team.setTwoFactorRequired({ required: true }))).toMatch(/^BAD_REQUEST: Turn on two-factor/);

      const { me: admin } = await enrolled('req-admin@example.com', 'admin');
      const editor = await upsertStaffUser(t.deps.db, { email: 'req-editor@example.com', password: PASSWORD, role: 'editor' });
      const asEditor = await t.callerAs(editor.id);
      expect(await codeOf(asEditor.posts.adminList({}))).toBe('ok');

      await admin.team.setTwoFactorRequired({ required: true });
      expect(await admin.team.twoFactorRequired()).toEqual({ required: true });
      expect(await codeOf(asEditor.posts.adminList({}))).toBe(`FORBIDDEN: ${TWO_FACTOR_MSG.required}`);
      expect(await codeOf(asEditor.resources.adminList({}))).toBe(`FORBIDDEN: ${TWO_FACTOR_MSG.required}`);
      expect((await asEditor.auth.me())?.twoFactorSetupNeeded).toBe(true);
      expect((await admin.auth.me())?.twoFactorSetupNeeded).toBe(false);
      // The way out stays open: the profile and enrolment.
      expect(await codeOf(asEditor.account.updateProfile({ name: 'Ed' }))).toBe('ok');
      const { secret } = await asEditor.account.startTwoFactor();
      await asEditor.account.enableTwoFactor({ code: codeFor(secret) });
      expect(await codeOf(asEditor.posts.adminList({}))).toBe('ok');
      expect((await asEditor.auth.me())?.twoFactorSetupNeeded).toBe(false);

      // An admin resets it (lost phone): blocked again until re-enrolled, and the audit log says who did it.
      await admin.team.resetTwoFactor({ userId: editor.id });
      expect(await codeOf(asEditor.posts.adminList({}))).toBe(`FORBIDDEN: ${TWO_FACTOR_MSG.required}`);
      const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'two_factor.reset'));
      expect(entry).toMatchObject({ actorEmail: 'req-admin@example.com', targetId: editor.id, targetLabel: 'req-editor@example.com' });
      const required = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'settings.two_factor_required'));
      expect(required[0]?.changes).toEqual({ required: { before: false, after: true } });

      await admin.team.setTwoFactorRequired({ required: false });
      expect(await codeOf(asEditor.posts.adminList({}))).toBe('ok');
    });
  });
});
