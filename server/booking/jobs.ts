import type { Task } from 'graphile-worker';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import { localizedPath } from '@shared/locales';
import type { ConsultationLanguage } from '@shared/schemas/booking';
import { fullAddressOf, type FirmSettings } from '@shared/schemas/firm';
import type { Db } from '../db/client';
import type { BookingRow } from '../db/schema';
import { getFirmSettings } from '../services/firm-settings';
import type { Mailer } from '../services/mail';
import { payloadOf } from '../jobs/queue';
import { attorneyBookingEmail, cancelledEmail, confirmationEmail, reminderEmail, rescheduledEmail } from './emails';
import { bookableAttorneys, bookingById, issueLinks } from './service';
import type { BookingMailFacts, FirmMailFacts } from './types';

/**
 * The booking jobs (decision 0028): the visitor's e-mails with their invitation, the attorney's copies, and the
 * reminders. Payloads carry ids; the links are made when the e-mail is sent (older links of the booking die). A job
 * for a version of the booking that has changed since (`sequence`) sends nothing: the newer change has its own.
 */

export interface BookingJobDeps {
  db: Db;
  mailer: Mailer;
  config: { publicUrl: string; firmInbox: string };
  log: { info(obj: object, msg: string): void };
}

export function firmMailFacts(firm: FirmSettings, publicUrl: string): FirmMailFacts {
  return {
    firmName: firm.firmName,
    shortName: firm.shortName,
    email: firm.email,
    phone: firm.phone,
    fullAddress: fullAddressOf(firm.address),
    city: firm.address.city,
    timeZone: FIRM_TIME_ZONE,
    host: new URL(publicUrl).host,
  };
}

/** What the e-mails say of a booking, read from its row and the firm's settings. */
export function bookingMailFacts(row: BookingRow, firm: FirmSettings, links?: { reschedule: string; cancel: string }, publicUrl = ''): BookingMailFacts {
  const type = firm.booking.types.find((t) => t.id === row.typeId);
  const attorney = bookableAttorneys(firm).find((a) => a.key === row.attorneyKey);
  const url = (token: string) => `${publicUrl}${localizedPath(row.locale, `/book/change/${token}`)}`;
  return {
    id: row.id,
    sequence: row.sequence,
    start: row.startsAt,
    end: row.endsAt,
    locale: row.locale,
    timeZone: row.timeZone,
    language: row.language as ConsultationLanguage,
    mode: type?.mode ?? 'phone',
    priceCents: type?.priceCents ?? 0,
    typeName: type?.text[row.locale].name ?? '',
    attorneyName: row.attorneyName,
    ...(attorney?.availability.email ? { attorneyEmail: attorney.availability.email } : {}),
    // An address the visitor said is unsafe is never printed or invited (the attorney's copy, its invitation).
    visitor: { name: row.name, email: row.emailSafe ? row.email : '', phone: row.phone },
    matter: row.matter,
    otherParties: row.otherParties,
    ...(links ? { rescheduleUrl: url(links.reschedule), cancelUrl: url(links.cancel) } : {}),
    ...(row.cancelReason ? { cancelReason: row.cancelReason } : {}),
  };
}

export function bookingTasks(deps: BookingJobDeps): Record<'booking_mail' | 'booking_attorney_mail' | 'booking_reminder', Task> {
  const { db, mailer, config } = deps;

  /** The row, when the job is still about the booking as it is (same sequence), else null. */
  async function current(bookingId: string, sequence?: number): Promise<BookingRow | null> {
    const row = await bookingById(db, bookingId);
    if (!row || (sequence !== undefined && row.sequence !== sequence)) return null;
    return row;
  }

  const visitorMail: Task = async (payload) => {
    const { bookingId, kind, sequence } = payloadOf<'booking_mail'>(payload);
    const row = await current(bookingId, sequence);
    if (!row || !row.email || !row.emailSafe) return;
    const firm = (await getFirmSettings(db)).data;
    const firmFacts = firmMailFacts(firm, config.publicUrl);
    if (kind === 'cancelled') {
      await mailer.send(cancelledEmail(bookingMailFacts(row, firm, undefined, config.publicUrl), firmFacts));
    } else {
      const links = await issueLinks(db, row.id, row.sequence);
      const facts = bookingMailFacts(row, firm, links, config.publicUrl);
      await mailer.send(kind === 'confirmed' ? confirmationEmail(facts, firmFacts) : rescheduledEmail(facts, firmFacts));
    }
    deps.log.info({ bookingId, kind }, 'booking: visitor e-mailed');
  };

  const attorneyMail: Task = async (payload) => {
    const { bookingId, kind, sequence } = payloadOf<'booking_attorney_mail'>(payload);
    const row = await current(bookingId, sequence);
    if (!row) return;
    const firm = (await getFirmSettings(db)).data;
    const type = firm.booking.types.find((t) => t.id === row.typeId);
    // The firm's copy is in English, the type's name too.
    const facts = { ...bookingMailFacts(row, firm, undefined, config.publicUrl), typeName: type?.text.en.name ?? '' };
    const to = facts.attorneyEmail ?? config.firmInbox;
    await mailer.send({ ...attorneyBookingEmail(kind === 'confirmed' ? 'new' : kind, facts, firmMailFacts(firm, config.publicUrl)), to });
  };

  const reminder: Task = async (payload) => {
    const { bookingId, hours } = payloadOf<'booking_reminder'>(payload);
    const row = await current(bookingId);
    if (!row || row.status !== 'active' || !row.email || !row.emailSafe || row.startsAt <= new Date()) return;
    const firm = (await getFirmSettings(db)).data;
    // The reminder carries live links too: they replace the confirmation's (the same booking, same sequence).
    const links = await issueLinks(db, row.id, row.sequence);
    await mailer.send(reminderEmail(bookingMailFacts(row, firm, links, config.publicUrl), firmMailFacts(firm, config.publicUrl), hours));
    deps.log.info({ bookingId, hours }, 'booking: reminder sent');
  };

  return { booking_mail: visitorMail, booking_attorney_mail: attorneyMail, booking_reminder: reminder };
}
