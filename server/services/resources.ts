import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resources } from '../db/schema';
import { CHANGED_MSG, type ResourceInput } from '../../src/shared/schemas/posts';
import { pageOf } from '../../src/shared/schemas/paging';
import { PUBLIC_RESOURCES_MAX } from '../../src/shared/constants';

const NOT_FOUND = 'This resource no longer exists.';

/** The public list, newest first: never more than PUBLIC_RESOURCES_MAX rows, whatever the caller asks. */
export async function listResources(db: Db, args: { limit?: number | undefined } = {}) {
  return db
    .select()
    .from(resources)
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(Math.min(args.limit ?? PUBLIC_RESOURCES_MAX, PUBLIC_RESOURCES_MAX));
}

/** One page of the admin list, newest first, searched by title or type ignoring case (spec: admin lists), with the total. */
export function adminListResources(db: Db, args: { page: number; pageSize: number; q: string }) {
  const pattern = `%${args.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = args.q ? or(ilike(resources.title, pattern), ilike(resources.type, pattern)) : undefined;
  return db.transaction(
    async (tx) => {
      const items = await tx
        .select({ id: resources.id, title: resources.title, type: resources.type, link: resources.link, icon: resources.icon, createdAt: resources.createdAt })
        .from(resources)
        .where(where)
        .orderBy(desc(resources.createdAt), desc(resources.id))
        .limit(args.pageSize)
        .offset((args.page - 1) * args.pageSize);
      const [counted] = await tx.select({ n: count() }).from(resources).where(where);
      return pageOf(items, counted?.n ?? 0, args);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function getResourceById(db: Db, id: string) {
  const [row] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return row;
}

export async function createResource(db: Db, input: ResourceInput) {
  const [row] = await db.insert(resources).values(input).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export const RESOURCE_CHANGED = CHANGED_MSG.resource;

/** Saves only over the version the editor loaded; CONFLICT when someone else saved in between. */
export async function updateResource(db: Db, id: string, version: number, input: ResourceInput) {
  const [row] = await db
    .update(resources)
    .set({ ...input, updatedAt: new Date(), version: sql`${resources.version} + 1` })
    .where(and(eq(resources.id, id), eq(resources.version, version)))
    .returning();
  if (!row) {
    const [still] = await db.select({ id: resources.id }).from(resources).where(eq(resources.id, id)).limit(1);
    if (still) throw new TRPCError({ code: 'CONFLICT', message: RESOURCE_CHANGED });
    throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
  }
  return row;
}

export async function deleteResource(db: Db, id: string): Promise<void> {
  const rows = await db.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
  if (rows.length === 0) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
}
