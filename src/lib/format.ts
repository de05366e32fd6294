import type { Locale } from '@shared/locales';

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/**
 * Long-form date (month name, day, year) in the page's language, in UTC so the server and the browser agree:
 * "November 23, 2026", "23 de noviembre de 2026", "23 novembre 2026", exactly as Intl.DateTimeFormat writes
 * them (tests/unit/format.test.ts compares every day of two years). Written out rather than asked of Intl: the
 * first Intl.DateTimeFormat a page makes loads the browser's locale data, about 80 ms of a phone's main
 * thread while the blog hydrates.
 */
export function formatDate(date: Date, locale: Locale): string {
  const day = date.getUTCDate();
  const month = MONTHS[locale][date.getUTCMonth()] ?? '';
  const year = date.getUTCFullYear();
  if (locale === 'en') return `${month} ${day}, ${year}`;
  if (locale === 'es') return `${day} de ${month} de ${year}`;
  return `${day} ${month} ${year}`;
}
