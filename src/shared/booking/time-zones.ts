import type { Locale } from '../locales';
import { isTimeZone } from './basics';

/*
 * The visitor's time zone on the booking page and in its e-mails (decision 0028, DESIGN.md §9): each time is shown
 * in the visitor's zone with the firm's beside it. Runs in the browser and on the server, so only Intl: the slot
 * engine's time-zone library (server/booking/slots.ts) stays out of the browser bundle.
 */

export interface VisitorTimeZone {
  zone: string;
  /** The city the zone is known by, in each language of the site. */
  city: Record<Locale, string>;
}

const same = (name: string): Record<Locale, string> => ({ en: name, es: name, fr: name });

/** The zones the firm's visitors come from, the United States first, then nearest to farthest. */
export const VISITOR_TIME_ZONES: readonly VisitorTimeZone[] = [
  { zone: 'America/New_York', city: { en: 'New York', es: 'Nueva York', fr: 'New York' } },
  { zone: 'America/Chicago', city: same('Chicago') },
  { zone: 'America/Denver', city: same('Denver') },
  { zone: 'America/Phoenix', city: same('Phoenix') },
  { zone: 'America/Los_Angeles', city: { en: 'Los Angeles', es: 'Los Ángeles', fr: 'Los Angeles' } },
  { zone: 'America/Anchorage', city: same('Anchorage') },
  { zone: 'Pacific/Honolulu', city: same('Honolulu') },
  { zone: 'America/Puerto_Rico', city: { en: 'Puerto Rico', es: 'Puerto Rico', fr: 'Porto Rico' } },
  { zone: 'America/Mexico_City', city: { en: 'Mexico City', es: 'Ciudad de México', fr: 'Mexico' } },
  { zone: 'America/Tijuana', city: same('Tijuana') },
  { zone: 'America/Cancun', city: { en: 'Cancun', es: 'Cancún', fr: 'Cancún' } },
  { zone: 'America/Guatemala', city: { en: 'Guatemala City', es: 'Ciudad de Guatemala', fr: 'Guatemala' } },
  { zone: 'America/El_Salvador', city: same('San Salvador') },
  { zone: 'America/Tegucigalpa', city: same('Tegucigalpa') },
  { zone: 'America/Managua', city: same('Managua') },
  { zone: 'America/Costa_Rica', city: same('San José') },
  { zone: 'America/Panama', city: { en: 'Panama City', es: 'Ciudad de Panamá', fr: 'Panama' } },
  { zone: 'America/Havana', city: { en: 'Havana', es: 'La Habana', fr: 'La Havane' } },
  { zone: 'America/Santo_Domingo', city: { en: 'Santo Domingo', es: 'Santo Domingo', fr: 'Saint-Domingue' } },
  { zone: 'America/Port-au-Prince', city: same('Port-au-Prince') },
  { zone: 'America/Bogota', city: { en: 'Bogotá', es: 'Bogotá', fr: 'Bogota' } },
  { zone: 'America/Caracas', city: same('Caracas') },
  { zone: 'America/Lima', city: same('Lima') },
  // Ecuador's zone is named after Guayaquil; visitors look for the capital.
  { zone: 'America/Guayaquil', city: same('Quito') },
  { zone: 'America/La_Paz', city: same('La Paz') },
  { zone: 'America/Santiago', city: { en: 'Santiago', es: 'Santiago de Chile', fr: 'Santiago du Chili' } },
  { zone: 'America/Argentina/Buenos_Aires', city: same('Buenos Aires') },
  { zone: 'America/Sao_Paulo', city: same('São Paulo') },
  { zone: 'Europe/Madrid', city: same('Madrid') },
  { zone: 'Europe/Paris', city: { en: 'Paris', es: 'París', fr: 'Paris' } },
  { zone: 'Europe/London', city: { en: 'London', es: 'Londres', fr: 'Londres' } },
  { zone: 'Europe/Lisbon', city: { en: 'Lisbon', es: 'Lisboa', fr: 'Lisbonne' } },
  { zone: 'Africa/Dakar', city: same('Dakar') },
  { zone: 'Africa/Abidjan', city: { en: 'Abidjan', es: 'Abiyán', fr: 'Abidjan' } },
  { zone: 'Africa/Kinshasa', city: same('Kinshasa') },
  { zone: 'Africa/Lagos', city: same('Lagos') },
  { zone: 'Asia/Manila', city: { en: 'Manila', es: 'Manila', fr: 'Manille' } },
  { zone: 'Asia/Kolkata', city: { en: 'Kolkata', es: 'Calcuta', fr: 'Calcutta' } },
  { zone: 'Asia/Shanghai', city: { en: 'Shanghai', es: 'Shanghái', fr: 'Shanghai' } },
  { zone: 'UTC', city: same('UTC') },
];

