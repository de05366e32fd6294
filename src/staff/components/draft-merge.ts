/** Restoring an autosaved post draft (src/lib/post-drafts.ts keeps them) over the version the form loaded. */

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
