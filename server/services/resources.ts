import { TRPCError } from '@trpc/server';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resources } from '../db/schema';
import type { ResourceInput } from '../../src/shared/schemas/posts';

const NOT_FOUND = 'This resource no longer exists.';

export async function listResources(db: Db, args: { limit?: number | undefined } = {}) {
  const q = db.select().from(resources).orderBy(desc(resources.createdAt), desc(resources.id));
  return args.limit ? q.limit(args.limit) : q;
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

export async function updateResource(db: Db, id: string, input: ResourceInput) {
  const [row] = await db.update(resources).set({ ...input, updatedAt: new Date() }).where(eq(resources.id, id)).returning();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return row;
}

export async function deleteResource(db: Db, id: string): Promise<void> {
  const rows = await db.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
  if (rows.length === 0) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
}
