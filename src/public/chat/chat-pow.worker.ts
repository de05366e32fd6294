// The chat's proof of work, solved off the main thread (src/public/chat/chat-pow.ts starts it), so a slow phone
// keeps scrolling and typing while it runs.
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
// The Web Crypto version: 'altcha-lib/algorithms/sha' is Node's (node:crypto), which no browser has.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export interface PowRequest {
  challenge: Challenge;
  /** Milliseconds after which the worker gives up (the challenge would have expired meanwhile). */
  timeout: number;
}

/** A solution, null when none was found in time, or what went wrong. */
export type PowReply = { solution: Solution | null } | { error: string };

const reply = (message: PowReply) => postMessage(message);

addEventListener('message', (event: MessageEvent<PowRequest>) => {
  const { challenge, timeout } = event.data;
  solveChallenge({ challenge, deriveKey, timeout }).then(
    (solution) => reply({ solution }),
    (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) }),
  );
});
