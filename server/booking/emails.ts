import { formatSlotDay, formatSlotTime, listedZone, timeZoneCity } from '@shared/booking/time-zones';
import { escapeHtml } from '@shared/html';
import type { Locale } from '@shared/locales';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { defang, quoted } from '../chat/emails';
import type { MailMessage } from '../services/mail';
import { bookingInvitation } from './ics';
import type { BookingMailFacts, FirmMailFacts } from './types';

/**
 * A booking's e-mails (decision 0028). The visitor's, in the language of their page (the `bookingMail` namespace),
 * with each time on their clock and the firm's beside it, text and a simple HTML, and the calendar invitation
 * (ics.ts). They go to whatever address was typed, so they repeat nothing the visitor wrote (decision 0010): no
 * name, no matter; only the phone they are called at, which the form allows only digits and punctuation in. The
 * attorney's copies are plain English text with everything, the visitor's words on marked, defanged lines
 * (`quoted`, as the chat's e-mails do).
 */

loadAllLocales();

const mailText = (locale: Locale) => i18nObject(locale).bookingMail;

/** Every kind of line break, so a name cannot start a line of its own. */
const oneLine = (s: string) => s.replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, ' ').trim();

/** A time on a zone's clock with the zone's city: '10:00 en Ciudad de México' ('10:00 UTC' for UTC). */
function timeAt(start: Date, locale: Locale, zone: string, city: string): string {
  const time = formatSlotTime(start, locale, zone);
  return listedZone(zone) === 'UTC' ? mailText(locale).timeUtc({ time }) : mailText(locale).timeIn({ time, city });
}

/**
 * When a consultation is, for the visitor: their day and time, then the firm's time (and the firm's day when it
 * differs): 'lunes, 15 de marzo de 2027, 10:00 en Ciudad de México · 12:00 en Fort Lauderdale'. One clock when
 * both read the same.
 */
export function whenText(start: Date, locale: Locale, visitorZone: string, firm: Pick<FirmMailFacts, 'timeZone' | 'city'>): string {
  const day = formatSlotDay(start, locale, visitorZone);
  const visitor = `${day}, ${timeAt(start, locale, visitorZone, timeZoneCity(visitorZone, locale))}`;
  const firmDay = formatSlotDay(start, locale, firm.timeZone);
  if (firmDay === day && formatSlotTime(start, locale, firm.timeZone) === formatSlotTime(start, locale, visitorZone)) return visitor;
  const firmTime = timeAt(start, locale, firm.timeZone, firm.city);
  return `${visitor} · ${firmDay === day ? firmTime : `${firmDay}, ${firmTime}`}`;
}

// The booking page's amounts ('$150.00', '150,00 US$', '150,00 $US').
const money = (cents: number, locale: Locale) => new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

function priceText(cents: number, locale: Locale): string {
  const M = mailText(locale);
  return cents === 0 ? M.free() : M.paid({ amount: money(cents, locale) });
}

type VisitorKind = 'confirmed' | 'moved' | 'cancelled' | 'reminder24' | 'reminder2';

const BUTTON = 'display:inline-block;margin:0 8px 8px 0;padding:10px 18px;background:#3e63dd;color:#fff;border-radius:6px;text-decoration:none';

