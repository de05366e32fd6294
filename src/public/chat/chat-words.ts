import type { TranslationFunctions } from '../../i18n/i18n-types';
import { QUESTIONS, choiceOf, chatMsgKey, isIsoDate, type QuestionKey } from '@shared/chat-intake';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import type { Locale } from '@shared/locales';
import type { FlowItem } from './chat-flow';

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

/** The question as asked: an offer of what the visitor already wrote, the path their words named, or the question itself. */
export function questionText(LL: LL, locale: Locale, item: Extract<FlowItem, { kind: 'question' }>): string {
  const { key, suggestion, pathOffer, path } = item;
  if (pathOffer) return pathOffer === 'detention' ? LL.chat.detentionOffer() : pathOffer === 'other' ? LL.chat.questions.path() : LL.chat.pathOffer[pathOffer]();
  if (suggestion !== undefined) {
    if (key === 'when' && (suggestion === 'today' || suggestion === 'days' || suggestion === 'longer')) return LL.chat.offerWhen[suggestion]();
    if (key === 'phone' || key === 'email' || key === 'aNumber' || key === 'where') return LL.chat.offer[key]({ value: suggestion });
    if (key === 'detainedBirthDate' || key === 'hearingDate') return LL.chat.offer[key]({ value: answerText(LL, locale, key, suggestion) });
  }
  // The conflict check's question names the other people of each path (the VAWA one speaks of who hurt them).
  if (key === 'otherParties' && path && path !== 'vawa') return LL.chat.otherPartiesFor[path]();
  return LL.chat.questions[key]();
}

/**
 * When the firm will read what was sent, as office hours say; null for an urgent case, which is the on-call
 * attorney's day or night (one true thing, not both).
 */
export function officeLine(LL: LL, locale: Locale, sent: { urgent: boolean; officeOpen: boolean; nextOpen: Date | string | null }): string | null {
  if (sent.urgent) return null;
  if (sent.officeOpen) return LL.chat.sentOpen();
  return sent.nextOpen ? LL.chat.sentClosed({ when: opensAt(LL, locale, new Date(sent.nextOpen)) }) : LL.chat.sentClosedNoHours();
}
