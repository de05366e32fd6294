import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import en from '../../src/i18n/en';
import es from '../../src/i18n/es';
import fr from '../../src/i18n/fr';
import enEmails from '../../src/i18n/en/emails';
import esEmails from '../../src/i18n/es/emails';
import frEmails from '../../src/i18n/fr/emails';
import { mapDisagreesWithAddress } from '@shared/schemas/firm';
import { stateName } from '@shared/us-states';

loadAllLocales();

function textsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return node && typeof node === 'object' ? Object.values(node).flatMap(textsOf) : [];
}

/** Issue 26: the site's texts take the firm's facts from its settings, so a firm elsewhere edits nothing else. */
describe('the firm’s facts in the site’s texts', () => {
  it('no catalogue text names the demo firm’s city, in any language', () => {
    for (const catalogue of [en, es, fr, enEmails, esEmails, frEmails]) {
      expect(textsOf(catalogue).filter((t) => t.includes('Fort Lauderdale'))).toEqual([]);
    }
  });

  it('says the number of attorneys in words, singular or plural, in each language', () => {
    expect(i18nObject('en').why.experience({ count: 1, years: '15+' })).toBe('One attorney with 15+ years of immigration experience');
    expect(i18nObject('en').attorneys.heroSubtitle({ count: 2, city: 'Miami' })).toMatch(/^Two immigration attorneys, one Miami office,/);
    expect(i18nObject('es').attorneys.heroSubtitle({ count: 3, city: 'Miami' })).toMatch(/^Tres abogados de inmigración, una oficina en Miami/);
    expect(i18nObject('fr').why.experienceNoYears({ count: 1 })).toBe('Un avocat dédié au droit de l’immigration');
    expect(i18nObject('fr').hero.eyebrow({ city: 'Miami', state: stateName('FL', 'fr') })).toBe('Avocats en immigration à Miami, Floride');
  });

  it('names states in each language, and an unknown code as written', () => {
    expect([stateName('NY', 'en'), stateName('NY', 'es'), stateName('NC', 'fr'), stateName('ZZ', 'fr')]).toEqual(['New York', 'Nueva York', 'Caroline du Nord', 'ZZ']);
  });

  it('notices a map link that names neither the city nor the ZIP code', () => {
    const address = { street: '200 S Biscayne Blvd', city: 'Miami', region: 'FL', postalCode: '33131' };
    expect(mapDisagreesWithAddress('', address)).toBe(false);
    expect(mapDisagreesWithAddress('https://www.google.com/maps?q=110+E+Broward+Blvd,+Fort+Lauderdale,+FL+33301&output=embed', address)).toBe(true);
    expect(mapDisagreesWithAddress('https://www.google.com/maps?q=200+S+Biscayne+Blvd,+Miami,+FL&output=embed', address)).toBe(false);
    expect(mapDisagreesWithAddress('https://www.google.com/maps/embed?pb=!1m18!2s33131', address)).toBe(false);
  });
});
