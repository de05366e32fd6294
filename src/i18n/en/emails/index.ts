import type { BaseTranslation } from '../../i18n-types';

/**
 * The account and contact e-mails (server/services/emails.ts) in the visitor's language: a namespace, so no page
 * downloads them; the server loads every namespace at start (src/i18n/i18n-util.sync.ts).
 */
const en_emails = {
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
  ackIntro: 'Thank you for contacting {firm:string}. We received your message on {date:string}.',
  ackNext: 'What happens next: a member of our team will read it and reply {promise:string}, by phone or e-mail, using the details you gave us.',
  ackUrgent: 'If your matter is urgent (for example, a detained family member), please call us at {phone:string}.',
  ackNoCopy: 'For your privacy, this e-mail does not repeat what you wrote. If you did not contact us, you can ignore it.',
} satisfies BaseTranslation;

export default en_emails;
