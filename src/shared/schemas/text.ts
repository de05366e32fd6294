import { z } from 'zod';

/** Issue 12: the one sentence for characters no text field may hold. */
export const TEXT_NOT_ALLOWED = 'This field contains characters that are not allowed.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * False for text PostgreSQL cannot store as given: NUL (refused outright) and lone UTF-16 surrogate halves
 * (not characters at all; they would be stored as U+FFFD, silently changing what was sent).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * `z.string()` that first refuses such characters, and stops there, so TEXT_NOT_ALLOWED is the field's
 * message rather than a format error caused by the odd character. Every text field of the shared schemas uses it.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: TEXT_NOT_ALLOWED, abort: true });
}
