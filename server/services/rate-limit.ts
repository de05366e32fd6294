import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { MEDIA_MSG, MEDIA_UPLOADS_PER_HOUR } from '@shared/schemas/media';
import { rateLimits } from '../db/schema';
import { BOOKING_MSG } from '@shared/booking/messages';
import { chatRefusal } from '../chat/errors';
import { DomainError } from '../errors';

/**
 * Budgets per action (decision 0007): one per client address (an IPv6 address counts as its /64, see `addressKey`)
 * and one per e-mail address.
 */
const RULES = {
  /**
   * Sign-in (decision 0007): only failures keep their point (a success gets it back, server/services/auth.ts), so
   * an office behind one address cannot lock itself out; `email` is the account's budget, `device` the one a
   * browser that signed in to the account before uses instead (server/services/devices.ts).
   */
  signIn: { ip: { points: 30, minutes: 15 }, email: { points: 10, minutes: 15 }, device: { points: 10, minutes: 15 } },
  /** Every password check of sign-in from one address, successful or not: a ceiling on Argon2 work, far above an office's use. */
  signInChecks: { ip: { points: 300, minutes: 15 } },
  /** The signed-in password change checks the current password: the same budget as guessing it at sign-in. */
  updatePassword: { ip: { points: 30, minutes: 15 }, email: { points: 10, minutes: 15 } },
  signUp: { ip: { points: 10, minutes: 60 }, email: { points: 3, minutes: 60 } },
  resetRequest: { ip: { points: 10, minutes: 60 }, email: { points: 3, minutes: 60 } },
  resendConfirmation: { ip: { points: 10, minutes: 60 }, email: { points: 3, minutes: 60 } },
  contact: { ip: { points: 5, minutes: 60 }, email: { points: 3, minutes: 60 } },
  /**
   * Chat (decisions 0007, 0024): conversations started per address; messages per address and per conversation; sends.
   * A shared address (a shelter, a church, a carrier's NAT) must not lock a community out (issue 35): 60 an hour,
   * and the proof of work grows harder with the address's volume instead (server/chat/pow.ts).
   */
  chatStart: { ip: { points: 60, minutes: 60 }, refusal: chatRefusal('tooManyChats') },
  chatMessage: { ip: { points: 120, minutes: 15 }, subject: { points: 60, minutes: 15 }, refusal: chatRefusal('tooFast') },
  chatSubmit: { ip: { points: 5, minutes: 60 }, email: { points: 3, minutes: 60 }, refusal: chatRefusal('tooFast') },
  /**
   * Consultations (decision 0028): bookings per address, roomy enough for a shelter or a church where several
   * people book on one connection (each contact also holds at most 3 active bookings: server/booking/service.ts);
   * moves and cancellations through e-mailed links per address.
   */
  booking: { ip: { points: 20, minutes: 60 }, email: { points: 5, minutes: 60 } },
  bookingChange: { ip: { points: 30, minutes: 60 } },
  /**
   * Bookings without the browser's proof of work (no script ran: the form works without JavaScript): a few per
   * address an hour, so a script that skips the check cannot fill the attorneys' calendars from one address.
   */
  bookingUnchecked: { ip: { points: 5, minutes: 60 }, refusal: { code: 'bookingCheckNeeded', message: BOOKING_MSG.checkNeeded } },
  /** Image uploads (decision 0007): per staff member (the subject is the user id); the address budget fits an office of several. */
  mediaUpload: { ip: { points: 5 * MEDIA_UPLOADS_PER_HOUR, minutes: 60 }, subject: { points: MEDIA_UPLOADS_PER_HOUR, minutes: 60 }, refusal: { code: 'tooManyUploads', message: MEDIA_MSG.tooManyUploads, params: { max: MEDIA_UPLOADS_PER_HOUR } } },
} as const satisfies Record<string, Rule>;

interface Budget {
  points: number;
  minutes: number;
}