function visitorEmail(kind: VisitorKind, facts: BookingMailFacts, firm: FirmMailFacts): MailMessage {
  const locale = facts.locale;
  const M = mailText(locale);
  const subject =
    kind === 'reminder24'
      ? M.subject.reminder24({ firm: firm.shortName, day: formatSlotDay(facts.start, locale, facts.timeZone) })
      : kind === 'reminder2'
        ? M.subject.reminder2({ firm: firm.shortName, time: formatSlotTime(facts.start, locale, facts.timeZone) })
        : M.subject[kind]({ firm: firm.shortName });
  const how = facts.mode === 'phone' ? M.how.phone({ attorney: facts.attorneyName, phone: oneLine(facts.visitor.phone) }) : facts.mode === 'video' ? M.how.video() : M.how.office({ address: firm.fullAddress });
  const duration = M.minutes({ n: Math.round((facts.end.getTime() - facts.start.getTime()) / 60_000) });
  const cancelled = kind === 'cancelled';
  const details: [string, string][] = [
    [M.label.when(), whenText(facts.start, locale, facts.timeZone, firm)],
    [M.label.type(), `${facts.typeName} (${duration})`],
    ...(cancelled ? [] : ([[M.label.how(), how]] as [string, string][])),
    [M.label.language(), M.languageNames[facts.language]()],
    [M.label.attorney(), facts.attorneyName],
    ...(cancelled ? [] : ([[M.label.price(), priceText(facts.priceCents, locale)]] as [string, string][])),
  ];
  const reason = cancelled && facts.cancelReason?.trim() ? M.cancelledReason({ reason: oneLine(facts.cancelReason) }) : null;
  const links = !cancelled && facts.rescheduleUrl && facts.cancelUrl ? { reschedule: facts.rescheduleUrl, cancel: facts.cancelUrl } : null;
  const closing: string[] = [
    ...(cancelled ? [M.bookAgain({ phone: firm.phone })] : []),
    ...(kind === 'confirmed' && links ? [M.notYou()] : []),
    ...(cancelled ? [] : [M.questions({ phone: firm.phone })]),
  ];
  const signature = `— ${firm.firmName} · ${firm.phone}`;

  const text = [
    M.intro[kind](),
    ...(reason ? [reason] : []),
    details.map(([label, value]) => M.line({ label, value })).join('\n'),
    ...(links ? [[M.changeHeading(), M.line({ label: M.reschedule(), value: links.reschedule }), M.line({ label: M.cancel(), value: links.cancel }), M.linksNote()].join('\n')] : []),
    ...closing,
    signature,
  ].join('\n\n');

  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e2a4a">
${p(M.intro[kind]())}
${reason ? p(reason) : ''}
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${details.map(([label, value]) => `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:2px 16px 2px 0">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${
  links
    ? `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(M.changeHeading())}</h2>
<p><a href="${escapeHtml(links.reschedule)}" style="${BUTTON}">${escapeHtml(M.reschedule())}</a><a href="${escapeHtml(links.cancel)}" style="${BUTTON}">${escapeHtml(M.cancel())}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(M.linksNote())}</p>`
    : ''
}
${closing.map(p).join('\n')}
${p(signature)}
</body></html>`;

  const calendar =
    kind === 'confirmed' || kind === 'moved' || kind === 'cancelled'
      ? { method: cancelled ? ('CANCEL' as const) : ('REQUEST' as const), content: bookingInvitation(facts, firm, { method: cancelled ? 'CANCEL' : 'REQUEST', for: 'visitor' }) }
      : undefined;
  return { to: facts.visitor.email, subject, text, html, ...(firm.email ? { replyTo: firm.email } : {}), ...(calendar ? { calendar } : {}) };
}

/** The visitor's confirmation of a new booking, with the invitation (METHOD:REQUEST) and the change links. */
export function confirmationEmail(facts: BookingMailFacts, firm: FirmMailFacts): MailMessage {
  return visitorEmail('confirmed', facts, firm);
}

/** The visitor's notice of a move: the new time, the updated invitation (same UID, higher SEQUENCE), new links. */
export function rescheduledEmail(facts: BookingMailFacts, firm: FirmMailFacts): MailMessage {
  return visitorEmail('moved', facts, firm);
}

/** The visitor's notice of a cancellation (the firm's reason, when it gave one) with METHOD:CANCEL. */
export function cancelledEmail(facts: BookingMailFacts, firm: FirmMailFacts): MailMessage {
  return visitorEmail('cancelled', facts, firm);
}

/**
 * A reminder 24 or 2 hours before, with the links (no invitation: the calendar already has the event, and a
 * second REQUEST of the same version would only ask again).
 */
