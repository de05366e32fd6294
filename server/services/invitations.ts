import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { newSessionRow, type StaffRole } from '../auth/lucia';
import type { Db } from '../db/client';
import { sessions, staffInvitations, users, type StaffInvitation } from '../db/schema';
import { DomainError } from '../errors';
import { INVITATION_GONE } from '@shared/schemas/team';
import { addJob } from '../jobs/queue';
import { recordAudit } from './audit';
import { toSessionUser, type AuthDeps, type SignedIn } from './auth';
import { deviceCookie } from './devices';
import { hashPassword } from './passwords';
import { hashToken, newLinkToken, revokeConfirmTokens, revokeResetTokens } from './tokens';
import type { TeamActor } from './team';
import { newUserId } from './users';

/**
 * Invitations (decision 0005, staff accounts): an administrator names an address and a role; the colleague's
 * e-mailed link sets their name and password and signs them in with that role, the address counting as
 * confirmed (the link proves the mailbox). Only the SHA-256 of the link's token is stored, written by the
 * worker when it sends the e-mail (server/jobs/tasks.ts), so neither the job table nor the invitation row
 * holds a usable link.
 */

/** How long an invitation's link works. */
export const INVITATION_TTL_DAYS = 7;
const DAY_MS = 86_400_000;

/** Pending invitations the Team tab lists (newest first); more than this many waiting would be a mistake. */
const LIST_MAX = 100;

export const INVITATION_MSG = {
  invalid: 'This invitation link is not valid. Open the link in your invitation e-mail again, or ask an administrator to invite you again.',
  used: 'This invitation has already been used. Sign in with the password you chose.',
  revoked: 'This invitation was withdrawn or replaced by a newer one. Use the link of the newest invitation e-mail, or ask an administrator to invite you again.',
  expired: 'This invitation has expired. Ask an administrator to invite you again.',
  accountExists: 'An account with this e-mail address already exists. Sign in with it (or reset its password); an administrator can give it a role in the Team tab.',
  gone: INVITATION_GONE,
} as const;

/** The database or a transaction. */
type Executor = Pick<Db, 'select'>;

/**
 * Invites `email` with `role`: refused for an address whose account is confirmed (give that one a role
 * instead); a pending invitation of the same address is withdrawn, so only the newest link works. The e-mail
 * goes through the queue, added in the same transaction, with the audit entry.
 *
 * An address with an unconfirmed account (a sign-up never confirmed) can be invited: accepting takes that
 * account over, as a reset link would, since whoever signed up never proved the mailbox.
 */
export async function inviteMember(db: Db, actor: TeamActor, input: { email: string; role: StaffRole }) {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // Two invitations of one address at once take turns (the partial unique index would refuse the second).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff_invitation:${email}`}))`);
    const [account] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email)).limit(1);
    if (account?.emailVerified) {
      throw new DomainError('conflict', 'inviteAccountExists', `${email} already has an account. Give it a role in the team list instead.`, { params: { email }, field: 'email' });
    }
    await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)));
    const [row] = await tx
      .insert(staffInvitations)
      .values({ email, role: input.role, invitedBy: actor.id, expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS) })
      .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt });
    if (!row) throw new Error('invitation insert returned nothing');
    await addJob(tx, 'staff_invite', { invitationId: row.id });
    await recordAudit(tx, {
      actor,
      action: 'team.invite',
      target: { type: 'invitation', id: row.id, label: email },
      changes: { role: { before: null, after: input.role } },
      ip: actor.ip,
    });
    return row;
  });
}

/** Invitations neither accepted nor withdrawn, newest first; an expired one stays listed (marked) until withdrawn or replaced. */
export async function listInvitations(db: Db, now = new Date()) {
  const rows = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
      invitedBy: users.email,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(LIST_MAX);
  return rows.map((r) => ({ ...r, expired: r.expiresAt <= now }));
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvitation(db: Db, actor: TeamActor, invitationId: string): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .returning();
    if (!row) throw new DomainError('not-found', 'invitationGone', INVITATION_MSG.gone);
    await recordAudit(tx, { actor, action: 'team.invite_revoked', target: { type: 'invitation', id: row.id, label: row.email }, changes: { role: { before: row.role, after: null } }, ip: actor.ip });
    return { ok: true as const };
  });
}

