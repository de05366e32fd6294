import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import type { StaffRole } from '../auth/lucia';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export function listTeam(db: Db) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(users.email));
}

/**
 * Grants or removes a staff role (DESIGN 3.3). An admin cannot remove their own admin role, so the
 * site always keeps one. Removing a role ends the account's sessions, so it loses access at once.
 */
export async function setRole(db: Db, actorId: string, userId: string, role: StaffRole | null) {
  if (userId === actorId && role !== 'admin') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'You cannot remove your own admin role.' });
  }
  const [row] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id, email: users.email, role: users.role });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'This account no longer exists.' });
  if (role === null) await db.delete(sessions).where(eq(sessions.userId, userId));
  return row;
}
