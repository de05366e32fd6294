/** The days of the week as schema.org writes them, Monday first (office hours, structured data). */
export const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type DayCode = (typeof DAY_CODES)[number];

/** Each day's English name: schema.org's dayOfWeek (structured data) and the admin's weekly hours. */
export const DAY_NAMES: Record<DayCode, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** The days in the week's order, grouped into runs of consecutive days: [Mo,Tu,We,Fr] -> [[Mo,Tu,We],[Fr]]. */
export function dayRuns(days: readonly DayCode[]): DayCode[][] {
  const runs: DayCode[][] = [];
  for (const day of DAY_CODES.filter((d) => days.includes(d))) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && DAY_CODES.indexOf(day) === DAY_CODES.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}
