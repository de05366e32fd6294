import { FIRM_TIME_ZONE, toFirmLocalInput } from '@shared/firm-time';

/**
 * Dates on the firm's calendar (FIRM_TIME_ZONE) as `YYYY-MM-DD` text, whatever the staff member's computer says.
 * A date is a calendar day, not an instant: the arithmetic below works on calendar days (noon UTC is only a
 * carrier, never compared with a booking's time), so a daylight-saving change cannot shift a day.
 */

export type BookingsView = 'day' | 'week';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

export function isFirmDate(value: string | null): value is string {
  return value !== null && DATE.test(value) && !Number.isNaN(noon(value).getTime()) && noon(value).toISOString().startsWith(value);
}

/** Today on the firm's calendar. */
export function firmToday(now = new Date()): string {
  return toFirmLocalInput(now).slice(0, 10);
}

/** The firm date an instant falls on. */
export function firmDateOf(instant: Date): string {
  return toFirmLocalInput(instant).slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = noon(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week that holds `date`. */
export function weekStart(date: string): string {
  const weekday = noon(date).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The days the screen shows for a view around `date`: that day, or its week from Monday. */
export function shownDays(view: BookingsView, date: string): { from: string; days: number } {
  return view === 'day' ? { from: date, days: 1 } : { from: weekStart(date), days: 7 };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });

/** 'Thursday, December 3, 2026'. */
export function dayLabel(date: string): string {
  return dayFormat.format(noon(date));
}

/** 'Mon, Dec 7 – Sun, Dec 13, 2026'. */
export function weekLabel(from: string): string {
  const last = addDays(from, 6);
  return `${shortDayFormat.format(noon(from))} – ${shortDayFormat.format(noon(last))}, ${yearFormat.format(noon(last))}`;
}

// Recent ICU writes '10:00 AM' with a narrow no-break space: plain spaces, so the text is the same everywhere.
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: FIRM_TIME_ZONE });

/** An instant on the firm's clock: '9:30 AM'. */
export function firmTime(instant: Date): string {
  return plainSpaces(timeFormat.format(instant));
}

/** A booking's time on the firm's clock: '9:30 AM – 10:00 AM ET'; the end's date too when it is on another day. */
export function firmTimeRange(start: Date, end: Date): string {
  const endDay = firmDateOf(end);
  const endText = endDay === firmDateOf(start) ? firmTime(end) : `${shortDayFormat.format(noon(endDay))}, ${firmTime(end)}`;
  return `${firmTime(start)} – ${endText} ET`;
}
