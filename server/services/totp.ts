import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32LowerCaseNoPadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { DomainError } from '../errors';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { newSessionRow, type AuthSession, type SessionCookie } from '../auth/lucia';
import type { Db } from '../db/client';
import { recoveryCodes, sessions, settings, signInTickets, users, type User } from '../db/schema';
import { getFirm } from './firm-settings';
import {
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  SIGN_IN_TICKET_ATTEMPTS,
  SIGN_IN_TICKET_MINUTES,
  TWO_FACTOR_MSG,
} from '@shared/schemas/two-factor';
import { recordAudit, type AuditActor } from './audit';
import { deviceCookie, trustedDevice } from './devices';
import type { RateLimiter } from './rate-limit';
import { TWO_FACTOR_REQUIRED } from './settings';

/**
 * Two-factor sign-in with TOTP (RFC 6238: 30-second steps, 6 digits, SHA-1, what every authenticator app
 * reads from the otpauth:// URI), via @oslojs/otp. A code is accepted once: the step it belongs to is stored
 * and a code of that step or an earlier one is refused. Recovery codes are random, single use, stored as
 * SHA-256 (they carry 60 random bits, so a fast hash is enough, as for the e-mail tokens).
 */
const PERIOD = 30;
const DIGITS = 6;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TwoFactorDeps {
  db: Db;
  limiter: RateLimiter;
}

export interface Who {
  id: string;
  email: string;
  ip: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD);

/**
 * The time step of `code` for `secret` if it is current (one step of clock drift either way) and newer than
 * `lastStep`; null otherwise.
 */
export function matchTotp(secret: string, code: string, lastStep: number | null, now = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = decodeBase32IgnorePadding(secret);
  const step = stepAt(now);
  let found: number | null = null;
  for (const s of [step - 1, step, step + 1]) {
    const expected = Buffer.from(generateHOTP(key, BigInt(s), DIGITS));
    // Every candidate is compared, matched or not, in constant time.
    if (timingSafeEqual(expected, Buffer.from(code)) && (lastStep === null || s > lastStep)) found ??= s;
  }
  return found;
}

function newRecoveryCode(): string {
  const raw = encodeBase32LowerCaseNoPadding(randomBytes(8)).slice(0, 12);
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;
}

async function lockUser(tx: Tx, userId: string): Promise<User> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new DomainError('not-found', 'accountNotFound', 'Account not found');
  return row;
}

/**
 * Checks a TOTP code or, failing that, a recovery code, and uses it up (the step is stored, the recovery
 * code marked used). The user row must be locked by the caller's transaction.
 */
async function useCode(tx: Tx, user: User, code: string, now: Date): Promise<'totp' | 'recovery_code' | null> {
  if (!user.totpSecret) return null;
  const trimmed = code.trim();
  const step = matchTotp(user.totpSecret, trimmed, user.totpLastStep, now);
  if (step !== null) {
    await tx.update(users).set({ totpLastStep: step }).where(eq(users.id, user.id));
    return 'totp';
  }
  const normalized = normalizeRecoveryCode(trimmed);
  if (!/^[a-z2-7]{12}$/.test(normalized)) return null;
  const [used] = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, sha256(normalized)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used ? 'recovery_code' : null;
}

// ---------------------------------------------------------------- status and the staff gate

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
  /** An administrator requires two-factor for all staff. */
  required: boolean;
}

export async function twoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const gate = await twoFactorGate(db, userId);
  const [row] = await db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: gate.enabled, enabledAt: row?.enabledAt ?? null, recoveryCodesLeft: gate.enabled ? (left?.n ?? 0) : 0, required: gate.required };
}

