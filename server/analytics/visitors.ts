import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticsSecrets } from '../db/schema';

/**
 * The day's secret and the visitor's hash (decision 0029): HMAC-SHA-256 of site, address and browser under a
 * random secret of the firm's day, kept in PostgreSQL so every instance counts one visitor once, and deleted the
 * next day (server/analytics/jobs.ts): a stored hash then matches no address any more.
 */
export interface DailySecrets {
  /** The hash of a visitor on `day`. */
  hash(day: string, parts: { site: string; ip: string; userAgent: string }): Promise<string>;
}

export function createDailySecrets(db: Db): DailySecrets {
  /** This instance's copy of the current day's secret (one day at a time: the day before is forgotten). */
  let known: { day: string; secret: Promise<KeyObject> } | null = null;
  const secretOf = (day: string) => {
    if (known?.day === day) return known.secret;
    const secret = readOrCreate(db, day);
    known = { day, secret };
    secret.catch(() => {
      if (known?.secret === secret) known = null;
    });
    return secret;
  };
  return {
    async hash(day, { site, ip, userAgent }) {
      const secret = await secretOf(day);
      return createHmac('sha256', secret).update(`${site}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 22);
    },
  };
}

/** The day's secret: the one an instance already made, or a new one (the first insert wins). */
async function readOrCreate(db: Db, day: string): Promise<KeyObject> {
  await db.insert(analyticsSecrets).values({ day, secret: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ secret: analyticsSecrets.secret }).from(analyticsSecrets).where(sql`${analyticsSecrets.day} = ${day}`);
  if (!row) throw new Error(`no analytics secret for ${day}`);
  // A key object, made once: createHmac with a Buffer prepares the key again on every call.
  return createSecretKey(Buffer.from(row.secret, 'hex'));
}

/** Deletes the secrets of days before `today`. */
export async function dropOldSecrets(db: Pick<Db, 'delete'>, today: string): Promise<number> {
  const gone = await db.delete(analyticsSecrets).where(lt(analyticsSecrets.day, today)).returning({ day: analyticsSecrets.day });
  return gone.length;
}
