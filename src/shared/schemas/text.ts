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

/**
 * A submission's idempotency key (decision 0030): 16 to 64 URL-safe characters, random, made by the page for one
 * thing the visitor sends and the same when that is sent again (a retry by the visitor, the browser or a proxy),
 * so it is stored once. Dropped when malformed: the submission is then taken as new, never refused for its key.
 */
export const submissionKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/).optional().catch(undefined);
