import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import type { Locale } from '@shared/locales';
import {
  BOOKING_MSG,
  MAX_ACTIVE_BOOKINGS,
  type BookingRequest,
  type ConsultationLanguage,
  type ConsultationType,
} from '@shared/schemas/booking';
import { attorneyIds, type FirmSettings } from '@shared/schemas/firm';
import type { Db } from '../db/client';
import { hasErrorCode } from '../db/errors';
import { bookingLinks, bookings, chatConversations, inquiries, type BookingRow } from '../db/schema';
import { hashToken } from '../services/tokens';
import { spendPow, verifyPow } from '../chat/pow';
import { attributionOf } from '../analytics/attribution';
import { DomainError } from '../errors';
import { addJob, removeJob } from '../jobs/queue';
import { recordAudit } from '../services/audit';
import { getFirmSettings } from '../services/firm-settings';
import type { RateLimiter } from '../services/rate-limit';
import type { ContentChanges } from '../realtime/changes';
import { dayRange, duringOf, firmDate, isBookableStart, nearestSlots, computeSlots } from './slots';
import type { BookableAttorney, BusyRange, Slot, SlotQuery } from './types';

/**
 * Booking a consultation (decision 0028): the slots a visitor can choose, and the booking, moved or cancelled.
 * The service checks a time for a kind answer; PostgreSQL's exclusion constraint `bookings_no_overlap` is the rule
 * (two requests for one attorney's time at the same moment cannot both be stored): a refused insert tries the
 * next free attorney, and with none left answers 409 with the three nearest free times.
 */

export interface BookingDeps {
  db: Db;
  limiter: RateLimiter;
  /** Told after each commit that changes free times: the booking pages' caches of every instance listen. */
  changes: Pick<ContentChanges, 'announce'>;
}

/** Free times changed (after the commit): every instance drops its booking pages. */
export const announceBooking = (deps: Pick<BookingDeps, 'changes'>) => deps.changes.announce({ kind: 'booking' });

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

const EXCLUSION_VIOLATION = new Set(['23P01']);
/** The audit log's actor for what a visitor does with the booking form or a booking's links. */
const VISITOR = { id: null, email: null };
const HOUR = 3_600_000;

/** The attorneys of the firm's settings as the slot engine sees them. */
export function bookableAttorneys(firm: FirmSettings): BookableAttorney[] {
  const ids = attorneyIds(firm.attorneys.map((a) => a.name));
  return firm.attorneys.map((a, i) => ({ key: ids[i] ?? a.name, name: a.name, availability: a.availability }));
}

/** Who takes `type` in `language` (every language when none is chosen yet). */
export function attorneysFor(firm: FirmSettings, type: ConsultationType, language?: ConsultationLanguage): BookableAttorney[] {
  return bookableAttorneys(firm).filter((a) => type.attorneys.includes(a.key) && (!language || a.availability.languages.includes(language)));
}

/** The languages a type can be held in: those its attorneys speak, in the list's order. */
export function languagesOf(firm: FirmSettings, type: ConsultationType): ConsultationLanguage[] {
  const spoken = new Set(attorneysFor(firm, type).flatMap((a) => a.availability.languages));
  return [...spoken];
}

/** A `tstzrange` as PostgreSQL reads it: start included, end excluded. */
export const rangeText = (start: Date, end: Date) => `[${start.toISOString()},${end.toISOString()})`;

/**
 * The time the attorneys are taken between `from` and `to` (a day more on each side, so a buffer or a day's count
 * at the edges is seen), and how many consultations each has per firm date.
 */
