import { fromFirmLocalInput, wallClock } from './firm-time';
import type { OfficeHoursRow } from './schemas/firm';
import type { DayCode } from './week';

/*
 * Apart from office-hours.ts (the hours written out, on every public page's contact block) so that public pages
 * do not carry the time-zone arithmetic below: only the chat panel (a lazy chunk) and the server need it.
 */

const DAY_OF_UTC_WEEKDAY: readonly DayCode[] = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Whether the office is open at `now` by the hours saved at /admin/settings (the firm's time zone), and when it
 * next opens (null when open now, or when no hours are set). '23:59' as closing time counts the whole minute.
 */
export function officeStatus(rows: readonly OfficeHoursRow[], now: Date): { open: boolean; nextOpen: Date | null } {
  const w = wallClock(now);
  const hhmm = `${pad(w.h)}:${pad(w.mi)}`;
  for (let offset = 0; offset <= 7; offset++) {
    const day = new Date(Date.UTC(w.y, w.mo - 1, w.d + offset));
    const code = DAY_OF_UTC_WEEKDAY[day.getUTCDay()] ?? 'Mo';
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    const today = rows.filter((r) => r.days.includes(code)).sort((a, b) => (a.opens < b.opens ? -1 : 1));
    for (const row of today) {
      if (offset === 0 && row.opens <= hhmm && (hhmm < row.closes || row.closes === '23:59')) return { open: true, nextOpen: null };
      if (offset > 0 || row.opens > hhmm) {
        const at = fromFirmLocalInput(`${date}T${row.opens}`);
        if (at) return { open: false, nextOpen: at };
      }
    }
  }
  return { open: false, nextOpen: null };
}
