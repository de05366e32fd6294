import { Logger } from 'graphile-worker';

interface Sink {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * graphile-worker writes a failed job's error message and stack into its log line; a database error's
 * message lists every SQL parameter (an address being looked up). Keep the line up to them.
 */
export function redactQueryParameters(text: string): string {
  const at = text.indexOf('\nparams: ');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [redacted, with the rest of the error]`;
}

/**
 * graphile-worker's log lines into ours: warnings and errors only (a retried job is a warning), and never
 * the job's payload, which can hold an address or an inquiry.
 */
export function workerLogger(sink: Sink): Logger {
  return new Logger((scope) => (level, text) => {
    const message = redactQueryParameters(text);
    const where = { worker: scope.workerId, task: scope.taskIdentifier, jobId: scope.jobId };
    if (level === 'error') sink.error(where, message);
    else if (level === 'warning') sink.warn(where, message);
  });
}

export const quietWorkerLogger = workerLogger({
  warn: (obj, msg) => console.warn(`[queue] ${msg}`, obj),
  error: (obj, msg) => console.error(`[queue] ${msg}`, obj),
});
