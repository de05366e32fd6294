import { useCallback, useEffect, useRef, useState } from 'react';
import { POST_DRAFT_PREFIX as PREFIX } from '../../lib/post-drafts';
import { draftToRestore, isStale, type StoredDraft } from './draft-merge';
import { sameValues } from './use-content-form';
import { useLeaveGuard } from './use-leave-guard';

/** How long typing may pause before the draft is written (it is also written when the page goes away). */
const AUTOSAVE_MS = 800;
export const LEAVE_MSG = 'You have unsaved changes. Leave this page anyway? A draft of them stays in this browser.';

/** What the form was loaded from: the values and the version the next save goes over. */
interface Loaded<V> {
  values: V;
  version: number;
}

function readDraft<V>(key: string, revive: (values: V) => V): StoredDraft<V> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt?: unknown; values?: unknown; baseVersion?: unknown; baseValues?: unknown };
    const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
    // A draft without the version it was written on cannot be merged safely over a newer save: not offered.
    if (typeof parsed.savedAt !== 'string' || !isObject(parsed.values) || typeof parsed.baseVersion !== 'number' || !isObject(parsed.baseValues)) return null;
    return { savedAt: new Date(parsed.savedAt), values: revive(parsed.values as V), baseVersion: parsed.baseVersion, baseValues: revive(parsed.baseValues as V) };
  } catch {
    // Storage refused (private mode, quota) or a damaged entry: no draft to offer.
    return null;
  }
}

function writeDraft<V>(key: string, values: V, base: Loaded<V>): void {
  try {
    const draft = { savedAt: new Date().toISOString(), values, baseVersion: base.version, baseValues: base.values };
    window.localStorage.setItem(PREFIX + key, JSON.stringify(draft));
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
  /**
   * The values and version the form was loaded with: stored with the draft, so a draft written before
   * someone else saved restores only its own changes; a draft that would change nothing is not offered.
   */
  base: Loaded<V>;
  /** The values differ from the loaded version. */
  dirty: boolean;
  /** JSON keeps dates as text: turn them back into dates. */
  revive(values: V): V;
}

/** A draft offered back: when it was written, and whether someone else saved the post since. */
export interface DraftOfferInfo {
  savedAt: Date;
  /** Written over an older version than the one loaded: restoring keeps only the fields it changed. */
  stale: boolean;
}

/**
 * An autosaved copy of a form's unsaved values in localStorage (offered back when the form is opened
 * again), and a warning before the editor leaves with unsaved changes (useLeaveGuard: the browser's own
 * prompt when the tab closes or reloads, a confirm for navigation inside the app; buttons that navigate
 * ask through confirmLeave()).
 */
export function useUnsavedDraft<V extends Record<string, unknown>>({ key, values, base, dirty, revive }: UnsavedDraftOptions<V>) {
  const [offer, setOffer] = useState<StoredDraft<V> | null>(() => {
    const draft = readDraft(key, revive);
    return draft && !sameValues(draftToRestore(draft, base), base.values) ? draft : null;
  });
  // Once saved, nothing more is written (the form is leaving).
  const done = useRef(false);
  const latest = useRef({ values, dirty, offer, base });
  latest.current = { values, dirty, offer, base };

  // The editor started editing instead of answering the offer: the offer goes (its text says so) and the
  // new edits are autosaved in its place; otherwise they would be kept nowhere while the offer waits.
  useEffect(() => {
    if (offer && dirty) setOffer(null);
  }, [offer, dirty]);

  /** Writes or removes the draft now (while an offer waits, the stored draft is left alone). */
  const flush = useCallback(() => {
    const { values: v, dirty: d, offer: o, base: b } = latest.current;
    if (done.current || (o && !d)) return;
    if (d) writeDraft(key, v, b);
    else removeDraft(key);
  }, [key]);

  useEffect(() => {
    const timer = window.setTimeout(flush, AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [values, dirty, offer, flush]);

  // The page going away (closed, reloaded, left) writes the draft now, not after the autosave's pause.
  useEffect(() => {
    window.addEventListener('beforeunload', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('beforeunload', flush);
      window.removeEventListener('pagehide', flush);
    };
  }, [flush]);
  const leave = useLeaveGuard({ dirty, message: LEAVE_MSG });

  const offered: DraftOfferInfo | null = offer ? { savedAt: offer.savedAt, stale: isStale(offer, base.version) } : null;

  return {
    /** A draft from an earlier visit that would change the loaded version, until restored, discarded or edited over. */
    offer: offered,
    /**
     * The values restoring the draft puts in the form (all of it, or, when someone else saved since it was
     * written, only the fields it changed over the loaded version); the offer goes.
     */
    takeOffer: (): V | null => {
      const draft = offer;
      setOffer(null);
      return draft ? draftToRestore(draft, latest.current.base) : null;
    },
    discardOffer: () => {
      setOffer(null);
      removeDraft(key);
    },
    /**
     * After a save that stays in the form: the draft and its offer go; autosave goes on over the saved version
     * (the form's new base, which makes it clean).
     */
    saved: () => {
      setOffer(null);
      removeDraft(key);
    },
    /** After a successful save that leaves the form: the draft goes and nothing more is written. */
    clear: () => {
      done.current = true;
      leave.release();
      removeDraft(key);
    },
    /** For buttons that leave the form: true when there is nothing unsaved or the editor confirms. */
    confirmLeave: leave.confirmLeave,
  };
}
