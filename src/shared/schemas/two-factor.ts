import { z } from 'zod';
import { TWO_FACTOR_MSG } from '../auth-messages';
import { text } from './text';

/** Two-factor sign-in (TOTP): the words the server and the forms share. */
export { TWO_FACTOR_MSG };

export const RECOVERY_CODE_COUNT = 10;
/** How long the password step of a two-factor sign-in stays valid, and how many codes it may try. */
export const SIGN_IN_TICKET_MINUTES = 5;
export const SIGN_IN_TICKET_ATTEMPTS = 5;

/** A 6-digit TOTP code, or a recovery code (letters and digits, dashes and spaces ignored). */
const anyCode = text({ error: TWO_FACTOR_MSG.code })
  .trim()
  .min(6, TWO_FACTOR_MSG.code)
  .max(40, TWO_FACTOR_MSG.code)
  .regex(/^[A-Za-z0-9 -]+$/, TWO_FACTOR_MSG.code);

const totpCode = text({ error: TWO_FACTOR_MSG.setupCode })
  .trim()
  .regex(/^\d{6}$/, TWO_FACTOR_MSG.setupCode);

export const signInCodeInput = z.object({
  ticket: text().min(20).max(200).regex(/^[\w-]+$/),
  code: anyCode,
});
export type SignInCodeInput = z.input<typeof signInCodeInput>;

/** The Code field of the sign-in step, checked in the browser before it is sent. */
export const signInCodeForm = z.object({ code: anyCode });

export const enableTwoFactorInput = z.object({ code: totpCode });
/** Turning it off needs a current code: from the app, or a recovery code. */
export const disableTwoFactorInput = z.object({ code: anyCode });

export const twoFactorRequiredInput = z.object({ required: z.boolean() });
export const resetTwoFactorInput = z.object({ userId: text().min(1).max(64) });

/** Recovery codes are compared without case, spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
