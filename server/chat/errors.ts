import { ZodError } from 'zod';
import en from '../../src/i18n/en';
import { chatErrorCode, chatErrorOf, type ChatError } from '@shared/chat-intake';
import { TEXT_NOT_ALLOWED } from '@shared/storable-text';
import { DomainError, type DomainErrorKind } from '../errors';

/**
 * What the chat refuses with (src/shared/chat-intake.ts CHAT_ERRORS): the domain error of a code, whose English,
 * for logs, API callers and the staff, is the English catalogue's sentence (chat.errors), the one place it is
 * written. The panel shows the code's sentence in the page's language.
 */
const ENGLISH: Record<ChatError, string> = en.chat.errors;

export function chatError(error: ChatError, kind: DomainErrorKind = 'invalid', field?: string): DomainError {
  return new DomainError(kind, chatErrorCode(error), ENGLISH[error], field === undefined ? {} : { field });
}

/** A rate limit's refusal in the chat's words (server/services/rate-limit.ts). */
export const chatRefusal = (error: ChatError) => ({ code: chatErrorCode(error), message: ENGLISH[error] });

/**
 * A refused input of the chat's schemas (src/shared/schemas/chat.ts) as the domain error of its code: the issue
 * the error formatter would report (one about the whole input first, then the first field's), when its message is
 * a chat code or the shared sentence for characters no text may hold. Undefined for anything else (a malformed
 * proof of work, a wrong type), which stays zod's.
 */
export function chatInputError(cause: unknown): DomainError | undefined {
  if (!(cause instanceof ZodError)) return undefined;
  const issue = cause.issues.find((i) => i.path.length === 0) ?? cause.issues[0];
  if (!issue) return undefined;
  const error = issue.message === TEXT_NOT_ALLOWED ? 'notAllowed' : chatErrorOf(issue.message);
  const field = issue.path[0];
  return error && chatError(error, 'invalid', typeof field === 'string' ? field : undefined);
}
