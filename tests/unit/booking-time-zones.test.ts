import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_TIME_ZONES, bothTimes, formatSlotDay, formatSlotTime, guessTimeZone, timeZoneCity } from '@shared/booking/time-zones';
import { LOCALES } from '@shared/locales';
import { isTimeZone } from '@shared/schemas/booking';

const NY = 'America/New_York';
const MEXICO = 'America/Mexico_City';

describe('the visitors’ time zones', () => {
  it('lists about 40 zones this platform knows, each once, named in every language', () => {
    expect(VISITOR_TIME_ZONES.length).toBeGreaterThanOrEqual(35);
    expect(VISITOR_TIME_ZONES.length).toBeLessThanOrEqual(45);
    expect(new Set(VISITOR_TIME_ZONES.map((z) => z.zone)).size).toBe(VISITOR_TIME_ZONES.length);
    for (const z of VISITOR_TIME_ZONES) {
      expect([z.zone, isTimeZone(z.zone)]).toEqual([z.zone, true]);
      for (const locale of LOCALES) expect(z.city[locale].trim().length).toBeGreaterThan(1);
    }
    const zones = VISITOR_TIME_ZONES.map((z) => z.zone);
    for (const zone of [NY, 'America/Los_Angeles', 'Pacific/Honolulu', 'America/Puerto_Rico', MEXICO, 'America/Port-au-Prince', 'America/Caracas', 'Europe/Paris', 'Africa/Kinshasa', 'Asia/Manila', 'UTC']) {
      expect(zones).toContain(zone);
    }
  });

  it('names a zone by its city in the page’s language', () => {
    expect(LOCALES.map((l) => timeZoneCity(MEXICO, l))).toEqual(['Mexico City', 'Ciudad de México', 'Mexico']);
    expect(LOCALES.map((l) => timeZoneCity('America/Port-au-Prince', l))).toEqual(['Port-au-Prince', 'Port-au-Prince', 'Port-au-Prince']);
    expect(LOCALES.map((l) => timeZoneCity('Europe/London', l))).toEqual(['London', 'Londres', 'Londres']);
    expect(timeZoneCity('America/Guayaquil', 'es')).toBe('Quito');
  });

  it('names an unlisted zone by its last part, and a listed one under its older name', () => {
    expect(timeZoneCity('America/Indiana/Knox', 'en')).toBe('Knox');
    expect(timeZoneCity('America/Argentina/Rio_Gallegos', 'fr')).toBe('Rio Gallegos');
    expect(timeZoneCity('Asia/Calcutta', 'es')).toBe('Calcuta');
    expect(timeZoneCity('America/Buenos_Aires', 'en')).toBe('Buenos Aires');
  });
});

describe('times and days as each language writes them', () => {
  const ten = new Date('2027-01-15T15:00:00Z'); // 10:00 in New York

  it('writes a time with a 12-hour clock in English and a 24-hour clock in Spanish and French', () => {
    expect(formatSlotTime(ten, 'en', NY)).toBe('10:00 AM');
    expect(formatSlotTime(ten, 'es', NY)).toBe('10:00');
    expect(formatSlotTime(ten, 'fr', NY)).toBe('10:00');
    const evening = new Date('2027-01-15T23:30:00Z');
    expect(LOCALES.map((l) => formatSlotTime(evening, l, NY))).toEqual(['6:30 PM', '18:30', '18:30']);
    expect(LOCALES.map((l) => formatSlotTime(ten, l, MEXICO))).toEqual(['9:00 AM', '09:00', '09:00']);
  });

  it('writes the time on the zone’s clock, whatever the change of the clocks', () => {
    const after = new Date('2027-03-15T13:00:00Z');
    expect(formatSlotTime(after, 'es', NY)).toBe('09:00');
    expect(formatSlotTime(after, 'es', 'Europe/Paris')).toBe('14:00');
    expect(formatSlotTime(new Date('2027-03-29T13:00:00Z'), 'es', 'Europe/Paris')).toBe('15:00');
  });

  it('writes a day in full, on the zone’s calendar', () => {
    const day = new Date('2027-03-15T13:00:00Z');
    expect(formatSlotDay(day, 'es', NY)).toBe('lunes, 15 de marzo de 2027');
    expect(formatSlotDay(day, 'en', NY)).toBe('Monday, March 15, 2027');
    expect(formatSlotDay(day, 'fr', NY)).toBe('lundi 15 mars 2027');
    const late = new Date('2027-03-15T23:30:00Z'); // 19:30 in New York, 00:30 the next day in Paris
    expect(formatSlotDay(late, 'fr', 'Europe/Paris')).toBe('mardi 16 mars 2027');
    expect(formatSlotDay(late, 'fr', NY)).toBe('lundi 15 mars 2027');
  });
});

describe('the visitor’s time beside the firm’s', () => {
  const winter = new Date('2027-01-15T16:00:00Z'); // 10:00 in Mexico City, 11:00 in New York

  it('shows both clocks, the visitor’s first', () => {
    expect(bothTimes(winter, 'es', MEXICO, NY, 'Fort Lauderdale')).toBe('10:00 en Ciudad de México · 11:00 en Fort Lauderdale');
    expect(bothTimes(winter, 'en', MEXICO, NY, 'Fort Lauderdale')).toBe('10:00 AM in Mexico City · 11:00 AM in Fort Lauderdale');
    expect(bothTimes(winter, 'fr', MEXICO, NY, 'Fort Lauderdale')).toBe('10:00 à Mexico · 11:00 à Fort Lauderdale');
  });

  it('follows New York’s change of the clocks, which Mexico City no longer makes', () => {
    expect(bothTimes(new Date('2027-03-15T16:00:00Z'), 'es', MEXICO, NY, 'Fort Lauderdale')).toBe('10:00 en Ciudad de México · 12:00 en Fort Lauderdale');
  });

  it('shows one clock when both read the same', () => {
    expect(bothTimes(winter, 'en', 'America/Port-au-Prince', NY, 'Fort Lauderdale')).toBe('11:00 AM in Port-au-Prince');
    expect(bothTimes(winter, 'es', NY, NY, 'Fort Lauderdale')).toBe('11:00 en Nueva York');
  });

  it('does not put UTC after a preposition', () => {
    expect(bothTimes(winter, 'fr', 'UTC', NY, 'Fort Lauderdale')).toBe('16:00 UTC · 11:00 à Fort Lauderdale');
  });
});

describe('the browser’s time zone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  const browserSays = (timeZone: string | undefined) => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: timeZone as string };
    });
  };

  it('takes the zone the browser reports, under the name the list uses', () => {
    browserSays('America/Bogota');
    expect(guessTimeZone()).toBe('America/Bogota');
    browserSays('Asia/Calcutta');
    expect(guessTimeZone()).toBe('Asia/Kolkata');
  });

  it('gives nothing for a zone the platform does not know, or none', () => {
    browserSays('Mars/Olympus_Mons');
    expect(guessTimeZone()).toBeUndefined();
    browserSays(undefined);
    expect(guessTimeZone()).toBeUndefined();
  });
});
