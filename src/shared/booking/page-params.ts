import { CONSULTATION_LANGUAGES, isTimeZone, type ConsultationLanguage } from './basics';
import type { Locale } from '../locales';

/** The parameters of the booking page's address: what it reads, and its key in the server's cache of booking pages. */
export const BOOKING_PAGE_PARAMS = ['type', 'lang', 'day', 'tz'] as const;

/**
 * The booking page's address holds its choices (`/es/book?type=free-consultation&lang=es&day=2027-03-15&tz=America/Mexico_City`),
 * so every step is a plain link the server renders without JavaScript, and the page reads the same input the
 * server prefetched. Anything malformed is dropped, never an error.
 */
export function bookingPageParams(search: string, locale: Locale) {
  const params = new URLSearchParams(search);
  const type = params.get('type') ?? '';
  const lang = params.get('lang') ?? '';
  const day = params.get('day') ?? '';
  const tz = params.get('tz') ?? '';
  return {
    locale,
    ...(/^[a-z0-9][a-z0-9-]{0,39}$/.test(type) ? { typeId: type } : {}),
    ...((CONSULTATION_LANGUAGES as readonly string[]).includes(lang) ? { language: lang as ConsultationLanguage } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {}),
    ...(tz.length <= 64 && isTimeZone(tz) ? { timeZone: tz } : {}),
  };
}

export interface BookingChoices {
  type?: string | undefined;
  lang?: string | undefined;
  day?: string | undefined;
  tz?: string | undefined;
}

/** The address of a step: `base` with the choices made so far. */
export function bookingHref(base: string, choices: BookingChoices): string {
  const params = new URLSearchParams();
  if (choices.type) params.set('type', choices.type);
  if (choices.lang) params.set('lang', choices.lang);
  if (choices.day) params.set('day', choices.day);
  if (choices.tz) params.set('tz', choices.tz);
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** What the page says after a redirect (PRG): booked, moved or cancelled. */
export const BOOKING_DONE = ['booked', 'moved', 'cancelled'] as const;
export type BookingDone = (typeof BOOKING_DONE)[number];

/** A booking link page's input: its token, and the day and zone chosen on it. */
export function bookingLinkParams(token: string, search: string, locale: Locale) {
  const { day, timeZone } = bookingPageParams(search, locale);
  return { token, locale, ...(day ? { day } : {}), ...(timeZone ? { timeZone } : {}) };
}
