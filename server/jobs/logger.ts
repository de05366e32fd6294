import { Logger } from 'graphile-worker';

interface Sink {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * graphile-worker's log lines into ours: warnings and errors only (a retried job is a warning), and never
 * the job's payload, which can hold an address or an inquiry.
 */
export function workerLogger(sink: Sink): Logger {
  return new Logger((scope) => (level, message) => {
    const where = { worker: scope.workerId, task: scope.taskIdentifier, jobId: scope.jobId };
    if (level === 'error') sink.error(where, message);
    else if (level === 'warning') sink.warn(where, message);
  });
}

export const quietWorkerLogger = workerLogger({
  warn: (obj, msg) => console.warn(`[queue] ${msg}`, obj),
  error: (obj, msg) => console.error(`[queue] ${msg}`, obj),
});
