/**
 * Staff writes to posts (decision 0014): every save records a revision in the same transaction, a published
 * post's old slug keeps answering (301) once the slug changes, and a post saved as published with a future
 * 'Publish at' is scheduled: stored unpublished and published by the job queue at that time.
 */
import { and, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ContentChanges } from '../realtime/changes';
import { DomainError } from '../errors';
import { blogPosts, postRevisions, postSlugRedirects } from '../db/schema';
import { addJob } from '../jobs/queue';
import { postFields, slugRedirectsMsg, type PostValues } from '@shared/schemas/posts';
import { LOCALES, type Locale } from '@shared/locales';
import { addressIn, editColumns, rendered } from './posts';
import { changed, gone, groupOf, POSTS, rethrowConflict } from './content';
import type { Tx } from './sorting';
import { diffFields, recordAudit } from './audit';
import type { AuditAction } from '@shared/schemas/audit';
import { listRevisions as listItemRevisions, readRevision } from './revisions';

/** Who saves: author_id, the revision's author and the audit entry always come from the session, never from the client. */
export interface Actor {
  id: string;
  email: string;
  /** The request's address, for the audit log. */
  ip?: string | null;
}

/** The fields an audit entry compares (the body only by its length: its text is in the revisions). */
const AUDITED_FIELDS = ['title', 'slug', 'description', 'category', 'imageUrl', 'imageAlt', 'published', 'featured', 'locale', 'publishAt', 'metaTitle', 'metaDescription', 'socialImage'] as const;
type Audited = Pick<PostValues, 'content'> & { [K in (typeof AUDITED_FIELDS)[number]]: unknown };

function postChanges(before: Audited | null, after: Audited) {
  const changes: Record<string, unknown> = diffFields(before, after, AUDITED_FIELDS);
  if (before?.content !== after.content) changes.content = { before: before ? `${before.content.length} characters` : null, after: `${after.content.length} characters` };
  return changes;
}

function auditPost(tx: Tx, actor: Actor | null, action: AuditAction, post: { id: string; title: string }, changes?: Record<string, unknown>) {
  return recordAudit(tx, { actor: { id: actor?.id ?? null, email: actor?.email ?? null }, action, target: { type: 'post', id: post.id, label: post.title }, ...(changes ? { changes } : {}), ip: actor?.ip ?? null });
}

/**
 * The row to write for `values`: the rendered body, and the schedule. Published with a 'Publish at' still
 * to come = scheduled: stored unpublished with publish_at, the job publishes it. Otherwise publish_at is
 * cleared (a draft is never published by a job).
 */
function rowFor(values: PostValues, siteOrigin: string, now: Date) {
  const imageUrl = values.imageUrl || null;
  const scheduled = values.published && values.publishAt !== null && values.publishAt > now;
  return {
    ...values,
    imageUrl,
    // Alt text belongs to the featured image: none without one.
    imageAlt: imageUrl ? values.imageAlt : '',
    socialImage: values.socialImage || null,
    published: values.published && !scheduled,
    publishAt: scheduled ? values.publishAt : null,
    ...rendered({ content: values.content, imageUrl }, siteOrigin),
  };
}

async function schedule(tx: Tx, post: { id: string; publishAt: Date | null; published: boolean }): Promise<void> {
  if (post.published || !post.publishAt) return;
  // One waiting job per post: a new time replaces it (job_key); the job itself checks the post again.
  await addJob(tx, 'publish_post', { postId: post.id }, { runAt: post.publishAt, jobKey: `publish_post:${post.id}`, maxAttempts: 10 });
}

/** A revision keeps exactly the form's values, so a restore is a save of them. */
async function recordRevision(tx: Tx, post: { id: string; version: number }, actor: Actor | null, values: PostValues): Promise<void> {
  await tx.insert(postRevisions).values({ postId: post.id, version: post.version, authorId: actor?.id ?? null, authorEmail: actor?.email ?? null, fields: values });
}

/** A stored row as the form would load it (a scheduled post is Published at its time, as PostFormPage shows it). */
function formValuesOf(row: typeof blogPosts.$inferSelect) {
  const scheduled = !row.published && row.publishAt !== null && row.publishAt > new Date();
  return postFields.safeParse({ ...row, published: row.published || scheduled, imageUrl: row.imageUrl ?? '', socialImage: row.socialImage ?? '' });
}

