import type postgres from 'postgres';
import { createListeners } from './listen';

/**
 * Live chat signals across instances (decision 0021): PostgreSQL LISTEN/NOTIFY on one channel. A NOTIFY
 * carries ids only; whoever is told reads the rows, so a signal lost while the listening connection was down
 * costs nothing: every stream reads again after the connection is back ('resync'), from the last id it sent.
 */
export type ChatSignal =
  /** Something happened in a conversation (a message, taken, closed, handed over). */
  | { kind: 'conversation'; id: string }
  /** A staff member's availability changed. */
  | { kind: 'presence' }
  /** Local only: the listening connection is (again) in place, and signals may have been missed meanwhile. */
  | { kind: 'resync' };

export type ChatSignalListener = (signal: ChatSignal) => void;

export interface ChatBus {
  /** NOTIFY through `db` (a transaction's signal leaves only when it commits). */
  subscribe(listener: ChatSignalListener): () => void;
  /** Resolves once this instance listens (the first LISTEN completed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export const CHAT_CHANNEL = 'live_chat';

/** The payload of a signal (at most 8000 bytes for PostgreSQL; ours are under 60). */
export function signalPayload(signal: Exclude<ChatSignal, { kind: 'resync' }>): string {
  return signal.kind === 'conversation' ? `c:${signal.id}` : 'p';
}

function parse(payload: string): ChatSignal | null {
  if (payload === 'p') return { kind: 'presence' };
  if (payload.startsWith('c:') && payload.length <= 40) return { kind: 'conversation', id: payload.slice(2) };
  return null;
}

/** Through the instance's one listening connection (createListeners: 'resync' after it came back). */
export function createChatBus(sql: postgres.Sql): ChatBus {
  const listeners = createListeners<ChatSignal>('live chat', { sql, name: CHAT_CHANNEL, parse, resync: { kind: 'resync' } });
  return { subscribe: listeners.subscribe, ready: listeners.ready, close: listeners.close };
}

/** A bus that hears nothing, for code run without a server (the CLI, the worker's own tests). */
export function silentChatBus(): ChatBus {
  return { subscribe: () => () => undefined, ready: Promise.resolve(), close: async () => undefined };
}
