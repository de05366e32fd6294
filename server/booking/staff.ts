import { cameFromText } from '@shared/came-from';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import type { BookingStatus } from '@shared/schemas/booking';
import type { Db } from '../db/client';
import { hasErrorCode } from '../db/errors';
import { bookings, calendarFeeds, inquiries, type BookingRow } from '../db/schema';
import { DomainError } from '../errors';
import { recordAudit } from '../services/audit';
import { getFirmSettings } from '../services/firm-settings';
import { hashToken } from '../services/tokens';
import { answerLines } from '../chat/emails';
import { bookableAttorneys, cancelRow, lockAttorneys, rangeText } from './service';
import { dayRange } from './slots';

/**
 * The firm's side of consultations (decision 0028): the day and the week per attorney with the answers beside
 * each booking, 'Attended', 'No-show', 'Cancel' (the reason goes to the visitor), 'Block time', and each
 * attorney's private calendar feed. Every change is in the audit log.
 */

export interface StaffActor {
  id: string;
  email: string;
  ip: string;
}

const GONE = 'This consultation no longer exists.';
const OVERLAP = 'That time overlaps a consultation or blocked time of this attorney.';
const EXCLUSION_VIOLATION = new Set(['23P01']);

/** A booking as the admin's screen shows it. */
export interface StaffBooking {
  id: string;
  kind: BookingRow['kind'];
  attorneyKey: string;
  attorneyName: string;
  typeName: string;
  status: BookingStatus;
  start: Date;
  end: Date;
  name: string;
  phone: string;
  email: string;
  /** False when the chat's answers said e-mail is not safe for this visitor (VAWA): the firm calls instead. */
  emailSafe: boolean;
  matter: string;
  otherParties: string;
  /** 'Came from: …' (decision 0029), or null when the visit's origin is unknown. */
  cameFrom: string | null;
  language: string;
  locale: string;
  timeZone: string;
  /** The chat's answers, when the booking followed a chat (English labels). */
  answers: string[];
  cancelReason: string | null;
  cancelledBy: string | null;
  createdBy: string | null;
}

/** The bookings and blocks of the firm days from `from`, per attorney, cancelled ones included (marked). */
export async function bookingWeek(db: Db, input: { from: string; days: number }) {
  const firm = (await getFirmSettings(db)).data;
  const start = dayRange(input.from, FIRM_TIME_ZONE).from;
  const last = new Date(`${input.from}T12:00:00Z`);
  last.setUTCDate(last.getUTCDate() + input.days - 1);
  const end = dayRange(last.toISOString().slice(0, 10), FIRM_TIME_ZONE).to;
  const rows = await db
    .select({ booking: bookings, intake: inquiries.intake })
    .from(bookings)
    .leftJoin(inquiries, eq(inquiries.id, bookings.inquiryId))
    .where(and(gt(bookings.endsAt, start), lt(bookings.startsAt, end)))
    .orderBy(asc(bookings.startsAt));
  const types = new Map(firm.booking.types.map((t) => [t.id, t.text.en.name]));
  const items: StaffBooking[] = rows.map(({ booking: b, intake }) => ({
    id: b.id,
    kind: b.kind,
    attorneyKey: b.attorneyKey,
    attorneyName: b.attorneyName,
    typeName: b.kind === 'block' ? 'Blocked time' : (types.get(b.typeId ?? '') ?? b.typeId ?? ''),
    status: b.status,
    start: b.startsAt,
    end: b.endsAt,
    name: b.name,
    phone: b.phone,
    email: b.email,
    emailSafe: b.emailSafe,
    matter: b.matter,
    otherParties: b.otherParties,
    cameFrom: cameFromText(b.attribution),
    language: b.language,
    locale: b.locale,
    timeZone: b.timeZone,
    answers: intake ? answerLines(intake.answers, 'en') : [],
    cancelReason: b.cancelReason,
    cancelledBy: b.cancelledBy,
    createdBy: b.createdBy,
  }));
  return { attorneys: bookableAttorneys(firm).map((a) => ({ key: a.key, name: a.name })), items, firmTimeZone: FIRM_TIME_ZONE };
}

const label = (b: Pick<BookingRow, 'name' | 'attorneyName' | 'startsAt'>) => `${b.name || 'Blocked time'} with ${b.attorneyName}, ${b.startsAt.toISOString()}`;

async function lockBooking(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw new DomainError('not-found', 'bookingGone', GONE);
  return row;
}

/** 'Attended', 'No-show', or back to booked. */
export async function setBookingStatus(db: Db, actor: StaffActor, id: string, status: 'active' | 'attended' | 'no_show'): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    if (before.status === 'cancelled' || before.kind !== 'booking') throw new DomainError('conflict', 'bookingGone', GONE);
    if (before.status === status) return;
    await tx.update(bookings).set({ status, updatedAt: new Date() }).where(eq(bookings.id, id));
    await recordAudit(tx, {
      actor,
      action: 'booking.status',
      target: { type: 'booking', id, label: label(before) },
      changes: { status: { before: before.status, after: status } },
      ip: actor.ip,
    });
  });
}

