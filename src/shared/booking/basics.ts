/**
 * The booking facts the browser's first JavaScript may need (the route table's address parsing), without zod:
 * src/shared/schemas/booking.ts re-exports them with the schemas.
 */

/** The languages a consultation can be held in (the site's three, and those the firm's visitors often speak). */
export const CONSULTATION_LANGUAGES = ['en', 'es', 'fr', 'ht', 'pt'] as const;
export type ConsultationLanguage = (typeof CONSULTATION_LANGUAGES)[number];

/** An IANA time zone this platform knows ('America/Mexico_City'). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