async function takenTime(db: Reader, keys: readonly string[], from: Date, to: Date): Promise<{ busy: BusyRange[]; bookedPerDay: Map<string, number> }> {
  if (keys.length === 0) return { busy: [], bookedPerDay: new Map() };
  const rows = await db
    .select({
      attorneyKey: bookings.attorneyKey,
      kind: bookings.kind,
      startsAt: bookings.startsAt,
      start: sql<string>`lower(${bookings.during})`.mapWith(String),
      end: sql<string>`upper(${bookings.during})`.mapWith(String),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.attorneyKey, [...keys]),
        ne(bookings.status, 'cancelled'),
        sql`${bookings.during} && tstzrange(${new Date(from.getTime() - 24 * HOUR).toISOString()}::timestamptz, ${new Date(to.getTime() + 24 * HOUR).toISOString()}::timestamptz)`,
      ),
    );
  const busy: BusyRange[] = rows.map((r) => ({ attorneyKey: r.attorneyKey, start: new Date(r.start), end: new Date(r.end) }));
  const bookedPerDay = new Map<string, number>();
  for (const r of rows) {
    if (r.kind !== 'booking') continue;
    const key = `${r.attorneyKey} ${firmDate(r.startsAt, FIRM_TIME_ZONE)}`;
    bookedPerDay.set(key, (bookedPerDay.get(key) ?? 0) + 1);
  }
  return { busy, bookedPerDay };
}

/** The slot engine's question for `type` in `language` between two instants, with what is taken read from `db`. */
export async function slotQuery(
  db: Reader,
  firm: FirmSettings,
  type: ConsultationType,
  language: ConsultationLanguage | undefined,
  range: { from: Date; to: Date },
  now: Date,
  /** A booking being moved: its own time and its place in its day's count do not stand in its way. */
  ignore?: Pick<BookingRow, 'attorneyKey' | 'startsAt' | 'kind'>,
): Promise<SlotQuery> {
  const attorneys = attorneysFor(firm, type, language);
  const taken = await takenTime(
    db,
    attorneys.map((a) => a.key),
    range.from,
    range.to,
  );
  if (ignore) {
    const own = duringOf(type, ignore.startsAt);
    taken.busy = taken.busy.filter((b) => !(b.attorneyKey === ignore.attorneyKey && b.start.getTime() === own.start.getTime()));
    const day = `${ignore.attorneyKey} ${firmDate(ignore.startsAt, FIRM_TIME_ZONE)}`;
    const count = taken.bookedPerDay.get(day) ?? 0;
    if (count > 0) taken.bookedPerDay.set(day, count - 1);
  }
  return { type, attorneys, firmTimeZone: FIRM_TIME_ZONE, now, from: range.from, to: range.to, ...taken };
}

/** Every slot of the type's booking window (from now to `windowDays` ahead). */
export async function windowSlots(
  db: Reader,
  firm: FirmSettings,
  type: ConsultationType,
  language: ConsultationLanguage | undefined,
  now: Date,
  ignore?: Pick<BookingRow, 'attorneyKey' | 'startsAt' | 'kind'>,
): Promise<Slot[]> {
  const to = new Date(now.getTime() + (type.windowDays + 1) * 24 * HOUR);
  return computeSlots(await slotQuery(db, firm, type, language, { from: now, to }, now, ignore));
}

/**
 * Serialises the bookings of these attorneys (transaction-scoped advisory locks, taken in key order): two
 * overlapping inserts would otherwise wait on each other's uncommitted rows, and PostgreSQL aborts one of a
 * waiting trio with a deadlock (40P01) instead of the exclusion constraint's answer. The constraint stays the rule.
 */
export async function lockAttorneys(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:attorney:${key}`}))`);
}

/** The three free times nearest to `start` (a refused time's alternatives), as ISO instants. */
async function nearestFree(db: Db, firm: FirmSettings, type: ConsultationType, language: ConsultationLanguage, start: Date, now: Date): Promise<string[]> {
  const days = 3 * 24 * HOUR;
  const range = { from: new Date(Math.max(now.getTime(), start.getTime() - days)), to: new Date(start.getTime() + days) };
  let slots = computeSlots(await slotQuery(db, firm, type, language, range, now));
  // Nothing within three days either side: the whole window.
  if (slots.length === 0) slots = await windowSlots(db, firm, type, language, now);
  return nearestSlots(slots, start, 3).map((s) => s.start.toISOString());
}

