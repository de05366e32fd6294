import type { TranslationFunctions } from '../../i18n/i18n-types';
import { QUESTIONS, choiceOf, chatMsgKey, isIsoDate, type QuestionKey } from '@shared/chat-intake';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import type { Locale } from '@shared/locales';

type LL = TranslationFunctions;

/** The quick replies of a question (its choices' codes), empty for a question answered in words. */
export function choicesOf(key: QuestionKey): readonly string[] {
  const q = QUESTIONS[key];
  return 'choices' in q ? q.choices : [];
}

/** The label of a choice in the page's language. */
export function choiceLabel(LL: LL, key: QuestionKey, code: string): string {
  const c = LL.chat.choices;
  const groups: Partial<Record<QuestionKey, Record<string, () => string>>> = {
    path: c.path,
    when: c.when,
    relationship: c.relationship,
    dangerNow: c.yesNo,
    safeCall: c.yesNo,
    safeText: c.yesNo,
    safeEmail: c.yesNo,
    language: c.language,
  };
  return groups[key]?.[code]?.() ?? code;
}

/** An answer as the transcript and the review show it: a choice's label, a date written out, or the visitor's words. */
export function answerText(LL: LL, locale: Locale, key: QuestionKey, text: string): string {
  if (text === '') return LL.chat.skipped();
  if (choiceOf(key, text) !== undefined) return choiceLabel(LL, key, text);
  const kind = QUESTIONS[key].kind;
  if ((kind === 'date' || kind === 'pastDate') && isIsoDate(text)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${text}T00:00:00Z`));
  }
  return text;
}

/** The time of day in the visitor's own clock ('11:02 PM'). */
export function timeOfDay(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** When the office opens again, on the firm's clock, where its hours are kept ('Monday at 9:00 AM ET'). */
export function opensAt(LL: LL, locale: Locale, date: Date): string {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: FIRM_TIME_ZONE }).format(date);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: FIRM_TIME_ZONE }).format(date);
  return LL.chat.opensAt({ day, time });
}

/**
 * What the visitor is told when a call failed: the server's sentence in their language, the offline line, or
 * the general failure with the firm's phone. `key` says which sentence it was (undefined: not the server's).
 */
export function problemOf(LL: LL, err: unknown, phone: string): { key: ReturnType<typeof chatMsgKey>; text: string } {
  const key = err instanceof Error ? chatMsgKey(err.message) : undefined;
  if (key) return { key, text: LL.chat.errors[key]() };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { key, text: LL.chat.offline() };
  return { key, text: LL.chat.failed({ phone }) };
}

/** A translated sentence split around a value, so the value can be a link: [before, after]. */
export function around(sentence: (mark: string) => string): [string, string] {
  const mark = '\u0001';
  const text = sentence(mark);
  const at = text.indexOf(mark);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + mark.length)];
}
