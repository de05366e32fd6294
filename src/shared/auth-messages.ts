/**
 * The sign-in and two-factor messages, without zod: the schemas (src/shared/schemas/auth.ts, two-factor.ts)
 * and the server use them, and so does the sign-in page before its schemas have loaded.
 */
import { NEW_PASSWORD_MIN, SIGN_IN_PASSWORD_MIN } from './constants';

/** The longest name an account may have (the profile's limit too). */
export const NAME_MAX = 120;

/** The spec's messages (sections 5 and 8), written once and shown by forms and the server alike. */
export const MSG = {
  email: 'Please enter a valid email address',
  signInPassword: `Password must be at least ${SIGN_IN_PASSWORD_MIN} characters`,
  newPassword: `Password must be at least ${NEW_PASSWORD_MIN} characters`,
  newPasswordHint: `Password must be at least ${NEW_PASSWORD_MIN} characters long`,
  passwordsDontMatch: "Passwords don't match",
  allFieldsRequired: 'All fields are required',
  newPasswordsDontMatch: 'New passwords do not match',
  /** Accepting an invitation asks for a name (the Team tab and the inbox show it). */
  name: 'Please enter your name',
  nameMax: `Name must be at most ${NAME_MAX} characters`,
  /** Confirming an address asks for the password chosen at sign-up (decision 0006: a pre-hijacker's password is never activated). */
  confirmWrongPassword: 'This is not the password chosen at sign-up. If you did not choose it, reset your password instead.',
} as const;

export const TWO_FACTOR_MSG = {
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  setupCode: 'Enter the 6-digit code from your authenticator app',
  invalidCode: 'Invalid code',
  ticketExpired: 'Your sign-in has expired. Please sign in again.',
  notEnrolling: 'Start two-factor setup again: no setup is in progress.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  required: 'Your administrator requires two-factor authentication. Turn it on in your profile to continue.',
} as const;
