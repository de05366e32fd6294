import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resources } from '../db/schema';
import { CHANGED_MSG, type ResourceInput, type TranslationRef } from '../../src/shared/schemas/posts';
import { pageOf, RESOURCE_SORTS, sortDirOf, type SortDir, type SortOf } from '../../src/shared/schemas/paging';
import { sortedBy } from './sorting';
import { PUBLIC_RESOURCES_MAX } from '../../src/shared/constants';
import type { Locale } from '../../src/shared/locales';
import { translationExists, uniqueViolation } from './posts';
import { diffFields, recordAudit } from './audit';
import type { Actor } from './post-editing';
import type { AuditAction } from '../../src/shared/schemas/audit';

const AUDITED_FIELDS = ['title', 'description', 'type', 'link', 'icon', 'locale'] as const;

function auditResource(tx: Pick<Db, 'insert'>, actor: Actor, action: AuditAction, row: { id: string; title: string }, changes: Record<string, unknown>) {
  return recordAudit(tx, { actor: { id: actor.id, email: actor.email }, action, target: { type: 'resource', id: row.id, label: row.title }, changes, ip: actor.ip ?? null });
}

const NOT_FOUND = 'This resource no longer exists.';

/** The public list of one language, newest first: never more than PUBLIC_RESOURCES_MAX rows, whatever the caller asks. */
export async function listResources(db: Db, args: { limit?: number | undefined; locale?: Locale | undefined } = {}) {
  return db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      type: resources.type,
      link: resources.link,
      icon: resources.icon,
      locale: resources.locale,
      createdAt: resources.createdAt,
    })
    .from(resources)
    .where(eq(resources.locale, args.locale ?? 'en'))
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(Math.min(args.limit ?? PUBLIC_RESOURCES_MAX, PUBLIC_RESOURCES_MAX));
}

/** Every language of the given translation groups, as the admin table and form show them. */
async function translationsByGroup(db: Pick<Db, 'select'>, groups: string[]): Promise<Map<string, TranslationRef[]>> {
  const byGroup = new Map<string, TranslationRef[]>();
  if (groups.length === 0) return byGroup;
  const rows = await db
    .select({ id: resources.id, locale: resources.locale, group: resources.translationGroup })
    .from(resources)
    .where(inArray(resources.translationGroup, groups))
    .orderBy(resources.locale);
  // A resource has no draft state: every language that exists is public.
  for (const r of rows) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), { id: r.id, locale: r.locale, published: true }]);
  return byGroup;
}

type ResourceSort = SortOf<typeof RESOURCE_SORTS>;

/** What each sortable column of the admin Resources tab orders by (titles and types ignoring case). */
const RESOURCE_SORT_KEYS: Record<ResourceSort, Parameters<typeof sortedBy>[1]> = {
  created: [resources.createdAt],
  updated: [resources.updatedAt],
  title: [sql`lower(${resources.title})`],
  type: [sql`lower(${resources.type})`],
};

/**
 * One page of the admin list, newest first or sorted by a column (`sort`, `dir`), searched by title or type
 * ignoring case (spec: admin lists), optionally one language, with the total and each resource's translations.
 */
export function adminListResources(
  db: Db,
  args: { page: number; pageSize: number; q: string; locale?: Locale | undefined; sort?: ResourceSort | undefined; dir?: SortDir | undefined },
) {
  const sort = args.sort ?? RESOURCE_SORTS.default;
  const pattern = `%${args.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    args.q ? or(ilike(resources.title, pattern), ilike(resources.type, pattern)) : undefined,
    args.locale ? eq(resources.locale, args.locale) : undefined,
  );
  return db.transaction(
    async (tx) => {
      const items = await tx
        .select({
          id: resources.id,
          title: resources.title,
          type: resources.type,
          link: resources.link,
          icon: resources.icon,
          createdAt: resources.createdAt,
          locale: resources.locale,
          group: resources.translationGroup,
        })
        .from(resources)
        .where(where)
        .orderBy(...sortedBy(sortDirOf(RESOURCE_SORTS, sort, args.dir), RESOURCE_SORT_KEYS[sort], resources.id))
        .limit(args.pageSize)
        .offset((args.page - 1) * args.pageSize);
      const [counted] = await tx.select({ n: count() }).from(resources).where(where);
      const translations = await translationsByGroup(tx, [...new Set(items.map((i) => i.group))]);
      const withTranslations = items.map(({ group, ...item }) => ({ ...item, translations: translations.get(group) ?? [] }));
      return pageOf(withTranslations, counted?.n ?? 0, args);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A resource for the form, with every language of its translation group (itself included). */
export async function getResourceById(db: Db, id: string) {
  const [row] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
  const translations = (await translationsByGroup(db, [row.translationGroup])).get(row.translationGroup) ?? [];
  return { ...row, translations };
}

function rethrowConflict(err: unknown, locale: Locale): never {
  if (uniqueViolation(err) === 'resources_translation_key') throw translationExists('resource', locale);
  throw err;
}

/** `translationOf`: 'Add translation' — the new resource joins that resource's translation group. */
export async function createResource(db: Db, actor: Actor, input: ResourceInput & { translationOf?: string | undefined }) {
  const { translationOf, ...values } = input;
  let translationGroup: string | undefined;
  if (translationOf) {
    const [original] = await db.select({ group: resources.translationGroup }).from(resources).where(eq(resources.id, translationOf)).limit(1);
    if (!original) throw new TRPCError({ code: 'NOT_FOUND', message: 'The resource this translates no longer exists.' });
    translationGroup = original.group;
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(resources)
        .values({ ...values, ...(translationGroup ? { translationGroup } : {}) })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await auditResource(tx, actor, 'resource.create', row, diffFields(null, row, AUDITED_FIELDS));
      return row;
    });
  } catch (err) {
    rethrowConflict(err, values.locale ?? 'en');
  }
}

export const RESOURCE_CHANGED = CHANGED_MSG.resource;

/** Saves only over the version the editor loaded; CONFLICT when someone else saved in between. */
export async function updateResource(db: Db, actor: Actor, id: string, version: number, input: ResourceInput) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(resources).where(eq(resources.id, id)).for('update').limit(1);
      if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      if (before.version !== version) throw new TRPCError({ code: 'CONFLICT', message: RESOURCE_CHANGED });
      const [row] = await tx
        .update(resources)
        .set({ ...input, updatedAt: new Date(), version: sql`${resources.version} + 1` })
        .where(and(eq(resources.id, id), eq(resources.version, version)))
        .returning();
      if (!row) throw new TRPCError({ code: 'CONFLICT', message: RESOURCE_CHANGED });
      await auditResource(tx, actor, 'resource.update', row, diffFields(before, row, AUDITED_FIELDS));
      return row;
    });
  } catch (err) {
    if (err instanceof TRPCError) throw err;
    rethrowConflict(err, input.locale ?? 'en');
  }
}

export async function deleteResource(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(resources).where(eq(resources.id, id)).returning();
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
    await auditResource(tx, actor, 'resource.delete', row, diffFields(row, null, AUDITED_FIELDS));
  });
}
