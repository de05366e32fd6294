import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalAttendeeData } from 'ical-generator';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import type { BookingMailFacts, FirmMailFacts } from './types';

/**
 * A booking's calendar invitation (RFC 5545/5546, DESIGN.md §9): one UID for the booking's life, SEQUENCE from the
 * row (raised on every change), METHOD:REQUEST for a new or moved booking, METHOD:CANCEL with STATUS:CANCELLED to
 * remove it. Times in UTC. A calendar is often seen by others (a shared family calendar, an assistant): the title
 * and the description are neutral and carry neither the matter, the other parties, the type of case nor the
 * booking's links.
 */

loadAllLocales();

export interface InvitationOptions {
  method: 'REQUEST' | 'CANCEL';
  /** The visitor's copy is in their language; the attorney's in English (the staff's language). */
  for: 'visitor' | 'attorney';
  /** DTSTAMP (tests pass a fixed one). */
  now?: Date;
}

/** The UID of a booking's invitations: the same for every REQUEST and the CANCEL. */
export const bookingUid = (id: string, host: string) => `booking-${id}@${host}`;

/** The attorney's lines: how it happens, in English. */
const ATTORNEY_HOW = {
  phone: 'By phone: call the visitor (the number is in the booking e-mail).',
  video: 'By video: send the visitor the link before the consultation.',
  office: 'At the office',
} as const;

export function bookingInvitation(facts: BookingMailFacts, firm: FirmMailFacts, opts: InvitationOptions): string {
  const locale = opts.for === 'visitor' ? facts.locale : 'en';
  const M = i18nObject(locale).bookingMail;
  const summary = opts.for === 'visitor' ? M.ics.summary({ firm: firm.shortName }) : `Consultation (${i18nObject('en').bookingMail.languageNames[facts.language]()})`;
  const location = facts.mode === 'office' ? firm.fullAddress : M.ics.location[facts.mode]();
  const how = opts.for === 'visitor' ? (facts.mode === 'office' ? M.ics.how.office({ address: firm.fullAddress }) : M.ics.how[facts.mode]()) : ATTORNEY_HOW[facts.mode];
  const description = [how, opts.for === 'visitor' ? M.ics.contact({ phone: firm.phone }) : `${firm.shortName}: ${firm.phone}`].join('\n');

  // Both have booked (the visitor chose the time, the attorney's hours offered it); no reply is asked for, as
  // none is read: a change goes through the e-mail's links or a phone call. The visitor by address only: the
  // invitation goes to whatever address was typed, so it carries nothing else the visitor typed (decision 0010).
  const attendee = (email: string, name?: string): ICalAttendeeData => ({ email, ...(name ? { name } : {}), role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false });
  const attendees = [...(facts.visitor.email ? [attendee(facts.visitor.email)] : []), ...(facts.attorneyEmail ? [attendee(facts.attorneyEmail, facts.attorneyName)] : [])];

  const calendar = ical({
    prodId: { company: firm.shortName, product: 'consultations', language: locale.toUpperCase() },
    method: opts.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: bookingUid(facts.id, firm.host),
    sequence: facts.sequence,
    stamp: opts.now ?? new Date(),
    start: facts.start,
    end: facts.end,
    summary,
    location,
    description,
    organizer: { name: firm.firmName, email: firm.email },
    attendees,
    status: opts.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  return calendar.toString();
}
