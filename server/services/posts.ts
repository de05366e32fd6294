import { createHmac } from 'node:crypto';
import { and, count, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogCategoryCounts, blogPosts, postViews, resources } from '../db/schema';
import { LOCALES, type Locale } from '@shared/locales';
import { POST_SORTS, type SortOf } from '@shared/schemas/paging';
import type { SortKeys, Tx } from './sorting';
import { siteSecret, VIEW_COUNT_KEY } from './settings';
import { adminContentList, contentSortKeys, POSTS, withTranslations, type ContentListArgs } from './content';
import { POST_RENDERER_VERSION, renderPostBody } from '@shared/post-body';
import { POST_CATEGORIES_MAX, SEARCH_MATCHES_MAX } from '@shared/constants';

export const postSummaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  description: blogPosts.description,
  category: blogPosts.category,
  imageUrl: blogPosts.imageUrl,
  imageAlt: blogPosts.imageAlt,
  createdAt: blogPosts.createdAt,
  locale: blogPosts.locale,
};

/** Every column but the search vector, which only the database reads. */
const { search: _search, ...postColumns } = getTableColumns(blogPosts);
/** What the post form reads and a save returns: no rendered body either. */
export const { html: _html, htmlKey: _htmlKey, ...editColumns } = postColumns;

/**
 * One page of published posts, newest first, with the total and every category (spec: blog listing).
 * Its queries share one REPEATABLE READ snapshot, so a post published meanwhile never shows in the page
 * without being in the total (or the reverse).
 */
type ListArgs = { page: number; pageSize: number; q: string; category: string; locale: Locale };

