/**
 * The post form's autosaved drafts in localStorage: the key prefix, the merge a draft gets when someone else
 * saved the post after it was written, and their removal on sign-out. Kept apart from the form's hook (and
 * free of zod) because the auth context, which every page loads, removes them.
 */

/** Every post draft's localStorage key starts with this (then the post's id, or 'new…'). */
export const POST_DRAFT_PREFIX = 'post-draft:';

/** What stays in the browser while a form has unsaved changes. */
export interface StoredDraft<V> {
  savedAt: Date;
  values: V;
  /** The version the form had loaded when the draft was written. */
  baseVersion: number;
  /** That version's values: the fields where `values` differ from them are the editor's own changes. */
  baseValues: V;
}

/** Whether two sets of form values are the same (dates compared by their time, as JSON writes them). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The draft was written over an older version than the one the form loaded now: someone else saved since. */
export function isStale<V>(draft: StoredDraft<V>, loadedVersion: number): boolean {
  return draft.baseVersion !== loadedVersion;
}

/**
 * The values restoring `draft` puts in the form. Over the version it was written on: the draft as it is.
 * Over a newer one: only the fields the draft changed from its own base, on top of the loaded version, so a
 * colleague's save to the other fields is not silently undone by the next save.
 */
export function draftToRestore<V extends Record<string, unknown>>(draft: StoredDraft<V>, loaded: { values: V; version: number }): V {
  if (!isStale(draft, loaded.version)) return draft.values;
  const out: Record<string, unknown> = { ...loaded.values };
  for (const key of Object.keys(draft.values)) {
    if (!same(draft.values[key], draft.baseValues[key])) out[key] = draft.values[key];
  }
  return out as V;
}

/**
 * Removes every post draft from this browser (on sign-out: on a shared office computer the next person
 * must not find someone else's unsaved, unpublished text).
 */
export function removeAllPostDrafts(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(POST_DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage refused (private mode): nothing was stored either.
  }
}
