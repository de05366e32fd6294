import { TZDate, tzOffset } from '@date-fns/tz';
import type { ConsultationType } from '@shared/schemas/booking';
import { DAY_CODES } from '@shared/week';
import type { BookableAttorney, Slot, SlotQuery } from './types';

/*
 * The slot engine (decision 0028, DESIGN.md §9): which times a consultation type can be booked, from the
 * attorneys' weekly hours on the firm's wall clock, their days off, their busy time and the type's rules. Pure:
 * the service reads the settings and the bookings and passes them in, so every rule is tested without a database.
 *
 * Wall-clock times become instants through the zone's own rules (@date-fns/tz): a period 09:00–17:00 is 09:00–17:00
 * local on the days the clocks change too. Elapsed durations (a consultation, its buffers, the minimum notice)
 * are real minutes and hours; calendar days (the booking window) are days of the firm's calendar.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const pad = (n: number) => String(n).padStart(2, '0');
const parseDate = (date: string): [number, number, number] => {
  const [y = 1970, mo = 1, d = 1] = date.split('-').map(Number);
  return [y, mo, d];
};
const hhmmMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The calendar date `days` after `date` (YYYY-MM-DD); a calendar computation, in UTC where every day is a day. */
export function addDays(date: string, days: number): string {
  const [y, mo, d] = parseDate(date);
  const t = new TZDate(y, mo - 1, d + days, 'UTC');
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** The wall clock of an instant in a zone: its date and the minutes since that date's midnight. */
function wallOf(instant: number, timeZone: string): { date: string; minutes: number } {
  // Remembered (bounded): the same slot instants are read on every page; Intl is the slow part.
  const key = `${timeZone} ${instant}`;
  const known = walls.get(key);
  if (known) return known;
  const wall = readWall(instant, timeZone);
  if (walls.size >= WALL_INSTANTS_MAX) walls.delete(walls.keys().next().value ?? '');
  walls.set(key, wall);
  return wall;
}

const walls = new Map<string, { date: string; minutes: number }>();

function readWall(instant: number, timeZone: string): { date: string; minutes: number } {
  // One Intl call per instant, with a formatter per zone (a TZDate's getters ask Intl again for each field).
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    wallFormats.set(timeZone, format);
  }
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(instant)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The first instant the zone's clock reads `minutes` past midnight of `date` (1440: the next day's midnight),
 * with `exists` false when the clock skips that time (spring forward): `at` is then the moment of the jump, the
 * first instant the clock reads later than that time. A time the clock reads twice (fall back) gives its first
 * occurrence. TZDate alone is not enough: for an ambiguous time it returns the first occurrence in some zones
 * (America/New_York) and the second in others (Europe/Paris).
 */
function wallInstant(date: string, minutes: number, timeZone: string): { at: Date; exists: boolean } {
  // A pure function of its three inputs, and the slow part of the slot engine (each call asks Intl for several
  // offsets): remembered, bounded. A page computes a window of some 800 of them on every request.
  const key = `${timeZone} ${date} ${minutes}`;
  const known = wallInstants.get(key);
  if (known) return { at: new Date(known.at), exists: known.exists };
  const found = computeWallInstant(date, minutes, timeZone);
  if (wallInstants.size >= WALL_INSTANTS_MAX) wallInstants.delete(wallInstants.keys().next().value ?? '');
  wallInstants.set(key, { at: +found.at, exists: found.exists });
  return found;
}

/** Enough for every slot start of a year for a few zones; the oldest goes first past it. */
const WALL_INSTANTS_MAX = 50_000;
const wallInstants = new Map<string, { at: number; exists: boolean }>();

