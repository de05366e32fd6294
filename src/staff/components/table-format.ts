import { formatFirmTime } from '@shared/firm-time';

/** Dates in the admin tables: the staff member's own local date. */
export function localDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US');
}

export function localDateTime(date: Date | string): string {
  return new Date(date).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A time set on the firm's clock (a scheduled post's 'Publish at'), shown on it whatever the staff member's
 * computer says: 'Dec 3, 2026, 9:00 AM ET'.
 */
export function firmDateTime(date: Date | string): string {
  return formatFirmTime(new Date(date));
}

/** Case-insensitive match of `query` against any of `fields` (decision 0018, admin search). */
export function matchesSearch(query: string, ...fields: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => (f ?? '').toLowerCase().includes(q));
}
