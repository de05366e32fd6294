import { DomainError } from '../errors';
import { and, eq, ne } from 'drizzle-orm';
import { newSessionRow, type AuthSession, type SessionCookie, type SessionStore, type SessionUser } from '../auth/lucia';
import type { Db } from '../db/client';
import { sessions as sessionsTable, users, type User } from '../db/schema';
import { MSG } from '@shared/auth-messages';
import type { Locale } from '@shared/locales';
import { addJob } from '../jobs/queue';
import { recordAudit } from './audit';
import { deviceCookie, trustedDevice } from './devices';
import { dummyPasswordHash, hashPassword, UNUSABLE_PASSWORD, verifyPassword } from './passwords';
import type { RateLimiter } from './rate-limit';
import { consumeEmailToken, peekEmailToken, revokeConfirmTokens, revokeResetTokens } from './tokens';
import { queueApprovalRequests } from './team';
import { createSignInTicket } from './totp';
import { findUserByEmail, newUserId } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_CONFIRMED = 'Please confirm your email address before signing in. Check your inbox for the confirmation link.';
export const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export interface AuthDeps {
  db: Db;
  sessions: SessionStore;
  limiter: RateLimiter;
  config: { publicUrl: string; secureCookies: boolean };
}

interface Caller {
  ip: string;
  locale: Locale;
  /** The browser's device cookie (server/services/devices.ts), if it sent one. */
  deviceCookie?: string | undefined;
}

/** A complete sign-in: the session, and the device cookie to send so this browser is trusted next time. */
export interface SignedIn {
  session: AuthSession;
  user: SessionUser;
  device: SessionCookie;
}

export function toSessionUser(row: User): SessionUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role, emailVerified: row.emailVerified };
}

/** A correct password for an account with two-factor on: no session yet, the code step comes next. */
export interface TwoFactorPending {
  twoFactorTicket: string;
  // Never present: reading a user field of a sign-in answer stays typed (undefined here).
  id?: never;
  email?: never;
  role?: never;
}

/**
 * Password step of sign-in. Without two-factor the session is created, with its audit entry, in one
 * transaction. With two-factor on, only a short-lived ticket is made (server/services/totp.ts).
 * A wrong password is recorded with the e-mail that was tried.
 *
 * Limits (decision 0007, OWASP's device cookies): every attempt takes a point from the client address and from the
 * account, or, from a browser that signed in to this account before, from that browser's own counter instead
 * of the account's; so ten wrong passwords from elsewhere slow guessing without refusing the owner's browsers.
 * Points are taken before Argon2 runs (a burst cannot outrun them) and a correct password gives them back:
 * only failures count. With two-factor on, the account's (or browser's) point is kept until the code step
 * succeeds, so the tickets, and the code guesses they allow, stay bounded too.
 */
export async function signIn(
  deps: AuthDeps,
  caller: Caller,
  input: { email: string; password: string },
): Promise<SignedIn | { session: null; pending: TwoFactorPending }> {
  await deps.limiter.consume('signInChecks', { ip: caller.ip });
  const row = await findUserByEmail(deps.db, input.email);
  const device = row ? await trustedDevice(deps.db, caller.deviceCookie, row.id) : null;
  const budget = device ? { device } : { email: input.email };
  await deps.limiter.consume('signIn', { ip: caller.ip, ...budget });
  // Always one Argon2 verification, so an unknown account costs the same time as a wrong password.
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !ok) {
    await recordAudit(deps.db, {
      actor: { id: row?.id ?? null, email: input.email.trim().toLowerCase().slice(0, 254) },
      action: 'auth.sign_in_failed',
      changes: { step: 'password' },
      ip: caller.ip,
    });
    throw new DomainError('unauthenticated', 'invalidCredentials', INVALID_CREDENTIALS);
  }
  await deps.limiter.reward('signIn', { ip: caller.ip });
  if (!row.emailVerified) {
    await deps.limiter.reward('signIn', budget);
    throw new DomainError('forbidden', 'emailNotConfirmed', EMAIL_NOT_CONFIRMED);
  }
  if (row.totpSecret) return { session: null, pending: { twoFactorTicket: await createSignInTicket(deps.db, row.id) } };
  const session = await deps.db.transaction(async (tx) => {
    const [created] = await tx.insert(sessionsTable).values(newSessionRow(row.id)).returning();
    if (!created) throw new Error('session insert returned nothing');
    await recordAudit(tx, { actor: { id: row.id, email: row.email }, action: 'auth.sign_in', target: { type: 'user', id: row.id, label: row.email }, ip: caller.ip });
    return { ...created, fresh: true };
  });
  // The browser's counter starts again (it knew the password); the account keeps its failures, not this success.
  if (device) await deps.limiter.reset('signIn', { device });
  else await deps.limiter.reward('signIn', budget);
  return { session, user: toSessionUser(row), device: await deviceCookie(deps.db, caller.deviceCookie, row.id, deps.config.secureCookies) };
}

