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