/** A time found taken or out of hours inside a transaction: thrown to roll it back, answered with `refusal` after. */
class Refused extends Error {
  constructor(readonly kind: 'taken' | 'unavailable') {
    super(kind);
  }
}

const refusedOf = (reason: string) => new Refused(reason === 'taken' || reason === 'full' ? 'taken' : 'unavailable');

/** The refusal of a time that cannot be booked, with the nearest free ones for the page to offer. */
function refusal(kind: 'taken' | 'unavailable', nearest: string[]): DomainError {
  return kind === 'taken'
    ? new DomainError('conflict', 'bookingSlotTaken', BOOKING_MSG.slotTaken, { field: 'start', params: { nearest: nearest.join(' ') } })
    : new DomainError('unprocessable', 'bookingSlotUnavailable', BOOKING_MSG.slotUnavailable, { field: 'start', params: { nearest: nearest.join(' ') } });
}

async function siteFirm(db: Db): Promise<FirmSettings> {
  const firm = (await getFirmSettings(db)).data;
  if (firm.booking.mode !== 'site') throw new DomainError('unprocessable', 'bookingOff', BOOKING_MSG.bookingOff);
  return firm;
}

function typeOf(firm: FirmSettings, typeId: string): ConsultationType {
  const type = firm.booking.types.find((t) => t.id === typeId);
  if (!type) throw new DomainError('invalid', 'bookingTypeId', BOOKING_MSG.typeId, { field: 'typeId' });
  return type;
}

/** A phone's digits, a U.S. number's country code left out: '+1 954 555 0177' and '954-555-0177' are one phone. */
const digitsOf = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

/** The reminders' job keys: one per booking and lead time, replaced on a move and removed on a cancel. */
export const REMINDER_HOURS = [24, 2] as const;
const reminderKey = (id: string, hours: number) => `booking-reminder:${id}:${hours}`;

/** Queues the reminders that are still ahead (a booking made 3 hours before gets only the 2-hour one). */
async function scheduleReminders(tx: Tx, row: Pick<BookingRow, 'id' | 'startsAt' | 'email' | 'emailSafe'>, now: Date): Promise<void> {
  for (const hours of REMINDER_HOURS) {
    const at = new Date(row.startsAt.getTime() - hours * HOUR);
    if (!row.email || !row.emailSafe || at <= now) await removeJob(tx, reminderKey(row.id, hours));
    else await addJob(tx, 'booking_reminder', { bookingId: row.id, hours }, { runAt: at, jobKey: reminderKey(row.id, hours) });
  }
}

async function unscheduleReminders(tx: Tx, id: string): Promise<void> {
  for (const hours of REMINDER_HOURS) await removeJob(tx, reminderKey(id, hours));
}

/** The e-mails of a change: the visitor's (when they gave an address that is safe) and the attorney's copy. */
async function queueMails(tx: Tx, row: Pick<BookingRow, 'id' | 'email' | 'emailSafe' | 'sequence'>, kind: 'confirmed' | 'moved' | 'cancelled'): Promise<void> {
  if (row.email && row.emailSafe) await addJob(tx, 'booking_mail', { bookingId: row.id, kind, sequence: row.sequence });
  await addJob(tx, 'booking_attorney_mail', { bookingId: row.id, kind, sequence: row.sequence });
}

/**
 * The chat this booking follows, when the page passed its conversation and the visitor's token for it (the chat's
 * answers go beside the booking; a VAWA visitor who said e-mail is unsafe gets none).
 */
