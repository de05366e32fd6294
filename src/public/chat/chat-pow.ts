import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
// The Web Crypto version: 'altcha-lib/algorithms/sha' is Node's (node:crypto), which no browser has.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export interface SolvedPow {
  challenge: { parameters: Challenge['parameters']; signature: string };
  solution: Solution;
}

/** A solution is not used this close to its challenge's expiry (10 minutes): a new challenge is fetched instead. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The chat's proof of work (ALTCHA): a challenge fetched and solved in the background as soon as the panel opens,
 * so it is usually ready by the first message. Each solution starts one conversation, so `take` hands it over
 * once; `reset` drops one the server refused (expired) so the next `take` starts afresh.
 */
export function powSolver(fetchChallenge: () => Promise<Challenge>) {
  let pending: Promise<SolvedPow> | null = null;
  let ready = false;
  let expiresAt = Infinity;

  const solve = async (): Promise<SolvedPow> => {
    const challenge = await fetchChallenge();
    if (!challenge.signature) throw new Error('unsigned challenge');
    expiresAt = challenge.parameters.expiresAt ? challenge.parameters.expiresAt * 1000 : Infinity;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('challenge not solved');
    ready = true;
    return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  };

  const reset = () => {
    pending = null;
    ready = false;
    expiresAt = Infinity;
  };

  const prepare = () => {
    if (pending && Date.now() > expiresAt - EXPIRY_MARGIN_MS) reset();
    if (!pending) {
      const started = solve();
      pending = started;
      // A failed attempt (offline) is forgotten, so the next one fetches again.
      started.catch(() => {
        if (pending === started) reset();
      });
    }
    return pending;
  };

  return {
    /** Starts fetching and solving, if nothing is under way. */
    prepare: () => void prepare().catch(() => undefined),
    /** Whether a solution is waiting (the visitor is not kept waiting). */
    isReady: () => ready && pending !== null && Date.now() <= expiresAt - EXPIRY_MARGIN_MS,
    /** The solution for one `chat.start`; the next call prepares a new one. */
    take: async (): Promise<SolvedPow> => {
      const solved = await prepare();
      reset();
      return solved;
    },
    reset,
  };
}

export type PowSolver = ReturnType<typeof powSolver>;
