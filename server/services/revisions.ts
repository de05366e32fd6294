/**
 * What posts and resources share about their revisions (decision 0014): the 'Revisions' list of one item and the
 * reading of one revision. Each kind records its own (in its save's transaction) and reads the fields through its
 * own form schema: post-editing.ts, resources.ts.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts, postRevisions, resourceRevisions, resources } from '../db/schema';
import { DomainError } from '../errors';

/** Where each kind keeps its revisions: the table, the column naming the item, and the item's own table. */
const STORES = {
  post: { revisions: postRevisions, itemId: postRevisions.postId, items: blogPosts },
  resource: { revisions: resourceRevisions, itemId: resourceRevisions.resourceId, items: resources },
} as const;

export type RevisionKind = keyof typeof STORES;

const REVISIONS_MAX = 100;

/**
 * An item's revisions, newest first (at most REVISIONS_MAX), without their fields. `current`: the revision is the
 * item's stored version (nothing to restore), whether or not it is the newest.
 */
export async function listRevisions(db: Db, kind: RevisionKind, itemId: string) {
  const { revisions, items, itemId: of } = STORES[kind];
  return db
    .select({
      id: revisions.id,
      version: revisions.version,
      authorEmail: revisions.authorEmail,
      createdAt: revisions.createdAt,
      title: sql<string>`${revisions.fields} ->> 'title'`,
      current: sql<boolean>`${revisions.version} = ${items.version}`,
    })
    .from(revisions)
    .innerJoin(items, eq(items.id, of))
    .where(eq(of, itemId))
    .orderBy(desc(revisions.createdAt), desc(revisions.version))
    .limit(REVISIONS_MAX);
}

/** One revision with its fields as stored: the caller reads them through its form's schema (readRevision). */
async function revisionRow(db: Db, kind: RevisionKind, id: string) {
  const { revisions, itemId } = STORES[kind];
  const [row] = await db
    .select({ id: revisions.id, itemId, version: revisions.version, authorEmail: revisions.authorEmail, createdAt: revisions.createdAt, fields: revisions.fields })
    .from(revisions)
    .where(eq(revisions.id, id))
    .limit(1);
  if (!row) throw new DomainError('not-found', 'revisionGone', 'This revision no longer exists.');
  return row;
}

/**
 * One revision with its fields read by `parse` (the kind's form schema, so older revisions get today's defaults);
 * one that no longer passes is refused rather than loaded into the form half-read.
 */
export async function readRevision<F>(db: Db, kind: RevisionKind, id: string, parse: (fields: unknown) => { success: true; data: F } | { success: false }) {
  const { fields: stored, ...row } = await revisionRow(db, kind, id);
  const fields = parse(stored);
  if (!fields.success) throw new DomainError('unprocessable', 'revisionUnreadable', 'This revision cannot be read any more.');
  return { ...row, fields: fields.data };
}
