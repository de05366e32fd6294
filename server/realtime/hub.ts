import { setMaxListeners } from 'node:events';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffPresence } from '../db/schema';
import { DomainError } from '../errors';
import { CHAT_CHANNEL, signalPayload, type ChatBus, type ChatSignal } from './bus';
import en from '../../src/i18n/en';
import { chatErrorCode } from '@shared/chat-intake';
import { PRESENCE_TTL_MS } from '@shared/constants';

/**
 * What every live chat stream of this instance shares (decision 0021): the bus's signals, the cached answer to
 * "can anyone answer now?", the caps on open streams, and the switch that ends them all at shutdown.
 */

export { PRESENCE_TTL_MS };
/** How often each instance reads presence again on its own (a tab closed without a word stops beating). */
const PRESENCE_CHECK_MS = 10_000;

export interface StreamLimits {
  perAddress: number;
  perConversation: number;
}

export type WakeReason = 'signal' | 'presence' | 'timeout' | 'abort';

/** A stream's alarm clock: rung by the signals it cares about, or by time, or by the end of its request. */
export interface Waiter {
  wait(ms: number): Promise<WakeReason>;
  dispose(): void;
}

export interface LiveHub {
  /** Someone is available and their inbox tab is open (as this instance last read it). */
  available(): boolean;
  /** Counts an open stream against the caps, or refuses it (429); call the returned function when it ends. */
  open(key: { ip: string; conversationId?: string }): () => void;
  /** `wants`: which conversation signals ring it ('resync' always does; presence only when `presence`). */
  waiter(signal: AbortSignal | undefined, wants: (conversationId: string) => boolean, opts?: { presence?: boolean }): Waiter;
  /** Presence changed here: read it again, and tell every instance. */
  presenceChanged(): Promise<void>;
  /** This instance is shutting down: a stream that ended for that asks the browser to reconnect (elsewhere). */
  closing(): boolean;
  /** Ends every open stream (before the server closes: open streams would hold it open). */
  close(): Promise<void>;
  bus: ChatBus;
}

type Executor = Pick<Db, 'execute'>;

/** Tells every instance (a transaction's NOTIFY leaves when it commits, so listeners read what it wrote). */
export async function signal(tx: Executor, what: Exclude<ChatSignal, { kind: 'resync' }>): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${signalPayload(what)})`);
}

/** Whether any staff member is available now, read from the database. */
export async function someoneAvailable(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(staffPresence)
    .where(and(eq(staffPresence.available, true), gt(staffPresence.seenAt, new Date(Date.now() - PRESENCE_TTL_MS))));
  return (row?.n ?? 0) > 0;
}

/** Thrown by a stream that ended because its instance is going away: the browser's EventSource reconnects. */
export const streamsClosing = () => new DomainError('unavailable', chatErrorCode('streamsClosing'), en.chat.errors.streamsClosing);

export function createLiveHub(opts: { db: Db; bus: ChatBus; limits: StreamLimits }): LiveHub {
  const { db, bus, limits } = opts;
  const shutdown = new AbortController();
  // Every open stream listens for the shutdown: as many listeners as streams is expected, not a leak.
  setMaxListeners(0, shutdown.signal);
  const byAddress = new Map<string, number>();
  const byConversation = new Map<string, number>();
  const presenceListeners = new Set<() => void>();
  let isAvailable = false;

  async function readPresence(): Promise<void> {
    try {
      const now = await someoneAvailable(db);
      if (now !== isAvailable) {
        isAvailable = now;
        for (const l of [...presenceListeners]) l();
      }
    } catch {
      // The database is away: keep the last answer; the next check tries again.
    }
  }
  void readPresence();
  const timer = setInterval(() => void readPresence(), PRESENCE_CHECK_MS);
  timer.unref();
  const unsubscribe = bus.subscribe((s) => {
    if (s.kind === 'presence' || s.kind === 'resync') void readPresence();
  });

  const bump = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n <= 0) map.delete(key);
    else map.set(key, n);
  };

  return {
    bus,
    available: () => isAvailable,
    closing: () => shutdown.signal.aborted,
    open({ ip, conversationId }) {
      if (shutdown.signal.aborted) throw streamsClosing();
      if ((byAddress.get(ip) ?? 0) >= limits.perAddress || (conversationId && (byConversation.get(conversationId) ?? 0) >= limits.perConversation)) {
        throw new DomainError('too-many', chatErrorCode('tooManyStreams'), en.chat.errors.tooManyStreams);
      }
      bump(byAddress, ip, 1);
      if (conversationId) bump(byConversation, conversationId, 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        bump(byAddress, ip, -1);
        if (conversationId) bump(byConversation, conversationId, -1);
      };
    },
    waiter(requestSignal, wants, waiterOpts = {}) {
      let pending: WakeReason | null = null;
      let ring: ((reason: WakeReason) => void) | null = null;
      const wake = (reason: WakeReason) => {
        // A signal outranks a presence change (it reads more), an abort outranks both.
        if (pending === 'abort' || (pending === 'signal' && reason === 'presence')) return;
        pending = reason;
        ring?.(reason);
      };
      const offBus = bus.subscribe((s) => {
        if (s.kind === 'resync' || (s.kind === 'conversation' && wants(s.id))) wake('signal');
      });
      const onPresence = () => wake('presence');
      if (waiterOpts.presence) presenceListeners.add(onPresence);
      const onAbort = () => wake('abort');
      requestSignal?.addEventListener('abort', onAbort);
      shutdown.signal.addEventListener('abort', onAbort);
      if (requestSignal?.aborted || shutdown.signal.aborted) pending = 'abort';
      return {
        wait(ms) {
          if (pending) {
            const reason = pending;
            if (reason !== 'abort') pending = null;
            return Promise.resolve(reason);
          }
          return new Promise<WakeReason>((resolve) => {
            const t = setTimeout(() => {
              ring = null;
              resolve('timeout');
            }, ms);
            ring = (reason) => {
              clearTimeout(t);
              ring = null;
              if (reason !== 'abort') pending = null;
              resolve(reason);
            };
          });
        },
        dispose() {
          offBus();
          presenceListeners.delete(onPresence);
          requestSignal?.removeEventListener('abort', onAbort);
          shutdown.signal.removeEventListener('abort', onAbort);
          ring = null;
        },
      };
    },
    async presenceChanged() {
      await signal(db, { kind: 'presence' });
      await readPresence();
    },
    async close() {
      shutdown.abort();
      clearInterval(timer);
      unsubscribe();
      await bus.close();
    },
  };
}
