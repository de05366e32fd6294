import { DomainError } from '../errors';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffRole } from '../auth/lucia';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { TEAM_SORTS, type SortOf } from '@shared/schemas/paging';
import { isAdmin } from '@shared/roles';
import { adminPage, type AdminListArgs, type SortKeys } from './sorting';
import { addJob } from '../jobs/queue';
import { recordAudit } from './audit';
import { resetTwoFactorOf } from './totp';

/** The admin acting, as the audit log names them. */
export interface TeamActor {
  id: string;
  email: string;
  ip: string;
}

type TeamSort = SortOf<typeof TEAM_SORTS>;

/** What the Team tab shows of each account. */
const TEAM_COLUMNS = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  emailVerified: users.emailVerified,
  twoFactorEnabled: sql<boolean>`${users.totpSecret} is not null`,
  createdAt: users.createdAt,
};

/** What each sortable column of the Team tab orders by; role: admins, editors, then accounts without one. */
const TEAM_SORT_KEYS: SortKeys<TeamSort> = {
  email: [users.email],
  name: [sql`lower(${users.name})`],
  role: [sql`case ${users.role} when 'admin' then 0 when 'editor' then 1 else 2 end`],
  created: [users.createdAt],
};

/**
 * One page of accounts by e-mail (or sorted by `sort`, `dir`), and how many there are in all, read in one
 * snapshot (open sign-up can make thousands).
 */
export function listTeam(db: Db, args: AdminListArgs<TeamSort>) {
  return adminPage(db, { table: users, columns: TEAM_COLUMNS, sorts: TEAM_SORTS, sortKeys: TEAM_SORT_KEYS, id: users.id }, args);
}

export const ROLE_LOST = 'Another administrator removed your admin role a moment ago, so this change was not saved.';

/**
 * Grants or removes a staff role (decision 0005). An admin cannot remove their own admin role, so the
 * site always keeps one. Removing a role ends the account's sessions, so it loses access at once.
 *
 * The actor's and the target's rows are locked (in id order, so two admins acting on each other wait
 * instead of deadlocking) and the actor's role is read again under the lock: of two admins demoting each
 * other at the same moment, the second finds itself no longer admin and changes nothing.
 */
export async function setRole(db: Db, actor: TeamActor, userId: string, role: StaffRole | null) {
  if (userId === actor.id && !isAdmin(role)) {
    throw new DomainError('invalid', 'ownAdminRole', 'You cannot remove your own admin role.');
  }
  return db.transaction(async (tx) => {
    const locked = await lockActorAndTarget(tx, actor.id, userId);
    const before = locked.find((r) => r.id === userId);
    const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id, email: users.email, role: users.role });
    if (!row || !before) throw new DomainError('not-found', 'memberGone', MEMBER_GONE);
    if (role === null) await tx.delete(sessions).where(eq(sessions.userId, userId));
    if (before.role !== role) {
      await recordAudit(tx, {
        actor,
        action: role === null ? 'team.member_removed' : 'team.role_change',
        target: { type: 'user', id: row.id, label: row.email },
        changes: { role: { before: before.role, after: role } },
        ip: actor.ip,
      });
    }
    return row;
  });
}

const MEMBER_GONE = 'This account no longer exists.';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the actor's and the target's rows (in id order, so two admins acting on each other wait instead of
 * deadlocking) and checks, under the lock, that the actor is still an admin and the target exists.
 */
async function lockActorAndTarget(tx: Tx, actorId: string, userId: string) {
  const locked = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [actorId, userId]))
    .orderBy(asc(users.id))
    .for('update');
  if (!isAdmin(locked.find((r) => r.id === actorId)?.role)) throw new DomainError('forbidden', 'roleLost', ROLE_LOST);
  if (!locked.some((r) => r.id === userId)) throw new DomainError('not-found', 'memberGone', MEMBER_GONE);
  return locked;
}

export const OWN_TWO_FACTOR = 'You cannot reset your own two-factor authentication here. Turn it off on your profile page, with a code from your app or a recovery code.';

/**
 * Turns a member's two-factor sign-in off (lost phone and recovery codes), with an audit entry. Never the
 * caller's own: that needs a code (the profile page), or a stolen admin session could remove it.
 */
export async function resetTwoFactor(db: Db, actor: TeamActor, userId: string): Promise<{ ok: true }> {
  if (userId === actor.id) throw new DomainError('invalid', 'ownTwoFactor', OWN_TWO_FACTOR);
  return db.transaction(async (tx) => {
    const locked = await lockActorAndTarget(tx, actor.id, userId);
    const target = locked.find((r) => r.id === userId);
    if (!target) throw new DomainError('not-found', 'memberGone', MEMBER_GONE);
    if (!target.totpSecret && !target.totpPendingSecret) throw new DomainError('invalid', 'noTwoFactor', 'This account does not use two-factor authentication.');
    await resetTwoFactorOf(tx, actor, actor.ip, target);
    return { ok: true as const };
  });
}

/**
 * A confirmed account without a role waits for an administrator: each administrator gets an e-mail (one job
 * each, so a retry never mails the others twice), added in the transaction that confirms the address.
 */
export async function queueApprovalRequests(tx: Pick<Db, 'select' | 'execute'>, userId: string): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  for (const admin of admins) await addJob(tx, 'approval_request', { userId, adminId: admin.id });
}

/**
 * For the worker: the addresses of an approval request, or null when there is nothing to say any more (the
 * account got a role or is gone, or the recipient is no longer an administrator).
 */
export async function approvalRequestOf(db: Db, userId: string, adminId: string): Promise<{ applicant: string; admin: string } | null> {
  const rows = await db.select({ id: users.id, email: users.email, role: users.role, emailVerified: users.emailVerified }).from(users).where(inArray(users.id, [userId, adminId]));
  const applicant = rows.find((r) => r.id === userId);
  const admin = rows.find((r) => r.id === adminId);
  if (!applicant || applicant.role !== null || !applicant.emailVerified || !admin || !isAdmin(admin.role)) return null;
  return { applicant: applicant.email, admin: admin.email };
}
