import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import type { AuthSession, SessionStore, SessionUser } from '../auth/lucia';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { findUserByEmail } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export async function signIn(
  db: Db,
  sessions: SessionStore,
  input: { email: string; password: string },
): Promise<{ session: AuthSession; user: SessionUser }> {
  const row = await findUserByEmail(db, input.email);
  // Always run one Argon2 verification, so a missing account costs the same time as a wrong password.
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !ok) throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
  const session = await sessions.create(row.id);
  return {
    session,
    user: { id: row.id, email: row.email, name: row.name, role: row.role, emailVerified: row.emailVerified },
  };
}
