import type { Locale } from '../../src/shared/locales';
import { FIRM_TIME_ZONE } from '../../src/shared/firm-time';
import { escapeHtml } from '../../src/shared/html';
import type { FirmPublic } from '../../src/shared/schemas/firm';
import type { Inquiry } from '../db/schema';
import type { MailMessage } from './mail';

/** Account e-mails in the language the visitor used (the client sends its page language with each call). */
const TEXT = {
  en: {
    resetSubject: 'Reset your password',
    resetIntro: 'Someone asked to reset the password of your account on our website. If it was you, choose a new password with this link (valid for 1 hour):',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    confirmSubject: 'Confirm your e-mail address',
    confirmIntro: 'Thank you for creating an account. Confirm your e-mail address with this link (valid for 24 hours):',
    confirmAfter: 'After confirming, an administrator of the firm must approve your account before you can manage content.',
    existsSubject: 'Someone tried to create an account with your e-mail address',
    existsIntro: 'An account already exists for this e-mail address. If you forgot your password, you can reset it here:',
    existsIgnore: 'If this was not you, you can ignore this e-mail.',
    againSubject: 'Someone signed up again with your e-mail address',
    againIntro:
      'Someone signed up again with this e-mail address before it was confirmed. To protect the account, no password chosen at sign-up works any more. Choose your password with this link (valid for 1 hour); it also confirms your address:',
    againAfter: 'If you did not create this account, ignore this e-mail: nobody can sign in to it until a password is chosen through a link sent to this address.',
    button: 'Open the link',
    ackSubject: 'We received your message',
    ackIntro: 'Thank you for contacting {firm}. We received your message on {date}.',
    ackNext: 'What happens next: a member of our team will read it and reply within one business day, by phone or e-mail, using the details you gave us.',
    ackUrgent: 'If your matter is urgent (for example, a detained family member), please call us at {phone}.',
    ackNoCopy: 'For your privacy, this e-mail does not repeat what you wrote. If you did not contact us, you can ignore it.',
  },
  es: {
    resetSubject: 'Restablezca su contraseña',
    resetIntro: 'Alguien pidió restablecer la contraseña de su cuenta en nuestro sitio web. Si fue usted, elija una nueva contraseña con este enlace (válido durante 1 hora):',
    resetIgnore: 'Si no lo pidió, ignore este correo: su contraseña no cambia.',
    confirmSubject: 'Confirme su dirección de correo electrónico',
    confirmIntro: 'Gracias por crear una cuenta. Confirme su dirección de correo electrónico con este enlace (válido durante 24 horas):',
    confirmAfter: 'Después de confirmarla, un administrador del bufete debe aprobar su cuenta antes de que pueda gestionar contenido.',
    existsSubject: 'Alguien intentó crear una cuenta con su correo electrónico',
    existsIntro: 'Ya existe una cuenta con esta dirección. Si olvidó su contraseña, puede restablecerla aquí:',
    existsIgnore: 'Si no fue usted, puede ignorar este correo.',
    againSubject: 'Alguien volvió a registrarse con su correo electrónico',
    againIntro:
      'Alguien volvió a registrarse con esta dirección de correo electrónico antes de que se confirmara. Para proteger la cuenta, ya no sirve ninguna contraseña elegida al registrarse. Elija su contraseña con este enlace (válido durante 1 hora); también confirma su dirección:',
    againAfter: 'Si usted no creó esta cuenta, ignore este correo: nadie puede iniciar sesión en ella hasta que se elija una contraseña con un enlace enviado a esta dirección.',
    button: 'Abrir el enlace',
    ackSubject: 'Recibimos su mensaje',
    ackIntro: 'Gracias por comunicarse con {firm}. Recibimos su mensaje el {date}.',
    ackNext: 'Qué sucede ahora: un miembro de nuestro equipo lo leerá y le responderá en un día hábil, por teléfono o por correo electrónico, con los datos que nos dio.',
    ackUrgent: 'Si su asunto es urgente (por ejemplo, un familiar detenido), llámenos al {phone}.',
    ackNoCopy: 'Por su privacidad, este correo no repite lo que nos escribió. Si usted no se comunicó con nosotros, puede ignorarlo.',
  },
  fr: {
    resetSubject: 'Réinitialisez votre mot de passe',
    resetIntro: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte sur notre site. Si c’était vous, choisissez un nouveau mot de passe avec ce lien (valable 1 heure) :',
    resetIgnore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
    confirmSubject: 'Confirmez votre adresse e-mail',
    confirmIntro: 'Merci d’avoir créé un compte. Confirmez votre adresse e-mail avec ce lien (valable 24 heures) :',
    confirmAfter: 'Après confirmation, un administrateur du cabinet doit approuver votre compte avant que vous puissiez gérer le contenu.',
    existsSubject: 'Quelqu’un a tenté de créer un compte avec votre adresse e-mail',
    existsIntro: 'Un compte existe déjà pour cette adresse. Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser ici :',
    existsIgnore: 'Si ce n’était pas vous, ignorez cet e-mail.',
    againSubject: 'Quelqu’un s’est de nouveau inscrit avec votre adresse e-mail',
    againIntro:
      'Quelqu’un s’est de nouveau inscrit avec cette adresse e-mail avant qu’elle ne soit confirmée. Pour protéger le compte, aucun mot de passe choisi à l’inscription ne fonctionne plus. Choisissez votre mot de passe avec ce lien (valable 1 heure) ; il confirme aussi votre adresse :',
    againAfter: 'Si vous n’avez pas créé ce compte, ignorez cet e-mail : personne ne peut s’y connecter tant qu’un mot de passe n’a pas été choisi avec un lien envoyé à cette adresse.',
    button: 'Ouvrir le lien',
    ackSubject: 'Nous avons bien reçu votre message',
    ackIntro: 'Merci d’avoir contacté {firm}. Nous avons bien reçu votre message le {date}.',
    ackNext: 'La suite : un membre de notre équipe le lira et vous répondra sous un jour ouvrable, par téléphone ou par e-mail, aux coordonnées que vous nous avez données.',
    ackUrgent: 'Si votre situation est urgente (par exemple, un proche en détention), appelez-nous au {phone}.',
    ackNoCopy: 'Pour protéger votre vie privée, cet e-mail ne reprend pas ce que vous avez écrit. Si vous ne nous avez pas contactés, ignorez-le.',
  },
} satisfies Record<Locale, Record<string, string>>;


