/**
 * What a refusal carries for the client to translate (server/errors.ts DomainError, sent as `data.domain` of a
 * tRPC error and in a posted form's answer): a stable code, a key of the catalogues' `errors` namespace, and the
 * values its sentence needs.
 */
export interface ErrorDomain {
  code: string;
  params: Record<string, string | number>;
  /** The form field the refusal belongs to, when it belongs to one. */
  field?: string;
}
