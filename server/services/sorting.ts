import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortDir } from '../../src/shared/schemas/paging';

/**
 * An admin list's ORDER BY: the sorted column's keys, then the id, all in one direction. The id makes
 * the order total, so rows that tie (two posts of the same title) never swap places between pages.
 */
export function sortedBy(dir: SortDir, keys: (AnyColumn | SQL)[], id: AnyColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [...keys, id].map((key) => by(key));
}
