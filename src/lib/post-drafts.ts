/**
 * The post form's autosaved drafts in localStorage: their key prefix and their removal on sign-out. Kept apart
 * from the form's hook (src/staff/components/use-unsaved-draft.ts) because the auth context, which every page
 * loads, removes them; the merge of a stale draft is admin code (src/staff/components/draft-merge.ts).
 */

/** Every post draft's localStorage key starts with this (then the post's id, or 'new…'). */
export const POST_DRAFT_PREFIX = 'post-draft:';

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