function computeWallInstant(date: string, minutes: number, timeZone: string): { at: Date; exists: boolean } {
  const [y, mo, d] = parseDate(date);
  // The wall time read as if it were UTC; the instant is that minus the zone's offset at the instant. An offset
  // is at most 14 hours, so the offsets a day either side include every one the instant can have.
  const asUtc = +new TZDate(y, mo - 1, d, 0, minutes, 'UTC');
  const want = wallOf(asUtc, 'UTC');
  const offsets = new Set([-24, 0, 24].map((h) => tzOffset(timeZone, new Date(asUtc + h * HOUR))));
  const candidates = [...offsets].map((offset) => asUtc - offset * MINUTE);
  const matches = candidates.filter((t) => {
    const w = wallOf(t, timeZone);
    return w.date === want.date && w.minutes === want.minutes;
  });
  if (matches.length > 0) return { at: new Date(Math.min(...matches)), exists: true };
  // Skipped: the jump lies between the two readings (the earlier one still has the old offset). Clocks change
  // on whole minutes; tzScan steps by hours from its start, so the minute is searched here.
  let [before, after] = [Math.min(...candidates), Math.max(...candidates)];
  const oldOffset = tzOffset(timeZone, new Date(before));
  while (after - before > MINUTE) {
    const mid = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (tzOffset(timeZone, new Date(mid)) === oldOffset) before = mid;
    else after = mid;
  }
  return { at: new Date(after), exists: false };
}

/** The date of an instant on a zone's calendar (YYYY-MM-DD). */
export function firmDate(instant: Date, timeZone: string): string {
  return wallOf(+instant, timeZone).date;
}

/** A calendar day of a zone: its first instant, and the next day's first instant (23 or 25 hours later on a change). */
export function dayRange(date: string, timeZone: string): { from: Date; to: Date } {
  return { from: wallInstant(date, 0, timeZone).at, to: wallInstant(addDays(date, 1), 0, timeZone).at };
}

/** The time a booking of this type takes from the attorney, buffers included (the booking's `during`). */
export function duringOf(type: ConsultationType, start: Date): { start: Date; end: Date } {
  return {
    start: new Date(+start - type.bufferBeforeMinutes * MINUTE),
    end: new Date(+start + (type.durationMinutes + type.bufferAfterMinutes) * MINUTE),
  };
}

/** Minutes between two candidate starts: every half hour, or every quarter hour for consultations under 30 minutes. */
const stepOf = (type: ConsultationType) => (type.durationMinutes >= 30 ? 30 : 15);

/** The weekday code of a calendar date (Mo..Su). */
function dayCode(date: string) {
  const [y, mo, d] = parseDate(date);
  // A calendar date's weekday is the same in every zone: read on UTC's calendar, no offset involved.
  return DAY_CODES[(new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 6) % 7] ?? 'Mo';
}

/** The starts an attorney's weekly hours offer on a firm date (not a day off), before busy time and limits. */
function startsInHours(type: ConsultationType, attorney: BookableAttorney, date: string, timeZone: string): Slot[] {
  if (attorney.availability.daysOff.includes(date)) return [];
  const duration = type.durationMinutes;
  const step = stepOf(type);
  const starts: Slot[] = [];
  for (const period of attorney.availability.weekly[dayCode(date)]) {
    const from = hhmmMinutes(period.from);
    const to = hhmmMinutes(period.to);
    const periodEnd = wallInstant(date, to, timeZone).at;
    for (let m = from; m + duration <= to; m += step) {
      const start = wallInstant(date, m, timeZone);
      if (!start.exists) continue;
      const end = new Date(+start.at + duration * MINUTE);
      // On a spring-forward day, an hour of wall clock can be skipped inside the consultation.
      if (end > periodEnd) continue;
      starts.push({ start: start.at, end, attorneys: [attorney.key] });
    }
  }
  return starts;
}

/** The first instant a start may have (minimum notice) and the first it may no longer have (booking window). */
function limitsOf(q: SlotQuery): { earliest: Date; until: Date } {
  // Notice is elapsed time (12 hours' notice is 12 real hours); the window is days of the firm's calendar.
  const earliest = new Date(+q.now + q.type.minNoticeHours * HOUR);
  const today = wallOf(+q.now, q.firmTimeZone);
  const until = wallInstant(addDays(today.date, q.type.windowDays), today.minutes, q.firmTimeZone).at;
  return { earliest, until };
}

const bookedOn = (q: SlotQuery, key: string, date: string) => q.bookedPerDay.get(`${key} ${date}`) ?? 0;

