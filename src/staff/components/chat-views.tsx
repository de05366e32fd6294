import { useMemo } from 'react';
import { useI18nContext } from '../../lib/i18n';
import { isQuestionKey, questionsFor, type IntakeAnswers, type QuestionKey } from '@shared/chat-intake';
import { messageTime } from './chat-text';

/**
 * A chat's intake and messages as staff read them, in the Inquiries list and the live Inbox: in the English
 * catalogue's words (the visitor saw the same in their language).
 */


/**
 * Question labels and choice labels from the catalogue the page already loaded (the admin is English): read
 * through the i18n context, not by importing the catalogue, which would make the public pages' bundle split.
 */
export function useChatWords() {
  const { LL } = useI18nContext();
  const C = LL.chat;
  return useMemo(() => {
    const yesNo = (v: string) => (v === 'yes' || v === 'no' ? C.choices.yesNo[v]() : undefined);
    const choice: Partial<Record<QuestionKey, (v: string) => string | undefined>> = {
      path: (v) => (isChoice(C.choices.path, v) ? C.choices.path[v]() : undefined),
      when: (v) => (isChoice(C.choices.when, v) ? C.choices.when[v]() : undefined),
      relationship: (v) => (isChoice(C.choices.relationship, v) ? C.choices.relationship[v]() : undefined),
      language: (v) => (isChoice(C.choices.language, v) ? C.choices.language[v]() : undefined),
      dangerNow: yesNo,
      safeCall: yesNo,
      safeText: yesNo,
      safeEmail: yesNo,
    };
    return {
      /** A question's label; a key an older version of the questions used is shown as it is. */
      questionLabel: (key: string): string => (isQuestionKey(key) ? C.labels[key]() : key),
      /** An answer as staff read it: a choice's label, the visitor's own words, or 'Skipped'. */
      answerText: (key: string, value: string): string => {
        if (value === '') return 'Skipped';
        return (isQuestionKey(key) ? choice[key]?.(value) : undefined) ?? value;
      },
    };
  }, [C]);
}

function isChoice<T extends object>(group: T, value: string): value is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(group, value);
}

/** The answers in the order the chat asked them; any other stored key (older questions) after them. */
function answerRows(answers: IntakeAnswers): [key: string, value: string][] {
  const stored = answers as Record<string, string | undefined>;
  const asked = questionsFor(answers);
  const rest = Object.keys(stored).filter((k) => !(asked as string[]).includes(k));
  return [...asked, ...rest].flatMap((k) => {
    const value = stored[k];
    return value === undefined ? [] : [[k, value] as [string, string]];
  });
}

/** Free text of some length takes the whole width of the answers' grid. */
function isWide(key: string, value: string): boolean {
  return key === 'story' || value.length > 40;
}



/** The answers, label → value, in the order asked. */
export function IntakeList({ answers, label }: { answers: IntakeAnswers; label: string }) {
  const { questionLabel, answerText } = useChatWords();
  const rows = answerRows(answers);
  if (rows.length === 0) return null;
  return (
    <dl className="admin-intake" aria-label={label}>
      {rows.map(([key, value]) => (
        <div key={key} className={isWide(key, value) ? 'is-wide' : undefined}>
          <dt>{questionLabel(key)}</dt>
          <dd className={value === '' ? 'is-skipped' : undefined}>{answerText(key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface StaffMessage {
  id: number;
  sender: 'visitor' | 'staff' | 'system';
  field: string | null;
  text: string;
  author: string | null;
  at: Date;
}

const SYSTEM_TEXT: Record<string, string> = {
  closed: 'Conversation closed (the visitor was told)',
  handedOver: 'Nobody replied in time: handed over to the offline path (the visitor was told)',
};

/**
 * Every message with its time on the firm's clock (and date when it changes), who or which question it belongs
 * to; in the order they were stored (id order), a staff reply among the visitor's messages where it was sent.
 */
export function MessageList({ messages }: { messages: readonly StaffMessage[] }) {
  const { questionLabel, answerText } = useChatWords();
  const ordered = [...messages].sort((a, b) => a.id - b.id);
  return (
    <ol className="admin-conversation__messages" aria-label="Messages">
      {ordered.map((m, i) => (
        <li key={m.id} className={`is-${m.sender}`}>
          <time dateTime={new Date(m.at).toISOString()}>{messageTime(new Date(m.at), i > 0 ? new Date(ordered[i - 1]!.at) : undefined)}</time>
          <span className="admin-conversation__field">
            {m.sender === 'staff' ? (m.author ?? 'Office staff') : m.sender === 'system' ? 'Chat' : m.field ? questionLabel(m.field) : 'Visitor'}
          </span>
          <span className={m.text === '' ? 'admin-conversation__text is-skipped' : 'admin-conversation__text'}>
            {m.sender === 'system' ? (SYSTEM_TEXT[m.text] ?? m.text) : m.field ? answerText(m.field, m.text) : m.text}
          </span>
        </li>
      ))}
    </ol>
  );
}
