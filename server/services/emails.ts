import type { Locale } from '../../src/shared/locales';
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
      'Someone just tried to create an account with this e-mail address again. An account for it already exists and waits for the address to be confirmed. Signing up again does not change its password: it keeps the one chosen when the account was created. If you do not know that password, choose a new one here:',
    againAfter: 'We also sent the confirmation link again. If you did not create this account, ignore both e-mails: nobody can use it until the address is confirmed.',
    button: 'Open the link',
    ackSubject: 'We received your message',
    ackIntro: 'Thank you for contacting us. We received your message and a member of our team will reply within one business day.',
    ackUrgent: 'If your matter is urgent (for example, a detained family member), please call us.',
    ackCopy: 'Your message:',
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
      'Alguien acaba de intentar crear de nuevo una cuenta con esta dirección de correo electrónico. Ya existe una cuenta para ella, pendiente de que se confirme la dirección. Registrarse de nuevo no cambia su contraseña: conserva la que se eligió al crear la cuenta. Si no conoce esa contraseña, elija una nueva aquí:',
    againAfter: 'También le enviamos de nuevo el enlace de confirmación. Si usted no creó esta cuenta, ignore ambos correos: nadie puede usarla hasta que se confirme la dirección.',
    button: 'Abrir el enlace',
    ackSubject: 'Recibimos su mensaje',
    ackIntro: 'Gracias por comunicarse con nosotros. Recibimos su mensaje y un miembro de nuestro equipo le responderá en un día hábil.',
    ackUrgent: 'Si su asunto es urgente (por ejemplo, un familiar detenido), llámenos por teléfono.',
    ackCopy: 'Su mensaje:',
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
      'Quelqu’un vient de tenter de créer à nouveau un compte avec cette adresse e-mail. Un compte existe déjà pour elle et attend la confirmation de l’adresse. Une nouvelle inscription ne change pas son mot de passe : il garde celui choisi à la création du compte. Si vous ne connaissez pas ce mot de passe, choisissez-en un nouveau ici :',
    againAfter: 'Nous vous avons aussi renvoyé le lien de confirmation. Si vous n’avez pas créé ce compte, ignorez ces deux e-mails : personne ne peut l’utiliser tant que l’adresse n’est pas confirmée.',
    button: 'Ouvrir le lien',
    ackSubject: 'Nous avons bien reçu votre message',
    ackIntro: 'Merci de nous avoir contactés. Nous avons bien reçu votre message et un membre de notre équipe vous répondra sous un jour ouvrable.',
    ackUrgent: 'Si votre situation est urgente (par exemple, un proche en détention), appelez-nous.',
    ackCopy: 'Votre message :',
  },
} satisfies Record<Locale, Record<string, string>>;


/** Links carry the token in the fragment (DESIGN 3.5): it never reaches server logs or Referer headers. */
export function authLink(publicUrl: string, locale: Locale, fragment: string): string {
  return `${publicUrl}${localePrefix(locale)}/auth${fragment}`;
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

/** A second sign-up for an address waiting for confirmation: the password did not change; how to choose one. */
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

/** The visitor's acknowledgement in the language of the form, with a copy of what they sent. */
export function inquiryAcknowledgement(row: Inquiry, locale: Locale, from: Sender): MailMessage {
  const t = TEXT[locale];
  const text = [t.ackIntro, t.ackUrgent, `${from.firmName} · ${from.phone}`, `${t.ackCopy}\n${row.message}`].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e2a4a">
<p>${escapeHtml(t.ackIntro)}</p>
<p>${escapeHtml(t.ackUrgent)}</p>
<p>${escapeHtml(from.firmName)} · ${escapeHtml(from.phone)}</p>
<p>${escapeHtml(t.ackCopy)}</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(row.message)}</blockquote>
</body></html>`;
  return { to: row.email, subject: t.ackSubject, text, html };
}
