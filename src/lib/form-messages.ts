import type { TranslationFunctions } from '../i18n/i18n-types';
import { MSG } from '@shared/auth-messages';
import { CONTACT_MSG } from '@shared/contact-messages';
import type { ErrorDomain } from '@shared/error-domain';
import type { Locale } from '@shared/locales';
import { translateFormMessage, type AuthMessages } from './translate-message';

/** A contact form message (a field's, or the whole form's, with its code when the server refused) in the page's language. */
export function contactMessage(message: string, locale: Locale, LL: TranslationFunctions, domain?: ErrorDomain): string {
  const c = LL.contact.messages;
  const contact: Record<string, (m: AuthMessages) => string> = {
    [CONTACT_MSG.name]: () => c.name(),
    [CONTACT_MSG.phone]: () => c.phone(),
    [CONTACT_MSG.message]: () => c.message(),
    [CONTACT_MSG.privacy]: () => c.privacy(),
    [MSG.email]: () => c.email(),
  };
  return translateFormMessage(message, locale, LL.auth.messages, contact, LL.auth.messages.generic, domain);
}

/**
 * The first message of each of `fields` in a refused call's data (the server's error formatter puts zod's
 * flattened field errors in data.zodError).
 */
export function contactFieldErrors<F extends string>(data: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (typeof data !== 'object' || data === null || !('zodError' in data)) return out;
  const zod = data.zodError;
  if (typeof zod !== 'object' || zod === null || !('fieldErrors' in zod) || typeof zod.fieldErrors !== 'object' || zod.fieldErrors === null) return out;
  const given: Partial<Record<string, unknown>> = zod.fieldErrors;
  for (const f of fields) {
    const list = given[f];
    if (Array.isArray(list) && typeof list[0] === 'string') out[f] = list[0];
  }
  return out;
}
