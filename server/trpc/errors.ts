import { TRPCError } from '@trpc/server';
import type { ErrorDomain } from '@shared/error-domain';
import { DomainError, domainDataOf, type DomainErrorKind } from '../errors';

/** The one mapping of a domain error's kind to a tRPC code (the plain routes use `httpStatusOf` instead). */
const TRPC_CODE: Record<DomainErrorKind, TRPCError['code']> = {
  invalid: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  'too-large': 'PAYLOAD_TOO_LARGE',
  'too-many': 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_SERVER_ERROR',
};

/** The tRPC error a domain error becomes; it keeps the domain error as its cause for the error formatter. */
export function toTRPCError(err: DomainError): TRPCError {
  return new TRPCError({ code: TRPC_CODE[err.kind], message: err.message, cause: err });
}

/**
 * A stream's events, with its domain errors turned into tRPC errors of their kind: a subscription's generator runs
 * after the middlewares have returned, so the one that converts them (trpc.ts) never sees what it throws.
 */
export async function* withDomainErrors<T>(stream: AsyncGenerator<T>): AsyncGenerator<T> {
  try {
    yield* stream;
  } catch (err) {
    throw err instanceof DomainError ? toTRPCError(err) : err;
  }
}

/** A domain error thrown by a service or a middleware, found in what tRPC wrapped it in. */
export function domainErrorOf(err: unknown): DomainError | undefined {
  if (err instanceof DomainError) return err;
  return err instanceof TRPCError && err.cause instanceof DomainError ? err.cause : undefined;
}

/** Forms read field errors from zod's flattened shape; a domain error about one field is given the same shape. */
export interface FieldErrors {
  formErrors: string[];
  fieldErrors: Record<string, string[] | undefined>;
}

/** The formatter's part for a domain error: its code and parameters, and the field error a form shows. */
export function domainShape(err: DomainError): { domain: ErrorDomain; zodError: FieldErrors | null } {
  const zodError = err.field === undefined ? null : { formErrors: [], fieldErrors: { [err.field]: [err.message] } };
  return { domain: domainDataOf(err), zodError };
}
