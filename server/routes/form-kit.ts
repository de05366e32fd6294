import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ErrorDomain } from '@shared/error-domain';
import { UNEXPECTED } from '@shared/constants';
import { domainDataOf } from '../errors';
import { domainErrorOf } from '../trpc/errors';

/** What every HTML form's handler shares (decision 0009): server/routes/forms.ts and server/booking/forms.ts. */

/** The language prefixes a form posts under: its page's address in each language. */
export const LOCALE_PREFIXES = ['', '/es', '/fr'] as const;

export type Fields = Partial<Record<string, string>>;

/**
 * An HTML form's body, one value per name: the last one, so the button that sent the form (its name and value
 * come after the form's hidden `intent`) decides the step.
 */
export function parseForm(body: string): Fields {
  const out: Fields = {};
  for (const [name, value] of new URLSearchParams(body)) out[name] = value;
  return out;
}

/** The first message of each field of a failed parse, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!out[key]) out[key] = issue.message;
  }
  return out;
}

/** The sentence a failed procedure answers with (the English the enhanced form would show), and its status. */
export function failureOf(req: FastifyRequest, err: unknown): { message: string; status: number; domain?: ErrorDomain } {
  if (err instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(err);
    // The code travels with the sentence: the page translates by it (src/lib/translate-message.ts).
    const domainError = domainErrorOf(err);
    if (status < 500 || err.code === 'SERVICE_UNAVAILABLE') return { message: err.message, status, ...(domainError ? { domain: domainDataOf(domainError) } : {}) };
  }
  req.log.error({ err }, 'form submission failed');
  return { message: UNEXPECTED, status: 500 };
}

/** A request address without its query. */
export const pathOf = (url: string) => url.split('?', 1)[0] ?? '/';
