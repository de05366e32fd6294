import { TRPCError } from '@trpc/server';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '../auth/lucia';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { pageOf } from '../../src/shared/schemas/paging';

/** One page of accounts by e-mail, and how many there are in all, read in one snapshot (open sign-up can make thousands). */
export async function listTeam(db: Db, args: { page: number; pageSize: number }) {
  return db.transaction(
    async (tx) => {
      const items = await tx
        .select({ id: users.id, email: users.email, name: users.name, role: users.role, emailVerified: users.emailVerified, createdAt: users.createdAt })
        .from(users)
        .orderBy(asc(users.email))
        .limit(args.pageSize)
        .offset((args.page - 1) * args.pageSize);
      const [counted] = await tx.select({ n: count() }).from(users);
      return pageOf(items, counted?.n ?? 0, args);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export const ROLE_LOST = 'Another administrator removed your admin role a moment ago, so this change was not saved.';

/**
 * Grants or removes a staff role (DESIGN 3.3). An admin cannot remove their own admin role, so the
 * site always keeps one. Removing a role ends the account's sessions, so it loses access at once.
 *
 * The actor's and the target's rows are locked (in id order, so two admins acting on each other wait
 * instead of deadlocking) and the actor's role is read again under the lock: of two admins demoting each
 * other at the same moment, the second finds itself no longer admin and changes nothing.
 */
export async function setRole(db: Db, actorId: string, userId: string, role: StaffRole | null) {
  if (userId === actorId && role !== 'admin') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'You cannot remove your own admin role.' });
  }
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, [actorId, userId]))
      .orderBy(asc(users.id))
      .for('update');
    if (locked.find((r) => r.id === actorId)?.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: ROLE_LOST });
    if (!locked.some((r) => r.id === userId)) throw new TRPCError({ code: 'NOT_FOUND', message: 'This account no longer exists.' });
    const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id, email: users.email, role: users.role });
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'This account no longer exists.' });
    if (role === null) await tx.delete(sessions).where(eq(sessions.userId, userId));
    return row;
  });
}
