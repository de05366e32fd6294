import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { blogCategoryCounts, blogPosts, postViews, resources } from '../db/schema';
import { CHANGED_MSG, type PostValues } from '../../src/shared/schemas/posts';
import { pageOf } from '../../src/shared/schemas/paging';
import { POST_CATEGORIES_MAX } from '../../src/shared/constants';

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

/** A transaction handle: the same queries as Db. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One page of published posts, newest first, with the total and every category (spec: blog listing).
 * Its queries share one REPEATABLE READ snapshot, so a post published meanwhile never shows in the page
 * without being in the total (or the reverse).
 */
export function listPublished(db: Db, args: { page: number; pageSize: number; q: string; category: string }) {
  return db.transaction((tx) => listPublishedIn(tx, args), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function listPublishedIn(db: Tx, args: { page: number; pageSize: number; q: string; category: string }) {
  const filters: SQL[] = [eq(blogPosts.published, true)];
  if (args.q) {
    const pattern = `%${escapeLike(args.q)}%`;
    const match = or(ilike(blogPosts.title, pattern), ilike(blogPosts.description, pattern));
    if (match) filters.push(match);
  }
  if (args.category) filters.push(eq(blogPosts.category, args.category));
  const where = and(...filters);

  const offset = (args.page - 1) * args.pageSize;
  // The filter shows the POST_CATEGORIES_MAX most used categories (alphabetical), however many exist;
  // totals are summed over every category in the database.
  const busiest = db
    .select({ category: blogCategoryCounts.category })
    .from(blogCategoryCounts)
    .where(gt(blogCategoryCounts.published, 0))
    .orderBy(sql`${blogCategoryCounts.published} desc`, blogCategoryCounts.category)
    .limit(POST_CATEGORIES_MAX)
    .as('busiest');
  const counts = await db.select().from(busiest).orderBy(busiest.category);
  const [summed] = await db
    .select({ n: sql<number>`coalesce(sum(${blogCategoryCounts.published}), 0)`.mapWith(Number) })
    .from(blogCategoryCounts)
    .where(args.category ? eq(blogCategoryCounts.category, args.category) : undefined);

  let total: number;
  let ids: string[];
  if (args.q) {
    // A search counts its matches in the same pass that picks the page.
    const rows = await db
      .select({ id: blogPosts.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(blogPosts)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(args.pageSize)
      .offset(offset);
    ids = rows.map((r) => r.id);
    total = rows[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(blogPosts).where(where))[0]?.n ?? 0) : 0);
  } else {
    // Totals come from the trigger-kept counts. A page past the middle is read from the oldest end,
    // so the index walk is never longer than half the list.
    total = summed?.n ?? 0;
    const fromEnd = offset > total / 2;
    const rows = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(where)
      .orderBy(...(fromEnd ? OLDEST_FIRST : NEWEST_FIRST))
      .limit(fromEnd ? Math.max(0, Math.min(args.pageSize, total - offset)) : args.pageSize)
      .offset(fromEnd ? Math.max(0, total - offset - args.pageSize) : offset);
    ids = rows.map((r) => r.id);
  }
  const items = ids.length
    ? await db.select(postSummaryColumns).from(blogPosts).where(inArray(blogPosts.id, ids)).orderBy(...NEWEST_FIRST)
    : [];
  return {
    items,
    total,
    page: args.page,
    pageSize: args.pageSize,
    pageCount: Math.max(1, Math.ceil(total / args.pageSize)),
    categories: counts.map((c) => c.category),
  };
}

/** Matches the (published, created_at DESC NULLS LAST, id DESC NULLS LAST) indexes, so a page is an index walk. */
const NEWEST_FIRST = [sql`${blogPosts.createdAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`];
const OLDEST_FIRST = [sql`${blogPosts.createdAt} asc nulls first`, sql`${blogPosts.id} asc nulls first`];

/** A draft is "not found" unless the caller is staff (DESIGN 3.2: preview). */
export async function getBySlug(db: Db, slug: string, opts: { includeDrafts: boolean }) {
  const filters: SQL[] = [eq(blogPosts.slug, slug)];
  if (!opts.includeDrafts) filters.push(eq(blogPosts.published, true));
  const [row] = await db.select().from(blogPosts).where(and(...filters)).limit(1);
  return row ?? null;
}

/** Key of the visitor hash: per process, never stored, so a stored hash cannot be turned back into an address. */
const VISITOR_KEY = randomBytes(32);
const HOUR = 3_600_000;

export function visitorHash(ip: string): string {
  return createHmac('sha256', VISITOR_KEY).update(ip).digest('base64url');
}

/**
 * One view per visitor, post and hour: the (post, visitor, hour) row is inserted at most once, and the
 * count only grows when it was, in one statement. True when this call counted a view.
 */
export async function countView(db: Db, slug: string, ip: string, now = new Date()): Promise<boolean> {
  const bucket = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const rows = await db.execute<{ id: string }>(sql`
    with counted as (
      insert into ${postViews} (post_id, visitor_hash, bucket)
      select ${blogPosts.id}, ${visitorHash(ip)}, ${bucket.toISOString()}::timestamptz from ${blogPosts}
      where ${blogPosts.slug} = ${slug} and ${blogPosts.published}
      on conflict do nothing
      returning post_id
    )
    update ${blogPosts} set view_count = view_count + 1 where id in (select post_id from counted) returning id`);
  return rows.length > 0;
}

/** The newest published posts, for the RSS feed: always a bounded number. */
export function listForFeeds(db: Db, limit: number) {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title, description: blogPosts.description, category: blogPosts.category, createdAt: blogPosts.createdAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

/** How many posts are published (the trigger-kept category counts, so no table scan). */
export async function countPublished(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${blogCategoryCounts.published}), 0)`.mapWith(Number) }).from(blogCategoryCounts);
  return row?.n ?? 0;
}

/** One sitemap file's published posts, oldest first, so a new post only ever changes the last file. */
export function listForSitemap(db: Db, args: { offset: number; limit: number }) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(...OLDEST_FIRST)
    .limit(args.limit)
    .offset(args.offset);
}

// ---- Staff: the admin list and the post form ----

const SLUG_TAKEN = 'This slug is already used by another post';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

// A failed parse yields a real ZodError (the constructor alone does not give an Error that tRPC keeps),
// so the error formatter flattens it into fieldErrors.slug like any other validation message.
const slugTakenIssue = z.object({ slug: z.string().refine(() => false, SLUG_TAKEN) });

/** A duplicate slug is a field error the form shows under Slug, not a 500. */
function slugTaken(): TRPCError {
  return new TRPCError({ code: 'CONFLICT', message: SLUG_TAKEN, cause: slugTakenIssue.safeParse({ slug: '' }).error });
}

/**
 * One page of the admin list (drafts included), newest first, searched by title or category ignoring case
 * (spec: admin lists), with the total of matches; both read in one snapshot.
 */
export function adminListPosts(db: Db, args: { page: number; pageSize: number; q: string }) {
  const where = args.q ? or(ilike(blogPosts.title, `%${escapeLike(args.q)}%`), ilike(blogPosts.category, `%${escapeLike(args.q)}%`)) : undefined;
  return db.transaction(
    async (tx) => {
      const items = await tx
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          category: blogPosts.category,
          published: blogPosts.published,
          featured: blogPosts.featured,
          createdAt: blogPosts.createdAt,
        })
        .from(blogPosts)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(args.pageSize)
        .offset((args.page - 1) * args.pageSize);
      const [counted] = await tx.select({ n: count() }).from(blogPosts).where(where);
      return pageOf(items, counted?.n ?? 0, args);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The post form's category suggestions: every distinct category, alphabetical, at most POST_CATEGORIES_MAX. */
export async function listCategories(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ category: blogPosts.category }).from(blogPosts).orderBy(blogPosts.category).limit(POST_CATEGORIES_MAX);
  return rows.map((r) => r.category);
}

export async function getPostById(db: Db, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'This post no longer exists.' });
  return row;
}

/** author_id always comes from the session, never from the client. */
export async function createPost(db: Db, authorId: string, input: PostValues) {
  try {
    const [row] = await db
      .insert(blogPosts)
      .values({ ...input, imageUrl: input.imageUrl || null, authorId })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export const POST_CHANGED = CHANGED_MSG.post;

/** Saves only over the version the editor loaded; CONFLICT when someone else saved in between. */
export async function updatePost(db: Db, id: string, version: number, input: PostValues) {
  try {
    const [row] = await db
      .update(blogPosts)
      .set({ ...input, imageUrl: input.imageUrl || null, updatedAt: new Date(), version: sql`${blogPosts.version} + 1` })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
      .returning();
    if (!row) {
      const [still] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      if (still) throw new TRPCError({ code: 'CONFLICT', message: POST_CHANGED });
      throw new TRPCError({ code: 'NOT_FOUND', message: 'This post no longer exists.' });
    }
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export async function deletePost(db: Db, id: string): Promise<void> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (rows.length === 0) throw new TRPCError({ code: 'NOT_FOUND', message: 'This post no longer exists.' });
}

/** Dashboard tiles (DESIGN 4): live numbers instead of the prototype's 3, 245 and 8. */
export async function dashboardStats(db: Db) {
  const [posts] = await db.select({ n: count(), views: sql<number>`coalesce(sum(${blogPosts.viewCount}), 0)`.mapWith(Number) }).from(blogPosts);
  const [res] = await db.select({ n: count() }).from(resources);
  return { posts: posts?.n ?? 0, views: posts?.views ?? 0, resources: res?.n ?? 0 };
}