/** A budget per client address, per e-mail address and per subject (a conversation), and the sentence a refusal says. */
interface Rule {
  ip: Budget;
  email?: Budget;
  subject?: Budget;
  device?: Budget;
  /** What a refusal says instead of the generic "wait N minutes". */
  refusal?: { code: string; message: string; params?: Record<string, number> };
}

const SCOPES = ['ip', 'email', 'subject', 'device'] as const;
type Scope = (typeof SCOPES)[number];

export type RateLimitedAction = keyof typeof RULES;

/** The counters one attempt is counted in: its client address, and the e-mail, subject or device it is about. */
export type LimitKeys = { [S in Scope]?: string | undefined };

/**
 * Where an attempt is counted: by default in a statement of its own; `on` a transaction, it is counted (and a
 * refusal given back) in that transaction, so the counters and what the attempt stores commit together, once.
 */
export interface CountIn {
  on?: Pick<Db, 'execute'>;
}

export interface RateLimiter {
  /**
   * Counts one attempt in each given scope; throws TOO_MANY_REQUESTS (HTTP 429) with a message the form shows.
   * A refused attempt is given back to the scopes that had let it through: it tried nothing.
   * With `{ soft: true }` a refusal returns false instead of throwing (the chat's urgent path is never refused);
   * with `{ soft: false }` it throws as without, and returns true.
   */
  consume(action: RateLimitedAction, keys: LimitKeys & { ip: string }, opts?: CountIn): Promise<void>;
  consume(action: RateLimitedAction, keys: LimitKeys & { ip: string }, opts: CountIn & { soft: boolean }): Promise<boolean>;
  /** The attempts counted in the current window (the highest of the given scopes'), without counting one. */
  peek(action: RateLimitedAction, keys: LimitKeys): Promise<number>;
  /** Gives one attempt back (rate-limiter-flexible's reward), e.g. a sign-in that succeeded: only failures count. */
  reward(action: RateLimitedAction, keys: LimitKeys): Promise<void>;
  /** Forgets counters (an e-mail address's, or a device's), e.g. after a successful sign-in. */
  reset(action: RateLimitedAction, keys: string | Pick<LimitKeys, 'email' | 'device'>): Promise<void>;
}

