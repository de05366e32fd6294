import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';

export const postSummaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  description: blogPosts.description,
  category: blogPosts.category,
  imageUrl: blogPosts.imageUrl,
  createdAt: blogPosts.createdAt,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of published posts, newest first, with the total and every category (spec: blog listing). */
export async function listPublished(db: Db, args: { page: number; pageSize: number; q: string; category: string }) {
  const filters: SQL[] = [eq(blogPosts.published, true)];
  if (args.q) {
    const pattern = `%${escapeLike(args.q)}%`;
    const match = or(ilike(blogPosts.title, pattern), ilike(blogPosts.description, pattern));
    if (match) filters.push(match);
  }
  if (args.category) filters.push(eq(blogPosts.category, args.category));
  const where = and(...filters);

  const [items, [totalRow], categoryRows] = await Promise.all([
    db
      .select(postSummaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
    db
      .selectDistinct({ category: blogPosts.category })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(blogPosts.category),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    items,
    total,
    page: args.page,
    pageSize: args.pageSize,
    pageCount: Math.max(1, Math.ceil(total / args.pageSize)),
    categories: categoryRows.map((r) => r.category),
  };
}

/** A draft is "not found" unless the caller is staff (DESIGN 3.2: preview). */
export async function getBySlug(db: Db, slug: string, opts: { includeDrafts: boolean }) {
  const filters: SQL[] = [eq(blogPosts.slug, slug)];
  if (!opts.includeDrafts) filters.push(eq(blogPosts.published, true));
  const [row] = await db.select().from(blogPosts).where(and(...filters)).limit(1);
  return row ?? null;
}

export async function countView(db: Db, slug: string): Promise<void> {
  await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)));
}

/** Published posts for the sitemap and the RSS feed, newest first. */
export function listForFeeds(db: Db, limit?: number) {
  const q = db
    .select({ slug: blogPosts.slug, title: blogPosts.title, description: blogPosts.description, category: blogPosts.category, createdAt: blogPosts.createdAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt));
  return limit ? q.limit(limit) : q;
}
