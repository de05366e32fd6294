import type { ErrorDomain } from '@shared/error-domain';

/**
 * What a service says went wrong, in the service's own words: no tRPC, no HTTP. The tRPC layer maps `kind` to a
 * tRPC code and the plain routes map it to an HTTP status (one table each); the client translates `code` with
 * `params` through the catalogues, and `message` is the English sentence English pages show as it is.
 */
export type DomainErrorKind =
  | 'invalid' // the input cannot be used (400)
  | 'unauthenticated' // who is asking is not known, or the credentials are wrong (401)
  | 'forbidden' // known, but not allowed (403)
  | 'not-found' // what it is about does not exist (any more) (404)
  | 'conflict' // someone else changed it, or it is in use (409)
  | 'unprocessable' // well formed, but cannot be done with what is stored (422)
  | 'too-large' // the request's body is over its limit (413)
  | 'too-many' // a rate limit (429)
  | 'unavailable' // the database or another service is down (503)
  | 'internal'; // a bug (500)

export type ErrorParams = Record<string, string | number>;

export interface DomainErrorOptions {
  /** Values the translated sentence needs (a number of minutes, a name). */
  params?: ErrorParams;
  /** The form field the error belongs to, when it belongs to one. */
  field?: string;
  cause?: unknown;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly params: ErrorParams;
  readonly field: string | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    /** A stable identifier the client translates (a key of the catalogues' `errors`). */
    readonly code: string,
    message: string,
    opts: DomainErrorOptions = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.params = opts.params ?? {};
    this.field = opts.field;
  }
}

const HTTP_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-large': 413,
  'too-many': 429,
  unavailable: 503,
  internal: 500,
};

/** The HTTP status of a kind, for the plain routes (the tRPC layer has its own table: server/trpc/errors.ts). */
export function httpStatusOf(kind: DomainErrorKind): number {
  return HTTP_STATUS[kind];
}

/** What the client receives of a domain error (`data.domain`) to translate it. */
export function domainDataOf(err: DomainError): ErrorDomain {
  return { code: err.code, params: err.params, ...(err.field === undefined ? {} : { field: err.field }) };
}
