import type { Locale } from './locales';
import type { OfficeHoursRow } from './schemas/firm';
import { dayRuns, type DayCode } from './week';

/**
 * The office hours saved at /admin/settings, written out in the page's language ("Monday to Friday:
 * 9:00 a.m. – 6:00 p.m."). Written out rather than through Intl, as the dates are (src/lib/format.ts):
 * the same text on the server and in every browser, and no formatter to build while the page hydrates.
 */
const WORDS: Record<Locale, { days: Record<DayCode, string>; to: (from: string, to: string) => string; allDay: string; time: (h: number, m: number) => string; colon: string }> = {
  en: {
    days: { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' },
    to: (a, b) => `${a} to ${b}`,
    allDay: 'open 24 hours',
    colon: ': ',
    time: (h, m) => `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`,
  },
  es: {
    days: { Mo: 'lunes', Tu: 'martes', We: 'miércoles', Th: 'jueves', Fr: 'viernes', Sa: 'sábado', Su: 'domingo' },
    to: (a, b) => `de ${a} a ${b}`,
    allDay: 'abierto las 24 horas',
    colon: ': ',
    time: (h, m) => `${h}:${String(m).padStart(2, '0')}`,
  },
  fr: {
    days: { Mo: 'lundi', Tu: 'mardi', We: 'mercredi', Th: 'jeudi', Fr: 'vendredi', Sa: 'samedi', Su: 'dimanche' },
    to: (a, b) => `du ${a} au ${b}`,
    allDay: 'ouvert 24 h/24',
    // French puts a (narrow no-break) space before a colon.
    colon: '\u202f: ',
    time: (h, m) => `${h} h ${String(m).padStart(2, '0')}`,
  },
};

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function daysText(days: readonly DayCode[], locale: Locale): string {
  const w = WORDS[locale];
  const runs = dayRuns(days);
  const parts = runs.flatMap((run) => {
    const first = run[0];
    const end = run[run.length - 1];
    return run.length >= 3 && first && end ? [w.to(w.days[first], w.days[end])] : run.map((d) => w.days[d]);
  });
  return parts.join(', ');
}

function timeText(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return WORDS[locale].time(h, m);
}

/** One line per row of office hours. */
export function officeHoursLines(rows: readonly OfficeHoursRow[], locale: Locale): string[] {
  return rows.map((row) => {
    const when = row.opens === '00:00' && row.closes === '23:59' ? WORDS[locale].allDay : `${timeText(row.opens, locale)} – ${timeText(row.closes, locale)}`;
    return `${capitalize(daysText(row.days, locale))}${WORDS[locale].colon}${when}`;
  });
}
