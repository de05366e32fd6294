import type { TranslationFunctions } from '../../i18n/i18n-types';
import { isApiError } from '../../lib/api';
import { errorDomainOf } from '../../lib/error-texts';
import { QUESTIONS, choiceOf, chatErrorOf, isIsoDate, type ChatError, type QuestionKey } from '@shared/chat-intake';
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

/** The chat's refusal a failed call carries (the code of its domain error), undefined for any other failure. */
export function refusalOf(err: unknown): ChatError | undefined {
  const code = isApiError(err) ? errorDomainOf(err.data)?.code : undefined;
  return code === undefined ? undefined : chatErrorOf(code);
}

/**
 * What the panel tells the visitor: one of the chat's refusals (by its code, the server's or the panel's own
 * check), 'offline', or 'failed' (the general failure, with the firm's phone).
 */
export type Said = ChatError | 'offline' | 'failed';

/** What a failed call says: the server's refusal, or that the browser is offline, or the general failure. */
export function saidOf(err: unknown): Said {
  const refusal = refusalOf(err);
  if (refusal) return refusal;
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'failed';
}

/** The sentence of `said` in the page's language (the catalogue's chat.errors for a refusal). */
export function saidText(LL: LL, said: Said, phone: string): string {
  if (said === 'offline') return LL.chat.offline();
  if (said === 'failed') return LL.chat.failed({ phone });
  return LL.chat.errors[said]();
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
