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
