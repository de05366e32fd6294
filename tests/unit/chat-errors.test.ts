import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import { CHAT_ERRORS, chatErrorOf } from '@shared/chat-intake';
import { chatSayInput, chatSendInput, chatStartInput, chatSubmitInput, chatTokenInput, inboxReplyInput } from '@shared/schemas/chat';
import { chatError, chatInputError, chatRefusal } from '../../server/chat/errors';
import { DomainError } from '../../server/errors';

/**
 * The chat answers with codes end to end (src/shared/chat-intake.ts CHAT_ERRORS): the schemas refuse with a code,
 * the server's domain error carries it, and its English is the English catalogue's, the one copy of it.
 */

const TOKEN = 'a'.repeat(43);
const refusalOf = (schema: { safeParse(v: unknown): { error?: unknown } }, input: unknown) => chatInputError(schema.safeParse(input).error);

describe("the chat's domain errors", () => {
  it("carry the refusal's code and the English catalogue's sentence", () => {
    for (const error of CHAT_ERRORS) {
      const err = chatError(error);
      expect(err).toBeInstanceOf(DomainError);
      expect(chatErrorOf(err.code)).toBe(error);
      expect(err.message).toBe(en.chat.errors[error]);
    }
    expect(chatError('gone', 'not-found')).toMatchObject({ kind: 'not-found', code: 'chatGone' });
    expect(chatRefusal('tooFast')).toEqual({ code: 'chatTooFast', message: en.chat.errors.tooFast });
  });
});

describe("the chat's schemas refuse with codes, answered as domain errors", () => {
  it.each([
    ['a malformed token', chatTokenInput, { token: 'short' }, 'gone', 'token'],
    ['a message over 2,000 characters', chatSendInput, { token: TOKEN, answer: { field: 'story', text: 'a'.repeat(2001) } }, 'tooLong', 'answer'],
    ['an A-Number of 7 digits', chatSendInput, { token: TOKEN, answer: { field: 'aNumber', text: 'A1234567' } }, 'aNumber', 'answer'],
    ['a question the chat does not ask', chatSendInput, { token: TOKEN, answer: { field: 'password', text: 'x' } }, 'unknownQuestion', 'answer'],
    ['NUL in an answer', chatSendInput, { token: TOKEN, answer: { field: 'story', text: 'a\u0000b' } }, 'notAllowed', 'answer'],
    ['an empty message to the firm', chatSayInput, { token: TOKEN, text: '   ' }, 'empty', 'text'],
    ['an empty staff reply', inboxReplyInput, { id: '6f0b0a52-8f1e-4b8e-9d52-3d1f2c0e5a11', text: '' }, 'empty', 'text'],
    ['sending without consent', chatSubmitInput, { token: TOKEN, consent: false }, 'consent', 'consent'],
  ] as const)('%s', (_what, schema, input, error, field) => {
    expect(refusalOf(schema, input)).toMatchObject({ kind: 'invalid', code: `chat${error.charAt(0).toUpperCase()}${error.slice(1)}`, message: en.chat.errors[error], field });
  });

  it('leaves what is not the chat’s refusal to zod (a malformed proof of work), and anything that is not a zod error', () => {
    expect(refusalOf(chatStartInput, { locale: 'en', page: '/', answer: { field: 'path', text: 'family' }, pow: {} })).toBeUndefined();
    expect(chatInputError(new Error('x'))).toBeUndefined();
    expect(chatInputError(undefined)).toBeUndefined();
  });
});
