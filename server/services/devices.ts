import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionCookie } from '../auth/lucia';
import type { Db } from '../db/client';
import { DEVICE_COOKIE_KEY, siteSecret } from './settings';

/**
 * Device cookies (OWASP, "Blocking Brute Force Attacks" / "Slow brute force attacks: device cookies"): after a
 * complete sign-in the browser keeps a signed note "this browser signed in to account X". A later sign-in to X
 * that presents it is counted against that browser's own budget instead of the account's, so someone guessing
 * X's password elsewhere, who exhausts X's budget, does not lock the owner's browsers out. The note grants
 * nothing else: the password (and the code) are still asked for.
 *
 * One cookie holds the notes of the last few accounts signed in from the browser (an office computer shared by
 * two people), each `<account id>.<nonce>.<issued>.<HMAC>`; the nonce names the browser's own counter.
 */
export const DEVICE_COOKIE = 'device';
const KEY = DEVICE_COOKIE_KEY;
const DAYS = 365;
const MAX_ACCOUNTS = 5;
const ENTRY = /^([\w-]{1,200})\.([\w-]{22})\.([0-9a-z]{1,10})\.([\w-]{43})$/;

type Store = Pick<Db, 'select' | 'insert'>;

interface Entry {
  userId: string;
  nonce: string;
  issued: number;
  signature: string;
}

const deviceKey = (db: Store) => siteSecret(db, KEY);

const encodeId = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');
const sign = (key: string, e: Omit<Entry, 'signature'>) => createHmac('sha256', key).update(`device:${encodeId(e.userId)}.${e.nonce}.${e.issued.toString(36)}`).digest('base64url');
const format = (e: Entry) => `${encodeId(e.userId)}.${e.nonce}.${e.issued.toString(36)}.${e.signature}`;

/** The well-formed notes of a cookie value (anything else in it is ignored). */
function parse(value: string | undefined): Entry[] {
  if (!value) return [];
  return value
    .split('~', MAX_ACCOUNTS * 2)
    .flatMap((part) => {
      const m = ENTRY.exec(part);
      if (!m) return [];
      return [{ userId: Buffer.from(m[1] ?? '', 'base64url').toString('utf8'), nonce: m[2] ?? '', issued: parseInt(m[3] ?? '', 36), signature: m[4] ?? '' }];
    });
}

function genuine(key: string, e: Entry, now: Date): boolean {
  const expected = Buffer.from(sign(key, e));
  const given = Buffer.from(e.signature);
  const fresh = e.issued <= now.getTime() / 1000 + 60 && now.getTime() / 1000 - e.issued < DAYS * 86_400;
  return expected.length === given.length && timingSafeEqual(expected, given) && fresh;
}

/**
 * The id of this browser's counter when the cookie carries a genuine, unexpired note for `userId`; null
 * otherwise (no cookie, another account's note, a forged or expired one).
 */
export async function trustedDevice(db: Store, cookie: string | undefined, userId: string, now = new Date()): Promise<string | null> {
  const mine = parse(cookie).filter((e) => e.userId === userId);
  if (mine.length === 0) return null;
  const key = await deviceKey(db);
  return mine.find((e) => genuine(key, e, now))?.nonce ?? null;
}

/**
 * The cookie to send after a complete sign-in to `userId`: a fresh note for it first, then the browser's
 * genuine notes for other accounts. httpOnly, SameSite=Lax, Secure on https, kept a year.
 */
export async function deviceCookie(db: Store, previous: string | undefined, userId: string, secure: boolean, now = new Date()): Promise<SessionCookie> {
  const key = await deviceKey(db);
  const others = parse(previous).filter((e) => e.userId !== userId && genuine(key, e, now));
  const unsigned = { userId, nonce: randomBytes(16).toString('base64url'), issued: Math.floor(now.getTime() / 1000) };
  const entries = [{ ...unsigned, signature: sign(key, unsigned) }, ...others].slice(0, MAX_ACCOUNTS);
  return {
    name: DEVICE_COOKIE,
    value: entries.map(format).join('~'),
    attributes: { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: DAYS * 86_400 },
  };
}
