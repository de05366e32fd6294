/** Decision 0019: the one sentence for characters no text field may hold. */
export const TEXT_NOT_ALLOWED = 'This field contains characters that are not allowed.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * False for text PostgreSQL cannot store as given: NUL (refused outright) and lone UTF-16 surrogate halves
 * (not characters at all; they would be stored as U+FFFD, silently changing what was sent).
 * Without zod, so the router can use it without bringing the schemas into every page.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
