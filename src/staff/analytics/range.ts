import { MAX_RANGE_DAYS, type AnalyticsRangeInput } from '@shared/schemas/analytics';
import { addDays, isFirmDate } from '../bookings/firm-days';

/**
 * The range of /admin/analytics: the last 7, 30 or 90 of the firm's calendar days (today included), or any days
 * from one date to another, kept in the address (?range=30, or ?from=2026-11-01&to=2026-11-30) so that a reload
 * and Back keep it. Dates are `YYYY-MM-DD` text on the firm's calendar (../bookings/firm-days.ts).
 */

export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 30;

/** The longest range the server reads (it refuses more, and its CSV too). */
export { MAX_RANGE_DAYS };

export type RangeChoice = { kind: 'preset'; days: Preset } | { kind: 'custom'; from: string; to: string };

const isPreset = (value: number): value is Preset => (PRESETS as readonly number[]).includes(value);

/** What the address asks for; a missing or unknown `range` is the default preset. */
export function rangeChoiceOf(search: string): RangeChoice {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) return { kind: 'custom', from: from ?? '', to: to ?? '' };
  const days = Number(params.get('range'));
  return { kind: 'preset', days: isPreset(days) ? days : DEFAULT_PRESET };
}

/** The address's query for a choice: '?range=7' or '?from=…&to=…'. */
export function rangeQuery(choice: RangeChoice): string {
  if (choice.kind === 'preset') return `?range=${choice.days}`;
  return `?${new URLSearchParams({ from: choice.from, to: choice.to }).toString()}`;
}

/** The last `days` days up to `today`, both included. */
export function presetRange(days: number, today: string): AnalyticsRangeInput {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** How many calendar days from `from` to `to`, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

export interface RangeErrors {
  from?: string;
  to?: string;
}

/** What is wrong with a custom range, per field; {} when the server will take it. */
export function rangeErrors(from: string, to: string): RangeErrors {
  const errors: RangeErrors = {};
  if (!isFirmDate(from)) errors.from = 'Enter the first day as a date.';
  if (!isFirmDate(to)) errors.to = 'Enter the last day as a date.';
  if (errors.from || errors.to) return errors;
  if (from > to) return { to: `The last day must be on or after the first day (${dateLabel(from)}).` };
  const days = daysIn(from, to);
  if (days > MAX_RANGE_DAYS) return { from: `Choose at most ${MAX_RANGE_DAYS} days: this range has ${count(days)} days. Move the first day later.` };
  return errors;
}

/** The range the screen reads for a choice, or null when a custom range is not valid. */
export function rangeOf(choice: RangeChoice, today: string): AnalyticsRangeInput | null {
  if (choice.kind === 'preset') return presetRange(choice.days, today);
  const { from, to } = choice;
  return Object.keys(rangeErrors(from, to)).length === 0 ? { from, to } : null;
}

// ---- words and numbers ----

const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 12,345 */
export function count(n: number): string {
  return numberFormat.format(n);
}

/** 'Thu, Dec 3, 2026' (a calendar day: noon UTC only carries it). */
export function dateLabel(date: string): string {
  return dateFormat.format(new Date(`${date}T12:00:00Z`));
}

/** 'Thu, Dec 3, 2026 – Fri, Jan 1, 2027', or the one day. */
export function rangeLabel({ from, to }: AnalyticsRangeInput): string {
  return from === to ? dateLabel(from) : `${dateLabel(from)} – ${dateLabel(to)}`;
}

/** A share as a percentage with at most one decimal: 0.1234 → '12.3 %'. */
export function percent(ratio: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(ratio * 100)} %`;
}

/** 'the 30 days before', 'the day before'. */
export function periodBefore(days: number): string {
  return days === 1 ? 'the day before' : `the ${count(days)} days before`;
}

export type Trend = 'up' | 'down' | 'same' | 'new';

/** A total against the same number of days before: '+12 % vs the 30 days before'; 'New' when there were none. */
export function changeText(current: number, previous: number, days: number): { text: string; trend: Trend } {
  const before = periodBefore(days);
  if (previous === 0) return current === 0 ? { text: `None in ${before} either`, trend: 'same' } : { text: `New: none in ${before}`, trend: 'new' };
  if (current === previous) return { text: `No change vs ${before}`, trend: 'same' };
  const change = ((current - previous) / previous) * 100;
  const size = Math.abs(change) < 1 ? '<1' : count(Math.round(Math.abs(change)));
  return { text: `${change > 0 ? '+' : '−'}${size} % vs ${before}`, trend: change > 0 ? 'up' : 'down' };
}

const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Dec 3', for the chart's axis. */
export function shortDateLabel(date: string): string {
  return shortDateFormat.format(new Date(`${date}T12:00:00Z`));
}
