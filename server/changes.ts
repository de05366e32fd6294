/**
 * Public content changed: a service says so once its transaction committed, and whatever keeps a copy of public
 * content (the page cache, the firm-settings cache) listens. Today the announcements stay in this process; the
 * many-instances work backs the same interface with PostgreSQL LISTEN/NOTIFY, so a change made on one instance
 * reaches the listeners of every instance. A change names what changed, never its content (a NOTIFY carries ids only).
 */
export interface ContentChange {
  kind: 'post' | 'resource' | 'settings';
  id?: string;
}

export type ChangeListener = (change: ContentChange) => void;

export interface ContentChanges {
  /** Call after the commit: a listener that reads again at once must find the change. */
  announce(change: ContentChange): void;
  /** Returns the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
}

/** Announcements within this process. */
export function createContentChanges(): ContentChanges {
  const listeners = new Set<ChangeListener>();
  return {
    announce(change) {
      for (const listener of [...listeners]) {
        // The change is committed whatever a listener does: a failing cache must not turn the save into an error.
        try {
          listener(change);
        } catch (err) {
          console.error('content change listener failed', err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
