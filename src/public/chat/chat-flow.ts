import {
  isUrgent,
  mentionsDetention,
  nextQuestion,
  pathOf,
  type IntakeAnswers,
  type QuestionKey,
} from '@shared/chat-intake';
import type { RouterOutputs } from '../../lib/trpc';

export type ChatView = RouterOutputs['chat']['resume'];
export type ChatMessageView = ChatView['messages'][number];
export type ChatSubmittedView = NonNullable<ChatView['submitted']>;

/** One line of the transcript; the words are the panel's (the page's language), the answers the visitor's. */
export type FlowItem =
  | { kind: 'greeting' }
  | { kind: 'availability' }
  | { kind: 'detentionAlways' }
  /** A question the panel asked; `offer`: the detention path offered after free text that named a detention. */
  | { kind: 'question'; key: QuestionKey; offer: boolean }
  | { kind: 'answer'; message: ChatMessageView }
  /** A reply from someone at the firm (live replies, decision 0021), under their first name. */
  | { kind: 'staff'; message: ChatMessageView }
  /** What the firm's side did: 'closed', 'handedOver'. */
  | { kind: 'system'; message: ChatMessageView }
  | { kind: 'urgentNow' };

export interface Flow {
  items: FlowItem[];
  /** The latest answer to each question, as the server counts them (server/services/chat.ts answersOf). */
  answers: IntakeAnswers;
  /** The question asked now; undefined: every question has an answer (the review), or the intake was sent. */
  current: QuestionKey | undefined;
}

/** Free text at the first question that names a detention: the detention path is offered. */
export function offersDetention(answers: IntakeAnswers): boolean {
  return answers.path !== undefined && !pathOf(answers) && mentionsDetention(answers.path);
}

/**
 * The transcript rebuilt from the stored messages alone, so a reload or another page shows what the visitor saw:
 * each answer under the question it answers, the detention offer after free text naming one, the call-now line
 * once a detention turns out urgent, then the question asked now. `editing`: a question the visitor chose to
 * change in the review, asked again until answered.
 */
export function flowOf(messages: readonly ChatMessageView[], opts: { editing: QuestionKey | null; sent: boolean; live?: boolean }): Flow {
  const items: FlowItem[] = [{ kind: 'greeting' }, { kind: 'availability' }, { kind: 'detentionAlways' }];
  const answers: IntakeAnswers = {};
  const ask = (key: QuestionKey) => items.push({ kind: 'question', key, offer: key === 'path' && offersDetention(answers) });
  let urgentShown = false;
  for (const message of messages) {
    if (message.sender !== 'visitor') {
      items.push({ kind: message.sender, message });
      continue;
    }
    // The visitor's own words to the firm once someone replied: not an answer to a question.
    if (!message.field) {
      items.push({ kind: 'answer', message });
      continue;
    }
    ask(message.field);
    items.push({ kind: 'answer', message });
    answers[message.field] = message.text;
    if (!urgentShown && answers.when !== undefined && isUrgent(answers)) {
      items.push({ kind: 'urgentNow' });
      urgentShown = true;
    }
  }
  // While someone from the firm is answering, the visitor writes to them: no question is asked.
  const current = opts.sent || opts.live ? undefined : (opts.editing ?? nextQuestion(answers));
  if (current) ask(current);
  return { items, answers, current };
}
