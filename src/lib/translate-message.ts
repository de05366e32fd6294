import { NEW_PASSWORD_MIN, SIGN_IN_PASSWORD_MIN, UNEXPECTED } from '@shared/constants';
import type { Locale } from '@shared/locales';
import { MSG, NAME_MAX, TWO_FACTOR_MSG } from '@shared/auth-messages';
import { PASSWORD_IN_URL } from '@shared/posted-form';
import { TEXT_NOT_ALLOWED } from '@shared/storable-text';
import type { TranslationFunctions } from '../i18n/i18n-types';
import { useI18nContext } from './i18n';
import { errorDomainOf, errorText, type ErrorDomain } from './error-texts';
import { isApiError } from './api';
import { errorMessage } from './toast';

export type AuthMessages = TranslationFunctions['auth']['messages'];

/**
 * The sentences the client itself says (the shared schemas' messages, a few constants), each with its
 * translation, keyed by the shared constant: the server's refusals are translated by their code instead
 * (errorText). The sign-in page adds its own (KNOWN below), the contact form its fields' (src/lib/form-messages.ts).
 */
const COMMON: Record<string, (m: AuthMessages) => string> = {
  [TEXT_NOT_ALLOWED]: (m) => m.textNotAllowed(),
  [UNEXPECTED]: (m) => m.unexpected(),
};

/**
 * A form message in the visitor's language: English pages keep it word for word; on the other languages a
 * server refusal is translated by its code (`domain`), a message of `known` (or a common one) by its constant,
 * and anything else becomes `fallback` (a translated generic sentence), never English.
 */
export function translateFormMessage(
  message: string,
  locale: Locale,
  m: AuthMessages,
  known: Record<string, (m: AuthMessages) => string> = {},
  fallback: () => string = m.generic,
  domain?: ErrorDomain,
): string {
  if (locale === 'en') return message;
  const byCode = domain && errorText(domain, locale);
  if (byCode) return byCode;
  const translate = known[message] ?? COMMON[message];
  return translate ? translate(m) : fallback();
}

/**
 * The sign-in and two-factor forms' own sentences (src/shared/auth-messages.ts, src/shared/posted-form.ts),
 * each with its translation. The English wording stays the spec's: English pages show the message as it came.
 */
const KNOWN: Record<string, (m: AuthMessages) => string> = {
  [MSG.email]: (m) => m.email(),
  [MSG.signInPassword]: (m) => m.passwordMin({ min: SIGN_IN_PASSWORD_MIN }),
  [MSG.newPassword]: (m) => m.passwordMin({ min: NEW_PASSWORD_MIN }),
  [MSG.newPasswordHint]: (m) => m.passwordHint({ min: NEW_PASSWORD_MIN }),
  [MSG.passwordsDontMatch]: (m) => m.passwordsDontMatch(),
  [MSG.name]: (m) => m.name(),
  [MSG.nameMax]: (m) => m.nameMax({ max: NAME_MAX }),
  [TWO_FACTOR_MSG.code]: (m) => m.twoFactorCode(),
  [TWO_FACTOR_MSG.invalidCode]: (m) => m.invalidCode(),
  // The posted sign-in form answers an expired ticket itself, without a refused call (server/routes/forms.ts).
  [TWO_FACTOR_MSG.ticketExpired]: (m) => m.ticketExpired(),
  [PASSWORD_IN_URL]: (m) => m.passwordNotSent(),
};

/**
 * A schema message or a server refusal (with its `domain`) in the visitor's language: English pages keep it word
 * for word; on the other languages an unknown one becomes `fallback` (a translated generic sentence), never English.
 */
export function translateMessage(message: string, locale: Locale, m: AuthMessages, fallback: () => string = m.generic, domain?: ErrorDomain): string {
  return translateFormMessage(message, locale, m, KNOWN, fallback, domain);
}

/** The toast description for a failed call: the service's message translated by its code, or `fallback` when it sent none. */
export function localizedError(err: unknown, locale: Locale, m: AuthMessages, fallback: string): string {
  const english = errorMessage(err, '');
  const domain = isApiError(err) ? errorDomainOf(err.data) : undefined;
  return english ? translateMessage(english, locale, m, m.generic, domain) : fallback;
}

/** The two translators bound to the page's language, for the auth forms. */
export function useAuthMessages() {
  const { LL, locale } = useI18nContext();
  const m = LL.auth.messages;
  return {
    /** A field's (or the form's) message, or undefined when there is none; `domain` is a refusal's code. */
    field: (message: string | undefined, domain?: ErrorDomain) => (message === undefined ? undefined : translateMessage(message, locale, m, m.checkField, domain)),
    error: (err: unknown, fallback: string) => localizedError(err, locale, m, fallback),
  };
}
