/**
 * The firm's time zone (decision 0014: 'Publish at' is written in it, whatever the editor's computer says).
 * Conversions between an instant and the `YYYY-MM-DDTHH:mm` text of <input type="datetime-local">, with the
 * platform's time-zone data (Intl): no library, and daylight saving handled by the platform.
 */
export const FIRM_TIME_ZONE = 'America/New_York';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function wallClock(date: Date): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, Number(x.value)]));
  return { y: p.year ?? 0, mo: p.month ?? 1, d: p.day ?? 1, h: p.hour ?? 0, mi: p.minute ?? 0, s: p.second ?? 0 };
}

/** The instant as the firm's wall clock, for a datetime-local input ('' for none). */
export function toFirmLocalInput(date: Date | null): string {
  if (!date) return '';
  const w = wallClock(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.y}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}`;
}

/** The instant a datetime-local text names on the firm's wall clock; null for '' or malformed text. */
export function fromFirmLocalInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment (twice: the first guess may sit across a daylight-saving change).
  const offsetAt = (t: number) => {
    const w = wallClock(new Date(t));
    return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - t;
  };
  let t = asUtc - offsetAt(asUtc);
  t = asUtc - offsetAt(t);
  return Number.isNaN(t) ? null : new Date(t);
}

/** e.g. 'Nov 24, 2026, 9:30 AM ET', for notices. */
export function formatFirmTime(date: Date): string {
  return `${new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(date)} ET`;
}
