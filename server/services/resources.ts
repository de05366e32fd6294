import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resources } from '../db/schema';

export async function listResources(db: Db, args: { limit?: number } = {}) {
  const q = db.select().from(resources).orderBy(desc(resources.createdAt), desc(resources.id));
  return args.limit ? q.limit(args.limit) : q;
}
