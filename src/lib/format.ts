import type { Locale } from '../shared/locales';

/** Long-form date (month name, day, year) in the page's language; UTC so server and browser agree. */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
