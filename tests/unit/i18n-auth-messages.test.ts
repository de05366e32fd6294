import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_CONFIRMED, INVALID_CREDENTIALS, INVALID_LINK } from '../../server/services/auth';
import { DATABASE_UNAVAILABLE } from '../../server/trpc/trpc';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { localizedError, translateMessage } from '../../src/lib/auth-messages';
import { UNEXPECTED } from '../../src/lib/toast';
import { PASSWORD_IN_URL } from '../../src/shared/posted-form';
import { MSG } from '../../src/shared/schemas/auth';
import { TEXT_NOT_ALLOWED } from '../../src/shared/schemas/text';
import type { Locale } from '../../src/shared/locales';

loadAllLocales();
const LL = { en: i18nObject('en'), es: i18nObject('es'), fr: i18nObject('fr') };
const tr = (message: string, locale: Locale) => translateMessage(message, locale, LL[locale].auth.messages);

/** What the auth form and the server say in English: every one must read in the visitor's language. */
const ENGLISH = [
  MSG.email,
  MSG.signInPassword,
  MSG.newPassword,
  MSG.newPasswordHint,
  MSG.passwordsDontMatch,
  TEXT_NOT_ALLOWED,
  INVALID_CREDENTIALS,
  EMAIL_NOT_CONFIRMED,
  INVALID_LINK,
  DATABASE_UNAVAILABLE,
  UNEXPECTED,
  'The request contains characters that are not allowed.',
  'Too many attempts. Please wait 1 minute and try again.',
  'Too many attempts. Please wait 15 minutes and try again.',
  MSG.confirmWrongPassword,
  PASSWORD_IN_URL,
];

describe('auth messages in the visitor language', () => {
  it('keeps every English message exactly as it is on English pages', () => {
    for (const m of [...ENGLISH, 'Some message nobody mapped']) expect(tr(m, 'en')).toBe(m);
  });

  it.each(['es', 'fr'] as const)('translates each known schema and server message into %s, none to the generic sentence', (locale) => {
    const generic = LL[locale].auth.messages.generic();
    const seen = new Set<string>();
    for (const m of ENGLISH) {
      const out = tr(m, locale);
      expect(out, m).not.toBe(m);
      expect(out, m).not.toBe(generic);
      seen.add(out);
    }
    // Distinct messages stay distinct (except the two password-length wordings the catalogue merges on purpose).
    expect(seen.size).toBeGreaterThanOrEqual(ENGLISH.length - 1);
  });

  it('says the waiting time of the rate limit in the visitor language', () => {
    expect(tr('Too many attempts. Please wait 1 minute and try again.', 'es')).toBe('Demasiados intentos. Espere 1 minuto e inténtelo de nuevo.');
    expect(tr('Too many attempts. Please wait 15 minutes and try again.', 'es')).toBe('Demasiados intentos. Espere 15 minutos e inténtelo de nuevo.');
    expect(tr('Too many attempts. Please wait 2 minutes and try again.', 'fr')).toBe('Trop de tentatives. Veuillez patienter 2 minutes avant de réessayer.');
  });

  it('falls back to a translated sentence, never English, for a message it does not know', () => {
    expect(tr('Only administrators can do this.', 'es')).toBe(LL.es.auth.messages.generic());
    expect(tr('Only administrators can do this.', 'fr')).toBe(LL.fr.auth.messages.generic());
  });

  it('translates the error of a failed call, and uses the given fallback when the server sent no message', () => {
    const answered = (message: string) => TRPCClientError.from({ error: { message, code: -32001, data: { code: 'UNAUTHORIZED' } } });
    expect(localizedError(answered(INVALID_CREDENTIALS), 'es', LL.es.auth.messages, 'x')).toBe('Correo electrónico o contraseña incorrectos');
    expect(localizedError(answered(INVALID_CREDENTIALS), 'en', LL.en.auth.messages, 'x')).toBe(INVALID_CREDENTIALS);
    expect(localizedError(answered(''), 'fr', LL.fr.auth.messages, 'repli')).toBe('repli');
    expect(localizedError(new Error('network'), 'fr', LL.fr.auth.messages, 'repli')).toBe('Une erreur inattendue s’est produite');
  });
});
