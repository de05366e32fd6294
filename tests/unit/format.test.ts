import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/format';
import { LOCALES } from '@shared/locales';

describe('formatDate', () => {
  it('writes every day of 2025 and 2026 exactly as Intl.DateTimeFormat does, in each language', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
        const date = new Date(t + 23 * 3_600_000); // late in the UTC day: the browser's own time zone plays no part
        expect(formatDate(date, locale)).toBe(intl.format(date));
      }
    }
  });

  it('examples', () => {
    const d = new Date(Date.UTC(2026, 10, 1));
    expect(formatDate(d, 'en')).toBe('November 1, 2026');
    expect(formatDate(d, 'es')).toBe('1 de noviembre de 2026');
    expect(formatDate(d, 'fr')).toBe('1 novembre 2026');
  });
});