async function chatLink(db: Reader, chatToken: string): Promise<{ inquiryId: string | null; emailSafe: boolean }> {
  if (!chatToken) return { inquiryId: null, emailSafe: true };
  const [row] = await db
    .select({ inquiryId: chatConversations.inquiryId, emailSafe: inquiries.emailSafe })
    .from(chatConversations)
    .leftJoin(inquiries, eq(inquiries.id, chatConversations.inquiryId))
    .where(eq(chatConversations.tokenHash, hashToken(chatToken)))
    .limit(1);
  if (!row) return { inquiryId: null, emailSafe: true };
  return { inquiryId: row.inquiryId, emailSafe: row.emailSafe ?? true };
}

/**
 * What the chat's answers put in the booking form: name, phone, e-mail (none when the visitor said e-mail is
 * unsafe) and the matter's first words. Nothing for an unknown token, a detention (urgent: never booked) or VAWA.
 */
export async function chatPrefill(db: Reader, chatToken: string): Promise<{ name: string; phone: string; email: string; matter: string; otherParties: string } | null> {
  const [row] = await db
    .select({ intake: inquiries.intake, emailSafe: inquiries.emailSafe, urgent: inquiries.urgent, name: inquiries.name, phone: inquiries.phone, email: inquiries.email })
    .from(chatConversations)
    .innerJoin(inquiries, eq(inquiries.id, chatConversations.inquiryId))
    .where(eq(chatConversations.tokenHash, hashToken(chatToken)))
    .limit(1);
  if (!row || row.urgent) return null;
  if (!row.intake || (row.intake.path !== 'family' && row.intake.path !== 'other')) return null;
  const { answers } = row.intake;
  const oneLine = (text: string | undefined, max: number) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
  return { name: row.name, phone: row.phone, email: row.emailSafe ? row.email : '', matter: oneLine(answers.story, 500), otherParties: oneLine(answers.otherParties, 500) };
}


export interface Booked {
  id: string;
  start: Date;
  end: Date;
  attorneyName: string;
}

/** A visitor's booking (not a block of time) still to happen or be marked: not cancelled, attended or a no-show. */
const activeBooking = and(eq(bookings.kind, 'booking'), eq(bookings.status, 'active'));

const bookedOf = (row: Pick<BookingRow, 'id' | 'startsAt' | 'endsAt' | 'attorneyName'>): Booked => ({ id: row.id, start: row.startsAt, end: row.endsAt, attorneyName: row.attorneyName });

/**
 * The active booking this request made already, if it was sent before (its answer lost on the way back, a press
 * of Back and 'Book' again, a proxy's retry): the same person (phone and name) for the same type at the same
 * time. It is answered as booked again, never as a time just taken, and never booked twice with another attorney.
 */
async function bookedBefore(db: Reader, input: Pick<BookingRequest, 'typeId' | 'name'>, phoneDigits: string, start: Date): Promise<Booked | null> {
  const [row] = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt, attorneyName: bookings.attorneyName })
    .from(bookings)
    .where(
      and(
        activeBooking,
        eq(bookings.phoneDigits, phoneDigits),
        eq(bookings.typeId, input.typeId),
        eq(bookings.startsAt, start),
        sql`lower(${bookings.name}) = lower(${input.name})`,
      ),
    )
    .limit(1);
  return row ? bookedOf(row) : null;
}

const checkFailed = () => new DomainError('invalid', 'bookingCheck', BOOKING_MSG.check);

/**
 * Books `input.start` with the first free attorney who takes the type in the language (fewest consultations that
 * day first). In one transaction: the booking, its e-mails and its reminders. `null` for a filled honeypot (the
 * form answers as for a success and nothing is kept). The same booking sent again is answered as made, once.
 */
