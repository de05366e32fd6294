import { randomBytes } from 'node:crypto';
import type postgres from 'postgres';
import { createListeners } from './listen';

/**
 * Public content changed: a service says so once its transaction committed, and whatever keeps a copy of public
 * content (the page cache, the public query cache, the firm-settings cache) listens. The announcement reaches
 * this instance's listeners at once and every other instance's through PostgreSQL LISTEN/NOTIFY (decisions 0016, 0023).
 * A change names what changed, never its content (a NOTIFY carries a kind and an id only).
 */
export interface ContentChange {
  /** 'booking': a consultation booked, moved or cancelled, or an attorney's time blocked (free times changed). */
  kind: 'post' | 'resource' | 'settings' | 'media' | 'booking';
  id?: string;
}

/**
 * What a listener hears: a change, or (local only) 'resync' when this instance's listening connection came back
 * after a loss: changes made meanwhile were not heard, so every copy must be dropped.
 */
export type HeardChange = ContentChange | { kind: 'resync' };

export type ChangeListener = (change: HeardChange) => void;

export interface ContentChanges {
  /** Call after the commit: a listener that reads again at once must find the change. */
  announce(change: ContentChange): void;
  /** Returns the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
  /** Resolves once changes of other instances are heard (at once for announcements within the process). */
  ready: Promise<void>;
  /** Stops listening to other instances. */
  close(): Promise<void>;
}

/** Announcements within this process (a CLI, or a test standing for an instance that others do not hear). */
export function createContentChanges(): ContentChanges {
  const listeners = createListeners<HeardChange>('content change');
  return { announce: listeners.tell, subscribe: listeners.subscribe, ready: listeners.ready, close: listeners.close };
}

export const CONTENT_CHANNEL = 'content_changes';
const KINDS: ReadonlySet<string> = new Set<ContentChange['kind']>(['post', 'resource', 'settings', 'media', 'booking']);

/** `<instance>:<kind>[:<id>]`, under 80 bytes (PostgreSQL allows 8000). */
export function changePayload(instance: string, change: ContentChange): string {
  return [instance, change.kind, ...(change.id ? [change.id] : [])].join(':');
}

export function parseChangePayload(payload: string): { instance: string; change: ContentChange } | null {
  const [instance, kind, id, ...rest] = payload.split(':');
  if (!instance || !kind || !KINDS.has(kind) || rest.length > 0 || (id !== undefined && !/^[\w-]{1,64}$/.test(id))) return null;
  return { instance, change: { kind: kind as ContentChange['kind'], ...(id ? { id } : {}) } };
}

/**
 * Announcements across instances: this instance's listeners hear a change at once, then a NOTIFY on
 * CONTENT_CHANNEL tells every other instance's (the echo of its own is skipped). postgres.js keeps one listening
 * connection per pool (the live chat's bus shares it) and, after a database restart, reconnects with backoff
 * and runs LISTEN again: the listeners then hear 'resync'. A NOTIFY that fails (the database is down) is
 * logged; the other instances' caches then expire on their own time-outs, the safety net.
 */
export function createSharedContentChanges(sql: postgres.Sql, log: Pick<Console, 'warn'> = console): ContentChanges {
  const instance = randomBytes(9).toString('base64url');
  const listeners = createListeners<HeardChange>('content change', {
    sql,
    name: CONTENT_CHANNEL,
    parse(payload) {
      const heard = parseChangePayload(payload);
      return heard && heard.instance !== instance ? heard.change : null;
    },
    resync: { kind: 'resync' },
  });
  return {
    announce(change) {
      listeners.tell(change);
      sql.notify(CONTENT_CHANNEL, changePayload(instance, change)).catch((err: unknown) => {
        log.warn(`content change not sent to the other instances (${err instanceof Error ? err.message : String(err)}): their caches expire on their own`);
      });
    },
    subscribe: listeners.subscribe,
    ready: listeners.ready,
    close: listeners.close,
  };
}