/**
 * The first revision of posts written outside the form (the demo seed), dated when the post was last changed, so
 * 'Revisions' starts at the beginning for them too. A row the form's rules refuse gets none (as publishScheduled).
 */
export async function recordFirstRevisions(tx: Tx, rows: (typeof blogPosts.$inferSelect)[], actor: Actor | null): Promise<void> {
  const revisions = rows.flatMap((row) => {
    const values = formValuesOf(row);
    return values.success ? [{ postId: row.id, version: row.version, authorId: actor?.id ?? null, authorEmail: actor?.email ?? null, fields: values.data, createdAt: row.updatedAt }] : [];
  });
  if (revisions.length) await tx.insert(postRevisions).values(revisions);
}

/**
 * A slug that is still another post's old address: refused with a field error under Slug unless the editor
 * confirmed (takeOverRedirect), then the redirect goes. The post's own old address is simply taken back.
 */
async function claimSlug(tx: Tx, postId: string | null, locale: Locale, slug: string, takeOver: boolean): Promise<void> {
  const [redirect] = await tx
    .select({ postId: postSlugRedirects.postId, title: blogPosts.title })
    .from(postSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.locale, locale), eq(postSlugRedirects.slug, slug)))
    .limit(1);
  if (!redirect) return;
  if (redirect.postId !== postId && !takeOver) {
    throw new DomainError('conflict', 'slugRedirects', slugRedirectsMsg(redirect.title), { params: { title: redirect.title }, field: 'slug' });
  }
  await tx.delete(postSlugRedirects).where(and(eq(postSlugRedirects.locale, locale), eq(postSlugRedirects.slug, slug)));
}

export async function createPost(
  db: Db,
  changes: ContentChanges,
  actor: Actor,
  input: PostValues & { translationOf?: string | undefined; takeOverRedirect?: boolean },
  siteOrigin: string,
) {
  const { translationOf, takeOverRedirect = false, ...values } = input;
  const translationGroup = await groupOf(db, POSTS, translationOf);
  try {
    const created = await db.transaction(async (tx) => {
      await claimSlug(tx, null, values.locale, values.slug, takeOverRedirect);
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...rowFor(values, siteOrigin, new Date()), authorId: actor.id, ...(translationGroup ? { translationGroup } : {}) })
        .returning(editColumns);
      if (!row) throw new Error('insert returned nothing');
      await recordRevision(tx, row, actor, values);
      await schedule(tx, row);
      await auditPost(tx, actor, 'post.create', row, postChanges(null, row));
      return row;
    });
    changes.announce({ kind: 'post', id: created.id });
    return created;
  } catch (err) {
    rethrowConflict(err, POSTS, values.locale);
  }
}

async function loadForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select(editColumns)
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for('update')
    .limit(1);
  if (!row) throw gone(POSTS);
  return row;
}

/** Saves only over the version the editor loaded; CONFLICT when someone else saved in between. */
export async function updatePost(
  db: Db,
  changes: ContentChanges,
  actor: Actor | null,
  id: string,
  version: number,
  input: PostValues,
  siteOrigin: string,
  opts: { takeOverRedirect?: boolean; action?: AuditAction } = {},
) {
  try {
    const updated = await db.transaction(async (tx) => {
      const before = await loadForUpdate(tx, id);
      if (before.version !== version) throw changed(POSTS);
      const moved = before.slug !== input.slug || before.locale !== input.locale;
      if (moved) await claimSlug(tx, id, input.locale, input.slug, opts.takeOverRedirect ?? false);
      const [row] = await tx
        .update(blogPosts)
        .set({ ...rowFor(input, siteOrigin, new Date()), updatedAt: new Date(), version: sql`${blogPosts.version} + 1` })
        .where(eq(blogPosts.id, id))
        .returning(editColumns);
      if (!row) throw gone(POSTS);
      // The old address of a published post keeps working: it now points at this post, wherever it moves next.
      if (moved && before.published) {
        await tx
          .insert(postSlugRedirects)
          .values({ locale: before.locale, slug: before.slug, postId: id })
          .onConflictDoUpdate({ target: [postSlugRedirects.locale, postSlugRedirects.slug], set: { postId: id, createdAt: new Date() } });
      }
      await recordRevision(tx, row, actor, input);
      await schedule(tx, row);
      await auditPost(tx, actor, opts.action ?? 'post.update', row, postChanges(before, row));
      return row;
    });
    changes.announce({ kind: 'post', id });
    return updated;
  } catch (err) {
    rethrowConflict(err, POSTS, input.locale);
  }
}

