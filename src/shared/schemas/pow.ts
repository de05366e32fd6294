import { z } from 'zod';
import { text } from './text';

/** ALTCHA's proof of work (altcha-lib v2): the challenge as the server signed it, and the browser's solution. */
export const powPayload = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: text().max(40),
      nonce: text().max(200),
      salt: text().max(200),
      cost: z.number().int().min(1).max(1_000_000),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: text().max(128),
      keySignature: text().max(200).optional(),
      expiresAt: z.number().int().optional(),
    }),
    signature: text().max(200),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: text().max(200), time: z.number().optional() }),
});
export type PowPayload = z.infer<typeof powPayload>;

/**
 * A solved challenge as an HTML form posts it: the JSON text of a PowPayload in one hidden field (the page's
 * script fills it), or nothing (no script ran); or the payload itself (an API caller, or the form's input
 * parsed once already). Text that is not such JSON is refused with `message`.
 */
export function powField(message: string) {
  const posted = text()
    .max(4000, message)
    .transform((raw, ctx) => {
      if (raw === '') return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(powPayload.optional());
  return z.union([powPayload, posted]);
}
