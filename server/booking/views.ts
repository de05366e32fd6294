import { FIRM_TIME_ZONE } from '@shared/firm-time';
import type { Locale } from '@shared/locales';
import type { BookingPageQuery, ConsultationLanguage, ConsultationMode, ConsultationType } from '@shared/schemas/booking';
import { bookableTypes, type FirmSettings } from '@shared/schemas/firm';
import type { Db } from '../db/client';
import type { BookingRow } from '../db/schema';
import { getFirmSettings } from '../services/firm-settings';
import { doneByLink, languagesOf, openLink, windowSlots } from './service';
import { slotsByVisitorDay } from './slots';

/**
 * What the booking pages show (decision 0028), computed on the server so each step renders without JavaScript:
 * the types, then the languages their attorneys speak, then the visitor's days that have a free time, then that
 * day's times. Instants travel as ISO text; the page writes them in the visitor's zone and the firm's.
 */

export interface TypeView {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  mode: ConsultationMode;
  priceCents: number;
  windowDays: number;
}

export interface BookingPageView {
  /** 'external': booking is not on this site; the page points to the firm's booking link. */
  mode: 'site' | 'external';
  bookingUrl: string;
  firmTimeZone: string;
  firmCity: string;
  /** The zone the times are shown in: the visitor's choice, else the firm's. */
  timeZone: string;
  types: TypeView[];
  type: TypeView | null;
  languages: ConsultationLanguage[];
  language: ConsultationLanguage | null;
  /** The visitor's dates with at least one free time, in order, and how many. */
  days: { date: string; count: number }[];
  day: string | null;
  /** The chosen day's free times (ISO instants). */
  times: string[];
}

const typeView = (t: ConsultationType, locale: Locale): TypeView => ({
  id: t.id,
  name: t.text[locale].name,
  description: t.text[locale].description,
  durationMinutes: t.durationMinutes,
  mode: t.mode,
  priceCents: t.priceCents,
  windowDays: t.windowDays,
});

/** The booking page for the choices in its address (each unknown or unavailable choice is dropped, never an error). */
export async function bookingPage(db: Db, input: BookingPageQuery, now = new Date()): Promise<BookingPageView> {
  const firm = (await getFirmSettings(db)).data;
  const timeZone = input.timeZone ?? FIRM_TIME_ZONE;
  const base = {
    mode: firm.booking.mode,
    bookingUrl: firm.bookingUrl,
    firmTimeZone: FIRM_TIME_ZONE,
    firmCity: firm.address.city,
    timeZone,
    types: bookableTypes(firm).map((t) => typeView(t, input.locale)),
  };
  const empty = { ...base, type: null, languages: [], language: null, days: [], day: null, times: [] };
  if (firm.booking.mode !== 'site') return empty;
  const type = bookableTypes(firm).find((t) => t.id === input.typeId);
  if (!type) return empty;
  const languages = languagesOf(firm, type);
  const language = input.language && languages.includes(input.language) ? input.language : languages.length === 1 ? (languages[0] ?? null) : null;
  const chosen = { ...empty, type: typeView(type, input.locale), languages, language };
  if (!language) return chosen;
  return { ...chosen, ...(await daysAndTimes(db, firm, type, language, timeZone, input.day, now)) };
}

async function daysAndTimes(
  db: Db,
  firm: FirmSettings,
  type: ConsultationType,
  language: ConsultationLanguage,
  timeZone: string,
  day: string | undefined,
  now: Date,
  /** A booking being moved: its own time does not stand in its way. */
  moving?: BookingRow,
): Promise<Pick<BookingPageView, 'days' | 'day' | 'times'>> {
  const byDay = slotsByVisitorDay(await windowSlots(db, firm, type, language, now, moving), timeZone);
  const days = [...byDay].map(([date, slots]) => ({ date, count: slots.length }));
  const picked = day && byDay.has(day) ? day : null;
  return { days, day: picked, times: picked ? (byDay.get(picked) ?? []).map((s) => s.start.toISOString()) : [] };
}

/** A booking as its visitor's links show it (no answers: a forwarded e-mail's reader sees only the appointment). */
export interface BookingLinkView {
  purpose: 'reschedule' | 'cancel';
  start: string;
  end: string;
  timeZone: string;
  firmTimeZone: string;
  firmCity: string;
  attorneyName: string;
  type: TypeView | null;
  language: ConsultationLanguage;
  /** For 'reschedule': the visitor's days with free times, and the chosen day's times. */
  days: { date: string; count: number }[];
  day: string | null;
  times: string[];
}

/** What a 'Reschedule' or 'Cancel' link opens, or `{ dead: true }`. Reading it changes nothing. */
export async function bookingLinkPage(
  db: Db,
  input: { token: string; locale: Locale; day?: string | undefined; timeZone?: string | undefined },
  now = new Date(),
): Promise<{ dead: true; done: 'moved' | 'cancelled' | null } | ({ dead: false } & BookingLinkView)> {
  const link = await openLink(db, input.token, now);
  if (!link) return { dead: true, done: await doneByLink(db, input.token) };
  const firm = (await getFirmSettings(db)).data;
  const { booking } = link;
  const type = firm.booking.types.find((t) => t.id === booking.typeId);
  const timeZone = input.timeZone ?? booking.timeZone;
  const view = linkBase(booking, firm, type ? typeView(type, input.locale) : null, timeZone);
  if (link.purpose !== 'reschedule' || !type || firm.booking.mode !== 'site') return { dead: false, purpose: link.purpose, ...view, days: [], day: null, times: [] };
  const language = booking.language as ConsultationLanguage;
  const picked = await daysAndTimes(db, firm, type, language, timeZone, input.day, now, booking);
  // Its own time is not offered as a new one (a move by fifteen minutes is).
  return { dead: false, purpose: 'reschedule', ...view, ...picked, times: picked.times.filter((t) => t !== booking.startsAt.toISOString()) };
}

function linkBase(booking: BookingRow, firm: FirmSettings, type: TypeView | null, timeZone: string) {
  return {
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    timeZone,
    firmTimeZone: FIRM_TIME_ZONE,
    firmCity: firm.address.city,
    attorneyName: booking.attorneyName,
    type,
    language: booking.language as ConsultationLanguage,
  };
}