/**
 * The invitation of a link's token, if it can still be accepted; otherwise the refusal that says why (unknown,
 * used, withdrawn or replaced, expired), so the person knows whether to sign in or ask again.
 */
async function usableInvitation(db: Executor, token: string, opts: { lock?: boolean } = {}): Promise<StaffInvitation> {
  const query = db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, hashToken(token))).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('invalid', 'invitationInvalid', INVITATION_MSG.invalid);
  if (row.acceptedAt) throw new DomainError('invalid', 'invitationUsed', INVITATION_MSG.used);
  if (row.revokedAt) throw new DomainError('invalid', 'invitationRevoked', INVITATION_MSG.revoked);
  if (row.expiresAt <= new Date()) throw new DomainError('invalid', 'invitationExpired', INVITATION_MSG.expired);
  return row;
}

/** What the invitation page shows of a link: the address and role, or the refusal. */
export async function inspectInvitation(db: Db, token: string): Promise<{ email: string; role: StaffRole }> {
  const row = await usableInvitation(db, token);
  return { email: row.email, role: row.role };
}

/**
 * Accepts an invitation: creates the account (or takes over an unconfirmed one with that address, ending its
 * sessions and links) with the invitation's role, the chosen name and password, the address confirmed, and
 * signs this browser in. One transaction: of two uses of one link at once, the second finds it used.
 * No sign-in limit applies: the link is the proof.
 */
export async function acceptInvitation(
  deps: AuthDeps,
  input: { token: string; name: string; password: string },
  caller: { ip: string; deviceCookie?: string | undefined },
): Promise<SignedIn> {
  // A link that cannot work costs no Argon2; the hash is made before the transaction, which stays short.
  await usableInvitation(deps.db, input.token);
  const passwordHash = await hashPassword(input.password);
  const result = await deps.db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, input.token, { lock: true });
    const values = { name: input.name, role: invitation.role, emailVerified: true, passwordHash, updatedAt: new Date() };
    const [created] = await tx
      .insert(users)
      .values({ id: newUserId(), email: invitation.email, ...values })
      .onConflictDoNothing({ target: users.email })
      .returning();
    let user = created;
    if (!user) {
      const [existing] = await tx.select().from(users).where(eq(users.email, invitation.email)).for('update');
      if (!existing || existing.emailVerified) throw new DomainError('conflict', 'invitationAccountExists', INVITATION_MSG.accountExists);
      [user] = await tx.update(users).set(values).where(eq(users.id, existing.id)).returning();
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      await revokeConfirmTokens(tx, existing.id);
      await revokeResetTokens(tx, existing.id);
    }
    if (!user) throw new Error('account write returned nothing');
    await tx.update(staffInvitations).set({ acceptedAt: new Date() }).where(eq(staffInvitations.id, invitation.id));
    const [session] = await tx.insert(sessions).values(newSessionRow(user.id)).returning();
    if (!session) throw new Error('session insert returned nothing');
    await recordAudit(tx, {
      actor: { id: user.id, email: user.email },
      action: 'team.invite_accepted',
      target: { type: 'user', id: user.id, label: user.email },
      changes: { role: { before: null, after: invitation.role } },
      ip: caller.ip,
    });
    return { session: { ...session, fresh: true }, user: toSessionUser(user) };
  });
  return { ...result, device: await deviceCookie(deps.db, caller.deviceCookie, result.user.id, deps.config.secureCookies) };
}

/**
 * For the worker: a new link token for a pending invitation (its hash replaces any earlier one, so after a
 * failed send only the newest e-mail's link works), with what the e-mail says; null when nothing is to be sent
 * (withdrawn, replaced, accepted or expired meanwhile).
 */
export async function prepareInvitationMail(db: Db, invitationId: string) {
  const { token, hash } = newLinkToken();
  const [row] = await db
    .update(staffInvitations)
    .set({ tokenHash: hash })
    .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), sql`${staffInvitations.expiresAt} > now()`))
    .returning();
  if (!row) return null;
  const [inviter] = row.invitedBy ? await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.invitedBy)).limit(1) : [];
  const days = Math.max(1, Math.round((row.expiresAt.getTime() - Date.now()) / DAY_MS));
  return { token, email: row.email, role: row.role, inviter: inviter ? (inviter.name ? `${inviter.name} (${inviter.email})` : inviter.email) : null, days };
}
