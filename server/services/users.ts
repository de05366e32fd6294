import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
import type { StaffRole } from '../auth/lucia';
import { hashPassword } from './passwords';
import { revokeResetTokens } from './tokens';

export function newUserId(): string {
  return randomBytes(15).toString('base64url');
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** Creates the account, or updates role and password of an existing one (used by seeding and user:create). */
export async function upsertStaffUser(
  db: Db,
  args: { email: string; password: string; role: StaffRole; name?: string },
): Promise<User> {
  const email = args.email.trim().toLowerCase();
  const passwordHash = await hashPassword(args.password);
  const row = await db.transaction(async (tx) => {
    const [upserted] = await tx
      .insert(users)
      .values({ id: newUserId(), email, name: args.name ?? '', role: args.role, emailVerified: true, passwordHash })
      .onConflictDoUpdate({
        target: users.email,
        set: { role: args.role, passwordHash, emailVerified: true, updatedAt: new Date() },
      })
      .returning();
    // A new password ends the reset links sent for the old one.
    if (upserted) await revokeResetTokens(tx, upserted.id);
    return upserted;
  });
  if (!row) throw new Error('user upsert returned nothing');
  return row;
}
