import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { TestApp } from './app';

/**
 * A clock the test moves, for what the server does minutes later (the job queue): `advance(ms)` lets `ms` pass for
 * every waiting job, then runs the jobs that are due by then, as the server's worker does when their time comes.
 *
 * The jobs are brought forward instead of the database's clock moved on (graphile-worker compares run_at with the
 * database's now()). While they run, Date reads the test's time (vitest's fake Date, going on from there), so a task
 * that compares a stored time with now (a scheduled post's publish_at) sees the minutes that passed; a job such a
 * task schedules is then brought back to the queue's time like the others.
 */
export interface QueueClock {
  /** How long the test has let pass so far (ms). */
  readonly passed: number;
  advance(ms: number): Promise<void>;
}

export function queueClock(t: TestApp): QueueClock {
  let passed = 0;
  const bringForward = (ms: number, newerThan: string) =>
    t.deps.db.execute(sql`update graphile_worker._private_jobs set run_at = run_at - make_interval(secs => ${ms / 1000}::double precision) where id > ${newerThan}::bigint`);
  return {
    get passed() {
      return passed;
    },
    async advance(ms) {
      passed += ms;
      if (ms > 0) await bringForward(ms, '0');
      const [last] = await t.deps.db.execute<{ id: string | null }>(sql`select max(id)::text as id from graphile_worker._private_jobs`);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + passed, shouldAdvanceTime: true });
      try {
        await t.runJobs();
      } finally {
        vi.useRealTimers();
      }
      // Scheduled by a task on the test's time: on the queue's time it is due that much sooner.
      if (passed > 0) await bringForward(passed, last?.id ?? '0');
    },
  };
}
