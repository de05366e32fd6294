/**
 * Forms that work before and without JavaScript (decision 0009). Each form is plain HTML that POSTs
 * to the page's own address; the server (server/routes/forms.ts) does what the enhanced form does and answers
 * with a redirect on success, or with the same page rendered in this state on failure: the values typed
 * (never a password), the messages beside the fields, a message for the whole form. The page carries the
 * state to the browser (`#__POSTED__`), so hydration renders what the server rendered.
 *
 * Messages travel as the English sentences the shared schemas and services use; they are translated where
 * they are shown (src/lib/translate-message.ts, the contact form).
 */

import type { ErrorDomain } from './error-domain';
import type { Role } from './roles';

/** The steps of the sign-in page; each is one HTML form, told apart by its `intent` field. */
export const AUTH_INTENTS = ['signin', 'code', 'signup', 'forgot', 'resend', 'reset', 'confirm', 'invite'] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

/** What the sign-in page says after a success that stays on it (the `done` parameter of its address). */
export const AUTH_NOTICES = ['signup', 'reset-sent', 'resent', 'confirmed', 'password-updated', 'password-not-sent'] as const;
export type AuthNotice = (typeof AUTH_NOTICES)[number];

/** The query parameter of a redirect after a form's success (PRG): `/auth?done=signup`, `/contact?done=sent`. */
export const DONE_PARAM = 'done';
/** The contact form's success notice. */
export const CONTACT_SENT = 'sent';

/** The answer to a GET whose address carried a password (a form sent before its page's scripts ran). */
export const PASSWORD_IN_URL = 'For your safety, your password was not sent. Please type it again.';

export interface PostedAuth {
  form: 'auth';
  /** The step to show: the form that was sent, or the one its answer leads to (the code step after a password). */
  step: AuthIntent;
  /** What was typed, passwords and codes left out. */
  values: { email?: string; name?: string };
  /** The first message of each field, in English. */
  errors: Partial<Record<string, string>>;
  /** A message for the whole form (wrong password, too many attempts), in English. */
  message?: string;
  /** The message's code and values when a refused call said it: the client translates by these. */
  domain?: ErrorDomain;
  notice?: AuthNotice;
  /** The code step's ticket (five minutes, single use): the form sends it back. */
  ticket?: string;
  /** An e-mailed link's token (reset, confirm or invite), read from the HttpOnly cookie the link set. */
  linkToken?: string;
  /** What an invitation link offers (its address and role), looked up when the page is rendered. */
  invitation?: { email: string; role: Role };
  /** The address whose confirmation e-mail can be sent again (a sign-in refused as unconfirmed). */
  unconfirmed?: string;
}

export interface PostedContact {
  form: 'contact';
  values: { name: string; email: string; phone: string; message: string; privacy: boolean };
  errors: Partial<Record<'name' | 'email' | 'phone' | 'message' | 'privacy', string>>;
  message?: string;
  domain?: ErrorDomain;
  sent?: boolean;
}

/** The booking form (/book), and the forms of a booking's 'Reschedule' and 'Cancel' links (decision 0028). */
export interface PostedBooking {
  form: 'booking';
  action: 'book' | 'reschedule' | 'cancel';
  values: {
    typeId: string;
    language: string;
    start: string;
    timeZone: string;
    name: string;
    phone: string;
    email: string;
    matter: string;
    otherParties: string;
    consent: boolean;
  };
  errors: Partial<Record<'typeId' | 'language' | 'start' | 'timeZone' | 'name' | 'phone' | 'email' | 'matter' | 'otherParties' | 'consent', string>>;
  message?: string;
  domain?: ErrorDomain;
  /** A refused time's nearest free ones (ISO instants), offered beside the message. */
  nearest?: string[];
  /** After a success's redirect: what happened, and the time it is at (ISO), in the visitor's zone. */
  done?: { what: 'booked' | 'moved' | 'cancelled'; start?: string; timeZone?: string; byPhone?: boolean };
}

export type PostedForm = PostedAuth | PostedContact | PostedBooking;

/** The cookie an e-mailed link sets (HttpOnly, its page only, one hour) so its token leaves the address bar at once. */
export const LINK_COOKIE = 'auth_link';
export type LinkKind = 'reset' | 'confirm' | 'invite';