export function listPublished(db: Db, args: ListArgs) {
  return db.transaction((tx) => listPublishedIn(tx, args), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * A visitor's search in a language (site_tsquery, drizzle/0008): stemmed, accent-insensitive, and never an
 * error whatever the text holds (quotes, operators, a lone letter just find nothing).
 */
const searchQuery = (locale: Locale, q: string) => sql`site_tsquery(${locale}, ${q})`;

async function listPublishedIn(db: Tx, args: ListArgs) {
  const query = args.q ? searchQuery(args.locale, args.q) : null;
  // A search names its language and 'published' as literals (the language is one of LOCALES, checked by
  // zod), so the planner can use that language's partial search index even in a generic plan.
  const filters: SQL[] = query
    ? [sql`${blogPosts.published}`, sql`${blogPosts.locale} = ${sql.raw(`'${LOCALES.find((l) => l === args.locale) ?? 'en'}'`)}`]
    : [eq(blogPosts.published, true), eq(blogPosts.locale, args.locale)];
  if (query) filters.push(sql`${blogPosts.search} @@ ${query}`);
  if (args.category) filters.push(eq(blogPosts.category, args.category));
  const where = and(...filters);

  const offset = (args.page - 1) * args.pageSize;
  // The filter shows the POST_CATEGORIES_MAX most used categories (alphabetical), however many exist;
  // totals are summed over every category in the database.
  const busiest = db
    .select({ category: blogCategoryCounts.category })
    .from(blogCategoryCounts)
    .where(and(eq(blogCategoryCounts.locale, args.locale), gt(blogCategoryCounts.published, 0)))
    .orderBy(sql`${blogCategoryCounts.published} desc`, blogCategoryCounts.category)
    .limit(POST_CATEGORIES_MAX)
    .as('busiest');
  const counts = await db.select().from(busiest).orderBy(busiest.category);
  const [summed] = await db
    .select({ n: sql<number>`coalesce(sum(${blogCategoryCounts.published}), 0)`.mapWith(Number) })
    .from(blogCategoryCounts)
    .where(and(eq(blogCategoryCounts.locale, args.locale), args.category ? eq(blogCategoryCounts.category, args.category) : undefined));

  let total: number;
  let ids: string[];
  if (query) {
    // Best matches first (title over description over body), newest among equals, ranked among the newest
    // SEARCH_MATCHES_MAX matches; counted in the same pass that picks the page.
    // The rank is computed outside the capped subquery, so only those rows pay for it.
    const candidates = db
      .select({ id: blogPosts.id, createdAt: blogPosts.createdAt, search: blogPosts.search })
      .from(blogPosts)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(SEARCH_MATCHES_MAX)
      .as('candidates');
    const rows = await db
      .select({ id: candidates.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(candidates)
      .orderBy(sql`ts_rank(${candidates.search}, ${query}) desc`, sql`${candidates.createdAt} desc`, sql`${candidates.id} desc`)
      .limit(args.pageSize)
      .offset(offset);
    ids = rows.map((r) => r.id);
    total = rows[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(candidates))[0]?.n ?? 0) : 0);
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
    if (fromEnd) ids.reverse();
  }
  const found = ids.length ? await db.select(postSummaryColumns).from(blogPosts).where(inArray(blogPosts.id, ids)) : [];
  // In the order the page was picked (rank, then date).
  const byId = new Map(found.map((p) => [p.id, p]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
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

/** A draft is "not found" unless the caller is staff (decision 0005: preview). */
export async function getBySlug(db: Db, locale: Locale, slug: string, opts: { includeDrafts: boolean }) {
  const filters: SQL[] = [eq(blogPosts.locale, locale), eq(blogPosts.slug, slug)];
  if (!opts.includeDrafts) filters.push(eq(blogPosts.published, true));
  const [row] = await db.select(postColumns).from(blogPosts).where(and(...filters)).limit(1);
  return row ?? null;
}

/** The other languages of a translation group that the caller may see, as { locale, slug }. */
export async function translationsOf(db: Db, group: string, exceptId: string, opts: { includeDrafts: boolean }) {
  const filters: SQL[] = [eq(blogPosts.translationGroup, group), sql`${blogPosts.id} <> ${exceptId}`];
  if (!opts.includeDrafts) filters.push(eq(blogPosts.published, true));
  return db.select({ locale: blogPosts.locale, slug: blogPosts.slug }).from(blogPosts).where(and(...filters)).orderBy(blogPosts.locale);
}

/**
 * Where a slug that is not a post of `locale` lives instead: a published post of another language with that
 * slug (an old shared link such as /es/blog/<English slug>) leads to its translation in `locale` when there
 * is one, otherwise to the post in its own language. null: no such post anywhere.
 */
export async function findMovedSlug(db: Db, locale: Locale, slug: string): Promise<{ locale: Locale; slug: string } | null> {
  const [other] = await db
    .select({ locale: blogPosts.locale, slug: blogPosts.slug, group: blogPosts.translationGroup })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true), sql`${blogPosts.locale} <> ${locale}`))
    .orderBy(blogPosts.locale)
    .limit(1);
  return other ? addressIn(db, locale, other) : null;
}

/** A published post's address for a reader of `locale`: its published translation there, or the post itself. */
export async function addressIn(db: Db, locale: Locale, post: { locale: Locale; slug: string; group: string }): Promise<{ locale: Locale; slug: string }> {
  if (post.locale === locale) return { locale: post.locale, slug: post.slug };
  const [translation] = await db
    .select({ locale: blogPosts.locale, slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationGroup, post.group), eq(blogPosts.locale, locale), eq(blogPosts.published, true)))
    .limit(1);
  return translation ?? { locale: post.locale, slug: post.slug };
}

// ---- The rendered body, stored at save ----

/** What a stored body was rendered with: the renderer's version and the site's origin (links to it keep the tab). */
export function postHtmlKey(siteOrigin: string): string {
  return `${POST_RENDERER_VERSION} ${siteOrigin}`;
}

export function rendered(values: { content: string; imageUrl: string | null }, siteOrigin: string) {
  return { html: renderPostBody(values.content, { siteOrigin, featuredImage: values.imageUrl }), htmlKey: postHtmlKey(siteOrigin) };
}

/**
 * The post's body as safe HTML: the copy stored at save, or, when it was made by another renderer version
 * or for another origin (or never, for rows written by SQL), rendered now and stored for the next view
 * unless the post was saved meanwhile.
 */
export async function htmlOf(
  db: Db,
  post: { id: string; version: number; content: string; imageUrl: string | null; html: string | null; htmlKey: string | null },
  siteOrigin: string,
): Promise<string> {
  if (post.html !== null && post.htmlKey === postHtmlKey(siteOrigin)) return post.html;
  const fresh = rendered(post, siteOrigin);
  await db.update(blogPosts).set(fresh).where(and(eq(blogPosts.id, post.id), eq(blogPosts.version, post.version)));
  return fresh.html;
}

const HOUR = 3_600_000;

/**
 * The visitor's address, keyed: the key is one per database (VIEW_COUNT_KEY, made on first use, never exported),
 * so a visitor counts once per post and hour whichever instance serves them. Only the hash is stored, and the
 * purge job deletes it after two hours (server/jobs/purge.ts).
 */
export async function visitorHash(db: Pick<Db, 'select' | 'insert'>, ip: string): Promise<string> {
  return createHmac('sha256', await siteSecret(db, VIEW_COUNT_KEY)).update(ip).digest('base64url');
}

/**
 * One view per visitor, post and hour: the (post, visitor, hour) row is inserted at most once, and the
 * count only grows when it was, in one statement. True when this call counted a view.
 */
export async function countView(db: Db, locale: Locale, slug: string, ip: string, now = new Date()): Promise<boolean> {
  const bucket = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const rows = await db.execute<{ id: string }>(sql`
    with counted as (
      insert into ${postViews} (post_id, visitor_hash, bucket)
      select ${blogPosts.id}, ${await visitorHash(db, ip)}, ${bucket.toISOString()}::timestamptz from ${blogPosts}
      where ${blogPosts.locale} = ${locale} and ${blogPosts.slug} = ${slug} and ${blogPosts.published}
      on conflict do nothing
      returning post_id
    )
    update ${blogPosts} set view_count = view_count + 1 where id in (select post_id from counted) returning id`);
  return rows.length > 0;
}

/** The newest published posts of one language, for its RSS feed: always a bounded number. */
export function listForFeeds(db: Db, locale: Locale, limit: number) {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title, description: blogPosts.description, category: blogPosts.category, createdAt: blogPosts.createdAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), eq(blogPosts.locale, locale)))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

