import { TRPCError } from '@trpc/server';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/** Budgets per action (DESIGN 3.6): one per client IP and one per e-mail address. */
const RULES = {
  signIn: { ip: { points: 30, minutes: 15 }, email: { points: 10, minutes: 15 } },
  /** The signed-in password change checks the current password: the same budget as guessing it at sign-in. */
  updatePassword: { ip: { points: 30, minutes: 15 }, email: { points: 10, minutes: 15 } },
  signUp: { ip: { points: 10, minutes: 60 }, email: { points: 3, minutes: 60 } },
  resetRequest: { ip: { points: 10, minutes: 60 }, email: { points: 3, minutes: 60 } },
  resendConfirmation: { ip: { points: 10, minutes: 60 }, email: { points: 3, minutes: 60 } },
  contact: { ip: { points: 5, minutes: 60 }, email: { points: 3, minutes: 60 } },
} as const;

export type RateLimitedAction = keyof typeof RULES;

export interface RateLimiter {
  /** Counts one attempt; throws TOO_MANY_REQUESTS (HTTP 429) with a message the form shows. */
  consume(action: RateLimitedAction, keys: { ip: string; email?: string | undefined }): Promise<void>;
  /** Forgets the e-mail counter, e.g. after a successful sign-in. */
  reset(action: RateLimitedAction, email: string): Promise<void>;
}

export function createRateLimiter(db: Db): RateLimiter {
  const limiters = new Map<string, RateLimiterDrizzle>();
  let first = true;
  for (const [action, rule] of Object.entries(RULES)) {
    for (const [scope, r] of Object.entries(rule)) {
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

  const get = (action: RateLimitedAction, scope: 'ip' | 'email') => {
    const l = limiters.get(`${action}:${scope}`);
    if (!l) throw new Error(`no limiter ${action}:${scope}`);
    return l;
  };

  return {
    async consume(action, keys) {
      try {
        await get(action, 'ip').consume(keys.ip);
        if (keys.email) await get(action, 'email').consume(keys.email.toLowerCase());
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60_000));
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        });
      }
    },
    async reset(action, email) {
      await get(action, 'email').delete(email.toLowerCase());
    },
  };
}
