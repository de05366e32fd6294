import type postgres from 'postgres';

/**
 * LISTEN on `channel` through postgres.js's one listening connection per pool (live chat and content changes
 * share it). After a lost connection postgres.js reconnects with backoff and runs LISTEN again: `onResync` is
 * called then (not for the first LISTEN), since notifications sent meanwhile were missed.
 */
export function listenWithResync(
  sql: postgres.Sql,
  channel: string,
  onPayload: (payload: string) => void,
  onResync: () => void,
): { ready: Promise<void>; close(): Promise<void> } {
  let listened = false;
  let stop: (() => Promise<void>) | null = null;
  const ready = sql
    .listen(channel, onPayload, () => {
      if (listened) onResync();
      listened = true;
    })
    .then((meta) => {
      stop = meta.unlisten;
    });
  return {
    ready,
    async close() {
      await ready.catch(() => undefined);
      await stop?.().catch(() => undefined);
    },
  };
}

/** The listeners of one kind of message in this process, and (for a shared channel) its LISTEN. */
export interface Listeners<T> {
  /** Tells every listener, in turn: a failing one is logged and the others are still told. */
  tell(message: T): void;
  /** Returns the function that stops listening. */
  subscribe(listener: (message: T) => void): () => void;
  /** Resolves once other instances' messages are heard (at once when there is no channel). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listeners of `label` messages. With `channel`, they also hear every message NOTIFYed on it (a payload that
 * `parse` turns into null is dropped) and `resync` after the listening connection came back.
 */
export function createListeners<T>(label: string, channel?: { sql: postgres.Sql; name: string; parse(payload: string): T | null; resync: T }): Listeners<T> {
  const listeners = new Set<(message: T) => void>();
  const tell = (message: T) => {
    for (const listener of [...listeners]) {
      // What was announced happened whatever a listener does: a failing one must not turn it into an error.
      try {
        listener(message);
      } catch (err) {
        console.error(`${label} listener failed`, err);
      }
    }
  };
  const listening = channel
    ? listenWithResync(
        channel.sql,
        channel.name,
        (payload) => {
          const message = channel.parse(payload);
          if (message !== null) tell(message);
        },
        () => tell(channel.resync),
      )
    : null;
  return {
    tell,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ready: listening?.ready ?? Promise.resolve(),
    async close() {
      listeners.clear();
      await listening?.close();
    },
  };
}
