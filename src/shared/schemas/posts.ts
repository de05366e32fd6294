import { z } from 'zod';
import { BLOG_PAGE_SIZE } from '../constants';

export const blogListInput = z.object({
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
  q: z.string().trim().max(200).default(''),
  category: z.string().trim().max(100).default(''),
});
export type BlogListInput = z.input<typeof blogListInput>;

export const slugInput = z.object({ slug: z.string().trim().min(1).max(200) });
