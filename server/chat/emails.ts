import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { i18nObject } from '../../src/i18n/i18n-util';
import { QUESTIONS, URGENT_CALLBACK_MINUTES, choiceOf, questionsFor, type IntakeAnswers, type QuestionKey } from '@shared/chat-intake';
import { FIRM_TIME_ZONE, formatFirmTime } from '@shared/firm-time';
import type { Locale } from '@shared/locales';
import type { FirmPublic } from '@shared/schemas/firm';
import type { Inquiry } from '../db/schema';
import type { ChatMessageView } from './views';
import type { MailMessage } from '../services/mail';

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

/** Every kind of line break a mail client may honour, so none starts a line the visitor wrote. */
const LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/;
const oneLine = (s: string) => s.split(LINE_BREAK).join(' ');

/** The mark before every line of the visitor's words in the firm's e-mails. */
export const QUOTE = '    | ';

/**
 * The visitor's words as marked, indented lines, links defanged: nothing they type, line breaks included, can
 * start a line of its own, so a story cannot forge "Callback phone: …" or an 'I'm on it' link.
 */
export function quoted(text: string): string[] {
  return text.split(LINE_BREAK).map((line) => `${QUOTE}${defang(line)}`.trimEnd());
}

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

/**
 * The answers for the firm, in English: a choice by its label on the label's line ("Detained: Today or right
 * now"), the visitor's own words on marked lines below it (`quoted`).
 */
export function firmAnswerLines(answers: IntakeAnswers): string[] {
  const LL = i18nObject('en').chat;
  return questionsFor(answers)
    .filter((k) => answers[k] !== undefined)
    .flatMap((k) => {
      const value = answers[k] ?? '';
      const label = LL.labels[k]();
      if (value === '' || ('choices' in QUESTIONS[k] && choiceOf(k, value))) return [`${label}: ${answerText(k, value, 'en')}`];
      return [`${label}:`, ...quoted(value)];
    });
}

/**
 * The domains of the US carriers' e-mail-to-SMS (and MMS) gateways: an on-call entry at one of them gets an alert
 * that fits a text message (`urgentAlertEmail`).
 */
export const SMS_GATEWAY_DOMAINS = [
  'vtext.com',
  'vzwpix.com',
  'txt.att.net',
  'mms.att.net',
  'tmomail.net',
  'messaging.sprintpcs.com',
  'pm.sprint.com',
  'sms.myboostmobile.com',
  'myboostmobile.com',
  'sms.cricketwireless.net',
  'mms.cricketwireless.net',
  'msg.fi.google.com',
  'text.republicwireless.com',
  'email.uscc.net',
  'mms.uscc.net',
  'vmobl.com',
  'mymetropcs.com',
  'page.nextel.com',
] as const;

const SMS_DOMAINS: ReadonlySet<string> = new Set(SMS_GATEWAY_DOMAINS);

/** Whether an address is a phone's e-mail-to-SMS gateway (its domain exactly, any case). */
export function isSmsGateway(address: string): boolean {
  const at = address.lastIndexOf('@');
  return at > 0 && SMS_DOMAINS.has(address.slice(at + 1).trim().toLowerCase().replace(/\.$/, ''));
}

