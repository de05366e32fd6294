import { asc, count, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client';
import { pageOf, sortDirOf, type Page, type SortDir, type SortSpec } from '@shared/schemas/paging';

/** A transaction handle: the same queries as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * An admin list's ORDER BY: the sorted column's keys, then the id, all in one direction. The id makes
 * the order total, so rows that tie (two posts of the same title) never swap places between pages.
 */
export function sortedBy(dir: SortDir, keys: (AnyColumn | SQL)[], id: AnyColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [...keys, id].map((key) => by(key));
}

/** What each sortable column of a list orders by. */
export type SortKeys<S extends string> = Record<S, (AnyColumn | SQL)[]>;

/** What an admin list reads: its columns of one table, the rows it keeps, and what each sortable column orders by. */
export interface AdminList<F extends SelectedFields, S extends string> {
  table: PgTable;
  columns: F;
  where?: SQL | undefined;
  sorts: SortSpec<S>;
  sortKeys: SortKeys<S>;
  id: AnyColumn;
  /** What comes before the chosen sort, whatever it is (urgent inquiries nobody acknowledged). */
  first?: SQL[];
}

export interface AdminListArgs<S extends string> {
  page: number;
  pageSize: number;
  sort?: S | undefined;
  dir?: SortDir | undefined;
}

export type Rows<F extends SelectedFields> = SelectResultFields<F>[];

/**
 * One page of an admin list, sorted by `sort` (the list's default without it), and the total of its matches,
 * read in one snapshot so the total always agrees with the page. `complete` adds what the page needs from other
 * rows (a post's translations), in the same snapshot.
 */
export function adminPage<F extends SelectedFields, S extends string>(db: Db, list: AdminList<F, S>, args: AdminListArgs<S>): Promise<Page<SelectResultFields<F>>>;
export function adminPage<F extends SelectedFields, S extends string, T>(
  db: Db,
  list: AdminList<F, S>,
  args: AdminListArgs<S>,
  complete: (tx: Tx, rows: Rows<F>) => Promise<T[]>,
): Promise<Page<T>>;
export function adminPage<F extends SelectedFields, S extends string, T>(
  db: Db,
  list: AdminList<F, S>,
  args: AdminListArgs<S>,
  complete?: (tx: Tx, rows: Rows<F>) => Promise<T[]>,
): Promise<Page<T | SelectResultFields<F>>> {
  const sort = args.sort ?? list.sorts.default;
  return db.transaction(
    async (tx) => {
      // Drizzle cannot build a query whose columns are a type parameter: it is built over plain columns, and
      // its rows are the ones those columns name.
      const columns: SelectedFields = list.columns;
      const rows = (await tx
        .select(columns)
        .from(list.table)
        .where(list.where)
        .orderBy(...(list.first ?? []), ...sortedBy(sortDirOf(list.sorts, sort, args.dir), list.sortKeys[sort], list.id))
        .limit(args.pageSize)
        .offset((args.page - 1) * args.pageSize)) as Rows<F>;
      const [counted] = await tx.select({ n: count() }).from(list.table).where(list.where);
      return pageOf<T | SelectResultFields<F>>(complete ? await complete(tx, rows) : rows, counted?.n ?? 0, args);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
