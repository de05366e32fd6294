import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import es from '../../src/i18n/es';
import fr from '../../src/i18n/fr';

/** Every text of a catalogue with its key path. */
function texts(node: unknown, at = ''): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  return node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => texts(v, at ? `${at}.${k}` : k)) : [];
}

/**
 * Decision 0010: the chat is an intake that reaches the firm, not an attorney typing. No visitor-facing text may
 * claim that an attorney is present, reading or replying in it (the old greeting, title and canned replies did).
 */
const CLAIMS: Record<'en' | 'es' | 'fr', RegExp[]> = {
  en: [/\bI am an? (immigration )?attorney\b/i, /\blive chat\b/i, /\bstaffed\b/i, /\bAn attorney from\b/i, /attorney will review your message/i, /chat (is )?answered/i, /\bonline now\b/i],
  es: [/\bsoy (una? )?abogad[oa]\b/i, /\bchat en vivo\b/i, /\bun abogado de\b.*\bchat\b/i, /chat.*\babogad[oa] (le )?responde|\babogad[oa] (le )?responde.*chat/i, /abogad[oa] revisará su mensaje/i, /chat (atendido|respondido)/i],
  fr: [/\bje suis (une? )?avocat/i, /\bchat en direct\b/i, /chat.*\bun avocat (vous )?répond|\bun avocat (vous )?répond.*chat/i, /avocat (examinera|lira) votre message/i, /chat (assuré|répondu)/i],
};

describe('no catalogue claims an attorney is in the chat', () => {
  for (const [locale, catalogue] of Object.entries({ en, es, fr }) as ['en' | 'es' | 'fr', unknown][]) {
    it(`${locale}: none of the old claims`, () => {
      // Decision 0021: the one sentence that says someone can answer now, shown only while a staff member is
      // available with the inbox open (tests/e2e/live-chat.spec.ts checks it appears then, and only then).
      const found = texts(catalogue).filter(([key, text]) => key !== 'chat.live.available' && CLAIMS[locale].some((re) => re.test(text)));
      expect(found).toEqual([]);
    });
  }

  it('the chat has no canned replies and no "attorney" sender any more', () => {
    for (const catalogue of [en, es, fr]) {
      const keys = texts(catalogue.chat).map(([k]) => k);
      expect(keys.filter((k) => /^reply\d$|^attorney$/.test(k))).toEqual([]);
    }
  });

  it('the test would catch the old English greeting', () => {
    const old = 'Hello, and thank you for reaching out. I am an immigration attorney with the firm. How can we help you today?';
    expect(CLAIMS.en.some((re) => re.test(old))).toBe(true);
    expect(CLAIMS.es.some((re) => re.test('Hola. Soy abogada de inmigración del bufete.'))).toBe(true);
    expect(CLAIMS.fr.some((re) => re.test('Bonjour, je suis avocat en immigration au cabinet.'))).toBe(true);
  });
});