// Intl refuses timeZoneName together with dateStyle/timeStyle (a TypeError): the fields are named one by one.
const time = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { timeZone: FIRM_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(d);

const nameOf = (row: Pick<Inquiry, 'name'>) => oneLine(row.name).trim() || 'a visitor';
/** A phone as one line (it heads the e-mail; a line break in it must not start a line of its own). */
const phoneOf = (row: Pick<Inquiry, 'phone'>) => oneLine(row.phone).trim() || '(none given)';

/** Who wrote a message of the conversation, as the firm reads it. */
function speaker(m: ChatMessageView): string {
  if (m.field) return i18nObject('en').chat.labels[m.field]();
  if (m.sender === 'staff') return `Reply${m.author ? ` (${oneLine(m.author)})` : ''}`;
  if (m.sender === 'system') return 'Chat';
  return 'Message';
}

/**
 * The firm's notification of a chat intake: the answers as fields, then the conversation, every word of the
 * visitor on marked lines. An unfinished one (the visitor has not sent it) says so in its subject and first line.
 */
export function chatNotification(row: Inquiry, messages: readonly ChatMessageView[], to: string, publicUrl: string): MailMessage {
  const answers = row.intake?.answers ?? {};
  const head = [
    row.unfinished ? 'UNFINISHED: the visitor has not sent this chat. These are the answers so far.' : null,
    row.urgent && row.unfinished ? 'URGENT: a recent detention. The on-call list was alerted before the intake was finished.' : null,
    row.urgent && !row.unfinished ? 'URGENT: a recent detention. The on-call list is being alerted.' : null,
    row.emailSafe ? null : 'E-MAIL IS NOT SAFE for this visitor: do not e-mail them.',
    `Language of the chat: ${row.locale}`,
    `Received: ${formatFirmTime(row.createdAt)}`,
  ].filter((l): l is string => l !== null);
  const transcript = messages.flatMap((m) => {
    // An address typed before the visitor said e-mail is not safe stays out of the firm's mailbox too.
    const text = m.field === 'email' && !row.emailSafe && m.text ? '(left out: e-mail is not safe)' : m.text === '' ? '(skipped)' : null;
    const heading = `[${formatFirmTime(new Date(m.at))}] ${speaker(m)}:`;
    return text === null ? [heading, ...quoted(m.text)] : [`${heading} ${text}`];
  });
  return {
    to,
    ...(row.email && row.emailSafe ? { replyTo: row.email } : {}),
    subject: `${row.urgent ? 'URGENT ' : ''}${row.unfinished ? 'Unfinished chat' : 'Chat intake'} from ${nameOf(row)}`,
    text: [...head, '', ...firmAnswerLines(answers), '', 'Conversation:', ...transcript, '', `All inquiries: ${publicUrl}/admin?tab=inquiries`].join('\n'),
  };
}

/**
 * The visitor's copy, in their language: the firm has the message, and what happens next. It never repeats the
 * answers (decision 0010, issue 35): a copy of what anyone typed, sent to any address under the firm's name,
 * would let a bot write through the firm. The transcript stays with the firm.
 */
export function chatAcknowledgement(row: Inquiry, locale: Locale, firm: Pick<FirmPublic, 'firmName' | 'phone' | 'onCallPhone'>, office: { open: boolean; nextOpen: Date | null }): MailMessage {
  const E = i18nObject(locale).chat.email;
  const when = office.nextOpen ? time(office.nextOpen, locale) : '';
  const next = row.urgent
    ? E.ackUrgent({ minutes: URGENT_CALLBACK_MINUTES, phone: firm.onCallPhone })
    : office.open || !office.nextOpen
      ? E.ackOpen()
      : E.ackClosed({ when });
  const text = [E.ackReceived(), next, '', E.ackKept(), E.ackNotAdvice(), `— ${firm.firmName} · ${firm.phone}`].join('\n');
  return { to: row.email, subject: E.ackSubject(), text };
}

/** A text message holds 160 characters: an SMS alert puts what the on-call attorney acts on within them. */
export const SMS_LIMIT = 160;

/**
 * One step of an urgent alert. The callback phone and the 'I'm on it' link come first, for every recipient; an
 * e-mail-to-SMS address (`isSmsGateway`) gets only those, a short subject and the step, without the intake (a text
 * message is cut at 160 characters and sits on a phone's lock screen).
 */
export function urgentAlertEmail(row: Inquiry, to: string, link: string, step: { number: number; final: boolean }, publicUrl: string): MailMessage {
  const answers = row.intake?.answers ?? {};
  const phone = phoneOf(row);
  const alert = `Alert ${step.number}${step.final ? ' (last)' : ''}`;
  if (isSmsGateway(to)) {
    return {
      to,
      subject: 'URGENT detention',
      text: [`Call ${phone}`, `I'm on it: ${link}`, `${alert}${step.final && step.number > 1 ? ': nobody answered yet' : ''}`].join('\n'),
    };
  }
  const intro = step.final && step.number > 1
    ? 'Nobody on the on-call list said "I\'m on it" for this urgent chat. Please make sure someone calls back now.'
    : 'A visitor reported a recent detention in the website chat. Please call back now.';
  return {
    to,
    subject: `URGENT: detention reported in chat (${oneLine(answers.detainedName || row.name).trim() || 'no name yet'})`,
    text: [
      `Callback phone: ${phone}`,
      `I'm on it: ${link}`,
      '(tells the others you are handling it; the link works once, for 24 hours)',
      '',
      intro,
      row.unfinished ? 'The visitor has not finished the chat: these are the answers so far; later ones show in the admin as they arrive.' : null,
      `Reported: ${formatFirmTime(row.createdAt)}`,
      alert,
      '',
      ...firmAnswerLines(answers),
      '',
      `All inquiries: ${publicUrl}/admin?tab=inquiries`,
    ]
      .filter((l): l is string => l !== null)
      .join('\n'),
  };
}
