import { NEW_PASSWORD_MIN, SIGN_IN_PASSWORD_MIN, UNEXPECTED } from '../shared/constants';
import type { Locale } from '../shared/locales';
import { MSG, TWO_FACTOR_MSG } from '../shared/auth-messages';
import { PASSWORD_IN_URL } from '../shared/posted-form';
import { TEXT_NOT_ALLOWED } from '../shared/text';
import type { TranslationFunctions } from '../i18n/i18n-types';
import { useI18nContext } from './i18n';
import { errorMessage } from './toast';

export type AuthMessages = TranslationFunctions['auth']['messages'];

/**
 * What the server may answer any public form with, whatever it is for (server/trpc/trpc.ts, the rate limiter),
 * each with its translation. The sign-in page adds its own (KNOWN below), the contact form its fields'
 * (src/lib/form-messages.ts).
 */
const COMMON: Record<string, (m: AuthMessages) => string> = {
  [TEXT_NOT_ALLOWED]: (m) => m.textNotAllowed(),
  'The request contains characters that are not allowed.': (m) => m.requestNotAllowed(),
  'The service is temporarily unavailable. Please try again in a moment.': (m) => m.unavailable(),
  [UNEXPECTED]: (m) => m.unexpected(),
};

const TOO_MANY = /^Too many attempts\. Please wait (\d+) minutes? and try again\.$/;

/**
 * A server message in the visitor's language: English pages keep it word for word; on the other languages a
 * message of `known` (or a common one) is translated and an unknown one becomes `fallback` (a translated
 * generic sentence), never English.
 */
export function translateFormMessage(
  message: string,
  locale: Locale,
  m: AuthMessages,
  known: Record<string, (m: AuthMessages) => string> = {},
  fallback: () => string = m.generic,
): string {
  if (locale === 'en') return message;
  const translate = known[message] ?? COMMON[message];
  if (translate) return translate(m);
  const wait = TOO_MANY.exec(message);
  if (wait) return m.tooManyAttempts({ minutes: Number(wait[1]) });
  return fallback();
}

/**
 * The English sentences the shared schemas and the server answer with (server/services/auth.ts,
 * server/services/totp.ts, server/trpc/trpc.ts; tests/unit/i18n-auth-messages.test.ts checks the copies still match), each with its
 * translation. The English wording stays the spec's: English pages show the message as it came.
 */
const KNOWN: Record<string, (m: AuthMessages) => string> = {
  [MSG.email]: (m) => m.email(),
  [MSG.signInPassword]: (m) => m.passwordMin({ min: SIGN_IN_PASSWORD_MIN }),
  [MSG.newPassword]: (m) => m.passwordMin({ min: NEW_PASSWORD_MIN }),
  [MSG.newPasswordHint]: (m) => m.passwordHint({ min: NEW_PASSWORD_MIN }),
  [MSG.passwordsDontMatch]: (m) => m.passwordsDontMatch(),
  'Invalid email or password': (m) => m.invalidCredentials(),
  'Please confirm your email address before signing in. Check your inbox for the confirmation link.': (m) => m.emailNotConfirmed(),
  'This link is invalid or has expired. Please request a new one.': (m) => m.invalidLink(),
  [TWO_FACTOR_MSG.code]: (m) => m.twoFactorCode(),
  [TWO_FACTOR_MSG.invalidCode]: (m) => m.invalidCode(),
  [TWO_FACTOR_MSG.ticketExpired]: (m) => m.ticketExpired(),
  [MSG.confirmWrongPassword]: (m) => m.confirmWrongPassword(),
  [PASSWORD_IN_URL]: (m) => m.passwordNotSent(),
};

/**
 * A schema or server message in the visitor's language: English pages keep it word for word; on the other
 * languages a known message is translated and an unknown one becomes `fallback` (a translated generic sentence),
 * never English.
 */
export function translateMessage(message: string, locale: Locale, m: AuthMessages, fallback: () => string = m.generic): string {
  return translateFormMessage(message, locale, m, KNOWN, fallback);
}

/** The toast description for a failed call: the service's message translated, or `fallback` when it sent none. */
export function localizedError(err: unknown, locale: Locale, m: AuthMessages, fallback: string): string {
  const english = errorMessage(err, '');
  return english ? translateMessage(english, locale, m) : fallback;
}

/** The two translators bound to the page's language, for the auth forms. */
export function useAuthMessages() {
  const { LL, locale } = useI18nContext();
  const m = LL.auth.messages;
  return {
    /** A field's validation message, or undefined when the field is fine. */
    field: (message: string | undefined) => (message === undefined ? undefined : translateMessage(message, locale, m, m.checkField)),
    error: (err: unknown, fallback: string) => localizedError(err, locale, m, fallback),
  };
}
