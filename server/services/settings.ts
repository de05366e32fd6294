import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { settings, users } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';

/**
 * Site-wide settings in the `settings` key/value table. For now one key: whether every staff member must
 * use two-factor sign-in. Read on each staff request (no cache), so every instance agrees at once.
 */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';
/** HMAC key of the chat's proof-of-work challenges (server/chat/service.ts). */
export const CHAT_POW_KEY = 'chat_pow_key';
/** HMAC key of the chat's stream tickets (server/services/live-chat.ts). */
export const CHAT_STREAM_KEY = 'chat_stream_key';
/** HMAC key of the sign-in device cookies (server/services/devices.ts). */
export const DEVICE_COOKIE_KEY = 'device_cookie_key';
/** HMAC key of the visitor hashes that count a post's views once per visitor and hour (server/services/posts.ts). */
export const VIEW_COUNT_KEY = 'view_count_key';
/** Rows that hold secrets: never exported, never shown. */
export const SECRET_SETTING_KEYS = [CHAT_POW_KEY, CHAT_STREAM_KEY, DEVICE_COOKIE_KEY, VIEW_COUNT_KEY] as const;

export const TURN_ON_YOURS_FIRST = 'Turn on two-factor authentication for your own account first (in your profile).';

type Reader = Pick<Db, 'select'>;

/**
 * One of the HMAC keys above: one per database, made on first use (the first writer wins a race), so every
 * instance verifies what the others signed.
 */
export async function siteSecret(db: Pick<Db, 'select' | 'insert'>, key: (typeof SECRET_SETTING_KEYS)[number]): Promise<string> {
  // A key never changes once made: each process reads it once per database.
  const known = secrets.get(db)?.get(key);
  if (known) return known;
  const value = await readOrMakeSecret(db, key);
  secrets.set(db, (secrets.get(db) ?? new Map<string, string>()).set(key, value));
  return value;
}

const secrets = new WeakMap<object, Map<string, string>>();

async function readOrMakeSecret(db: Pick<Db, 'select' | 'insert'>, key: (typeof SECRET_SETTING_KEYS)[number]): Promise<string> {
  const read = async () => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    return typeof row?.value === 'string' ? row.value : null;
  };
  const found = await read();
  if (found) return found;
  await db
    .insert(settings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error(`${key} missing`);
  return made;
}

export async function isTwoFactorRequired(db: Reader): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TWO_FACTOR_REQUIRED)).limit(1);
  return row?.value === true;
}

/** Changes the requirement and records who did, in one transaction. An admin must use two-factor to require it. */
export async function setTwoFactorRequired(db: Db, actor: AuditActor & { id: string }, required: boolean, ip: string): Promise<{ required: boolean }> {
  return db.transaction(async (tx) => {
    const [own] = await tx.select({ secret: users.totpSecret }).from(users).where(eq(users.id, actor.id));
    if (required && !own?.secret) throw new DomainError('invalid', 'turnOnYoursFirst', TURN_ON_YOURS_FIRST);
    const [before] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, TWO_FACTOR_REQUIRED)).for('update');
    const was = before?.value === true;
    await tx
      .insert(settings)
      .values({ key: TWO_FACTOR_REQUIRED, value: required, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value: required, updatedBy: actor.id, updatedAt: new Date() } });
    if (was !== required) {
      await recordAudit(tx, {
        actor,
        action: 'settings.two_factor_required',
        target: { type: 'setting', id: TWO_FACTOR_REQUIRED, label: 'Require two-factor for all staff' },
        changes: { required: { before: was, after: required } },
        ip,
      });
    }
    return { required };
  });
}