/**
 * A link to the sign-in page in the reader's language; `rest` follows `/auth`. Reset and confirmation links are
 * `/auth/reset/<token>` and `/auth/confirm/<token>` (issue 23: they must work without JavaScript, which a URL
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
  const t = TEXT[locale];
  const [intro, ...rest] = paragraphs;
  const text = [intro, link, ...rest, `— ${from.firmName}`].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e2a4a">
<p>${escapeHtml(intro ?? '')}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#3e63dd;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
${rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>— ${escapeHtml(from.firmName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function resetEmail(to: string, link: string, locale: Locale, from: Sender): MailMessage {
  const t = TEXT[locale];
  return compose(to, t.resetSubject, [t.resetIntro, t.resetIgnore], link, locale, from);
}

export function confirmEmail(to: string, link: string, locale: Locale, from: Sender): MailMessage {
  const t = TEXT[locale];
  return compose(to, t.confirmSubject, [t.confirmIntro, t.confirmAfter], link, locale, from);
}

export function accountExistsEmail(to: string, resetLink: string, locale: Locale, from: Sender): MailMessage {
  const t = TEXT[locale];
  return compose(to, t.existsSubject, [t.existsIntro, t.existsIgnore], resetLink, locale, from);
}

/** A second sign-up for an address waiting for confirmation: its passwords were discarded; the link chooses one. */
export function signupAgainEmail(to: string, resetLink: string, locale: Locale, from: Sender): MailMessage {
  const t = TEXT[locale];
  return compose(to, t.againSubject, [t.againIntro, t.againAfter], resetLink, locale, from);
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

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/**
 * The visitor's acknowledgement, in the language of the form: the firm, the day the message arrived and what
 * happens next. It goes to whatever address was typed, so it carries nothing the visitor typed (issue 23: the
 * message, quoted under the firm's name, made the form a relay for phishing): no message, no name, no link.
 */
export function inquiryAcknowledgement(row: Inquiry, locale: Locale, from: Sender): MailMessage {
  const t = TEXT[locale];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: FIRM_TIME_ZONE }).format(row.createdAt);
  const values = { firm: from.firmName, date, phone: from.phone };
  const paragraphs = [fill(t.ackIntro, values), t.ackNext, fill(t.ackUrgent, values), t.ackNoCopy];
  const text = [...paragraphs, `— ${from.firmName} · ${from.phone}`].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e2a4a">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>— ${escapeHtml(from.firmName)} · ${escapeHtml(from.phone)}</p>
</body></html>`;
  return { to: row.email, subject: `${t.ackSubject} · ${from.firmName}`, text, html };
}
