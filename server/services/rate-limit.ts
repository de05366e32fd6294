import { TRPCError } from '@trpc/server';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { CHAT_MSG } from '../../src/shared/chat-intake';
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
  /** Chat (issue 22): conversations started per address; messages per address and per conversation; sends. */
  chatStart: { ip: { points: 10, minutes: 60 }, message: CHAT_MSG.tooManyChats },
  chatMessage: { ip: { points: 120, minutes: 15 }, subject: { points: 60, minutes: 15 }, message: CHAT_MSG.tooFast },
  chatSubmit: { ip: { points: 5, minutes: 60 }, email: { points: 3, minutes: 60 }, message: CHAT_MSG.tooFast },
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
  message?: string;
}

const SCOPES = ['ip', 'email', 'subject'] as const;
type Scope = (typeof SCOPES)[number];

export type RateLimitedAction = keyof typeof RULES;

export interface RateLimiter {
  /** Counts one attempt; throws TOO_MANY_REQUESTS (HTTP 429) with a message the form shows. */
  consume(action: RateLimitedAction, keys: { ip: string; email?: string | undefined; subject?: string | undefined }): Promise<void>;
  /** Forgets the e-mail counter, e.g. after a successful sign-in. */
  reset(action: RateLimitedAction, email: string): Promise<void>;
}

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

  return {
    async consume(action, keys) {
      try {
        await get(action, 'ip').consume(keys.ip);
        if (keys.email) await get(action, 'email').consume(keys.email.toLowerCase());
        if (keys.subject) await get(action, 'subject').consume(keys.subject);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60_000));
        const rule: Rule = RULES[action];
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: rule.message ?? `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        });
      }
    },
    async reset(action, email) {
      await get(action, 'email').delete(email.toLowerCase());
    },
  };
}
