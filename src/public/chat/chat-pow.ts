import type { Challenge, Solution } from 'altcha-lib';
import type { PowReply, PowRequest } from './chat-pow.worker';

export interface SolvedPow {
  challenge: { parameters: Challenge['parameters']; signature: string };
  solution: Solution;
}

/** A solution is not used this close to its challenge's expiry (10 minutes): a new challenge is fetched instead. */
const EXPIRY_MARGIN_MS = 30_000;
/** How long a challenge without an expiry may take (altcha-lib's own default). */
const DEFAULT_TIMEOUT_MS = 90_000;

/** Solving a challenge that was dropped (reset) before it was solved. */
class Abandoned extends Error {}

/** On the main thread: only where no worker can run. altcha-lib yields to the page every 200 ms meanwhile. */
async function solveHere({ challenge, timeout }: PowRequest): Promise<Solution | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  return solveChallenge({ challenge, deriveKey, timeout });
}

/**
 * In a Web Worker (src/public/chat/chat-pow.worker.ts), so a slow phone keeps scrolling and typing while it
 * hashes (issue 35: up to a million hashes when many conversations came from the visitor's address). Falls back
 * to the main thread where a worker cannot be made or fails to load (an old browser, a blocked script).
 * `stop` ends the worker of a challenge nobody wants any more.
 */
function solveInWorker(request: PowRequest): { solved: Promise<Solution | null>; stop: () => void } {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./chat-pow.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return { solved: solveHere(request), stop: () => undefined };
  }
  let settle: { resolve: (s: Solution | null) => void; reject: (e: unknown) => void } | undefined;
  const solved = new Promise<Solution | null>((resolve, reject) => {
    settle = { resolve, reject };
    worker.addEventListener('message', (event: MessageEvent<PowReply>) => {
      worker.terminate();
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data.solution);
    });
    // The worker's script did not load or run: the main thread does the work instead.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      solveHere(request).then(resolve, reject);
    });
    worker.postMessage(request);
  });
  return {
    solved,
    stop: () => {
      worker.terminate();
      settle?.reject(new Abandoned('proof of work abandoned'));
    },
  };
}

/**
 * The chat's proof of work (ALTCHA): a challenge fetched and solved in the background as soon as the panel opens,
 * so it is usually ready by the first message. Each solution starts one conversation, so `take` hands it over
 * once; `reset` drops one the server refused (expired) so the next `take` starts afresh.
 */
export function powSolver(fetchChallenge: () => Promise<Challenge>) {
  let pending: Promise<SolvedPow> | null = null;
  let ready = false;
  let expiresAt = Infinity;
  let stop: (() => void) | null = null;

  const solve = async (): Promise<SolvedPow> => {
    const challenge = await fetchChallenge();
    if (!challenge.signature) throw new Error('unsigned challenge');
    expiresAt = challenge.parameters.expiresAt ? challenge.parameters.expiresAt * 1000 : Infinity;
    const timeout = Number.isFinite(expiresAt) ? Math.max(1, expiresAt - EXPIRY_MARGIN_MS - Date.now()) : DEFAULT_TIMEOUT_MS;
    const run = solveInWorker({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, timeout });
    stop = run.stop;
    const solution = await run.solved.finally(() => {
      if (stop === run.stop) stop = null;
    });
    if (!solution) throw new Error('challenge not solved');
    ready = true;
    return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  };

  const reset = () => {
    // A challenge still being solved is dropped with its worker.
    stop?.();
    stop = null;
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