export function reminderEmail(facts: BookingMailFacts, firm: FirmMailFacts, hoursBefore: 24 | 2): MailMessage {
  return visitorEmail(hoursBefore === 24 ? 'reminder24' : 'reminder2', facts, firm);
}

const ATTORNEY_HEAD = {
  new: 'A consultation was booked on the website.',
  moved: 'The visitor moved this consultation to a new time (with the link of their e-mail). The attached invitation updates your calendar.',
  cancelled: 'This consultation was cancelled; its time is free again. The attached notice removes it from your calendar.',
} as const;

const ATTORNEY_SUBJECT = { new: 'New consultation', moved: 'Consultation moved', cancelled: 'Consultation cancelled' } as const;

/** A short firm time for subjects: 'Mon, Mar 15, 12:00 PM'. */
const shortFirmTime = (d: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone }).format(d).replace(/[\u202f\u00a0]/g, ' ');

/**
 * The attorney's copy (to `facts.attorneyEmail`, else the firm's address), in English, plain text: the firm's time
 * and the visitor's, how, who, and the matter and other parties as the visitor wrote them, on marked lines.
 */
export function attorneyBookingEmail(kind: 'new' | 'moved' | 'cancelled', facts: BookingMailFacts, firm: FirmMailFacts): MailMessage {
  const E = mailText('en');
  const name = defang(oneLine(facts.visitor.name)) || 'a visitor';
  const phone = oneLine(facts.visitor.phone) || '(none given)';
  const clock = (zone: string, city: string) => `${formatSlotDay(facts.start, 'en', zone)}, ${timeAt(facts.start, 'en', zone, city)}`;
  const sameClock = formatSlotDay(facts.start, 'en', facts.timeZone) === formatSlotDay(facts.start, 'en', firm.timeZone) && formatSlotTime(facts.start, 'en', facts.timeZone) === formatSlotTime(facts.start, 'en', firm.timeZone);
  const minutes = Math.round((facts.end.getTime() - facts.start.getTime()) / 60_000);
  const how = facts.mode === 'phone' ? `By phone: call the visitor at ${phone}` : facts.mode === 'video' ? 'By video: send the visitor the link before the consultation' : `At the office: ${firm.fullAddress}`;
  const reason = kind === 'cancelled' && facts.cancelReason?.trim() ? facts.cancelReason : '';
  const block = (label: string, words: string) => (words.trim() ? [`${label}:`, ...quoted(words)] : [`${label}: (none given)`]);
  const lines = [
    ATTORNEY_HEAD[kind],
    ...(reason ? ['Reason given:', ...quoted(reason)] : []),
    '',
    `When: ${clock(firm.timeZone, firm.city)}`,
    ...(sameClock ? [] : [`Visitor's time: ${clock(facts.timeZone, timeZoneCity(facts.timeZone, 'en'))}`]),
    `Type: ${facts.typeName} (${minutes} minutes)`,
    `How: ${how}`,
    `Language of the consultation: ${E.languageNames[facts.language]()}`,
    `Attorney: ${facts.attorneyName}`,
    `Price: ${priceText(facts.priceCents, 'en')}`,
    '',
    `Visitor: ${name}`,
    `Phone: ${phone}`,
    `E-mail: ${facts.visitor.email || '(none given: no e-mail or reminders reach the visitor; call to confirm)'}`,
    `Language of the visitor's page: ${facts.locale}`,
    '',
    ...block('Matter', facts.matter),
    ...block('Other parties', facts.otherParties),
  ];
  return {
    to: facts.attorneyEmail ?? firm.email,
    subject: `${ATTORNEY_SUBJECT[kind]}: ${name}, ${shortFirmTime(facts.start, firm.timeZone)}`,
    text: lines.join('\n'),
    calendar: { method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST', content: bookingInvitation(facts, firm, { method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST', for: 'attorney' }) },
  };
}