/** Ends this session and records it, in one transaction. */
export async function signOut(deps: AuthDeps, who: { userId: string; email: string; sessionId: string; ip: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(sessionsTable).where(eq(sessionsTable.id, who.sessionId));
    await recordAudit(tx, { actor: { id: who.userId, email: who.email }, action: 'auth.sign_out', target: { type: 'user', id: who.userId, label: who.email }, ip: who.ip });
  });
}

/**
 * Open sign-up without a staff role (decision 0005). The answer is the same whether or not the address
 * already has an account; its owner gets an e-mail instead, so sign-up cannot be used to find accounts.
 * E-mail goes through the job queue, added in the same transaction as the account.
 */
export async function signUp(deps: AuthDeps, caller: Caller, input: { email: string; password: string }): Promise<void> {
  await deps.limiter.consume('signUp', { ip: caller.ip, email: input.email });
  const passwordHash = await hashPassword(input.password);
  const job = { email: input.email.trim().toLowerCase(), locale: caller.locale };
  await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ id: newUserId(), email: job.email, passwordHash, role: null, emailVerified: false })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) return addJob(tx, 'confirm_link', job);
    const [existing] = await tx.select().from(users).where(eq(users.email, job.email)).limit(1);
    if (existing && !existing.emailVerified) {
      // Nobody has proved this address yet, so no password chosen for it can be trusted: the first sign-up may
      // be an attacker's, waiting for the owner's confirmation click to activate it, and the last one may be
      // too. Both are discarded, the confirmation links sent so far end, and the address gets a link that
      // chooses a password (a reset link: it also confirms the address), with a sentence saying why.
      await tx.update(users).set({ passwordHash: UNUSABLE_PASSWORD, updatedAt: new Date() }).where(eq(users.id, existing.id));
      await revokeConfirmTokens(tx, existing.id);
      await addJob(tx, 'signup_again', job);
    } else if (existing) {
      await addJob(tx, 'account_exists', job);
    }
  });
}

/** Queues the link; whether the address has an account waiting is decided by the worker, so both answers take the same time. */
export async function resendConfirmation(deps: AuthDeps, caller: Caller, input: { email: string }): Promise<void> {
  await deps.limiter.consume('resendConfirmation', { ip: caller.ip, email: input.email });
  await addJob(deps.db, 'confirm_link', { email: input.email.trim().toLowerCase(), locale: caller.locale });
}

/**
 * Confirms the address, and only for the person who chose the account's password (decision 0006, pre-hijack): the
 * link proves the mailbox, the password proves the sign-up was theirs. Someone else may have signed up with
 * this address first; its owner then does not know the password and resets it instead (a reset confirms too).
 * Never for an account whose password a second sign-up discarded: its resent link chooses one instead.
 * A wrong password keeps the link usable; the attempts count toward the address's sign-in checks.
 */
export async function confirmEmail(deps: AuthDeps, caller: Pick<Caller, 'ip'>, input: { token: string; password: string }): Promise<void> {
  await deps.limiter.consume('signInChecks', { ip: caller.ip });
  const userId = await peekEmailToken(deps.db, input.token, 'confirm');
  const [account] = userId ? await deps.db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
  if (!account || account.passwordHash === UNUSABLE_PASSWORD) throw new DomainError('invalid', 'invalidLink', INVALID_LINK);
  if (!(await verifyPassword(account.passwordHash, input.password))) throw new DomainError('invalid', 'confirmWrongPassword', MSG.confirmWrongPassword);
  await deps.db.transaction(async (tx) => {
    const consumed = await consumeEmailToken(tx, input.token, 'confirm');
    if (consumed !== account.id) throw new DomainError('invalid', 'invalidLink', INVALID_LINK);
    // The password checked above must still be the account's: a second sign-up meanwhile discards it.
    const [row] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, account.id), eq(users.passwordHash, account.passwordHash)))
      .returning({ id: users.id, role: users.role });
    if (!row) throw new DomainError('invalid', 'invalidLink', INVALID_LINK);
    // Now it waits for a role: the administrators are told (an account approved before confirming is not waiting).
    if (row.role === null) await queueApprovalRequests(tx, row.id);
  });
}