export async function createBooking(deps: BookingDeps, caller: { ip: string; doNotTrack?: boolean }, input: BookingRequest, now = new Date()): Promise<Booked | null> {
  const start = new Date(input.start);
  const phoneDigits = digitsOf(input.phone);
  if (!input.website) {
    // Before the limits and the bot check: sent again, it counts once and its used check is not asked for again.
    const again = await bookedBefore(deps.db, input, phoneDigits, start);
    if (again) return again;
  }
  await deps.limiter.consume('booking', { ip: caller.ip, ...(input.email ? { email: input.email } : {}) });
  if (input.website) return null;
  // The chat's bot check: a proof of work solved while the form was filled, good for one attempt (verified here,
  // spent in the booking's transaction below). Without one (no script ran), a few attempts an hour from one address.
  const { pow } = input;
  if (pow) {
    if (!(await verifyPow(deps.db, pow))) throw checkFailed();
  } else await deps.limiter.consume('bookingUnchecked', { ip: caller.ip });
  const firm = await siteFirm(deps.db);
  const type = typeOf(firm, input.typeId);
  const email = input.email.toLowerCase();
  const link = await chatLink(deps.db, input.chatToken);
  const attribution = await attributionOf(deps.db, input.journey, caller);
  // A time already taken (or never offered) is refused before any lock is waited for: under a rush for a few
  // times, most attempts are for a taken one. The transaction checks again under the attorneys' locks.
  const day = dayRange(firmDate(start, FIRM_TIME_ZONE), FIRM_TIME_ZONE);
  const precheck = isBookableStart(await slotQuery(deps.db, firm, type, input.language, day, now), start);
  if (!precheck.ok) {
    const refused = refusedOf(precheck.reason);
    throw refusal(refused.kind, await nearestFree(deps.db, firm, type, input.language, start, now));
  }

  const outcome = await deps.db.transaction(async (tx) => {
    // One booking at a time per e-mail and phone, so two tabs cannot both pass the 'at most 3' count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:phone:${phoneDigits}`}))`);
    if (email) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:email:${email}`}))`);
    // Sent twice at once (a proxy's retry while the first was still booking): the second waited for the first's
    // lock above, and finds what it made; its check, already spent by the first, is not asked for again.
    const crossed = await bookedBefore(tx, input, phoneDigits, start);
    if (crossed) return { made: false as const, booked: crossed };
    if (pow && !(await spendPow(tx, pow))) throw checkFailed();
    const [{ active = 0 } = {}] = await tx
      .select({ active: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          activeBooking,
          gt(bookings.endsAt, now),
          or(eq(bookings.phoneDigits, phoneDigits), email ? eq(bookings.email, email) : sql`false`),
        ),
      );
    if (active >= MAX_ACTIVE_BOOKINGS) throw new DomainError('too-many', 'bookingTooMany', BOOKING_MSG.tooManyBookings, { params: { max: MAX_ACTIVE_BOOKINGS } });

    await lockAttorneys(
      tx,
      attorneysFor(firm, type, input.language).map((a) => a.key),
    );
    const check = isBookableStart(await slotQuery(tx, firm, type, input.language, day, now), start);
    if (!check.ok) throw refusedOf(check.reason);

    const end = new Date(start.getTime() + type.durationMinutes * 60_000);
    const during = duringOf(type, start);
    const attorneys = bookableAttorneys(firm);
    const row = await firstFree(tx, check.attorneys, async (sp, key) => {
      const attorney = attorneys.find((a) => a.key === key);
      if (!attorney) return undefined;
      const [inserted] = await sp
        .insert(bookings)
        .values({
          attorneyKey: key,
          attorneyName: attorney.name,
          typeId: type.id,
          startsAt: start,
          endsAt: end,
          during: rangeText(during.start, during.end),
          locale: input.locale,
          language: input.language,
          timeZone: input.timeZone,
          name: input.name,
          phone: input.phone,
          phoneDigits,
          email,
          matter: input.matter,
          otherParties: input.otherParties,
          emailSafe: link.emailSafe,
          inquiryId: link.inquiryId,
          attribution,
        })
        .returning();
      return inserted;
    });
    await queueMails(tx, row, 'confirmed');
    await scheduleReminders(tx, row, now);
    await recordAudit(tx, {
      actor: VISITOR,
      action: 'booking.made',
      target: { type: 'booking', id: row.id, label: `${row.name} with ${row.attorneyName}` },
      changes: { start: row.startsAt.toISOString(), type: type.id, language: row.language, locale: row.locale },
      ip: caller.ip,
    });
    return { made: true as const, booked: bookedOf(row) };
  }).catch(async (err: unknown) => {
    if (err instanceof Refused) throw refusal(err.kind, await nearestFree(deps.db, firm, type, input.language, start, now));
    throw err;
  });
  if (outcome.made) announceBooking(deps);
  return outcome.booked;
}

