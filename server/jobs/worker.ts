import { run, runOnce, type Runner } from 'graphile-worker';
import pg from 'pg';
import { workerLogger } from '../logging';
import { createTaskList, type TaskDeps } from './tasks';

/**
 * Hourly purge, and the analytics roll-up (hourly too, so each midnight of the firm's calendar is soon followed
 * by one, whatever the zone the crontab reads). graphile-worker records each crontab run in the database, so several instances running
 * workers schedule it once per hour between them, and a run missed while every instance was down is
 * caught up once (`?fill=2h`).
 */
export const CRONTAB = ['13 * * * * purge ?fill=2h&max=3', '7 * * * * analytics_rollup ?fill=2h&max=3'].join('\n');

type WorkerLog = TaskDeps['log'] & {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface QueueWorker {
  stop(): Promise<void>;
}

/** Runs jobs in this process: e-mail (with retries and backoff) and the purge. Several instances share the queue. */
export async function startWorker(opts: { url: string; concurrency: number; deps: TaskDeps & { log: WorkerLog } }): Promise<QueueWorker> {
  // The worker's connections are ours to close: graphile-worker ends a pool it made itself without waiting,
  // after removing its error listener, so a database stopping right after (the embedded one at shutdown)
  // would hit an idle connection with no listener and crash the process on its way out.
  //
  // The queue's own bookkeeping (taking a job, finishing it, the crontab's record) commits without waiting for the
  // disk (synchronous_commit off): what a crash of PostgreSQL can lose is the last fraction of a second of that
  // bookkeeping, and such a job runs again: an inquiry's e-mails check what was sent, a publication or a purge
  // done twice changes nothing, and at worst another e-mail goes out twice (a reset link, a booking's).
  // What a task stores goes through the app's own connections (deps.db), committed as usual; so is every job
  // added, in the transaction of what it is about (addJob).
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.concurrency + 2, options: '-c synchronous_commit=off' });
  pool.on('error', (err) => opts.deps.log.warn({ error: err.message }, 'job queue: idle database connection failed'));
  const runner: Runner = await run({
    pgPool: pool,
    concurrency: opts.concurrency,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList: createTaskList(opts.deps),
    crontab: CRONTAB,
    logger: workerLogger(opts.deps.log),
  }).catch(async (err: unknown) => {
    await pool.end();
    throw err;
  });
  return {
    async stop() {
      await runner.stop();
      await pool.end();
    },
  };
}

/** Runs every job that is due, then returns (tests, and `npm run jobs:once`-style scripts). */
export async function runDueJobs(opts: { url: string; deps: TaskDeps & { log: WorkerLog } }): Promise<void> {
  await runOnce({ connectionString: opts.url, noHandleSignals: true, taskList: createTaskList(opts.deps), logger: workerLogger(opts.deps.log) });
}
