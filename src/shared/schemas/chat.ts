import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX,
  INTAKE_PATHS,
  QUESTION_KEYS,
  chatErrorCode as code,
  checkAnswer,
  type IntakeAnswers,
  type QuestionKey,
} from '../chat-intake';
import { localeField } from './posts';
import { submissionKey, text } from './text';
import { powPayload } from './pow';
import { journeyField } from './analytics';

/**
 * The chat's API inputs (decision 0010). A conversation is reached only through its token: 32 random bytes,
 * base64url, kept in the visitor's sessionStorage; the server stores its SHA-256.
 *
 * Each refusal's message is the code of the chat's refusal (src/shared/chat-intake.ts CHAT_ERRORS), never a
 * sentence: the chat's routers answer it as that code's domain error, with the English catalogue's sentence
 * (server/chat/errors.ts), and the panel shows the sentence of the code in the page's language.
 */
export const chatToken = text().regex(/^[A-Za-z0-9_-]{43}$/, code('gone'));

const messageText = text()
  .transform((s) => s.trim())
  .pipe(z.string().max(CHAT_MESSAGE_MAX, code('tooLong')));

const questionKey = text().pipe(z.enum(QUESTION_KEYS as [QuestionKey, ...QuestionKey[]], { error: code('unknownQuestion') }));

/** One answer: the question it answers and its text ('' = Skip), checked by the question's own rule. */
export const chatAnswer = z
  .object({ field: questionKey, text: messageText })
  .transform((a, ctx) => {
    const checked = checkAnswer(a.field, a.text);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: code(checked.error), path: ['text'] });
      return z.NEVER;
    }
    return { field: a.field, text: checked.value };
  });
export type ChatAnswerInput = z.input<typeof chatAnswer>;

/** ALTCHA's proof of work: its schema lives beside the booking form's field (./pow.ts). */
export { powPayload, type PowPayload } from './pow';

/** The first message creates the conversation: its language, the page it was opened on, the bot checks. */
export const chatStartInput = z.object({
  locale: localeField,
  page: text()
    .max(300)
    .transform((p) => (p.startsWith('/') && !p.startsWith('//') ? p : '/')),
  answer: chatAnswer,
  pow: powPayload,
  /** Hidden field: people leave it empty, form-filling bots do not. */
  website: text().max(500).optional().default(''),
  /** Where the visit came from (decision 0029), kept with the conversation and its inquiry. */
  journey: journeyField,
  /** Its idempotency key: a start sent again (its answer lost) is answered with the conversation it started. */
  submission: submissionKey,
});
export type ChatStartInput = z.input<typeof chatStartInput>;
export type ChatStart = z.output<typeof chatStartInput>;

/** `submission`: the message's idempotency key; sent again, the message is stored once. */
export const chatSendInput = z.object({ token: chatToken, answer: chatAnswer, submission: submissionKey });

/** Free text, once someone from the firm has replied (decision 0021). */
const liveText = messageText.pipe(z.string().min(1, code('empty')));
export const chatSayInput = z.object({ token: chatToken, text: liveText, submission: submissionKey });
/** A visitor's stream: its ticket (chat.ticket), and the last message id the browser has (tRPC adds the stream's own on a reconnect). */
export const chatWatchInput = z.object({
  ticket: text().max(200),
  after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  lastEventId: text().max(20).regex(/^\d+$/).nullish(),
});
export const inboxIdInput = z.object({ id: z.uuid(code('gone')) });
export const inboxReplyInput = z.object({ id: z.uuid(code('gone')), text: liveText });
export const inboxPresenceInput = z.object({ available: z.boolean() });
export const chatTokenInput = z.object({ token: chatToken });
export const chatSubmitInput = z.object({
  token: chatToken,
  consent: z.literal(true, { error: code('consent') }),
});

/** What a submitted intake stores (inquiries.intake): the version of the questions and the answers given. */
export const storedIntake = z.object({
  version: z.number().int(),
  path: z.enum(INTAKE_PATHS),
  answers: z.record(z.string(), z.string()),
});
/** `version` is the INTAKE_VERSION the questions had when it was sent. */
export type StoredIntake = { version: number; path: (typeof INTAKE_PATHS)[number]; answers: IntakeAnswers };