/**
 * Writes with the first of `keys` (attorneys, best first) that the exclusion constraint lets through, each try
 * under a savepoint so that a refusal leaves the transaction usable for the next; none: Refused('taken').
 */
async function firstFree(tx: Tx, keys: readonly string[], write: (sp: Tx, key: string) => Promise<BookingRow | undefined>): Promise<BookingRow> {
  for (const key of keys) {
    try {
      const row = await tx.transaction((sp) => write(sp, key));
      if (row) return row;
    } catch (err) {
      if (!hasErrorCode(err, EXCLUSION_VIOLATION)) throw err;
    }
  }
  throw new Refused('taken');
}

/** A link's token: 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The 'Reschedule' and 'Cancel' links of the booking's e-mail at `sequence`, made when the e-mail is sent (job
 * payloads carry no token): older links of the booking die with them.
 */
export async function issueLinks(db: Reader, bookingId: string, sequence: number): Promise<{ reschedule: string; cancel: string }> {
  const reschedule = newToken();
  const cancel = newToken();
  // The links of the e-mail before die; a used one stays (dead) to answer the change it made when sent again.
  await db.delete(bookingLinks).where(and(eq(bookingLinks.bookingId, bookingId), isNull(bookingLinks.usedAt)));
  await db.insert(bookingLinks).values([
    { tokenHash: hashToken(reschedule), bookingId, purpose: 'reschedule', sequence },
    { tokenHash: hashToken(cancel), bookingId, purpose: 'cancel', sequence },
  ]);
  return { reschedule, cancel };
}

export interface OpenLink {
  purpose: 'reschedule' | 'cancel';
  booking: BookingRow;
}

/** A link and its booking, whatever their state; undefined for a token no link has. */
async function linkOf(db: Reader, token: string) {
  const [found] = await db
    .select({ link: bookingLinks, booking: bookings })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings.id, bookingLinks.bookingId))
    .where(eq(bookingLinks.tokenHash, hashToken(token)))
    .limit(1);
  return found;
}

/**
 * What a link opens, or null when it is dead: unknown, used, made for an older version of the booking, the booking
 * no longer active, or its time passed. Reading changes nothing (mail scanners open links).
 */
export async function openLink(db: Reader, token: string, now = new Date()): Promise<OpenLink | null> {
  const found = await linkOf(db, token);
  if (!found) return null;
  const { link, booking } = found;
  if (link.usedAt || link.sequence !== booking.sequence || booking.status !== 'active' || booking.startsAt <= now) return null;
  return { purpose: link.purpose, booking };
}

/**
 * What a used link did, while the booking is still as it left it (changed once since): 'moved', or 'cancelled' by
 * the visitor. Null for a link unused, or whose booking changed again. Its page says so rather than only that it no
 * longer works, and the same change sent again is answered with it (changedBefore).
 */
async function linkDid(db: Reader, token: string): Promise<{ did: 'moved' | 'cancelled'; usedAt: Date; booking: BookingRow } | null> {
  const found = await linkOf(db, token);
  if (!found?.link.usedAt || found.booking.sequence !== found.link.sequence + 1) return null;
  const { link, booking } = found;
  const did = link.purpose === 'reschedule' && booking.status === 'active' ? 'moved' : link.purpose === 'cancel' && booking.status === 'cancelled' && booking.cancelledBy === 'visitor' ? 'cancelled' : null;
  return did ? { did, usedAt: found.link.usedAt, booking } : null;
}

