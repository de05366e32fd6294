import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTokens } from '../db/schema';

export type TokenPurpose = 'reset' | 'confirm';

/** The database or a transaction: token changes are steps of the password changes that cause them. */
type Executor = Pick<Db, 'select' | 'update' | 'insert'>;

/** Decision 0006: reset links live 1 hour, confirmation links 24 hours. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { reset: 60 * 60_000, confirm: 24 * 60 * 60_000 };

/** The form a link's token is stored in: its SHA-256, never the token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes for an e-mailed link, and the hash to store; a database leak yields no usable link. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** 32 random bytes; only the SHA-256 is stored, so a database leak yields no usable link. */
export async function createEmailToken(db: Db, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const { token, hash } = newLinkToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** The row of `token` for `purpose`, if it is unused and unexpired. */
const usable = (token: string, purpose: TokenPurpose) =>
  and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date()));

/** Marks the token used and returns its user, or null when it is unknown, used, expired or for another purpose. */
export async function consumeEmailToken(db: Executor, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** The user of a token that could still be consumed, without consuming it (a cheap check before Argon2). */
export async function peekEmailToken(db: Executor, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Ends every outstanding reset link of the user (marks them used; the purge deletes them). Called with
 * every new password, so a link sent earlier cannot set another one afterwards.
 */
export async function revokeResetTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset'), isNull(emailTokens.usedAt)));
}

/** Ends every outstanding confirmation link of the user: confirming no longer activates the password they were sent for. */
export async function revokeConfirmTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'confirm'), isNull(emailTokens.usedAt)));
}
