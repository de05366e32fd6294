/**
 * 128 random bits in hex: the idempotency key of one thing a visitor sends (src/shared/schemas/text.ts
 * submissionKey). crypto.getRandomValues works outside HTTPS too.
 */
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key for what is about to be sent: the same as last time while the same thing is sent again (its answer never
 * came), a new one once it is different; `done()` after it was stored, so the next one is new even if equal.
 */
export interface KeyPerText {
  keyFor(text: string): string;
  done(): void;
}

export function keyPerText(): KeyPerText {
  let last: { text: string; key: string } | null = null;
  return {
    keyFor(text) {
      if (last?.text !== text) last = { text, key: randomKey() };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}
