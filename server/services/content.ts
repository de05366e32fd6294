/**
 * What posts and resources have in common (decision 0005): rows with a language in a translation group and a version
 * the editor saves over. The admin table and form are one on the client; here the list, the translations, the
 * search and the errors are one too, parameterised by the table. posts.ts, resources.ts and post-editing.ts keep
 * what is their own.
 */
import { and, eq, ilike, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { blogPosts, resources } from '../db/schema';
import { DomainError } from '../errors';
import { CHANGED_MSG, POST_MSG, translationExistsMsg, type TranslationRef } from '@shared/schemas/posts';
import type { Locale } from '@shared/locales';
import type { SortSpec } from '@shared/schemas/paging';
import { adminPage, type AdminListArgs, type Rows, type SortKeys, type Tx } from './sorting';

export interface ContentType {
  table: typeof blogPosts | typeof resources;
  noun: 'post' | 'resource';
  /** The unique index that allows one row per language in a translation group. */
  translationKey: string;
  /** Whether a row is public; null where every row that exists is (a resource has no draft state). */
  published: typeof blogPosts.published | null;
  /** Posts have addresses: their table's other unique index is the slug in its language. */
  slugs: boolean;
}

export const POSTS = { table: blogPosts, noun: 'post', translationKey: 'blog_posts_translation_key', published: blogPosts.published, slugs: true } as const satisfies ContentType;
export const RESOURCES = { table: resources, noun: 'resource', translationKey: 'resources_translation_key', published: null, slugs: false } as const satisfies ContentType;

// ---- Errors, in the words the forms show ----

/** The row the caller works on was deleted meanwhile (or never existed). */
export function gone(content: ContentType): DomainError {
  return new DomainError('not-found', `${content.noun}Gone`, `This ${content.noun} no longer exists.`);
}

/** 'Add translation' of a row deleted meanwhile. */
export function originalGone(content: ContentType): DomainError {
  return new DomainError('not-found', `${content.noun}OriginalGone`, `The ${content.noun} this translates no longer exists.`);
}

/** Someone else saved after the editor loaded the form: nothing is written over their version. */
export function changed(content: ContentType): DomainError {
  return new DomainError('conflict', `${content.noun}Changed`, CHANGED_MSG[content.noun]);
}

/** A duplicate slug is a field error the form shows under Slug, not a 500. */
export function slugTaken(): DomainError {
  return new DomainError('conflict', 'slugTaken', POST_MSG.slugTaken, { field: 'slug' });
}

/** A second version in one language of a translation group: a field error under Language. */
export function translationExists(content: ContentType, locale: Locale): DomainError {
  return new DomainError('conflict', `${content.noun}TranslationExists`, translationExistsMsg(content.noun, locale), { params: { locale }, field: 'locale' });
}

/** The unique index a failed write ran into (23505), or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint_name?: string; cause?: { code?: string; constraint_name?: string } } | null;
  if (e?.code === '23505') return e.constraint_name ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint_name ?? '';
  return null;
}

/** A failed write: a unique index it ran into becomes the form's field error; anything else is rethrown as it is. */
export function rethrowConflict(err: unknown, content: ContentType, locale: Locale): never {
  if (err instanceof DomainError) throw err;
  const violated = uniqueViolation(err);
  if (violated === content.translationKey) throw translationExists(content, locale);
  if (violated !== null && content.slugs) throw slugTaken();
  throw err;
}

// ---- Reading ----

/** Every language of the given translation groups, as the admin table and form show them (EN ✓ ES – FR ✓). */
export async function translationsByGroup(db: Pick<Db, 'select'>, content: ContentType, groups: string[]): Promise<Map<string, TranslationRef[]>> {
  const byGroup = new Map<string, TranslationRef[]>();
  if (groups.length === 0) return byGroup;
  const { table } = content;
  const rows = await db
    .select({ id: table.id, locale: table.locale, group: table.translationGroup, published: content.published ?? sql<boolean>`true` })
    .from(table)
    .where(inArray(table.translationGroup, groups))
    .orderBy(table.locale);
  for (const r of rows) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), { id: r.id, locale: r.locale, published: r.published === true }]);
  return byGroup;
}

/** A row for the form, with every language of its translation group (itself included); `gone` when there is none. */
export async function withTranslations<R extends { translationGroup: string }>(db: Db, content: ContentType, row: R | undefined) {
  if (!row) throw gone(content);
  const translations = (await translationsByGroup(db, content, [row.translationGroup])).get(row.translationGroup) ?? [];
  return { ...row, translations };
}

/** The translation group a new row joins: the original's ('Add translation'), or a new one. */
export async function groupOf(db: Db, content: ContentType, translationOf: string | undefined): Promise<string | undefined> {
  if (!translationOf) return undefined;
  const { table } = content;
  const [original] = await db.select({ group: table.translationGroup }).from(table).where(eq(table.id, translationOf)).limit(1);
  if (!original) throw originalGone(content);
  return original.group;
}

/** The sortable columns every content list has (dates, and titles ignoring case); each list adds its own. */
export function contentSortKeys(content: ContentType): SortKeys<'created' | 'updated' | 'title'> {
  const { table } = content;
  return { created: [table.createdAt], updated: [table.updatedAt], title: [sql`lower(${table.title})`] };
}

/** `q` anywhere in one of `columns`, ignoring case; its own % and _ are plain characters. */
function containing(q: string, columns: AnyColumn[]) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return q ? or(...columns.map((c) => ilike(c, pattern))) : undefined;
}

export interface ContentListArgs<S extends string> extends AdminListArgs<S> {
  q: string;
  locale?: Locale | undefined;
}

/**
 * One page of an admin content list (drafts included), searched in `search` ignoring case (spec: admin lists),
 * optionally one language, with each row's translations; all read in one snapshot.
 */
export function adminContentList<F extends SelectedFields, S extends string>(
  db: Db,
  content: ContentType,
  list: { columns: F; search: AnyColumn[]; sorts: SortSpec<S>; sortKeys: SortKeys<S> },
  args: ContentListArgs<S>,
) {
  const { table } = content;
  const where = and(containing(args.q, list.search), args.locale ? eq(table.locale, args.locale) : undefined);
  const withGroup = { ...list.columns, group: table.translationGroup };
  return adminPage(db, { ...list, columns: withGroup, table, id: table.id, where }, args, async (tx: Tx, rows: Rows<typeof withGroup>) => {
    const groups = rows.map((r) => r.group);
    const translations = await translationsByGroup(tx, content, [...new Set(groups)]);
    return rows.map(({ group, ...item }) => ({ ...item, translations: translations.get(group) ?? [] }));
  });
}