/** Same answer, in the same time, whether or not the address has an account (decision 0006): the worker looks it up. */
export async function requestPasswordReset(deps: AuthDeps, caller: Caller, input: { email: string }): Promise<void> {
  await deps.limiter.consume('resetRequest', { ip: caller.ip, email: input.email });
  await addJob(deps.db, 'reset_link', { email: input.email.trim().toLowerCase(), locale: caller.locale });
}

/**
 * Sets the new password from an e-mailed token, ends every session and every other reset link of the
 * account, and signs this browser in (the link proved the mailbox, which also confirms the address), or,
 * with two-factor on, hands back a ticket for the code step.
 * One transaction: if any step fails, nothing changed and the link still works.
 * No sign-in limit applies: the link is the proof, so an attacker who exhausted the account's budget
 * cannot refuse the owner's reset (nor the code step after it, limited per ticket, address and browser).
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  caller: Pick<Caller, 'deviceCookie'> = {},
): Promise<SignedIn | { session: null; pending: TwoFactorPending }> {
  // A link that cannot work costs no Argon2; the hash is made before the transaction, which stays short.
  if (!(await peekEmailToken(deps.db, input.token, 'reset'))) throw new DomainError('invalid', 'invalidLink', INVALID_LINK);
  const passwordHash = await hashPassword(input.password);
  const result = await deps.db.transaction(async (tx) => {
    // Consumed here, not peeked: of two uses of the same link at once, one wins.
    const userId = await consumeEmailToken(tx, input.token, 'reset');
    if (!userId) throw new DomainError('invalid', 'invalidLink', INVALID_LINK);
    const [before] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new DomainError('invalid', 'invalidLink', INVALID_LINK);
    // A reset confirms the address too: a sign-up confirmed this way now waits for a role, as after confirmEmail.
    if (before && !before.emailVerified && row.role === null) await queueApprovalRequests(tx, userId);
    await revokeResetTokens(tx, userId);
    await tx.delete(sessionsTable).where(eq(sessionsTable.userId, userId));
    // The link proves the mailbox, not the second factor: with two-factor on, the code step still follows.
    if (row.totpSecret) return { session: null, pending: { twoFactorTicket: await createSignInTicket(tx, userId) } };
    const [session] = await tx.insert(sessionsTable).values(newSessionRow(userId)).returning();
    if (!session) throw new Error('session insert returned nothing');
    return { session: { ...session, fresh: true }, user: toSessionUser(row) };
  });
  if (!result.session) return result;
  return { ...result, device: await deviceCookie(deps.db, caller.deviceCookie, result.user.id, deps.config.secureCookies) };
}

/**
 * Signed-in change: the current password is checked on the server, with sign-in's rate limits (a stolen
 * session must not become a password oracle); every other session and every reset link ends (decision 0006).
 */
export async function updatePassword(
  deps: AuthDeps,
  who: { userId: string; email: string; sessionId: string; ip: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await deps.limiter.consume('updatePassword', { ip: who.ip, email: who.email });
  const [row] = await deps.db.select().from(users).where(eq(users.id, who.userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new DomainError('invalid', 'wrongCurrentPassword', WRONG_CURRENT_PASSWORD);
  }
  await deps.limiter.reward('updatePassword', { ip: who.ip });
  await deps.limiter.reset('updatePassword', who.email);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, who.userId));
    await revokeResetTokens(tx, who.userId);
    await tx.delete(sessionsTable).where(and(eq(sessionsTable.userId, who.userId), ne(sessionsTable.id, who.sessionId)));
  });
}

export async function updateProfile(deps: AuthDeps, userId: string, input: { name: string }): Promise<SessionUser> {
  const [row] = await deps.db.update(users).set({ name: input.name, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!row) throw new DomainError('not-found', 'accountNotFound', 'Account not found');
  return toSessionUser(row);
}