export async function deletePost(db: Db, changes: ContentChanges, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, locale: blogPosts.locale });
    if (!row) throw gone(POSTS);
    await auditPost(tx, actor, 'post.delete', row, { slug: { before: row.slug, after: null }, locale: { before: row.locale, after: null } });
  });
  changes.announce({ kind: 'post', id });
}

// ---- Revisions ----

/** A post's revisions, newest first, without their fields (revisions.ts). */
export function listRevisions(db: Db, postId: string) {
  return listItemRevisions(db, 'post', postId);
}

/** One revision with its fields, read through the post schema (older revisions get today's defaults). */
export async function getRevision(db: Db, id: string) {
  // postFields, not postInput: a revision saved before alt text was required is still read (and restored as it was).
  const { itemId, ...revision } = await readRevision(db, 'post', id, (fields) => postFields.safeParse(revivedDates(fields)));
  return { ...revision, postId: itemId };
}

/** jsonb keeps a Date as its ISO text: publishAt comes back as a Date. */
function revivedDates(fields: unknown): unknown {
  if (typeof fields !== 'object' || fields === null) return fields;
  const f = fields as Record<string, unknown>;
  return typeof f.publishAt === 'string' ? { ...f, publishAt: new Date(f.publishAt) } : f;
}

/** 'Restore': the revision's fields saved as the post's new version (recorded as a new revision). */
export async function restoreRevision(db: Db, changes: ContentChanges, actor: Actor, revisionId: string, version: number, siteOrigin: string) {
  const revision = await getRevision(db, revisionId);
  // A restored schedule already past would publish at once: restore it as a draft instead of publishing by surprise.
  const fields = revision.fields.publishAt && revision.fields.publishAt <= new Date() && revision.fields.published ? { ...revision.fields, publishAt: null } : revision.fields;
  return updatePost(db, changes, actor, revision.postId, version, fields, siteOrigin, { takeOverRedirect: false, action: 'post.restore' });
}

// ---- Scheduling ----

/**
 * Publishes a scheduled post whose time has come (the publish_post job): dated at its publish time, so it
 * appears at the top of the list, and recorded as a revision with no author. False when there is nothing to
 * publish (unscheduled, rescheduled later, already published or deleted). `changes` hears of it once committed
 * (the worker passes the app's; a test checking only the database may leave it out).
 */
export async function publishScheduled(db: Db, postId: string, now = new Date(), changes?: ContentChanges): Promise<boolean> {
  const published = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ published: true, createdAt: sql`${blogPosts.publishAt}`, updatedAt: now, version: sql`${blogPosts.version} + 1` })
      .where(and(eq(blogPosts.id, postId), eq(blogPosts.published, false), isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now)))
      .returning(editColumns);
    if (!row) return false;
    // A row written outside the form (SQL, an import) may not pass the form's rules: it is published anyway.
    const values = postFields.safeParse({ ...row, imageUrl: row.imageUrl ?? '', socialImage: row.socialImage ?? '' });
    if (values.success) await recordRevision(tx, row, null, values.data);
    await auditPost(tx, null, 'post.scheduled_publish', row, { published: { before: false, after: true } });
    return true;
  });
  if (published) changes?.announce({ kind: 'post', id: postId });
  return published;
}

/**
 * Where an old slug of a published post leads, or null: an old slug of `locale` itself, or with
 * `otherLanguages` one of another language (an old /es/blog/<English slug> link after a rename, decision 0014).
 * Either way to the post's published translation in `locale` when there is one, else to the post itself.
 */
export async function findRedirect(db: Db, locale: Locale, slug: string, opts: { otherLanguages?: boolean } = {}): Promise<{ locale: Locale; slug: string } | null> {
  const [row] = await db
    .select({ locale: blogPosts.locale, slug: blogPosts.slug, group: blogPosts.translationGroup })
    .from(postSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugRedirects.postId))
    .where(
      and(
        opts.otherLanguages ? inArray(postSlugRedirects.locale, LOCALES.filter((l) => l !== locale)) : eq(postSlugRedirects.locale, locale),
        eq(postSlugRedirects.slug, slug),
        eq(blogPosts.published, true),
        // Never to the address asked for (a redirect loop).
        or(ne(blogPosts.locale, locale), ne(blogPosts.slug, slug)),
      ),
    )
    .orderBy(postSlugRedirects.locale)
    .limit(1);
  return row ? addressIn(db, locale, row) : null;
}
