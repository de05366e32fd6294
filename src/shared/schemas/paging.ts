import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from '../constants';
import { text } from './text';

/**
 * One page of an admin list. A pageSize above the maximum is refused (400, this message), not clamped:
 * a client asking for more than it can get should learn so, not silently receive less.
 * A page past the last one answers with no items and the true total, so the pager can step back.
 */
export const adminPageInput = z.object({
  page: z.number().int().min(1, 'page must be 1 or more').max(1_000_000, 'page must be at most 1000000').default(1),
  pageSize: z
    .number()
    .int()
    .min(1, 'pageSize must be 1 or more')
    .max(ADMIN_PAGE_SIZE_MAX, `pageSize must be at most ${ADMIN_PAGE_SIZE_MAX}`)
    .default(ADMIN_PAGE_SIZE),
});

/** An admin list with the spec's case-insensitive search (posts: title or category; resources: title or type). */
export const adminSearchInput = adminPageInput.extend({ q: text().trim().max(200, 'Search text must be at most 200 characters').default('') });
export type AdminSearchInput = z.input<typeof adminSearchInput>;

export type SortDir = 'asc' | 'desc';

/**
 * A list's sortable columns: the default one (today's order) and, for each, the direction a first click
 * sorts it in (names and titles A to Z, dates and counts newest or largest first). The server orders by
 * the column, then by id in the same direction, so rows that tie keep one order across pages.
 */
export interface SortSpec<S extends string> {
  /** NoInfer: the list's columns come from `columns` alone. */
  default: NoInfer<S>;
  columns: Record<S, SortDir>;
}

export const POST_SORTS = {
  default: 'created',
  columns: { created: 'desc', updated: 'desc', title: 'asc', category: 'asc', published: 'desc', views: 'desc' },
} as const satisfies SortSpec<string>;
export const RESOURCE_SORTS = { default: 'created', columns: { created: 'desc', updated: 'desc', title: 'asc', type: 'asc' } } as const satisfies SortSpec<string>;
export const INQUIRY_SORTS = { default: 'received', columns: { received: 'desc', name: 'asc', handled: 'asc' } } as const satisfies SortSpec<string>;
export const TEAM_SORTS = { default: 'email', columns: { email: 'asc', name: 'asc', role: 'asc', created: 'desc' } } as const satisfies SortSpec<string>;

export type SortOf<T extends SortSpec<string>> = keyof T['columns'] & string;

export function sortKeys<S extends string>(spec: SortSpec<S>): [S, ...S[]] {
  return Object.keys(spec.columns) as [S, ...S[]];
}

/**
 * `sort` (one of the list's columns; anything else is a 400 that names them) and `dir`, both optional:
 * without them a list keeps its usual order, and a column without `dir` its own first direction.
 */
export function sortInput<S extends string>(spec: SortSpec<S>) {
  const keys = sortKeys(spec);
  return {
    sort: z.enum(keys, { error: `sort must be one of: ${keys.join(', ')}` }).default(spec.default),
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).optional(),
  };
}

/** The direction a list is sorted in: the one asked for, or the column's own. */
export function sortDirOf<S extends string>(spec: SortSpec<S>, sort: S, dir: SortDir | undefined): SortDir {
  return dir ?? spec.columns[sort];
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export function pageOf<T>(items: T[], total: number, args: { page: number; pageSize: number }): Page<T> {
  return { items, total, page: args.page, pageSize: args.pageSize, pageCount: Math.max(1, Math.ceil(total / args.pageSize)) };
}
