import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, type AuditRow } from '../db/schema';
import { pageOf, type Page } from '@shared/schemas/paging';
import type { AuditAction, AuditListInput } from '@shared/schemas/audit';

/**
 * The audit log: who did what, when, to what, and from which address.
 *
 * How to record a change (posts, resources, settings, …):
 *
 *   await db.transaction(async (tx) => {
 *     const [before] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
 *     const [after] = await tx.update(posts).set(data).where(eq(posts.id, id)).returning();
 *     await recordAudit(tx, {
 *       actor: { id: user.id, email: user.email },
 *       action: 'post.update',
 *       target: { type: 'post', id: after.id, label: after.title },
 *       changes: diffFields(before, after, ['title', 'slug', 'published']),
 *       ip,
 *     });
 *   });
 *
 * - Pass the SAME transaction as the change: if the change rolls back, so does its entry, and an entry
 *   never claims a change that did not happen.
 * - `changes` holds only what changed, `{ field: { before, after } }` (diffFields builds it), or, for an
 *   event that changes no record (sign-in, export), a few facts about it. Never put password hashes,
 *   TOTP keys, codes, tokens or message bodies in it.
 * - Add new action names to AUDIT_ACTIONS in src/shared/schemas/audit.ts, so the filter offers them.
 */

/** Someone who acted: a signed-in user, or (failed sign-in) only the e-mail address that was tried. */
export interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target?: { type: string; id?: string | null; label?: string | null };
  changes?: Record<string, unknown>;
  ip?: string | null;
}

/** The database or a transaction; pass the transaction that makes the change. */
export type AuditExecutor = Pick<Db, 'insert'>;

export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** { field: { before, after } } for each of `fields` whose value differs (dates compared by time). */
export function diffFields<T extends object>(before: T | null | undefined, after: T | null | undefined, fields: readonly (keyof T & string)[]): Record<string, FieldChange> {
  const out: Record<string, FieldChange> = {};
  for (const field of fields) {
    const a = before ? before[field] : undefined;
    const b = after ? after[field] : undefined;
    const same = a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a) === JSON.stringify(b);
    if (!same) out[field] = { before: a ?? null, after: b ?? null };
  }
  return out;
}

export async function recordAudit(tx: AuditExecutor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email?.toLowerCase() ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label?.slice(0, 300) ?? null,
    changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
    ip: entry.ip ?? null,
  });
}

/** One page of entries, newest first, filtered by exact action and by actor e-mail (case-insensitive, exact). */
export async function listAudit(db: Db, args: AuditListInput & { page: number; pageSize: number }): Promise<Page<AuditRow>> {
  const filters: SQL[] = [];
  if (args.action) filters.push(eq(auditLog.action, args.action));
  if (args.actorEmail) filters.push(eq(auditLog.actorEmail, args.actorEmail.toLowerCase()));
  const where = filters.length ? and(...filters) : undefined;
  return db.transaction(
    async (tx) => {
      const items = await tx
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(args.pageSize)
        .offset((args.page - 1) * args.pageSize);
      const [counted] = await tx.select({ n: count() }).from(auditLog).where(where);
      return pageOf(items, counted?.n ?? 0, args);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
