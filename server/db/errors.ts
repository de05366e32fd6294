/** What a PostgreSQL error means for the caller: the database is down, or it refused the text itself. */

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT', '57P01', '57P02', '57P03']);

export function databaseUnavailable(err: unknown): boolean {
  return hasErrorCode(err, DB_DOWN_CODES);
}

/** PostgreSQL refused the text itself (invalid byte sequence, untranslatable character): the request's fault. */
export const BAD_TEXT_CODES = new Set(['22021', '22P05']);

export function hasErrorCode(err: unknown, codes: Set<string>): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && codes.has(e.code)) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
