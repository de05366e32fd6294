import type { Locale } from '@shared/locales';
import type { AttorneyAvailability, ConsultationLanguage, ConsultationMode, ConsultationType } from '@shared/schemas/booking';

/**
 * The shapes the booking modules share (decision 0028): the slot engine (slots.ts), the service (service.ts), the
 * e-mails and their invitations (emails.ts, ics.ts).
 */

/** An attorney as the slot engine sees them: their profile id, name and availability from the firm's settings. */
export interface BookableAttorney {
  key: string;
  name: string;
  availability: AttorneyAvailability;
}

/** Time an attorney is taken: an active booking's `during` (buffers included) or blocked time. */
export interface BusyRange {
  attorneyKey: string;
  start: Date;
  end: Date;
}

export interface SlotQuery {
  type: ConsultationType;
  /** The attorneys who take this type and speak the chosen language. */
  attorneys: readonly BookableAttorney[];
  /** The zone of the attorneys' weekly hours and days off (FIRM_TIME_ZONE). */
  firmTimeZone: string;
  now: Date;
  /** The instants to look between (the page's week, or the visitor's day); clamped to the type's notice and window. */
  from: Date;
  to: Date;
  busy: readonly BusyRange[];
  /** Active bookings per attorney and firm date: `${attorneyKey} ${YYYY-MM-DD}` → count (for 'most per day'). */
  bookedPerDay: ReadonlyMap<string, number>;
}

/** A time that can be booked, and who is free for it (fewest bookings that day first). */
export interface Slot {
  start: Date;
  end: Date;
  attorneys: string[];
}

/** What an e-mail about a booking says (the service reads it from the row and the settings). */
export interface BookingMailFacts {
  /** The booking's id: the invitation's UID is made from it and stays the same for the booking's life. */
  id: string;
  sequence: number;
  start: Date;
  end: Date;
  /** The visitor's page language (the e-mail's) and time zone (its times). */
  locale: Locale;
  timeZone: string;
  language: ConsultationLanguage;
  mode: ConsultationMode;
  priceCents: number;
  /** The type's name in the e-mail's language (the invitation's title stays neutral: it never carries it). */
  typeName: string;
  attorneyName: string;
  attorneyEmail?: string;
  visitor: { name: string; email: string; phone: string };
  /** For the attorney's copy only: never in the visitor's e-mail or in any invitation. */
  matter: string;
  otherParties: string;
  /** Absolute links; absent once they cannot be used (cancelled). */
  rescheduleUrl?: string;
  cancelUrl?: string;
  cancelReason?: string;
}

export interface FirmMailFacts {
  firmName: string;
  shortName: string;
  email: string;
  phone: string;
  fullAddress: string;
  /** The city of the office, for 'at the office' consultations and the firm's time beside the visitor's. */
  city: string;
  timeZone: string;
  /** The site's host: UIDs are `booking-<id>@<host>`. */
  host: string;
}
