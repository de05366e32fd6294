import { FIRM_TIME_ZONE } from '@shared/firm-time';
import type { IntakeAnswers } from '@shared/chat-intake';

/**
 * Words and times of a chat as staff read them (the Inbox and the Inquiries tab): times on the firm's clock with its
 * zone, as the e-mails write them ('9:02 AM ET'), whatever the staff member's computer says.
 */

const firmDay = new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, dateStyle: 'medium' });
const firmClock = new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** A message's time on the firm's clock, with its date when the firm's day differs from the previous message's. */
export function messageTime(at: Date, previous: Date | undefined): string {
  const time = `${firmClock.format(at)} ET`;
  return previous && firmDay.format(previous) === firmDay.format(at) ? time : `${firmDay.format(at)}, ${time}`;
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', ht: 'Haitian Creole' };

/**
 * The conversation's language in one phrase that agrees with the answers: the language the visitor asked to be
 * called in ('Which language do you prefer?') when they chose one, and the site's language the chat was held in
 * when it differs (or when they chose none): 'Spanish', 'Prefers English (chat in Spanish)'.
 */
export function languageText(locale: string, answers: Pick<IntakeAnswers, 'language'>): string {
  const chat = LANGUAGE_NAMES[locale] ?? locale;
  const chosen = answers.language?.trim();
  if (!chosen || chosen === 'other') return chat;
  const preferred = LANGUAGE_NAMES[chosen] ?? chosen;
  return preferred === chat ? chat : `Prefers ${preferred} (chat in ${chat})`;
}