/** How many posts are published (the trigger-kept category counts, so no table scan). */
export async function countPublished(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${blogCategoryCounts.published}), 0)`.mapWith(Number) }).from(blogCategoryCounts);
  return row?.n ?? 0;
}

/**
 * One sitemap file's published posts (every language), oldest first, so a new post only ever changes the
 * last file; each with its published translations, for the hreflang alternates.
 */
export async function listForSitemap(db: Db, args: { offset: number; limit: number }) {
  const posts = await db
    .select({ locale: blogPosts.locale, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, group: blogPosts.translationGroup })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(...OLDEST_FIRST)
    .limit(args.limit)
    .offset(args.offset);
  const groups = [...new Set(posts.map((p) => p.group))];
  const siblings = groups.length
    ? await db
        .select({ locale: blogPosts.locale, slug: blogPosts.slug, group: blogPosts.translationGroup })
        .from(blogPosts)
        .where(and(eq(blogPosts.published, true), inArray(blogPosts.translationGroup, groups)))
    : [];
  return posts.map((p) => ({
    locale: p.locale,
    slug: p.slug,
    updatedAt: p.updatedAt,
    translations: siblings.filter((t) => t.group === p.group).map((t) => ({ locale: t.locale, slug: t.slug })),
  }));
}

// ---- Staff: the admin list and the post form ----

type PostSort = SortOf<typeof POST_SORTS>;

/** What each sortable column of the admin Posts tab orders by: titles ignoring case; Status as published, scheduled, draft. */
const POST_SORT_KEYS: SortKeys<PostSort> = {
  ...contentSortKeys(POSTS),
  category: [sql`lower(${blogPosts.category})`],
  published: [blogPosts.published, sql`${blogPosts.publishAt} is not null`],
  views: [blogPosts.viewCount],
};

/** What the admin Posts tab shows of each post. */
const ADMIN_COLUMNS = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  category: blogPosts.category,
  published: blogPosts.published,
  featured: blogPosts.featured,
  createdAt: blogPosts.createdAt,
  /** Set on an unpublished post = Scheduled for then. */
  publishAt: blogPosts.publishAt,
  locale: blogPosts.locale,
};

/**
 * One page of the admin list (drafts included), newest first or sorted by a column (`sort`, `dir`), searched
 * by title or category, optionally one language, with the total of matches and each post's translations.
 */
export function adminListPosts(db: Db, args: ContentListArgs<PostSort>) {
  return adminContentList(db, POSTS, { columns: ADMIN_COLUMNS, search: [blogPosts.title, blogPosts.category], sorts: POST_SORTS, sortKeys: POST_SORT_KEYS }, args);
}

/** The post form's category suggestions in one language: distinct categories, alphabetical, at most POST_CATEGORIES_MAX. */
export async function listCategories(db: Db, locale: Locale): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(eq(blogPosts.locale, locale))
    .orderBy(blogPosts.category)
    .limit(POST_CATEGORIES_MAX);
  return rows.map((r) => r.category);
}

/** A post for the form, with every language of its translation group (itself included). */
export async function getPostById(db: Db, id: string) {
  const [post] = await db.select(editColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return withTranslations(db, POSTS, post);
}

/** Dashboard tiles (decision 0010): live numbers instead of the prototype's 3, 245 and 8. */
export async function dashboardStats(db: Db) {
  const [posts] = await db.select({ n: count(), views: sql<number>`coalesce(sum(${blogPosts.viewCount}), 0)`.mapWith(Number) }).from(blogPosts);
  const [res] = await db.select({ n: count() }).from(resources);
  return { posts: posts?.n ?? 0, views: posts?.views ?? 0, resources: res?.n ?? 0 };
}
