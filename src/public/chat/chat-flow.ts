import {
  isUrgent,
  nextQuestion,
  pathOf,
  type IntakeAnswers,
  type IntakePath,
  type QuestionKey,
} from '@shared/chat-intake';
import { dateKind, placeFromText, suggestedPath, whenFromText } from '@shared/chat-understand';
import type { RouterOutputs } from '../../lib/trpc';

export type ChatView = RouterOutputs['chat']['resume'];
export type ChatMessageView = ChatView['messages'][number];
export type ChatSubmittedView = NonNullable<ChatView['submitted']>;
export type ChatAlertView = ChatView['alert'];

/** Questions whose answer the visitor may already have written in their own words (decision 0024). */
export const OFFERED = ['phone', 'email', 'aNumber', 'when', 'where', 'detainedBirthDate', 'hearingDate'] as const;
export type OfferedKey = (typeof OFFERED)[number];
const isOffered = (key: QuestionKey): key is OfferedKey => (OFFERED as readonly string[]).includes(key);

/** One line of the transcript; the words are the panel's (the page's language), the answers the visitor's. */
export type FlowItem =
  | { kind: 'greeting' }
  | { kind: 'availability' }
  | { kind: 'detentionAlways' }
  /**
   * A question the panel asked. `pathOffer`: the path the visitor's free text named, offered at the first
   * question; `suggestion`: what their words already said, offered back for confirmation instead of the question.
   */
  | { kind: 'question'; key: QuestionKey; pathOffer: IntakePath | undefined; suggestion: string | undefined; path: IntakePath | undefined }
  | { kind: 'answer'; message: ChatMessageView }
  /** A reply from someone at the firm (live replies, decision 0021), under their first name. */
  | { kind: 'staff'; message: ChatMessageView }
  /** What the firm's side did: 'closed', 'handedOver'. */
  | { kind: 'system'; message: ChatMessageView }
  | { kind: 'urgentNow' }
  /** An urgent detention with a callback phone: the on-call list was (or is being) alerted before the last question. */
  | { kind: 'earlyAlert'; alertedAt: Date | null }
  /** A VAWA visitor in danger now: 911 and the national hotline, before anything else. */
  | { kind: 'danger' }
  /** Where the intake was sent: the confirmation sits there, before any later reply. */
  | { kind: 'sent' };

export interface Flow {
  items: FlowItem[];
  /** The latest answer to each question, as the server counts them (server/chat/service.ts answersOf). */
  answers: IntakeAnswers;
  /** The question asked now; undefined: every question has an answer (the review), or the intake was sent. */
  current: QuestionKey | undefined;
  /** What the visitor already wrote that answers the current question, offered back ('Yes' / 'Another …'). */
  suggestion: string | undefined;
}

/** Free text at the first question that names a path: that path is offered. */
export function offeredPath(answers: IntakeAnswers): IntakePath | undefined {
  return answers.path !== undefined && !pathOf(answers) ? suggestedPath(answers.path) : undefined;
}

/**
 * What the visitor's free text already says for `key` (decision 0024): a phone, an e-mail address or an A-Number
 * the server found in their words, or when and where, read from them here. The first one written wins.
 */
export function suggestionFor(key: QuestionKey, messages: readonly ChatMessageView[]): string | undefined {
  if (!isOffered(key)) return undefined;
  for (const m of messages) {
    if (m.sender !== 'visitor' || !m.text) continue;
    if (!m.found) continue; // an answer, not the visitor's own words
    const value = key === 'when' ? whenFromText(m.text) : key === 'where' ? placeFromText(m.text) : key === 'detainedBirthDate' || key === 'hearingDate' ? dateFor(key, m) : m.found[key];
    if (value) return value;
  }
  return undefined;
}

/** A date the visitor wrote, offered for the question its words name ('nació el…', 'audiencia el…'). */
function dateFor(key: 'detainedBirthDate' | 'hearingDate', m: ChatMessageView): string | undefined {
  const date = m.found?.date;
  if (!date) return undefined;
  return dateKind(m.text) === (key === 'detainedBirthDate' ? 'birth' : 'hearing') ? date : undefined;
}

/**
 * The transcript rebuilt from the stored messages alone, so a reload or another page shows what the visitor saw:
 * each answer under the question it answers (or under the offer of what they had already written, when they
 * took it), the path offer after free text naming one, the call-now line once a detention turns out urgent, the
 * on-call alert once it has a phone, then the question asked now. `editing`: a question the visitor chose to
 * change in the review, asked again until answered. `declined`: offers the visitor turned down ('Another number').
 */
export function flowOf(
  messages: readonly ChatMessageView[],
  opts: { editing: QuestionKey | null; sent: boolean; live?: boolean; alert?: ChatAlertView; declined?: ReadonlySet<QuestionKey>; sentAt?: Date | null },
): Flow {
  const items: FlowItem[] = [{ kind: 'greeting' }, { kind: 'availability' }, { kind: 'detentionAlways' }];
  const answers: IntakeAnswers = {};
  const before: ChatMessageView[] = [];
  const ask = (key: QuestionKey, suggestion: string | undefined) =>
    items.push({ kind: 'question', key, pathOffer: key === 'path' ? offeredPath(answers) : undefined, suggestion, path: pathOf(answers) });
  let urgentShown = false;
  let alertShown = false;
  const sentAt = opts.sentAt ? new Date(opts.sentAt).getTime() : null;
  let sentShown = false;
  for (const message of messages) {
    if (sentAt !== null && !sentShown && new Date(message.at).getTime() > sentAt) {
      items.push({ kind: 'sent' });
      sentShown = true;
    }
    if (message.sender !== 'visitor') {
      items.push({ kind: message.sender, message });
      continue;
    }
    // The visitor's own words to the firm once someone replied: not an answer to a question.
    if (!message.field) {
      items.push({ kind: 'answer', message });
      before.push(message);
      continue;
    }
    const offered = suggestionFor(message.field, before);
    ask(message.field, offered !== undefined && offered === message.text ? offered : undefined);
    items.push({ kind: 'answer', message });
    before.push(message);
    answers[message.field] = message.text;
    if (message.field === 'dangerNow' && message.text === 'yes') items.push({ kind: 'danger' });
    if (!urgentShown && answers.when !== undefined && isUrgent(answers)) {
      items.push({ kind: 'urgentNow' });
      urgentShown = true;
    }
    if (!alertShown && opts.alert && answers.phone && answers.when !== undefined && isUrgent(answers)) {
      items.push({ kind: 'earlyAlert', alertedAt: opts.alert.alertedAt ? new Date(opts.alert.alertedAt) : null });
      alertShown = true;
    }
  }
  if (sentAt !== null && !sentShown) items.push({ kind: 'sent' });
  // While someone from the firm is answering, the visitor writes to them: no question is asked.
  const current = opts.sent || opts.live ? undefined : (opts.editing ?? nextQuestion(answers));
  const suggestion = current && !opts.editing && !opts.declined?.has(current) ? suggestionFor(current, before) : undefined;
  if (current) ask(current, suggestion);
  return { items, answers, current, suggestion };
}
