/**
 * The e2e server's job queue (graphile-worker, in its embedded database): a browser test does not sit through the
 * minutes a job waits. It makes the job due now and the server's own worker runs it at its next look (every 2 s).
 * That the job waits its minutes, and not a moment less, is proven on a clock the test moves, in
 * tests/integration/minutes-later.test.ts.
 */
import { sql as raw } from 'drizzle-orm';
import { connect } from '../../server/db/client';
import { databaseUrl } from './staff-users';

async function withDb<T>(work: (db: ReturnType<typeof connect>['db']) => Promise<T>): Promise<T> {
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    return await work(db);
  } finally {
    await sql.end();
  }
}

/** When the waiting job of this key is due, or null when there is none. */
export function jobDueAt(key: string): Promise<Date | null> {
  return withDb(async (db) => {
    const [row] = await db.execute<{ run_at: string | Date }>(raw`select run_at from graphile_worker.jobs where key = ${key}`);
    return row ? new Date(row.run_at) : null;
  });
}

/** The waiting job of this key comes due now (its minutes have passed); fails when there is no such job. */
export async function jobDueNow(key: string): Promise<void> {
  const moved = await withDb((db) => db.execute(raw`update graphile_worker._private_jobs set run_at = now() where key = ${key} and locked_at is null returning id`));
  if (moved.length !== 1) throw new Error(`no waiting job ${key}`);
}

/** The conversation whose visitor wrote `text` (a message of the test's own). */
export function conversationWith(text: string): Promise<string> {
  return withDb(async (db) => {
    const rows = await db.execute<{ id: string }>(raw`select distinct conversation_id as id from chat_messages where body = ${text}`);
    if (rows.length !== 1) throw new Error(`${rows.length} conversations with the message ${JSON.stringify(text)}`);
    return rows[0]!.id;
  });
}

/**
 * A scheduled post's time comes now: its publish_at and its job both move to now, as if the minutes until then had
 * passed (the job publishes only a post whose time has come).
 */
export async function postTimeComes(postId: string): Promise<void> {
  await withDb(async (db) => {
    await db.execute(raw`update blog_posts set publish_at = now() where id = ${postId} and published = false`);
    await db.execute(raw`update graphile_worker._private_jobs set run_at = now() where key = ${`publish_post:${postId}`} and locked_at is null`);
  });
}
