import { z } from 'zod';
import { NEW_PASSWORD_MIN, SIGN_IN_PASSWORD_MIN } from '../constants';

export const MSG = {
  email: 'Please enter a valid email address',
  signInPassword: `Password must be at least ${SIGN_IN_PASSWORD_MIN} characters`,
  newPassword: `Password must be at least ${NEW_PASSWORD_MIN} characters`,
  passwordsDontMatch: "Passwords don't match",
} as const;

const email = z
  .string({ error: MSG.email })
  .trim()
  .max(254, MSG.email)
  .pipe(z.email({ error: MSG.email }))
  .transform((e) => e.toLowerCase());

export const signInInput = z.object({
  email,
  password: z.string({ error: MSG.signInPassword }).min(SIGN_IN_PASSWORD_MIN, MSG.signInPassword).max(1024),
});
export type SignInInput = z.input<typeof signInInput>;

export const signUpInput = z.object({
  email,
  password: z.string({ error: MSG.newPassword }).min(NEW_PASSWORD_MIN, MSG.newPassword).max(1024),
});
export type SignUpInput = z.input<typeof signUpInput>;

export const emailOnlyInput = z.object({ email });
