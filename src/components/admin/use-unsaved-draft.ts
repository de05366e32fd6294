import { useCallback, useEffect, useRef, useState } from 'react';
import { sameValues } from './use-content-form';

/** What stays in the browser while a form has unsaved changes. */
interface StoredDraft<V> {
  savedAt: Date;
  values: V;
}

const PREFIX = 'post-draft:';
/** How long typing may pause before the draft is written (it is also written when the page goes away). */
const AUTOSAVE_MS = 800;
export const LEAVE_MSG = 'You have unsaved changes. Leave this page anyway? A draft of them stays in this browser.';

function readDraft<V>(key: string, revive: (values: V) => V): StoredDraft<V> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt?: unknown; values?: unknown };
    if (typeof parsed.savedAt !== 'string' || typeof parsed.values !== 'object' || parsed.values === null) return null;
    return { savedAt: new Date(parsed.savedAt), values: revive(parsed.values as V) };
  } catch {
    // Storage refused (private mode, quota) or a damaged entry: no draft to offer.
    return null;
  }
}

function writeDraft<V>(key: string, values: V): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or refused: the form itself still holds the text.
  }
}

function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

interface UnsavedDraftOptions<V> {
  /** One draft per form: the post's id, or 'new' / 'new:<original id>:<locale>' for a new post. */
  key: string;
  values: V;
  /** The values the form was loaded with: a draft equal to them is not worth offering. */
  base: V;
  /** The values differ from the loaded version. */
  dirty: boolean;
  /** JSON keeps dates as text: turn them back into dates. */
  revive(values: V): V;
}

/**
 * An autosaved copy of a form's unsaved values in localStorage (offered back when the form is opened
 * again), and a warning before the editor leaves with unsaved changes: the browser's own prompt when the
 * tab closes or reloads, and a confirm for links inside the app (clicked links are caught before the
 * router sees them; buttons that navigate ask through confirmLeave()).
 */
export function useUnsavedDraft<V>({ key, values, base, dirty, revive }: UnsavedDraftOptions<V>) {
  const [offer, setOffer] = useState<StoredDraft<V> | null>(() => {
    const draft = readDraft(key, revive);
    return draft && !sameValues(draft.values, base) ? draft : null;
  });
  // Once saved, nothing more is written (the form is leaving).
  const done = useRef(false);
  const latest = useRef({ values, dirty, offer });
  latest.current = { values, dirty, offer };

  /** Writes or removes the draft now (while an offer waits, the stored draft is left alone). */
  const flush = useCallback(() => {
    const { values: v, dirty: d, offer: o } = latest.current;
    if (done.current || o) return;
    if (d) writeDraft(key, v);
    else removeDraft(key);
  }, [key]);

  useEffect(() => {
    const timer = window.setTimeout(flush, AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [values, dirty, offer, flush]);

  useEffect(() => {
    const beforeUnload = (e: BeforeUnloadEvent) => {
      flush();
      if (!latest.current.dirty || done.current) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (!latest.current.dirty || done.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      if (window.confirm(LEAVE_MSG)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('pagehide', flush);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('click', onClick, true);
    };
  }, [flush]);

  return {
    /** A draft from an earlier visit that differs from the loaded version, until restored or discarded. */
    offer,
    /** The draft's values (to put in the form); the offer goes. */
    takeOffer: (): V | null => {
      const draft = offer;
      setOffer(null);
      return draft?.values ?? null;
    },
    discardOffer: () => {
      setOffer(null);
      removeDraft(key);
    },
    /** After a successful save: the draft goes and nothing more is written. */
    clear: () => {
      done.current = true;
      removeDraft(key);
    },
    /** For buttons that leave the form: true when there is nothing unsaved or the editor confirms. */
    confirmLeave: (): boolean => !latest.current.dirty || done.current || window.confirm(LEAVE_MSG),
  };
}