/** An IPv6 address as its eight 16-bit groups, `::` expanded and a trailing dotted IPv4 part read as two groups. */
function ipv6Groups(ip: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const at = ip.indexOf('::');
  if (at < 0) return parse(ip);
  const head = parse(ip.slice(0, at));
  const tail = parse(ip.slice(at + 2));
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/**
 * The counter key of a client address: an IPv4 address as it is; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`,
 * a dual-stack socket's view of an IPv4 client) as that IPv4 address; any other IPv6 address as its /64, the
 * smallest block a provider hands one subscriber, who could otherwise rotate through 2^64 addresses (issue 35).
 * Anything else (no address at all) is kept as it is.
 */
export function addressKey(ip: string): string {
  const bare = ip.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return ip;
  const g = ipv6Groups(bare.toLowerCase());
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

const keyOf = (scope: Scope, key: string) => (scope === 'email' ? key.toLowerCase() : scope === 'ip' ? addressKey(key) : key);

export function createRateLimiter(db: Db): RateLimiter {
  const limiters = new Map<string, RateLimiterDrizzle>();
  let first = true;
  for (const [action, rule] of Object.entries(RULES) as [string, Rule][]) {
    for (const scope of SCOPES) {
      const r = rule[scope];
      if (!r) continue;
      limiters.set(
        `${action}:${scope}`,
        new RateLimiterDrizzle({
          storeClient: db,
          schema: rateLimits,
          keyPrefix: `${action}:${scope}`,
          points: r.points,
          duration: r.minutes * 60,
          // One limiter is enough to sweep expired rows from the shared table.
          clearExpiredByTimeout: first,
        }),
      );
      first = false;
    }
  }

  const get = (action: RateLimitedAction, scope: Scope) => {
    const l = limiters.get(`${action}:${scope}`);
    if (!l) throw new Error(`no limiter ${action}:${scope}`);
    return l;
  };

  const reward: RateLimiter['reward'] = async (action, keys) => {
    for (const scope of SCOPES) {
      const key = keys[scope];
      if (key) await get(action, scope).reward(keyOf(scope, key));
    }
  };

  function consume(action: RateLimitedAction, keys: LimitKeys & { ip: string }, opts?: CountIn): Promise<void>;
  function consume(action: RateLimitedAction, keys: LimitKeys & { ip: string }, opts: CountIn & { soft: boolean }): Promise<boolean>;
  async function consume(action: RateLimitedAction, keys: LimitKeys & { ip: string }, opts: CountIn & { soft?: boolean } = {}): Promise<boolean | void> {
    const rule: Rule = RULES[action];
    const counted = SCOPES.flatMap((scope) => {
      const key = keys[scope];
      if (!key) return [];
      const budget = rule[scope];
      if (!budget) throw new Error(`no limiter ${action}:${scope}`);
      // The row rate-limiter-flexible keeps for this counter (its keyPrefix, a colon, the key): peek, reward and reset read it.
      return [{ row: `${action}:${scope}:${keyOf(scope, key)}`, budget }];
    });
    const passes = opts.soft === undefined ? undefined : true;
    if (counted.length === 0) return passes;
    const runner = opts.on ?? db;
    const now = Date.now();
    const at = new Date(now).toISOString();
    // Every counter of the attempt in one statement (one commit on its own): a counter whose window is over starts
    // again at 1. The rows are always taken in the same order (SCOPES'), so two attempts cannot deadlock.
    const rows = await runner.execute<{ key: string; points: number; expire_ms: number }>(sql`
      insert into ${rateLimits} (key, points, expire)
      values ${sql.join(
        counted.map((c) => sql`(${c.row}, 1, ${new Date(now + c.budget.minutes * 60_000).toISOString()}::timestamptz)`),
        sql`, `,
      )}
      on conflict (key) do update set
        points = case when ${rateLimits.expire} <= ${at}::timestamptz then 1 else ${rateLimits.points} + 1 end,
        expire = case when ${rateLimits.expire} <= ${at}::timestamptz then excluded.expire else ${rateLimits.expire} end
      returning key, points, (extract(epoch from expire) * 1000)::float8 as expire_ms`);
    const byKey = new Map(Array.from(rows, (r) => [r.key, r]));
    const over = counted.flatMap((c) => {
      const row = byKey.get(c.row);
      return row && row.points > c.budget.points ? [row] : [];
    });
    if (over.length === 0) return passes;
    // Refused: the counters that had room get their point back; the attempt tried nothing.
    const room = counted.filter((c) => !over.some((o) => o.key === c.row)).map((c) => c.row);
    if (room.length > 0) await runner.execute(sql`update ${rateLimits} set points = points - 1 where key in (${sql.join(room.map((r) => sql`${r}`), sql`, `)})`);
    if (opts.soft) return false;
    const wait = Math.max(...over.map((o) => Number(o.expire_ms) - now));
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    if (rule.refusal) throw new DomainError('too-many', rule.refusal.code, rule.refusal.message, { params: rule.refusal.params ?? {} });
    throw new DomainError('too-many', 'tooManyAttempts', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, { params: { minutes } });
  }

  return {
    reward,
    consume,
    async peek(action, keys) {
      let most = 0;
      for (const scope of SCOPES) {
        const key = keys[scope];
        if (!key) continue;
        const res = await get(action, scope).get(keyOf(scope, key));
        most = Math.max(most, res?.consumedPoints ?? 0);
      }
      return most;
    },
    async reset(action, keys) {
      const { email, device } = typeof keys === 'string' ? { email: keys, device: undefined } : keys;
      if (email) await get(action, 'email').delete(keyOf('email', email));
      if (device) await get(action, 'device').delete(device);
    },
  };
}
