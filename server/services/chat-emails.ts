import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { i18nObject } from '../../src/i18n/i18n-util';
import { QUESTIONS, URGENT_CALLBACK_MINUTES, choiceOf, questionsFor, type IntakeAnswers, type QuestionKey } from '@shared/chat-intake';
import { FIRM_TIME_ZONE, formatFirmTime } from '@shared/firm-time';
import type { Locale } from '@shared/locales';
import type { FirmPublic } from '@shared/schemas/firm';
import type { Inquiry } from '../db/schema';
import type { ChatMessageView } from './chat';
import type { MailMessage } from './mail';

/**
 * The chat's e-mails (decision 0010), all plain text: the visitor's words are shown as written and never made into
 * links (an address they typed is defanged, so no mail client links it under the firm's name). Labels come from
 * the site's catalogues: the visitor's copy in their language, the firm's in English (the admin's language).
 */

loadAllLocales();

/** `https://x` → `hxxps://x`, `www.x` → `www[.]x`: readable, and no mail client turns it into a link. */
export function defang(text: string): string {
  return text.replace(/\b(h)(ttps?):\/\//gi, (_m, h: string, rest: string) => `${h}xx${rest.slice(2)}://`).replace(/\bwww\./gi, 'www[.]');
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

/** An answer as people read it: a choice by its label in `locale`, '' as 'Skipped'. */
export function answerText(key: QuestionKey, value: string, locale: Locale): string {
  const LL = i18nObject(locale).chat;
  if (value === '') return LL.skipped();
  const choice = choiceOf(key, value);
  if (!choice) return value;
  const group = QUESTIONS[key];
  if (!('choices' in group)) return value;
  switch (key) {
    case 'path':
      return LL.choices.path[choice as keyof typeof LL.choices.path]();
    case 'when':
      return LL.choices.when[choice as keyof typeof LL.choices.when]();
    case 'relationship':
      return LL.choices.relationship[choice as keyof typeof LL.choices.relationship]();
    case 'language':
      return LL.choices.language[choice as keyof typeof LL.choices.language]();
    default:
      return LL.choices.yesNo[choice as keyof typeof LL.choices.yesNo]();
  }
}

/** "Label: answer" lines of the questions asked, in order. */
export function answerLines(answers: IntakeAnswers, locale: Locale, transform: (s: string) => string = (s) => s): string[] {
  const LL = i18nObject(locale).chat;
  return questionsFor(answers)
    .filter((k) => answers[k] !== undefined)
    .map((k) => `${LL.labels[k]()}: ${transform(answerText(k, answers[k] ?? '', locale))}`);
}

// Intl refuses timeZoneName together with dateStyle/timeStyle (a TypeError): the fields are named one by one.
const time = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { timeZone: FIRM_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(d);

/** The firm's notification of a chat intake: the answers as fields, then the conversation. */
export function chatNotification(row: Inquiry, messages: readonly ChatMessageView[], to: string, publicUrl: string): MailMessage {
  const answers = row.intake?.answers ?? {};
  const head = [
    row.urgent ? 'URGENT: a recent detention. The on-call list is being alerted.' : null,
    row.emailSafe ? null : 'E-MAIL IS NOT SAFE for this visitor: do not e-mail them.',
    `Language of the chat: ${row.locale}`,
    `Received: ${formatFirmTime(row.createdAt)}`,
  ].filter((l): l is string => l !== null);
  const transcript = messages.map((m) => {
    const label = m.field ? i18nObject('en').chat.labels[m.field]() : 'Message';
    // An address typed before the visitor said e-mail is not safe stays out of the firm's mailbox too.
    const text = m.field === 'email' && !row.emailSafe && m.text ? '(left out: e-mail is not safe)' : m.text === '' ? '(skipped)' : m.text;
    return `[${formatFirmTime(new Date(m.at))}] ${label}: ${text}`;
  });
  return {
    to,
    ...(row.email && row.emailSafe ? { replyTo: row.email } : {}),
    subject: `${row.urgent ? 'URGENT ' : ''}Chat intake from ${oneLine(row.name)}`,
    text: [...head, '', ...answerLines(answers, 'en'), '', 'Conversation:', ...transcript, '', `All inquiries: ${publicUrl}/admin?tab=inquiries`].join('\n'),
  };
}

/** The visitor's copy, in their language: what happens next, and their answers (defanged). */
export function chatAcknowledgement(row: Inquiry, locale: Locale, firm: Pick<FirmPublic, 'firmName' | 'phone' | 'onCallPhone'>, office: { open: boolean; nextOpen: Date | null }): MailMessage {
  const LL = i18nObject(locale).chat;
  const E = LL.email;
  const when = office.nextOpen ? time(office.nextOpen, locale) : '';
  const next = row.urgent
    ? E.ackUrgent({ minutes: URGENT_CALLBACK_MINUTES, phone: firm.onCallPhone })
    : office.open || !office.nextOpen
      ? E.ackOpen()
      : E.ackClosed({ when });
  const text = [E.ackIntro(), next, `${E.transcript()}:`, ...answerLines(row.intake?.answers ?? {}, locale, defang), '', E.ackNotAdvice(), `— ${firm.firmName} · ${firm.phone}`].join('\n');
  return { to: row.email, subject: E.ackSubject(), text };
}

/** One step of an urgent alert: who, what, the callback number, and the 'I'm on it' link. */
export function urgentAlertEmail(row: Inquiry, to: string, link: string, step: { number: number; final: boolean }, publicUrl: string): MailMessage {
  const answers = row.intake?.answers ?? {};
  const intro = step.final && step.number > 1
    ? 'Nobody on the on-call list said "I\'m on it" for this urgent chat. Please make sure someone calls back now.'
    : 'A visitor reported a recent detention in the website chat. Please call back now.';
  return {
    to,
    subject: `URGENT: detention reported in chat (${oneLine(answers.detainedName || row.name)})`,
    text: [
      intro,
      '',
      `I'm on it (tells the others you are handling it; the link works once, for 24 hours): ${link}`,
      '',
      `Callback phone: ${row.phone || '(none given)'}`,
      `Reported: ${formatFirmTime(row.createdAt)}`,
      `Alert ${step.number}${step.final ? ' (last)' : ''}`,
      '',
      ...answerLines(answers, 'en'),
      '',
      `All inquiries: ${publicUrl}/admin?tab=inquiries`,
    ].join('\n'),
  };
}
