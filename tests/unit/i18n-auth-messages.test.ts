import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { loadErrorTexts } from '../../src/lib/error-texts';
import { localizedError, translateMessage } from '../../src/lib/translate-message';
import { UNEXPECTED } from '../../src/lib/toast';
import { PASSWORD_IN_URL } from '@shared/posted-form';
import { MSG, TWO_FACTOR_MSG } from '@shared/auth-messages';
import { TEXT_NOT_ALLOWED } from '@shared/schemas/text';
import type { ErrorDomain } from '@shared/error-domain';
import type { Locale } from '@shared/locales';

loadAllLocales();
// The refusals' translations load one language at a time, as the pages do (src/lib/error-texts.ts).
await Promise.all([loadErrorTexts('es'), loadErrorTexts('fr')]);
const LL = { en: i18nObject('en'), es: i18nObject('es'), fr: i18nObject('fr') };
const tr = (message: string, locale: Locale, domain?: ErrorDomain) => translateMessage(message, locale, LL[locale].auth.messages, undefined, domain);
const refusal = (code: string, params: ErrorDomain['params'] = {}): ErrorDomain => ({ code, params });

/** What the auth forms say themselves (the shared schemas' sentences): translated by their shared constant. */
const CLIENT = [MSG.email, MSG.signInPassword, MSG.newPassword, MSG.newPasswordHint, MSG.passwordsDontMatch, TEXT_NOT_ALLOWED, UNEXPECTED, PASSWORD_IN_URL, TWO_FACTOR_MSG.code];

/** What the server refuses the auth forms with: translated by the code it sends, whatever the English says. */
const SERVER = [
  refusal('invalidCredentials'),
  refusal('emailNotConfirmed'),
  refusal('invalidLink'),
  refusal('unavailable'),
  refusal('requestNotAllowed'),
  refusal('tooManyAttempts', { minutes: 1 }),
  refusal('tooManyAttempts', { minutes: 15 }),
  refusal('confirmWrongPassword'),
  refusal('invalidCode'),
  refusal('ticketExpired'),
];

describe('auth messages in the visitor language', () => {
  it('keeps every English message exactly as it is on English pages', () => {
    for (const m of [...CLIENT, 'Some message nobody mapped']) expect(tr(m, 'en')).toBe(m);
    expect(tr('Invalid email or password', 'en', refusal('invalidCredentials'))).toBe('Invalid email or password');
  });

  it.each(['es', 'fr'] as const)('translates each schema message and each server refusal into %s, none to the generic sentence', (locale) => {
    const generic = LL[locale].auth.messages.generic();
    const seen = new Set<string>();
    for (const m of CLIENT) {
      const out = tr(m, locale);
      expect(out, m).not.toBe(m);
      expect(out, m).not.toBe(generic);
      seen.add(out);
    }
    for (const d of SERVER) {
      const out = tr('English the client never reads', locale, d);
      expect(out, d.code).not.toBe(generic);
      seen.add(out);
    }
    // Distinct messages stay distinct (except the two password-length wordings the catalogue merges on purpose).
    expect(seen.size).toBeGreaterThanOrEqual(CLIENT.length + SERVER.length - 1);
  });

  it('says the waiting time of the rate limit in the visitor language, from the code’s parameter', () => {
    expect(tr('x', 'es', refusal('tooManyAttempts', { minutes: 1 }))).toBe('Demasiados intentos. Espere 1 minuto e inténtelo de nuevo.');
    expect(tr('x', 'es', refusal('tooManyAttempts', { minutes: 15 }))).toBe('Demasiados intentos. Espere 15 minutos e inténtelo de nuevo.');
    expect(tr('x', 'fr', refusal('tooManyAttempts', { minutes: 2 }))).toBe('Trop de tentatives. Veuillez patienter 2 minutes avant de réessayer.');
  });

  it('falls back to a translated sentence, never English, for a message without a code it does not know', () => {
    expect(tr('Only administrators can do this.', 'es')).toBe(LL.es.auth.messages.generic());
    expect(tr('Only administrators can do this.', 'fr', refusal('noSuchCode'))).toBe(LL.fr.auth.messages.generic());
  });

  it('translates the error of a failed call by its code, and uses the given fallback when the server sent no message', () => {
    const answered = (message: string, domain?: ErrorDomain) =>
      TRPCClientError.from({ error: { message, code: -32001, data: { code: 'UNAUTHORIZED', ...(domain ? { domain } : {}) } } });
    const english = 'Invalid email or password';
    expect(localizedError(answered(english, refusal('invalidCredentials')), 'es', LL.es.auth.messages, 'x')).toBe('Correo electrónico o contraseña incorrectos');
    expect(localizedError(answered(english, refusal('invalidCredentials')), 'en', LL.en.auth.messages, 'x')).toBe(english);
    expect(localizedError(answered(english), 'es', LL.es.auth.messages, 'x')).toBe(LL.es.auth.messages.generic());
    expect(localizedError(answered(''), 'fr', LL.fr.auth.messages, 'repli')).toBe('repli');
    expect(localizedError(new Error('network'), 'fr', LL.fr.auth.messages, 'repli')).toBe('Une erreur inattendue s’est produite');
  });
});