/** One query: is two-factor on for this account, and is it required of all staff? */
export async function twoFactorGate(db: Pick<Db, 'select'>, userId: string): Promise<{ enabled: boolean; required: boolean }> {
  const [row] = await db
    .select({
      enabled: sql<boolean>`${users.totpSecret} is not null`,
      required: sql<boolean>`coalesce((select ${settings.value} = 'true'::jsonb from ${settings} where ${settings.key} = ${TWO_FACTOR_REQUIRED}), false)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { enabled: row?.enabled === true, required: row?.required === true };
}

// ---------------------------------------------------------------- enrolment

export interface Enrolment {
  /** The key in base32, for typing into an app by hand. */
  secret: string;
  uri: string;
  /** The URI as a QR code: an SVG data URL (made here, so the browser bundle carries no QR library). */
  qrDataUrl: string;
}

/** Starts (or restarts) enrolment: a new key, kept aside until a code from it proves the app has it. */
export async function startEnrolment(db: Db, who: Pick<Who, 'id' | 'email'>): Promise<Enrolment> {
  const secret = encodeBase32UpperCaseNoPadding(randomBytes(20));
  const [row] = await db
    .update(users)
    .set({ totpPendingSecret: secret })
    .where(and(eq(users.id, who.id), isNull(users.totpSecret)))
    .returning({ id: users.id });
  if (!row) throw new DomainError('invalid', 'twoFactorAlreadyOn', TWO_FACTOR_MSG.alreadyOn);
  const uri = createTOTPKeyURI((await getFirm(db)).shortName, who.email, decodeBase32IgnorePadding(secret), PERIOD, DIGITS);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Turns two-factor on with a code from the pending key; returns the ten recovery codes, shown once. */
export async function enableTwoFactor(deps: TwoFactorDeps, who: Who, input: { code: string }, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  await deps.limiter.consume('updatePassword', { ip: who.ip, email: who.email });
  const codes = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, who.id);
    if (user.totpSecret) throw new DomainError('invalid', 'twoFactorAlreadyOn', TWO_FACTOR_MSG.alreadyOn);
    if (!user.totpPendingSecret) throw new DomainError('invalid', 'twoFactorNotEnrolling', TWO_FACTOR_MSG.notEnrolling);
    const step = matchTotp(user.totpPendingSecret, input.code.trim(), null, now);
    if (step === null) throw new DomainError('invalid', 'invalidCode', TWO_FACTOR_MSG.invalidCode);
    await tx
      .update(users)
      .set({ totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
      .where(eq(users.id, who.id));
    const fresh = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, who.id));
    await tx.insert(recoveryCodes).values(fresh.map((c) => ({ userId: who.id, codeHash: sha256(normalizeRecoveryCode(c)) })));
    await recordAudit(tx, { actor: who, action: 'two_factor.enable', target: { type: 'user', id: who.id, label: who.email }, ip: who.ip });
    return fresh;
  });
  await deps.limiter.reward('updatePassword', { ip: who.ip });
  await deps.limiter.reset('updatePassword', who.email);
  return { recoveryCodes: codes };
}

/** Clears every two-factor trace of an account (key, pending key, recovery codes, waiting sign-ins). */
async function clearTwoFactor(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(signInTickets).where(eq(signInTickets.userId, userId));
}

/** Turns two-factor off; needs a current code (from the app, or a recovery code). */
export async function disableTwoFactor(deps: TwoFactorDeps, who: Who, input: { code: string }, now = new Date()): Promise<void> {
  await deps.limiter.consume('updatePassword', { ip: who.ip, email: who.email });
  const ok = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, who.id);
    if (!user.totpSecret) throw new DomainError('invalid', 'twoFactorNotOn', TWO_FACTOR_MSG.notOn);
    if (!(await useCode(tx, user, input.code, now))) return false;
    await clearTwoFactor(tx, who.id, now);
    await recordAudit(tx, { actor: who, action: 'two_factor.disable', target: { type: 'user', id: who.id, label: who.email }, ip: who.ip });
    return true;
  });
  if (!ok) throw new DomainError('invalid', 'invalidCode', TWO_FACTOR_MSG.invalidCode);
  await deps.limiter.reward('updatePassword', { ip: who.ip });
  await deps.limiter.reset('updatePassword', who.email);
}

/** An admin turns a member's two-factor off (lost phone and codes); the member can enrol again. */
export async function resetTwoFactorOf(tx: Tx, actor: AuditActor, ip: string, target: User, now = new Date()): Promise<void> {
  await clearTwoFactor(tx, target.id, now);
  await recordAudit(tx, {
    actor,
    action: 'two_factor.reset',
    target: { type: 'user', id: target.id, label: target.email },
    changes: { twoFactor: { before: target.totpSecret !== null, after: false } },
    ip,
  });
}

// ---------------------------------------------------------------- sign-in's second step

/** After a correct password: a ticket for the code step. Only its SHA-256 is stored. */
export async function createSignInTicket(db: Pick<Db, 'insert'>, userId: string, now = new Date()): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(signInTickets).values({
    ticketHash: sha256(ticket),
    userId,
    expiresAt: new Date(now.getTime() + SIGN_IN_TICKET_MINUTES * 60_000),
  });
  return ticket;
}

/**
 * The code step of sign-in. Each attempt counts against the ticket's own few attempts, the client address's
 * sign-in budget (a right code gives its point back) and, from a browser that signed in to the account
 * before, that browser's counter. Not against the account's budget: an attacker can fill that one, and the
 * owner holding a ticket (after the password, or after a reset link proved the mailbox) must still get in.
 * Code guesses stay bounded because tickets are: each password step keeps an account (or browser) point.
 * A right code ends the ticket and creates the session, with the audit entry, in one transaction.
 */
export async function completeSignIn(
  deps: TwoFactorDeps & { config: { secureCookies: boolean } },
  caller: { ip: string; deviceCookie?: string | undefined },
  input: { ticket: string; code: string },
  now = new Date(),
): Promise<{ session: AuthSession; user: User; device: SessionCookie }> {
  const hash = sha256(input.ticket);
  const [ticket] = await deps.db
    .update(signInTickets)
    .set({ attempts: sql`${signInTickets.attempts} + 1` })
    .where(and(eq(signInTickets.ticketHash, hash), gt(signInTickets.expiresAt, now), lt(signInTickets.attempts, SIGN_IN_TICKET_ATTEMPTS)))
    .returning({ userId: signInTickets.userId });
  if (!ticket) {
    await deps.limiter.consume('signIn', { ip: caller.ip });
    throw new DomainError('unauthenticated', 'ticketExpired', TWO_FACTOR_MSG.ticketExpired);
  }
  const device = await trustedDevice(deps.db, caller.deviceCookie, ticket.userId, now);
  await deps.limiter.consume('signIn', { ip: caller.ip, device: device ?? undefined });
  const result = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, ticket.userId);
    const actor = { id: user.id, email: user.email };
    const method = await useCode(tx, user, input.code, now);
    if (!method) {
      await recordAudit(tx, {
        actor,
        action: 'auth.sign_in_failed',
        target: { type: 'user', id: user.id, label: user.email },
        changes: { step: 'two-factor code' },
        ip: caller.ip,
      });
      return null;
    }
    await tx.delete(signInTickets).where(eq(signInTickets.ticketHash, hash));
    const [session] = await tx.insert(sessions).values(newSessionRow(user.id, now)).returning();
    if (!session) throw new Error('session insert returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'auth.sign_in',
      target: { type: 'user', id: user.id, label: user.email },
      changes: { secondFactor: method === 'totp' ? 'authenticator code' : 'recovery code' },
      ip: caller.ip,
    });
    return { session: { ...session, fresh: true }, user };
  });
  if (!result) throw new DomainError('unauthenticated', 'invalidCode', TWO_FACTOR_MSG.invalidCode);
  await deps.limiter.reward('signIn', { ip: caller.ip });
  if (device) await deps.limiter.reset('signIn', { device });
  return { ...result, device: await deviceCookie(deps.db, caller.deviceCookie, result.user.id, deps.config.secureCookies, now) };
}
