import { z } from 'zod';
import { isStorableText } from '../text';

export { isStorableText };

/** Issue 12: the one sentence for characters no text field may hold. */
export const TEXT_NOT_ALLOWED = 'This field contains characters that are not allowed.';

/**
 * `z.string()` that first refuses such characters, and stops there, so TEXT_NOT_ALLOWED is the field's
 * message rather than a format error caused by the odd character. Every text field of the shared schemas uses it.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: TEXT_NOT_ALLOWED, abort: true });
}