/** What a dead link did ('moved', 'cancelled'), for its page; null when it only no longer works. */
export async function doneByLink(db: Reader, token: string): Promise<'moved' | 'cancelled' | null> {
  return (await linkDid(db, token))?.did ?? null;
}

const deadLink = () => new DomainError('not-found', 'bookingLinkDead', BOOKING_MSG.linkDead);
const isDeadLink = (err: unknown) => err instanceof DomainError && err.code === 'bookingLinkDead';

/** How long a used link still answers the change it made, when that change is sent again: any retry, not a later visit. */
const RETRY_MS = 10 * 60_000;

/**
 * The booking as a link left it a moment ago, when a request is the change it made sent again (its answer was
 * lost, a proxy retried it): the link did `did` within RETRY_MS, and `same` tells it is the change asked for.
 * Null otherwise: the link is dead.
 */
async function changedBefore(db: Reader, token: string, did: 'moved' | 'cancelled', now: Date, same: (booking: BookingRow) => boolean = () => true): Promise<BookingRow | null> {
  const done = await linkDid(db, token);
  return done?.did === did && now.getTime() - done.usedAt.getTime() <= RETRY_MS && same(done.booking) ? done.booking : null;
}

/** Uses a link once: locks it and its booking, checks it is alive and of `purpose`, and marks it used. */
async function useLink(tx: Tx, token: string, purpose: OpenLink['purpose'], now: Date): Promise<BookingRow> {
  const [link] = await tx.select().from(bookingLinks).where(eq(bookingLinks.tokenHash, hashToken(token))).for('update');
  if (!link || link.purpose !== purpose || link.usedAt) throw deadLink();
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, link.bookingId)).for('update');
  if (!booking || booking.status !== 'active' || booking.sequence !== link.sequence || booking.startsAt <= now) throw deadLink();
  await tx.update(bookingLinks).set({ usedAt: now }).where(eq(bookingLinks.tokenHash, link.tokenHash));
  return booking;
}

/**
 * Moves a booking with its 'Reschedule' link to `start` (same type and language; another free attorney if its own
 * is taken then). The invitation keeps its UID and its SEQUENCE grows; the reminders move with it.
 */
