import { z } from 'zod';
import { isStorableText, TEXT_NOT_ALLOWED } from '../storable-text';

export { isStorableText, TEXT_NOT_ALLOWED };

/**
 * `z.string()` that first refuses such characters, and stops there, so TEXT_NOT_ALLOWED is the field's
 * message rather than a format error caused by the odd character. Every text field of the shared schemas uses it.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: TEXT_NOT_ALLOWED, abort: true });
}
