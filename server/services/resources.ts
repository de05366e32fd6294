import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resourceRevisions, resources } from '../db/schema';
import type { ContentChanges } from '../realtime/changes';
import { resourceInput, type ResourceInput } from '@shared/schemas/posts';
import { RESOURCE_SORTS, type SortOf } from '@shared/schemas/paging';
import type { SortKeys, Tx } from './sorting';
import { DEFAULT_RESOURCE_ICON, PUBLIC_RESOURCES_MAX } from '@shared/constants';
import type { Locale } from '@shared/locales';
import { adminContentList, changed, contentSortKeys, gone, groupOf, RESOURCES, rethrowConflict, withTranslations, type ContentListArgs } from './content';
import { diffFields, recordAudit } from './audit';
import type { Actor } from './post-editing';
import type { AuditAction } from '@shared/schemas/audit';
import { listRevisions, readRevision } from './revisions';

const AUDITED_FIELDS = ['title', 'description', 'type', 'link', 'icon', 'locale'] as const;

function auditResource(tx: Pick<Db, 'insert'>, actor: Actor, action: AuditAction, row: { id: string; title: string }, changes: Record<string, unknown>) {
  return recordAudit(tx, { actor: { id: actor.id, email: actor.email }, action, target: { type: 'resource', id: row.id, label: row.title }, changes, ip: actor.ip ?? null });
}

/** A revision keeps exactly the form's values, as a post's does (post-editing.ts), so a restore is a save of them. */
async function recordRevision(tx: Tx, row: { id: string; version: number }, actor: Actor | null, values: ResourceInput): Promise<void> {
  await tx.insert(resourceRevisions).values({ resourceId: row.id, version: row.version, authorId: actor?.id ?? null, authorEmail: actor?.email ?? null, fields: values });
}

/**
 * The first revision of resources written outside the form (the demo seed), dated when they were last changed, as
 * recordFirstRevisions does for posts; the fields as the form loads the row (no icon reads as the default). A row the
 * form's rules refuse gets none.
 */
export async function recordFirstResourceRevisions(tx: Tx, rows: (typeof resources.$inferSelect)[], actor: Actor | null): Promise<void> {
  const revisions = rows.flatMap((row) => {
    const values = resourceInput.safeParse({ ...row, icon: row.icon || DEFAULT_RESOURCE_ICON });
    return values.success ? [{ resourceId: row.id, version: row.version, authorId: actor?.id ?? null, authorEmail: actor?.email ?? null, fields: values.data, createdAt: row.updatedAt }] : [];
  });
  if (revisions.length) await tx.insert(resourceRevisions).values(revisions);
}

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

type ResourceSort = SortOf<typeof RESOURCE_SORTS>;

/** What each sortable column of the admin Resources tab orders by (titles and types ignoring case). */
const RESOURCE_SORT_KEYS: SortKeys<ResourceSort> = {
  ...contentSortKeys(RESOURCES),
  type: [sql`lower(${resources.type})`],
};

/** What the admin Resources tab shows of each resource. */
const ADMIN_COLUMNS = {
  id: resources.id,
  title: resources.title,
  type: resources.type,
  link: resources.link,
  icon: resources.icon,
  createdAt: resources.createdAt,
  locale: resources.locale,
};

/**
 * One page of the admin list, newest first or sorted by a column (`sort`, `dir`), searched by title or type,
 * optionally one language, with the total and each resource's translations.
 */
export function adminListResources(db: Db, args: ContentListArgs<ResourceSort>) {
  return adminContentList(db, RESOURCES, { columns: ADMIN_COLUMNS, search: [resources.title, resources.type], sorts: RESOURCE_SORTS, sortKeys: RESOURCE_SORT_KEYS }, args);
}

/** A resource for the form, with every language of its translation group (itself included). */
export async function getResourceById(db: Db, id: string) {
  const [row] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
  return withTranslations(db, RESOURCES, row);
}

/** `translationOf`: 'Add translation' — the new resource joins that resource's translation group. */
export async function createResource(db: Db, changes: ContentChanges, actor: Actor, input: ResourceInput & { translationOf?: string | undefined }) {
  const { translationOf, ...values } = input;
  const translationGroup = await groupOf(db, RESOURCES, translationOf);
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(resources)
        .values({ ...values, ...(translationGroup ? { translationGroup } : {}) })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await recordRevision(tx, row, actor, values);
      await auditResource(tx, actor, 'resource.create', row, diffFields(null, row, AUDITED_FIELDS));
      return row;
    });
    changes.announce({ kind: 'resource', id: created.id });
    return created;
  } catch (err) {
    rethrowConflict(err, RESOURCES, values.locale ?? 'en');
  }
}

/** Saves only over the version the editor loaded; CONFLICT when someone else saved in between. */
export async function updateResource(db: Db, changes: ContentChanges, actor: Actor, id: string, version: number, input: ResourceInput, action: AuditAction = 'resource.update') {
  try {
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(resources).where(eq(resources.id, id)).for('update').limit(1);
      if (!before) throw gone(RESOURCES);
      if (before.version !== version) throw changed(RESOURCES);
      const [row] = await tx
        .update(resources)
        .set({ ...input, updatedAt: new Date(), version: sql`${resources.version} + 1` })
        .where(and(eq(resources.id, id), eq(resources.version, version)))
        .returning();
      if (!row) throw changed(RESOURCES);
      await recordRevision(tx, row, actor, input);
      await auditResource(tx, actor, action, row, diffFields(before, row, AUDITED_FIELDS));
      return row;
    });
    changes.announce({ kind: 'resource', id });
    return updated;
  } catch (err) {
    rethrowConflict(err, RESOURCES, input.locale ?? 'en');
  }
}

export async function deleteResource(db: Db, changes: ContentChanges, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(resources).where(eq(resources.id, id)).returning();
    if (!row) throw gone(RESOURCES);
    await auditResource(tx, actor, 'resource.delete', row, diffFields(row, null, AUDITED_FIELDS));
  });
  changes.announce({ kind: 'resource', id });
}

// ---- Revisions ----

/** A resource's revisions, newest first, without their fields (revisions.ts). */
export function listResourceRevisions(db: Db, resourceId: string) {
  return listRevisions(db, 'resource', resourceId);
}

/** One revision with its fields, read through the resource form's schema. */
export async function getResourceRevision(db: Db, id: string) {
  const { itemId, ...revision } = await readRevision(db, 'resource', id, (fields) => resourceInput.safeParse(fields));
  return { ...revision, resourceId: itemId };
}

/** 'Restore': the revision's fields saved over the version the form loaded, as the resource's new version (and revision). */
export async function restoreResourceRevision(db: Db, changes: ContentChanges, actor: Actor, revisionId: string, version: number) {
  const revision = await getResourceRevision(db, revisionId);
  return updateResource(db, changes, actor, revision.resourceId, version, revision.fields, 'resource.restore');
}
