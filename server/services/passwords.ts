import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// @node-rs/argon2 defaults to Argon2id; these are OWASP's recommended minimums for it.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which file
 * reads and compression share. Without a bound, a flood of sign-in attempts fills every thread and pages
 * wait behind password checks. At most this many hashes run at once (one core less than the machine has,
 * at most 2, at least 1); the others wait here, in order, without holding a thread.
 */
export const DEFAULT_PASSWORD_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

const limiter = pLimit(DEFAULT_PASSWORD_CONCURRENCY);

/** Changes the bound (tests, or a deployment that raised UV_THREADPOOL_SIZE). */
export function setPasswordConcurrency(n: number): void {
  limiter.concurrency = Math.max(1, Math.floor(n));
}

const bounded = <T>(work: () => Promise<T>): Promise<T> => limiter(work);

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, OPTIONS));
}

/**
 * What an account's password hash is set to when its password was discarded (a second sign-up before the
 * address was confirmed, server/services/auth.ts): no password matches it, and only an e-mailed link sets one.
 */
export const UNUSABLE_PASSWORD = '!discarded';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // The same Argon2 work as for a real hash, so a discarded password cannot be told apart by timing.
  if (passwordHash === UNUSABLE_PASSWORD) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  try {
    return await bounded(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Verifying against this when no user exists keeps sign-in timing the same for unknown e-mails. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  return dummyHash;
}