export async function rescheduleBooking(deps: BookingDeps, caller: { ip: string }, token: string, startIso: string, now = new Date()): Promise<Booked> {
  await deps.limiter.consume('bookingChange', { ip: caller.ip });
  const firm = await siteFirm(deps.db);
  const start = new Date(startIso);
  if (Number.isNaN(start.getTime())) throw new DomainError('invalid', 'bookingStart', BOOKING_MSG.start, { field: 'start' });
  let refused: { type: ConsultationType; language: ConsultationLanguage } | undefined;
  const row = await deps.db
    .transaction(async (tx) => {
      const booking = await useLink(tx, token, 'reschedule', now);
      const type = typeOf(firm, booking.typeId ?? '');
      const language = booking.language as ConsultationLanguage;
      refused = { type, language };
      await lockAttorneys(tx, [booking.attorneyKey, ...attorneysFor(firm, type, language).map((a) => a.key)]);
      const day = dayRange(firmDate(start, FIRM_TIME_ZONE), FIRM_TIME_ZONE);
      // Its own time and its place in its day's count do not stand in its way (a move by fifteen minutes overlaps it).
      const check = isBookableStart(await slotQuery(tx, firm, type, language, day, now, booking), start);
      if (!check.ok) throw refusedOf(check.reason);
      const end = new Date(start.getTime() + type.durationMinutes * 60_000);
      const during = duringOf(type, start);
      // Its own attorney first, when free then.
      const candidates = check.attorneys.includes(booking.attorneyKey) ? [booking.attorneyKey, ...check.attorneys.filter((k) => k !== booking.attorneyKey)] : check.attorneys;
      const attorneys = bookableAttorneys(firm);
      const updated = await firstFree(tx, candidates, async (sp, key) => {
        const [r] = await sp
          .update(bookings)
          .set({
            attorneyKey: key,
            attorneyName: attorneys.find((a) => a.key === key)?.name ?? booking.attorneyName,
            startsAt: start,
            endsAt: end,
            during: rangeText(during.start, during.end),
            sequence: booking.sequence + 1,
            updatedAt: now,
          })
          .where(eq(bookings.id, booking.id))
          .returning();
        return r;
      });
      await queueMails(tx, updated, 'moved');
      await scheduleReminders(tx, updated, now);
      await recordAudit(tx, {
        actor: VISITOR,
        action: 'booking.moved',
        target: { type: 'booking', id: updated.id, label: `${updated.name} with ${updated.attorneyName}` },
        changes: { start: { before: booking.startsAt.toISOString(), after: updated.startsAt.toISOString() } },
        ip: caller.ip,
      });
      return updated;
    })
    .catch(async (err: unknown) => {
      // Rolled back: the link is not used up, and the visitor can choose another time with it.
      if (err instanceof Refused && refused) throw refusal(err.kind, await nearestFree(deps.db, firm, refused.type, refused.language, start, now));
      // The same move sent again: answered as the move it made.
      const moved = isDeadLink(err) ? await changedBefore(deps.db, token, 'moved', now, (b) => b.startsAt.getTime() === start.getTime()) : null;
      if (moved) return moved;
      throw err;
    });
  announceBooking(deps);
  return { id: row.id, start: row.startsAt, end: row.endsAt, attorneyName: row.attorneyName };
}

/** Cancels with the visitor's 'Cancel' link: METHOD:CANCEL with the same UID, reminders removed. */
export async function cancelByVisitor(deps: BookingDeps, caller: { ip: string }, token: string, now = new Date()): Promise<BookingRow> {
  await deps.limiter.consume('bookingChange', { ip: caller.ip });
  const cancelled = await deps.db
    .transaction(async (tx) => {
      const booking = await useLink(tx, token, 'cancel', now);
      const row = await cancelRow(tx, booking, { by: 'visitor', reason: null }, now);
      await recordAudit(tx, { actor: VISITOR, action: 'booking.cancelled', target: { type: 'booking', id: row.id, label: `${row.name} with ${row.attorneyName}` }, changes: { by: 'visitor' }, ip: caller.ip });
      return row;
    })
    .catch(async (err: unknown) => {
      // The same cancellation sent again: answered as the one it made.
      const done = isDeadLink(err) ? await changedBefore(deps.db, token, 'cancelled', now) : null;
      if (done) return done;
      throw err;
    });
  announceBooking(deps);
  return cancelled;
}

/** Marks a booking cancelled (its time is free again at once: the constraint ignores cancelled rows). */
export async function cancelRow(tx: Tx, booking: BookingRow, how: { by: string; reason: string | null }, now: Date): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', sequence: booking.sequence + 1, cancelledBy: how.by, cancelReason: how.reason, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!row) throw deadLink();
  // Its links die with it; the one just used stays, dead, to answer the same cancellation sent again.
  await tx.delete(bookingLinks).where(and(eq(bookingLinks.bookingId, booking.id), isNull(bookingLinks.usedAt)));
  await unscheduleReminders(tx, booking.id);
  if (row.kind === 'booking') await queueMails(tx, row, 'cancelled');
  return row;
}

/** A booking for the e-mail jobs, or null once it is gone (deleted by the retention purge). */
export async function bookingById(db: Reader, id: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
}

/** Active bookings and blocks between two instants, earliest first (the admin's day and week). */
export async function bookingsBetween(db: Reader, from: Date, to: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(sql`${bookings.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`)
    .orderBy(asc(bookings.startsAt));
}

export type { Locale };