/** Cancels a booking for the firm: the visitor is told, in their language, with the reason; its time is free again. */
export async function cancelByStaff(db: Db, actor: StaffActor, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    if (before.status === 'cancelled') return;
    await cancelRow(tx, before, { by: 'firm', reason: reason || null }, new Date());
    await recordAudit(tx, {
      actor,
      action: before.kind === 'block' ? 'booking.unblocked' : 'booking.cancelled',
      target: { type: 'booking', id, label: label(before) },
      ...(reason ? { changes: { reason: { before: null, after: reason } } } : {}),
      ip: actor.ip,
    });
  });
}

/** 'Block time': refused (409) where it overlaps a booking or another block of the attorney. */
export async function blockTime(db: Db, actor: StaffActor, input: { attorneyKey: string; start: string; end: string; reason: string }): Promise<{ id: string }> {
  const firm = (await getFirmSettings(db)).data;
  const attorney = bookableAttorneys(firm).find((a) => a.key === input.attorneyKey);
  if (!attorney) throw new DomainError('invalid', 'bookingAttorney', 'Choose an attorney of the firm', { field: 'attorneyKey' });
  const start = new Date(input.start);
  const end = new Date(input.end);
  try {
    return await db.transaction(async (tx) => {
      // As a booking does: overlapping inserts wait in turn, never deadlock.
      await lockAttorneys(tx, [attorney.key]);
      const [row] = await tx
        .insert(bookings)
        .values({
          kind: 'block',
          attorneyKey: attorney.key,
          attorneyName: attorney.name,
          startsAt: start,
          endsAt: end,
          during: rangeText(start, end),
          timeZone: FIRM_TIME_ZONE,
          matter: input.reason,
          createdBy: actor.email,
        })
        .returning();
      if (!row) throw new Error('block not stored');
      await recordAudit(tx, { actor, action: 'booking.blocked', target: { type: 'booking', id: row.id, label: `${attorney.name}: ${input.reason || 'blocked'}` }, ip: actor.ip });
      return { id: row.id };
    });
  } catch (err) {
    if (hasErrorCode(err, EXCLUSION_VIOLATION)) throw new DomainError('conflict', 'bookingBlockOverlap', OVERLAP, { field: 'start' });
    throw err;
  }
}

/** Which attorneys have a calendar feed (never the link itself: it is shown once, when made). */
export async function listCalendarFeeds(db: Db): Promise<{ attorneyKey: string; createdAt: Date }[]> {
  return db.select({ attorneyKey: calendarFeeds.attorneyKey, createdAt: calendarFeeds.createdAt }).from(calendarFeeds);
}

/** Makes (or replaces: 'Reset link') an attorney's private feed; the old link stops working at once. */
export async function resetCalendarFeed(db: Db, actor: StaffActor, attorneyKey: string): Promise<{ token: string }> {
  const firm = (await getFirmSettings(db)).data;
  const attorney = bookableAttorneys(firm).find((a) => a.key === attorneyKey);
  if (!attorney) throw new DomainError('invalid', 'bookingAttorney', 'Choose an attorney of the firm', { field: 'attorneyKey' });
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarFeeds)
      .values({ attorneyKey, tokenHash: hashToken(token), createdBy: actor.email })
      .onConflictDoUpdate({ target: calendarFeeds.attorneyKey, set: { tokenHash: hashToken(token), createdBy: actor.email, createdAt: new Date() } });
    await recordAudit(tx, { actor, action: 'booking.feed_reset', target: { type: 'calendar_feed', id: attorneyKey, label: attorney.name }, ip: actor.ip });
  });
  return { token };
}

/**
 * An attorney's feed (RFC 5545, no METHOD: a subscription, not an invitation): their consultations and blocks from
 * 30 days ago to a year ahead, with the visitor's name and phone, never the matter. Null for an unknown token.
 */
export async function calendarFeed(db: Db, token: string, host: string, now = new Date()): Promise<string | null> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hashToken(token))).limit(1);
  if (!feed) return null;
  const firm = (await getFirmSettings(db)).data;
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.attorneyKey, feed.attorneyKey),
        ne(bookings.status, 'cancelled'),
        sql`${bookings.startsAt} between ${new Date(now.getTime() - 30 * 86_400_000).toISOString()}::timestamptz and ${new Date(now.getTime() + 366 * 86_400_000).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const types = new Map(firm.booking.types.map((t) => [t.id, t.text.en]));
  const calendar = ical({ name: `${firm.shortName}: consultations`, prodId: { company: firm.shortName, product: 'consultations', language: 'EN' } });
  for (const b of rows) {
    calendar.createEvent({
      id: `booking-${b.id}@${host}`,
      sequence: b.sequence,
      start: b.startsAt,
      end: b.endsAt,
      stamp: b.updatedAt,
      summary: b.kind === 'block' ? `Blocked${b.matter ? `: ${b.matter}` : ''}` : `Consultation: ${b.name}`,
      description: b.kind === 'block' ? '' : [types.get(b.typeId ?? '')?.name ?? '', `Phone: ${b.phone}`, `Language: ${b.language}`].filter(Boolean).join('\n'),
    });
  }
  return calendar.toString();
}
