import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { PowPayload } from '@shared/schemas/chat';
import type { Db } from '../db/client';
import { chatPowNonces } from '../db/schema';
import type { RateLimiter } from '../services/rate-limit';
import { CHAT_POW_KEY, siteSecret } from '../services/settings';

/** A transaction handle, for `usePow` inside the transaction that creates the conversation. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One difficulty of the chat's proof of work (ALTCHA, SHA-256): the derived key must start with `keyPrefix`
 * (4 bits a hex digit) and each attempt hashes `cost` times, so a solution takes about 2^bits hashes.
 */
export interface PowLevel {
  bits: number;
  keyPrefix: string;
  cost: number;
  /** The lowest number of conversations started from the address in the last hour that gets this level. */
  fromVolume: number;
}

/**
 * From 16 bits (about 65,000 hashes: under a second on a phone) for the first ten conversations an address
 * starts in an hour, to 20 bits (about a million) past 45: a shared address (a shelter's Wi-Fi) stays open to
 * everyone behind it (server/services/rate-limit.ts allows 60 an hour), while one sender pays more per
 * conversation the more it starts (issue 35, item 4). The steps between hex digits double the hashes per attempt.
 */
export const POW_LEVELS: readonly PowLevel[] = [
  { bits: 16, keyPrefix: '0000', cost: 1, fromVolume: 0 },
  { bits: 17, keyPrefix: '0000', cost: 2, fromVolume: 10 },
  { bits: 18, keyPrefix: '0000', cost: 4, fromVolume: 20 },
  { bits: 19, keyPrefix: '0000', cost: 8, fromVolume: 30 },
  { bits: 20, keyPrefix: '00000', cost: 1, fromVolume: 45 },
];

const ALGORITHM = 'SHA-256';
/** createChallenge's default key length: every challenge issued here has it. */
const KEY_LENGTH = 32;
/** How long a challenge (and the record of its use, chat_pow_nonces) lasts. */
export const POW_TTL_MS = 10 * 60_000;

/** The level for an address that started `volume` conversations in the current hour. */
export function powLevel(volume: number): PowLevel {
  let level = POW_LEVELS[0] as PowLevel;
  for (const l of POW_LEVELS) if (volume >= l.fromVolume) level = l;
  return level;
}

/** The HMAC key that signs challenges: one per database, so every instance verifies the others'. */
const powKey = (db: Db | Tx) => siteSecret(db, CHAT_POW_KEY);

/**
 * A signed challenge for a visitor at `ip`, as hard as that address's conversations started in the last hour
 * (the chatStart limiter's count, read without counting) call for; for the booking form, its bookings.
 */
export async function powChallenge(deps: { db: Db; limiter: RateLimiter }, ip: string, volumeOf: 'chatStart' | 'booking' = 'chatStart'): Promise<Challenge> {
  const level = powLevel(await deps.limiter.peek(volumeOf, { ip }));
  return createChallenge({
    algorithm: ALGORITHM,
    cost: level.cost,
    deriveKey,
    keyLength: KEY_LENGTH,
    keyPrefix: level.keyPrefix,
    expiresAt: new Date(Date.now() + POW_TTL_MS),
    hmacSignatureSecret: await powKey(deps.db),
  });
}

/** Whether the parameters are those of a level this server issues (the signature proves they were not changed). */
function issued(p: PowPayload['challenge']['parameters']): boolean {
  return (
    p.algorithm === ALGORITHM &&
    p.keyLength === KEY_LENGTH &&
    p.expiresAt !== undefined &&
    POW_LEVELS.some((l) => l.keyPrefix === p.keyPrefix && l.cost === p.cost)
  );
}

/** Whether a solution is right for a challenge this server signed, of a level it issues, not expired. */
export async function verifyPow(db: Db | Tx, pow: PowPayload): Promise<boolean> {
  if (!issued(pow.challenge.parameters)) return false;
  try {
    const result = await verifySolution({ challenge: pow.challenge, solution: pow.solution, deriveKey, hmacSignatureSecret: await powKey(db) });
    return result.verified;
  } catch {
    return false;
  }
}

/**
 * Verifies a solution and records its challenge's nonce until the challenge expires (chat_pow_nonces), so one
 * solution starts one conversation, even after that conversation was ended and deleted (issue 35, item 7).
 * False for a wrong, expired or foreign solution, and for one already used.
 */
export async function usePow(db: Db | Tx, pow: PowPayload): Promise<boolean> {
  return (await verifyPow(db, pow)) && spendPow(db, pow);
}

/**
 * Records a verified solution as used: false when it was already. In a transaction, a second use of the same
 * solution waits for it to end, then is refused if it committed.
 */
export async function spendPow(db: Db | Tx, pow: PowPayload): Promise<boolean> {
  const { nonce, expiresAt = 0 } = pow.challenge.parameters;
  const inserted = await db
    .insert(chatPowNonces)
    .values({ nonce, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing({ target: chatPowNonces.nonce })
    .returning({ nonce: chatPowNonces.nonce });
  return inserted.length === 1;
}
