import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import type { Locale } from '@shared/locales';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import { escapeHtml } from '@shared/html';
import type { FirmPublic } from '@shared/schemas/firm';
import type { Inquiry } from '../db/schema';
import type { MailMessage } from './mail';

/**
 * Account e-mails in the language the visitor used (the client sends its page language with each call). The
 * texts are the catalogues' `emails` namespace (src/i18n/en/emails and its translations), which no page
 * downloads; the server loads every namespace synchronously.
 */
loadAllLocales();
const textOf = (locale: Locale) => i18nObject(locale).emails;


/**
 * A link to the sign-in page in the reader's language; `rest` follows `/auth`. Reset and confirmation links are
 * `/auth/reset/<token>` and `/auth/confirm/<token>` (decision 0006: they must work without JavaScript, which a URL
 * fragment cannot): the server moves the token into an HttpOnly cookie and redirects to `/auth` at once, so
 * the token never stays in the address bar, the history or a Referer, and the request log leaves it out.
 */
export function authLink(publicUrl: string, locale: Locale, rest: string): string {
  return `${publicUrl}${localePrefix(locale)}/auth${rest}`;
}

const localePrefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** Who signs the e-mails: the firm's name and phone as saved at /admin/settings. */
export type Sender = Pick<FirmPublic, 'firmName' | 'phone'>;

function compose(to: string, subject: string, paragraphs: string[], link: string, locale: Locale, from: Sender): MailMessage {
  const t = textOf(locale);
  const [intro, ...rest] = paragraphs;
  const text = [intro, link, ...rest, `— ${from.firmName}`].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e2a4a">
<p>${escapeHtml(intro ?? '')}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#3e63dd;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button())}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
${rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>— ${escapeHtml(from.firmName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function resetEmail(to: string, link: string, locale: Locale, from: Sender): MailMessage {
  const t = textOf(locale);
  return compose(to, t.resetSubject(), [t.resetIntro(), t.resetIgnore()], link, locale, from);
}

export function confirmEmail(to: string, link: string, locale: Locale, from: Sender): MailMessage {
  const t = textOf(locale);
  return compose(to, t.confirmSubject(), [t.confirmIntro(), t.confirmAfter()], link, locale, from);
}

export function accountExistsEmail(to: string, resetLink: string, locale: Locale, from: Sender): MailMessage {
  const t = textOf(locale);
  return compose(to, t.existsSubject(), [t.existsIntro(), t.existsIgnore()], resetLink, locale, from);
}

/** A second sign-up for an address waiting for confirmation: its passwords were discarded; the link chooses one. */
export function signupAgainEmail(to: string, resetLink: string, locale: Locale, from: Sender): MailMessage {
  const t = textOf(locale);
  return compose(to, t.againSubject(), [t.againIntro(), t.againAfter()], resetLink, locale, from);
}

const ROLE_NAME = { admin: 'an administrator', editor: 'an editor' } as const;

/**
 * A colleague's invitation (staff e-mails are English, as the admin area is): who invited them, the role, and
 * the link that sets their password, valid `days` days.
 */
export function invitationEmail(
  to: string,
  link: string,
  invite: { role: keyof typeof ROLE_NAME; inviter: string | null; days: number },
  from: Sender,
): MailMessage {
  const by = invite.inviter ? `${invite.inviter} invited you` : 'You are invited';
  return compose(
    to,
    `You are invited to the ${from.firmName} website team`,
    [
      `${by} to join the ${from.firmName} website team as ${ROLE_NAME[invite.role]}. Choose your name and password with this link (valid for ${invite.days} days):`,
      'If you did not expect this invitation, ignore this e-mail: no account is created until the link is used.',
    ],
    link,
    'en',
    from,
  );
}

/** An administrator's notice that a confirmed account waits for a role, with the Team tab's address. */
export function approvalRequestEmail(to: string, applicant: string, teamLink: string, from: Sender): MailMessage {
  return compose(
    to,
    `${applicant} is waiting for approval`,
    [
      `${applicant} signed up and is waiting for approval. Give the account a role in the Team tab, or leave it without access:`,
      'Every administrator receives this e-mail; the account has no access until one of you gives it a role.',
    ],
    teamLink,
    'en',
    from,
  );
}

/** The firm's notification of a new inquiry; Reply-To is the visitor. */
export function inquiryNotification(row: Inquiry, to: string, publicUrl: string): MailMessage {
  const fields: [string, string][] = [
    ['Name', row.name],
    ['Email', row.email],
    ['Phone', row.phone],
    ['Language', row.locale],
  ];
  return {
    to,
    replyTo: row.email,
    subject: `New website inquiry from ${row.name.replace(/[\r\n]+/g, ' ')}`,
    text: `${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${row.message}\n\nAll inquiries: ${publicUrl}/admin`,
    html: `<dl>${fields.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl><p style="white-space:pre-wrap">${escapeHtml(row.message)}</p><p><a href="${escapeHtml(publicUrl)}/admin">All inquiries</a></p>`,
  };
}

/**
 * The visitor's acknowledgement, in the language of the form: the firm, the day the message arrived and what
 * happens next. It goes to whatever address was typed, so it carries nothing the visitor typed (decision 0010: the
 * message, quoted under the firm's name, made the form a relay for phishing): no message, no name, no link.
 */
export function inquiryAcknowledgement(row: Inquiry, locale: Locale, from: Sender & Pick<FirmPublic, 'responsePromise'>): MailMessage {
  const t = textOf(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: FIRM_TIME_ZONE }).format(row.createdAt);
  const paragraphs = [t.ackIntro({ firm: from.firmName, date }), t.ackNext({ promise: i18nObject(locale).responsePromise[from.responsePromise]() }), t.ackUrgent({ phone: from.phone }), t.ackNoCopy()];
  const text = [...paragraphs, `— ${from.firmName} · ${from.phone}`].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e2a4a">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>— ${escapeHtml(from.firmName)} · ${escapeHtml(from.phone)}</p>
</body></html>`;
  return { to: row.email, subject: `${t.ackSubject()} · ${from.firmName}`, text, html };
}