/** Older names some browsers still report for a listed zone (Chrome: 'Asia/Calcutta', 'America/Buenos_Aires'). */
const LISTED_AS: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Ensenada': 'America/Tijuana',
  'America/Santa_Isabel': 'America/Tijuana',
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Arizona': 'America/Phoenix',
  'US/Pacific': 'America/Los_Angeles',
  'US/Alaska': 'America/Anchorage',
  'US/Hawaii': 'Pacific/Honolulu',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  'Etc/Universal': 'UTC',
  'Etc/Zulu': 'UTC',
  GMT: 'UTC',
};

const listed = new Map(VISITOR_TIME_ZONES.map((z) => [z.zone, z]));

/** A zone's listed name when it has one under an older name ('Asia/Calcutta' -> 'Asia/Kolkata'), else itself. */
export function listedZone(zone: string): string {
  return LISTED_AS[zone] ?? zone;
}

/** The city a zone is shown as: a listed zone's name in the language, else the zone's last part ('Indiana/Knox' -> 'Knox'). */
export function timeZoneCity(zone: string, locale: Locale): string {
  const entry = listed.get(listedZone(zone));
  if (entry) return entry.city[locale];
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

// Intl's conventions per language: 12-hour clock in English, 24-hour with two-digit hours in Spanish and French.
const TAGS: Record<Locale, string> = { en: 'en-US', es: 'es', fr: 'fr' };
const HOUR: Record<Locale, 'numeric' | '2-digit'> = { en: 'numeric', es: '2-digit', fr: '2-digit' };
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, timeZone: string, kind: 'time' | 'day'): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${kind}`;
  let f = formats.get(key);
  if (!f) {
    f =
      kind === 'time'
        ? new Intl.DateTimeFormat(TAGS[locale], { hour: HOUR[locale], minute: '2-digit', timeZone })
        : new Intl.DateTimeFormat(TAGS[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone });
    formats.set(key, f);
  }
  return f;
}

// Recent ICU writes '10:00 AM' with a narrow no-break space, older ICU with a space: one output, so the page the
// server renders and the one the browser hydrates agree.
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** A slot's time on a zone's clock: '10:00 AM' (en), '10:00' (es, fr). */
export function formatSlotTime(start: Date, locale: Locale, timeZone: string): string {
  return plainSpaces(format(locale, timeZone, 'time').format(start));
}

/** A day on a zone's calendar: 'Monday, March 15, 2027', 'lunes, 15 de marzo de 2027', 'lundi 15 mars 2027'. */
export function formatSlotDay(date: Date, locale: Locale, timeZone: string): string {
  return plainSpaces(format(locale, timeZone, 'day').format(date));
}

const IN: Record<Locale, string> = { en: 'in', es: 'en', fr: 'à' };

function timeIn(start: Date, locale: Locale, timeZone: string, city: string): string {
  const time = formatSlotTime(start, locale, timeZone);
  // 'UTC' is not a place: '10:00 UTC', not '10:00 in UTC'.
  return listedZone(timeZone) === 'UTC' ? `${time} UTC` : `${time} ${IN[locale]} ${city}`;
}

/**
 * The line beside each time: the visitor's clock, then the firm's ('10:00 en Ciudad de México · 11:00 en Fort
 * Lauderdale'); only the visitor's when both clocks read the same.
 */
export function bothTimes(start: Date, locale: Locale, visitorZone: string, firmZone: string, firmCity: string): string {
  const visitor = timeIn(start, locale, visitorZone, timeZoneCity(visitorZone, locale));
  if (formatSlotTime(start, locale, visitorZone) === formatSlotTime(start, locale, firmZone)) return visitor;
  return `${visitor} · ${timeIn(start, locale, firmZone, firmCity)}`;
}

/** The browser's time zone, when this platform knows it (for the booking page's first choice). */
export function guessTimeZone(): string | undefined {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return undefined;
    const name = listedZone(zone);
    return isTimeZone(name) ? name : undefined;
  } catch {
    return undefined;
  }
}
