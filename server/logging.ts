import type { DestinationStream, LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';
import { Logger } from 'graphile-worker';

/** Keys whose values never reach the log, wherever they appear in a logged object. */
const SECRET_KEYS = new Set(['password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'sessionId', 'cookie', 'set-cookie', 'authorization', 'params', 'parameters', 'link', 'ticket', 'secret', 'totpSecret', 'totpPendingSecret', 'recoveryCodes', 'qrDataUrl', 'otpauthUri', 'uri']);

/** drizzle's query errors put every SQL parameter (a visitor's e-mail, a password hash) in their message. */
function parameterTexts(err: unknown, found: string[] = [], depth = 0): string[] {
  if (!(err instanceof Error) || depth > 8) return found;
  const params = (err as { params?: unknown }).params;
  if (Array.isArray(params) && params.length) found.push(`params: ${String(params)}`);
  return parameterTexts(err.cause, found, depth + 1);
}

/**
 * Censors secret keys and known parameter texts at any depth. `plainOnly` (the log formatter) walks plain
 * objects only: errors, requests and replies are left whole for their serializers (serializeError for
 * errors; Fastify's request and reply serializers keep method, URL, address and status only).
 */
function scrub(value: unknown, secrets: string[], plainOnly: boolean, depth = 0): unknown {
  if (typeof value === 'string') return secrets.reduce((s, secret) => s.split(secret).join('params: [redacted]'), value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, secrets, plainOnly, depth + 1));
  const proto: unknown = Object.getPrototypeOf(value);
  if (plainOnly && proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const k in value) {
    const v: unknown = (value as Record<string, unknown>)[k];
    out[k] = SECRET_KEYS.has(k) ? '[redacted]' : scrub(v, secrets, plainOnly, depth + 1);
  }
  return out;
}

/**
 * A request's URL as logged: the token of an on-call link (`/on-call/<token>`) or an e-mailed sign-in link
 * (`/auth/reset/<token>`, `/auth/confirm/<token>`, `/auth/invite/<token>`) is left out, and so is every
 * query value (a form sent as GET before the page's scripts ran would otherwise log what was typed).
 */
export function loggedUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path
    .replace(/^\/on-call\/[^/?#]+/, '/on-call/[redacted]')
    .replace(/^((?:\/es|\/fr)?\/auth\/(?:reset|confirm|invite))\/[^/?#]+/, '$1/[redacted]')
    // A booking's 'Reschedule' and 'Cancel' links and an attorney's calendar feed (decision 0028).
    .replace(/^((?:\/es|\/fr)?\/book\/change)\/[^/?#]+/, '$1/[redacted]')
    .replace(/^\/calendar\/[^/?#]+/, '/calendar/[redacted]');
  if (query === undefined) return safePath;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=[redacted]`);
  return `${safePath}?${keys.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino's error serializer, minus SQL parameters and secret fields anywhere in the error or its causes. */
export function serializeError(err: Error): unknown {
  return scrub(stdSerializers.err(err), parameterTexts(err), false);
}

/**
 * The server's logger (Fastify's pino): errors go through serializeError, and secret keys are censored in
 * every logged object. Request logs carry method, URL and address only (tokens travel in URL fragments and
 * POST bodies, which are never logged).
 */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    serializers: {
      err: serializeError,
      req: (req: LoggedRequest) => ({ method: req.method, url: loggedUrl(req.url), remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
    },
    // pino's redact paths reach one level deep; this censors secret keys at any depth of a logged object.
    formatters: { log: (object) => scrub(object, [], true) as Record<string, unknown> },
    redact: {
      paths: [...SECRET_KEYS].flatMap((k) => [`["${k}"]`, `*["${k}"]`]),
      censor: '[redacted]',
    },
    ...(stream ? { stream } : {}),
  };
}

// ---- the job queue (graphile-worker) ----
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
