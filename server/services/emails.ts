import type { Locale } from '../../src/shared/locales';
import { escapeHtml } from '../../src/shared/html';
import { site } from '../../src/shared/site';
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
    button: 'Open the link',
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
    button: 'Abrir el enlace',
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
    button: 'Ouvrir le lien',
  },
} satisfies Record<Locale, Record<string, string>>;


function compose(to: string, subject: string, paragraphs: string[], link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  const [intro, ...rest] = paragraphs;
  const text = [intro, link, ...rest, `— ${site.firmName}`].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e2a4a">
<p>${escapeHtml(intro ?? '')}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#3e63dd;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
${rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>— ${escapeHtml(site.firmName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function resetEmail(to: string, link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return compose(to, t.resetSubject, [t.resetIntro, t.resetIgnore], link, locale);
}

export function confirmEmail(to: string, link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return compose(to, t.confirmSubject, [t.confirmIntro, t.confirmAfter], link, locale);
}

export function accountExistsEmail(to: string, resetLink: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return compose(to, t.existsSubject, [t.existsIntro, t.existsIgnore], resetLink, locale);
}