function isBusy(q: SlotQuery, key: string, start: Date): boolean {
  const during = duringOf(q.type, start);
  return q.busy.some((b) => b.attorneyKey === key && b.start < during.end && during.start < b.end);
}

/** Fewest bookings that firm day first, then by key, so the work spreads over the attorneys. */
function byFewestBooked(q: SlotQuery, date: string, keys: string[]): string[] {
  return [...keys].sort((a, b) => bookedOn(q, a, date) - bookedOn(q, b, date) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The times this type can be booked between q.from and q.to, each with the attorneys free for it, by start. */
export function computeSlots(q: SlotQuery): Slot[] {
  const limits = limitsOf(q);
  const lower = q.from > limits.earliest ? q.from : limits.earliest;
  const upper = q.to < limits.until ? q.to : limits.until;
  if (lower >= upper) return [];
  const merged = new Map<number, { slot: Slot; date: string }>();
  for (let date = firmDate(lower, q.firmTimeZone); dayRange(date, q.firmTimeZone).from < upper; date = addDays(date, 1)) {
    for (const attorney of q.attorneys) {
      if (bookedOn(q, attorney.key, date) >= attorney.availability.maxPerDay) continue;
      for (const candidate of startsInHours(q.type, attorney, date, q.firmTimeZone)) {
        if (candidate.start < lower || candidate.start >= upper || isBusy(q, attorney.key, candidate.start)) continue;
        const seen = merged.get(+candidate.start);
        if (seen) seen.slot.attorneys.push(attorney.key);
        else merged.set(+candidate.start, { slot: candidate, date });
      }
    }
  }
  return [...merged.values()]
    .map(({ slot, date }) => ({ ...slot, attorneys: byFewestBooked(q, date, slot.attorneys) }))
    .sort((a, b) => +a.start - +b.start);
}

export type BookableStart = { ok: true; attorneys: string[] } | { ok: false; reason: 'past' | 'notice' | 'window' | 'hours' | 'taken' | 'full' };

/**
 * Whether a posted start can be booked, and if not, why (the server's refusal names the reason). q.from and
 * q.to are not read: the start itself is the question. When every attorney whose hours offer the start is busy
 * then, it is 'taken' (someone was quicker); when none is busy but each has their most for the day, 'full'; when
 * some are busy and the others full, 'taken' as well.
 */
export function isBookableStart(q: SlotQuery, start: Date): BookableStart {
  if (start < q.now) return { ok: false, reason: 'past' };
  const limits = limitsOf(q);
  if (start < limits.earliest) return { ok: false, reason: 'notice' };
  if (start >= limits.until) return { ok: false, reason: 'window' };
  const date = firmDate(start, q.firmTimeZone);
  const inHours = q.attorneys.filter((a) => startsInHours(q.type, a, date, q.firmTimeZone).some((s) => +s.start === +start));
  if (inHours.length === 0) return { ok: false, reason: 'hours' };
  const notBusy = inHours.filter((a) => !isBusy(q, a.key, start));
  if (notBusy.length === 0) return { ok: false, reason: 'taken' };
  const free = notBusy.filter((a) => bookedOn(q, a.key, date) < a.availability.maxPerDay);
  if (free.length === 0) return { ok: false, reason: notBusy.length === inHours.length ? 'full' : 'taken' };
  return { ok: true, attorneys: byFewestBooked(q, date, free.map((a) => a.key)) };
}

/** Slots grouped by the date they fall on in the visitor's zone (a late New York slot is tomorrow in Paris). */
export function slotsByVisitorDay(slots: readonly Slot[], visitorTimeZone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = firmDate(slot.start, visitorTimeZone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return days;
}

/** The n slots closest in time to target (a time just taken), target itself excluded, by start. */
export function nearestSlots(slots: readonly Slot[], target: Date, n = 3): Slot[] {
  const distance = (s: Slot) => Math.abs(+s.start - +target);
  return slots
    .filter((s) => +s.start !== +target)
    .sort((a, b) => distance(a) - distance(b) || +a.start - +b.start)
    .slice(0, n)
    .sort((a, b) => +a.start - +b.start);
}
