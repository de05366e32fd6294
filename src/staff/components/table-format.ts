/** Dates in the admin tables: the staff member's own local date. */
export function localDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US');
}

export function localDateTime(date: Date | string): string {
  return new Date(date).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Case-insensitive match of `query` against any of `fields` (decision 0018, admin search). */
export function matchesSearch(query: string, ...fields: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => (f ?? '').toLowerCase().includes(q));
}
