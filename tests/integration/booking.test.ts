import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import { BOOKING_LIMITS, BOOKING_MSG, bookingRequestInput, type BookingRequestInput, type ConsultationLanguage, type ConsultationType } from '@shared/schemas/booking';
import type { FirmSettings } from '@shared/schemas/firm';
import { TEXT_NOT_ALLOWED } from '@shared/schemas/text';
import { cancelByVisitor, createBooking, issueLinks, openLink, rescheduleBooking, windowSlots, type BookingDeps } from '../../server/booking/service';
import { firmDate } from '../../server/booking/slots';
import { solvedPow } from '../helpers/chat';
import { CLIENT_DIST, requireClientBuild } from '../helpers/pages';
import { buildApp } from '../../server/app';
import { blockTime, calendarFeed, cancelByStaff, resetCalendarFeed, type StaffActor } from '../../server/booking/staff';
import type { Slot } from '../../server/booking/types';
import { bookingLinkPage } from '../../server/booking/views';
import { auditLog, bookingLinks, bookings, calendarFeeds, rateLimits } from '../../server/db/schema';
import { DomainError } from '../../server/errors';
import { getFirmSettings, updateFirmSettings } from '../../server/services/firm-settings';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

/**
 * Consultations booked on the site (decision 0028, DESIGN.md §9), against a real PostgreSQL: the exclusion constraint
 * is the rule two simultaneous requests meet, the service's refusals say why, links are single-use capabilities,
 * and the firm's side (cancel, block, calendar feed) is audited and admin-only.
 *
 * Every service call takes a fixed `now` (a Wednesday before New York's spring-forward of 2027-03-14), and every time
 * booked is picked from the slot engine's own answer, so nothing here depends on today's date. The demo firm's
 * settings: 'free-consultation' (30 min, buffer after 15, notice 12 h, window 30 days) with alvarez [en, es] and
 * laurent [en, fr, ht]; weekdays 09:00–17:00 America/New_York.
 */

const NOW = new Date('2027-03-10T12:00:00Z'); // Wednesday 07:00 in New York (EST, UTC−5)
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HOST = new URL(TEST_ORIGIN).host;
const FREE = 'free-consultation';

type JobRow = { task: string; key: string | null; run_at: string | Date; payload: Record<string, unknown> };

describe('consultation booking (decision 0028)', () => {
  let t: TestApp;
  let deps: BookingDeps;
  let admin: StaffActor;
  let editorId = '';
  let ipCounter = 0;
  /** A fresh client address per call, so the per-address rate limit never decides a test. */
  const ip = () => `198.51.100.${(ipCounter++ % 250) + 1}`;
  const caller = () => ({ ip: ip() });

  const firm = async (): Promise<FirmSettings> => (await getFirmSettings(t.deps.db, { fresh: true })).data;
  const freeType = async (): Promise<ConsultationType> => {
    const type = (await firm()).booking.types.find((x) => x.id === FREE);
    if (!type) throw new Error('the demo has no free consultation');
    return type;
  };
  const slotsFor = async (language: ConsultationLanguage, now = NOW) => windowSlots(t.deps.db, await firm(), await freeType(), language, now);

  /** The first free time of `n` different firm days, each passing `pred`. */
  function firstOfDays(slots: Slot[], n: number, pred: (s: Slot) => boolean = () => true): Slot[] {
    const byDay = new Map<string, Slot>();
    for (const s of slots) {
      const day = firmDate(s.start, FIRM_TIME_ZONE);
      if (pred(s) && !byDay.has(day)) byDay.set(day, s);
    }
    const list = [...byDay.values()];
    if (list.length < n) throw new Error(`only ${list.length} days with a free time`);
    return list.slice(0, n);
  }

  let seq = 0;
  /** A valid request for `start`, each visitor with their own phone and e-mail unless given. */
  function request(start: Date | string, over: Partial<BookingRequestInput> = {}) {
    const n = seq++;
    return bookingRequestInput.parse({
      typeId: FREE,
      language: 'en',
      start: typeof start === 'string' ? start : start.toISOString(),
      timeZone: 'America/New_York',
      name: `Visitor ${n}`,
      phone: `(954) 555-${String(1000 + n).slice(-4)}`,
      email: `visitor${n}@example.com`,
      matter: 'My asylum case: the hearing was moved.',
      consent: true,
      locale: 'en',
      ...over,
    });
  }
  const book = (start: Date | string, over: Partial<BookingRequestInput> = {}, now = NOW) => createBooking(deps, caller(), request(start, over), now);

  /** The DomainError a call fails with (fails the test if it succeeds or throws anything else). */
  async function refusalOf(p: Promise<unknown>): Promise<DomainError> {
    let result: unknown;
    try {
      result = await p;
    } catch (err) {
      if (err instanceof DomainError) return err;
      throw err;
    }
    throw new Error(`expected a DomainError, got ${JSON.stringify(result)}`);
  }

  const rowsOf = async () => t.deps.db.select().from(bookings);
  const bookingRow = async (id: string) => (await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const linkRows = async (id: string) => t.deps.db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, id)).orderBy(bookingLinks.purpose);
  const jobsOf = async (bookingId: string): Promise<JobRow[]> =>
    t.deps.db.execute<JobRow>(
      sql`select t.identifier as task, j.key, j.run_at, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where j.payload->>'bookingId' = ${bookingId} order by j.id`,
    );
  const reminderAt = async (bookingId: string, hours: number): Promise<Date | null> => {
    const [row] = await t.deps.db.execute<{ run_at: string | Date }>(sql`select run_at from graphile_worker._private_jobs where key = ${`booking-reminder:${bookingId}:${hours}`}`);
    return row ? new Date(row.run_at) : null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    deps = { db: t.deps.db, limiter: t.deps.limiter, changes: t.deps.changes };
    const user = await upsertStaffUser(t.deps.db, { email: 'bookings.admin@law.example', password: 'bookings-admin-password', role: 'admin' });
    admin = { id: user.id, email: user.email, ip: '203.0.113.5' };
    editorId = (await upsertStaffUser(t.deps.db, { email: 'bookings.editor@law.example', password: 'bookings-editor-password', role: 'editor' })).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(bookings);
    await t.deps.db.delete(rateLimits);
    await t.deps.db.delete(calendarFeeds);
    await t.deps.db.execute(sql`delete from graphile_worker._private_jobs`);
  });

  it('the demo firm books on the site: weekdays 09:00–17:00 New York, across the change to summer time, 12 hours ahead at the earliest', async () => {
    const f = await firm();
    expect(f.booking.mode).toBe('site');
    const type = await freeType();
    expect(type).toMatchObject({ durationMinutes: 30, bufferAfterMinutes: 15, minNoticeHours: 12, windowDays: 30, attorneys: ['alvarez', 'laurent'] });
    const en = await slotsFor('en');
    const es = await slotsFor('es');
    // Thursday 09:00 EST is the first: Wednesday's remaining hours are within the 12 hours' notice.
    expect(en[0]?.start.toISOString()).toBe('2027-03-11T14:00:00.000Z');
    expect(en[0]?.attorneys.sort()).toEqual(['alvarez', 'laurent']);
    // Only alvarez speaks Spanish.
    expect(es.length).toBe(en.length);
    expect(es.every((s) => s.attorneys.join() === 'alvarez')).toBe(true);
    // Monday after the change: 09:00 EDT is 13:00 UTC.
    expect(en.some((s) => s.start.toISOString() === '2027-03-15T13:00:00.000Z')).toBe(true);
    expect(en.some((s) => s.start.toISOString() === '2027-03-15T14:00:00.000Z')).toBe(true);
    expect(en.some((s) => s.start.toISOString() === '2027-03-15T12:00:00.000Z')).toBe(false);
    // No Saturday or Sunday, nothing before 09:00 or after 16:30 on the firm's wall clock.
    for (const s of en) {
      const wall = new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(s.start);
      expect(wall, s.start.toISOString()).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (09|1[0-6]):(00|30)$/);
    }
    expect(Math.max(...en.map((s) => +s.start))).toBeLessThan(+NOW + 30 * DAY + HOUR);
  });

  describe('one attorney’s time is booked once', () => {
    it('50 simultaneous requests for the same Spanish time (alvarez alone): exactly one booking, 49 refusals offering 3 other free times', async () => {
      const [slot] = await slotsFor('es');
      if (!slot) throw new Error('no Spanish slot');
      const start = slot.start.toISOString();
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => book(start, { language: 'es', locale: 'es' })));

      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      const rows = await rowsOf();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ attorneyKey: 'alvarez', status: 'active', language: 'es', sequence: 0 });
      expect(rows[0]?.startsAt.toISOString()).toBe(start);

      const stillFree = new Set((await slotsFor('es')).map((s) => s.start.toISOString()));
      expect(stillFree.has(start)).toBe(false);
      for (const r of lost) {
        expect(r.reason).toBeInstanceOf(DomainError);
        const err = r.reason as DomainError;
        expect({ kind: err.kind, code: err.code, field: err.field, message: err.message }).toEqual({ kind: 'conflict', code: 'bookingSlotTaken', field: 'start', message: BOOKING_MSG.slotTaken });
        const nearest = String(err.params.nearest).split(' ');
        expect(nearest).toHaveLength(3);
        for (const n of nearest) {
          expect(n).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
          expect(n).not.toBe(start);
          // Each one offered is really free (not the taken time's neighbour inside its buffer).
          expect(stillFree.has(n), n).toBe(true);
        }
      }
    });

    it('PostgreSQL itself refuses an overlapping active row of the same attorney (23P01), and accepts it once the first is cancelled', async () => {
      const [slot] = await slotsFor('es');
      if (!slot) throw new Error('no slot');
      const booked = await book(slot.start, { language: 'es' });
      if (!booked) throw new Error('not booked');
      const db = t.database.sql;
      // Ten minutes later, same attorney: overlaps the first one's time (and its buffer).
      const start = new Date(+slot.start + 10 * 60_000);
      const end = new Date(+start + 30 * 60_000);
      const insert = (attorney: string) =>
        db`insert into bookings (attorney_key, attorney_name, starts_at, ends_at, during, time_zone)
           values (${attorney}, 'Direct insert', ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz,
                   tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz), 'UTC') returning id`;
      const err = (await insert('alvarez').catch((e: unknown) => e)) as { code?: string; constraint_name?: string };
      expect(err.code).toBe('23P01');
      expect(err.constraint_name).toBe('bookings_no_overlap');
      // Only within one attorney: another's row at that time is fine.
      await expect(insert('laurent')).resolves.toHaveLength(1);
      // Only while buffers overlap: right after the first one's buffer is free.
      const after = new Date(+slot.start + 45 * 60_000);
      await expect(
        db`insert into bookings (attorney_key, attorney_name, starts_at, ends_at, during, time_zone)
           values ('alvarez', 'Direct insert', ${after.toISOString()}::timestamptz, ${new Date(+after + 30 * 60_000).toISOString()}::timestamptz,
                   tstzrange(${after.toISOString()}::timestamptz, ${new Date(+after + 30 * 60_000).toISOString()}::timestamptz), 'UTC') returning id`,
      ).resolves.toHaveLength(1);

      await db`update bookings set status = 'cancelled' where id = ${booked.id}`;
      await expect(insert('alvarez')).resolves.toHaveLength(1);
    });

    it('with two attorneys for English, two bookings of one time go to each of them, and the third is refused', async () => {
      const [slot] = firstOfDays(await slotsFor('en'), 1, (s) => s.attorneys.length === 2);
      if (!slot) throw new Error('no slot');
      const first = await book(slot.start);
      const second = await book(slot.start);
      expect(first && second).toBeTruthy();
      const third = await refusalOf(book(slot.start));
      expect({ kind: third.kind, code: third.code }).toEqual({ kind: 'conflict', code: 'bookingSlotTaken' });
      const rows = await rowsOf();
      expect(rows).toHaveLength(2);
      expect(rows.map((r) => r.attorneyKey).sort()).toEqual(['alvarez', 'laurent']);
      expect(rows.every((r) => +r.startsAt === +slot.start)).toBe(true);
    });

    it('20 simultaneous English requests for one time: the one refused by the constraint tries the other attorney; exactly 2 booked', async () => {
      const [, slot] = firstOfDays(await slotsFor('en'), 2, (s) => s.attorneys.length === 2);
      if (!slot) throw new Error('no slot');
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => book(slot.start)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      const reasons = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as DomainError);
      expect(reasons.map((e) => `${e.kind} ${e.code}`)).toEqual(Array.from({ length: 18 }, () => 'conflict bookingSlotTaken'));
      expect((await rowsOf()).map((r) => r.attorneyKey).sort()).toEqual(['alvarez', 'laurent']);
    });
  });

  describe('the same booking sent again (its answer lost, Back and Book again, a proxy retrying it)', () => {
    it('is answered as booked, once: one row and one set of e-mails, its used check not asked for again; another person on the same phone books', async () => {
      const [slot, later, third] = firstOfDays(await slotsFor('en'), 3, (s) => s.attorneys.length === 2);
      if (!slot || !later || !third) throw new Error('no slots');
      const sent = request(slot.start, { pow: await solvedPow(t.caller({ ip: ip(), origin: TEST_ORIGIN }), 'booking') });
      const first = await createBooking(deps, caller(), sent, NOW);
      if (!first) throw new Error('not booked');
      await expect(createBooking(deps, caller(), sent, NOW)).resolves.toEqual(first);
      // Both at once (the HTML form, no check): the second waits for the first and finds it.
      const form = request(later.start);
      const [a, b] = await Promise.all([createBooking(deps, caller(), form, NOW), createBooking(deps, caller(), form, NOW)]);
      expect(b).toEqual(a);
      expect(await rowsOf()).toHaveLength(2);
      expect((await jobsOf(first.id)).length).toBe((await jobsOf(a?.id ?? '')).length);
      // Both at once with the page's check (a proxy retrying while the first is still booking): its check is spent
      // once, by the booking, and the second is answered with it, not with 'check failed'.
      const checked = request(third.start, { pow: await solvedPow(t.caller({ ip: ip(), origin: TEST_ORIGIN }), 'booking') });
      const both = await Promise.all([createBooking(deps, caller(), checked, NOW), createBooking(deps, caller(), checked, NOW)]);
      expect(both[1]).toEqual(both[0]);
      expect(await rowsOf()).toHaveLength(3);
      // The same check for another person: refused.
      const replay = await refusalOf(createBooking(deps, caller(), { ...checked, name: 'Someone Else', phone: '(954) 555-0999', email: 'else@example.com' }, NOW));
      expect(replay.code).toBe('bookingCheck');
      // Another person on the same phone, at the same time: another booking, with the other attorney.
      const sibling = await createBooking(deps, caller(), { ...sent, name: 'Another Person', pow: undefined }, NOW);
      expect(sibling?.id).not.toBe(first.id);
      expect((await rowsOf()).filter((r) => +r.startsAt === +slot.start).map((r) => r.attorneyKey).sort()).toEqual(['alvarez', 'laurent']);
    });
  });

  describe('at most 3 active bookings per contact', () => {
    it('per e-mail address (whatever its case): the 4th is refused, and a cancelled one does not count', async () => {
      const times = firstOfDays(await slotsFor('en'), 4).map((s) => s.start);
      const email = 'same.person@example.com';
      const ids: string[] = [];
      for (const start of times.slice(0, 3)) {
        const b = await book(start, { email: ids.length === 1 ? 'Same.Person@Example.COM' : email });
        if (!b) throw new Error('not booked');
        ids.push(b.id);
      }
      const fourth = await refusalOf(book(times[3] ?? '', { email }));
      expect({ kind: fourth.kind, code: fourth.code, message: fourth.message, max: fourth.params.max }).toEqual({
        kind: 'too-many',
        code: 'bookingTooMany',
        message: BOOKING_MSG.tooManyBookings,
        max: 3,
      });
      expect(await rowsOf()).toHaveLength(3);

      await cancelByStaff(t.deps.db, admin, ids[0] ?? '', '');
      await expect(book(times[3] ?? '', { email })).resolves.toMatchObject({ start: times[3] });
      expect((await rowsOf()).filter((r) => r.status === 'active')).toHaveLength(3);
    });

    it('per phone number (whatever its punctuation), with or without an e-mail: the 4th is refused, and a cancelled one does not count', async () => {
      const times = firstOfDays(await slotsFor('en'), 4).map((s) => s.start);
      const phones = ['(954) 555-0177', '954.555.0177', '954 555 0177', '954-555-0177'];
      const ids: string[] = [];
      for (const [i, start] of times.slice(0, 3).entries()) {
        const b = await book(start, { phone: phones[i] ?? '', ...(i === 2 ? { email: '' } : {}) });
        if (!b) throw new Error('not booked');
        ids.push(b.id);
      }
      const fourth = await refusalOf(book(times[3] ?? '', { phone: phones[3] ?? '', email: '' }));
      expect({ kind: fourth.kind, code: fourth.code }).toEqual({ kind: 'too-many', code: 'bookingTooMany' });
      expect(await rowsOf()).toHaveLength(3);

      await t.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, ids[1] ?? ''));
      await expect(book(times[3] ?? '', { phone: phones[3] ?? '' })).resolves.toMatchObject({ start: times[3] });
    });
  });

  describe('times that cannot be booked are refused with a sentence', () => {
    async function expectUnavailable(start: Date | string, now = NOW) {
      const err = await refusalOf(book(start, {}, now));
      expect({ kind: err.kind, code: err.code, field: err.field, message: err.message }).toEqual({
        kind: 'unprocessable',
        code: 'bookingSlotUnavailable',
        field: 'start',
        message: BOOKING_MSG.slotUnavailable,
      });
      expect(await rowsOf()).toHaveLength(0);
      return err;
    }
    const isSlot = async (iso: string, now: Date) => (await slotsFor('en', now)).some((s) => s.start.toISOString() === iso);

    it('a past time, a time within the minimum notice, out of hours, beyond the window', async () => {
      // Each would be a slot at another moment (so only the reason under test refuses it).
      const past = '2027-03-09T14:00:00.000Z'; // Tuesday 09:00 EST, yesterday
      expect(await isSlot(past, new Date(+NOW - 2 * DAY))).toBe(true);
      await expectUnavailable(past);

      const soon = '2027-03-10T18:00:00.000Z'; // today 13:00 EST: 6 hours ahead, 12 needed
      expect(await isSlot(soon, new Date(+NOW - DAY))).toBe(true);
      await expectUnavailable(soon);

      const night = '2027-03-11T08:00:00.000Z'; // Thursday 03:00 EST, a day with free times
      expect(await isSlot('2027-03-11T14:00:00.000Z', NOW)).toBe(true);
      expect(await isSlot(night, NOW)).toBe(false);
      await expectUnavailable(night);
      // Off the half-hour grid, and on a Saturday, too.
      await expectUnavailable('2027-03-11T14:10:00.000Z');
      await expectUnavailable('2027-03-13T15:00:00.000Z');

      const far = '2027-04-12T13:00:00.000Z'; // Monday 09:00 EDT, 33 days ahead
      expect(await isSlot(far, new Date(+NOW + 7 * DAY))).toBe(true);
      expect(await isSlot(far, NOW)).toBe(false);
      const err = await expectUnavailable(far);
      // The refusal still offers the nearest free times.
      expect(String(err.params.nearest).split(' ')).toHaveLength(3);
    });

    it('a day off of every attorney who takes it', async () => {
      const friday = '2027-03-12T14:00:00.000Z'; // 09:00 EST
      expect(await isSlot(friday, NOW)).toBe(true);
      const stored = await getFirmSettings(t.deps.db, { fresh: true });
      const withDayOff = { ...stored.data, attorneys: stored.data.attorneys.map((a) => ({ ...a, availability: { ...a.availability, daysOff: ['2027-03-12'] } })) };
      const saved = await updateFirmSettings(t.deps.db, admin, { version: stored.version, data: withDayOff }, admin.ip);
      try {
        expect((await slotsFor('en')).filter((s) => firmDate(s.start, FIRM_TIME_ZONE) === '2027-03-12')).toEqual([]);
        await expectUnavailable(friday);
      } finally {
        await updateFirmSettings(t.deps.db, admin, { version: saved.version, data: stored.data }, admin.ip);
      }
      expect(await isSlot(friday, NOW)).toBe(true);
    });
  });

  describe('the booking procedure checks every field', () => {
    /** `booking.book` over HTTP, as the page's script sends it. */
    async function postBook(input: Record<string, unknown>) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/booking.book',
        remoteAddress: ip(),
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        payload: JSON.stringify(superjson.serialize(input)),
      });
      const body = res.json<{ result?: { data: { json: unknown } }; error?: { json: { message: string; data: { code: string; zodError: { fieldErrors: Record<string, string[]> } | null } } } }>();
      return { status: res.statusCode, body };
    }

    it('refuses a name with NUL or a lone surrogate, and every field over its length, with a field error, storing nothing; at their limits they pass', async () => {
      // The tRPC procedure books at the real now: a time three firm days ahead, far from the notice's edge.
      const [, , slot] = firstOfDays(await windowSlots(t.deps.db, await firm(), await freeType(), 'en', new Date()), 3);
      if (!slot) throw new Error('no slot');
      const valid = { ...request(slot.start), email: 'limits@example.com' };

      const refused: [string, Record<string, unknown>, string][] = [
        ['name', { name: 'Ana\u0000Pérez' }, TEXT_NOT_ALLOWED],
        ['name', { name: 'Ana \uD800 Pérez' }, TEXT_NOT_ALLOWED],
        ['name', { name: 'a'.repeat(BOOKING_LIMITS.name + 1) }, BOOKING_MSG.name],
        ['name', { name: 'a' }, BOOKING_MSG.name],
        ['phone', { phone: `954${' '.repeat(BOOKING_LIMITS.phone - 10)}555-0100` }, BOOKING_MSG.phone],
        ['phone', { phone: '555-01' }, BOOKING_MSG.phone],
        ['matter', { matter: 'm'.repeat(BOOKING_LIMITS.matter + 1) }, BOOKING_MSG.matter],
        ['matter', { matter: 'Visa\u0000' }, TEXT_NOT_ALLOWED],
        ['otherParties', { otherParties: 'o'.repeat(BOOKING_LIMITS.otherParties + 1) }, BOOKING_MSG.otherParties],
        ['email', { email: `${'e'.repeat(250)}@example.com` }, ''],
        ['timeZone', { timeZone: `America/${'X'.repeat(60)}` }, BOOKING_MSG.timeZone],
        ['timeZone', { timeZone: 'Mars/Olympus_Mons' }, BOOKING_MSG.timeZone],
        ['start', { start: 'tomorrow' }, BOOKING_MSG.start],
        ['typeId', { typeId: 'x'.repeat(41) }, BOOKING_MSG.typeId],
        ['consent', { consent: false }, BOOKING_MSG.consent],
        ['website', { website: 'w'.repeat(501) }, ''],
        ['chatToken', { chatToken: 'c'.repeat(101) }, ''],
      ];
      for (const [field, change, message] of refused) {
        const { status, body } = await postBook({ ...valid, ...change });
        const label = `${field} ${JSON.stringify(change).slice(0, 40)}`;
        expect(status, label).toBe(400);
        expect(body.error?.json.data.code, label).toBe('BAD_REQUEST');
        const errors = body.error?.json.data.zodError?.fieldErrors ?? {};
        expect(Object.keys(errors), label).toEqual([field]);
        if (message) expect(errors[field]?.[0], label).toBe(message);
      }
      expect(await rowsOf()).toHaveLength(0);
      expect(await t.deps.db.execute(sql`select 1 from graphile_worker._private_jobs`)).toHaveLength(0);

      // Every field at its limit: booked, and stored as typed.
      const atLimits = {
        ...valid,
        name: `${'N'.repeat(BOOKING_LIMITS.name - 1)}é`,
        phone: `954${' '.repeat(BOOKING_LIMITS.phone - 11)}555-0100`,
        matter: 'm'.repeat(BOOKING_LIMITS.matter),
        otherParties: 'o'.repeat(BOOKING_LIMITS.otherParties),
      };
      expect(atLimits.phone).toHaveLength(BOOKING_LIMITS.phone);
      const { status, body } = await postBook(atLimits);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.result?.data.json).toMatchObject({ start: slot.start.toISOString() });
      const [row] = await rowsOf();
      expect(row).toMatchObject({ name: atLimits.name, phone: atLimits.phone, phoneDigits: '9545550100', matter: atLimits.matter, otherParties: atLimits.otherParties, email: 'limits@example.com' });
    });

    it('a filled honeypot answers null and keeps nothing (service and procedure)', async () => {
      const [slot] = await slotsFor('en');
      if (!slot) throw new Error('no slot');
      await expect(book(slot.start, { website: 'http://spam.example' })).resolves.toBeNull();
      const [real] = firstOfDays(await windowSlots(t.deps.db, await firm(), await freeType(), 'en', new Date()), 3).slice(2);
      if (!real) throw new Error('no slot');
      await expect(t.caller({ ip: ip(), origin: TEST_ORIGIN }).booking.book(request(real.start, { website: 'http://spam.example' }))).resolves.toBeNull();
      expect(await rowsOf()).toHaveLength(0);
      expect(await t.deps.db.execute(sql`select 1 from graphile_worker._private_jobs`)).toHaveLength(0);
    });
  });

  describe("the chat's bot check (proof of work)", () => {
    it('a solved challenge books once: the same solution again, or one altered, is refused with a sentence and stores nothing', async () => {
      const [a, b] = firstOfDays(await slotsFor('en'), 2);
      if (!a || !b) throw new Error('no slots');
      const pow = await solvedPow(t.caller({ ip: ip(), origin: TEST_ORIGIN }), 'booking');
      await expect(book(a.start, { pow })).resolves.toMatchObject({ start: a.start });
      const reused = await refusalOf(book(b.start, { pow }));
      expect({ kind: reused.kind, code: reused.code, message: reused.message }).toEqual({ kind: 'invalid', code: 'bookingCheck', message: BOOKING_MSG.check });
      const fresh = await solvedPow(t.caller({ ip: ip(), origin: TEST_ORIGIN }), 'booking');
      const altered = { ...fresh, solution: { ...fresh.solution, counter: fresh.solution.counter + 1 } };
      expect((await refusalOf(book(b.start, { pow: altered }))).code).toBe('bookingCheck');
      expect(await rowsOf()).toHaveLength(1);
    });

    it('without one (no script ran), 5 attempts an hour from one address; the 6th is refused with the sentence, and one with the check still books', async () => {
      const slots = firstOfDays(await slotsFor('en'), 7);
      const address = { ip: '198.51.100.251' };
      for (const slot of slots.slice(0, 5)) await expect(createBooking(deps, address, request(slot.start), NOW)).resolves.toMatchObject({ start: slot.start });
      const sixth = await refusalOf(createBooking(deps, address, request(slots[5]!.start), NOW));
      expect({ kind: sixth.kind, code: sixth.code, message: sixth.message }).toEqual({ kind: 'too-many', code: 'bookingCheckNeeded', message: BOOKING_MSG.checkNeeded });
      const pow = await solvedPow(t.caller({ ...address, origin: TEST_ORIGIN }), 'booking');
      await expect(createBooking(deps, address, request(slots[5]!.start, { pow }), NOW)).resolves.toMatchObject({ start: slots[5]!.start });
      expect(await rowsOf()).toHaveLength(6);
    });

    it('the HTML form: a malformed check field is refused with the sentence over the form, keeping what was typed', async () => {
      const [slot] = await slotsFor('en');
      if (!slot) throw new Error('no slot');
      const form = new URLSearchParams({ typeId: FREE, language: 'en', start: slot.start.toISOString(), timeZone: 'America/New_York', name: 'Kept Name', phone: '(954) 555-0142', consent: 'on', pow: '{not json' });
      requireClientBuild();
      const pages = await buildApp({ deps: t.deps, sql: t.database.sql, dist: CLIENT_DIST, logger: false });
      const res = await pages.inject({ method: 'POST', url: '/book', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() }).finally(() => pages.close());
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(BOOKING_MSG.check.replace("'", '&#x27;'));
      expect(res.body).toContain('value="Kept Name"');
      expect(await rowsOf()).toHaveLength(0);
    });
  });

  describe('reschedule and cancel links', () => {
    /** A booking in Spanish (alvarez only) at `start`, and its first e-mail's links, as the booking_mail job makes them. */
    async function bookedWithLinks(start: Date, over: Partial<BookingRequestInput> = {}) {
      const booked = await book(start, { language: 'es', ...over });
      if (!booked) throw new Error('not booked');
      const links = await issueLinks(t.deps.db, booked.id, 0);
      return { id: booked.id, ...links };
    }

    it('opening a link changes nothing; the reschedule link moves the booking once (same id, sequence 1, reminders moved) and kills the older links', async () => {
      const [a, b, c] = firstOfDays(await slotsFor('es'), 3, (s) => +s.start - +NOW > 25 * HOUR);
      if (!a || !b || !c) throw new Error('no slots');
      const { id, reschedule, cancel } = await bookedWithLinks(a.start);
      expect(await reminderAt(id, 24)).toEqual(new Date(+a.start - 24 * HOUR));
      expect(await reminderAt(id, 2)).toEqual(new Date(+a.start - 2 * HOUR));
      expect((await jobsOf(id)).filter((j) => j.task === 'booking_mail').map((j) => j.payload)).toEqual([{ bookingId: id, kind: 'confirmed', sequence: 0 }]);

      // A GET: twice, the service and the page's view; nothing changes.
      const before = { row: await bookingRow(id), links: await linkRows(id), jobs: await jobsOf(id) };
      for (let i = 0; i < 2; i++) {
        await expect(openLink(t.deps.db, reschedule, NOW)).resolves.toMatchObject({ purpose: 'reschedule', booking: { id } });
        await expect(openLink(t.deps.db, cancel, NOW)).resolves.toMatchObject({ purpose: 'cancel', booking: { id } });
        const page = await bookingLinkPage(t.deps.db, { token: reschedule, locale: 'es' }, NOW);
        expect(page).toMatchObject({ dead: false, purpose: 'reschedule', start: a.start.toISOString() });
      }
      expect({ row: await bookingRow(id), links: await linkRows(id), jobs: await jobsOf(id) }).toEqual(before);
      expect(before.links.every((l) => l.usedAt === null)).toBe(true);

      const moved = await rescheduleBooking(deps, caller(), reschedule, b.start.toISOString(), NOW);
      expect(moved).toMatchObject({ id, start: b.start });
      const row = await bookingRow(id);
      expect(row).toMatchObject({ id, sequence: 1, status: 'active', attorneyKey: 'alvarez' });
      expect(row?.startsAt).toEqual(b.start);
      expect(await rowsOf()).toHaveLength(1);
      expect(await reminderAt(id, 24)).toEqual(new Date(+b.start - 24 * HOUR));
      expect(await reminderAt(id, 2)).toEqual(new Date(+b.start - 2 * HOUR));
      expect((await jobsOf(id)).filter((j) => j.task === 'booking_mail').map((j) => j.payload.kind)).toEqual(['confirmed', 'moved']);
      // The old time is free again, the new one taken.
      const free = new Set((await slotsFor('es')).map((s) => s.start.toISOString()));
      expect(free.has(a.start.toISOString())).toBe(true);
      expect(free.has(b.start.toISOString())).toBe(false);

      // The e-mail about the move goes out with new links (the old ones die)...
      await t.runJobs();
      expect(t.mailer.sent.filter((m) => m.text.includes('/book/change/'))).not.toHaveLength(0);
      // ...and the same move sent again (its answer lost, a proxy retrying) is answered as the move it made,
      // nothing sent twice.
      const mailed = t.mailer.sent.length;
      await expect(rescheduleBooking(deps, caller(), reschedule, b.start.toISOString(), NOW)).resolves.toMatchObject({ id, start: b.start });
      expect(await bookingRow(id)).toMatchObject({ sequence: 1, startsAt: b.start });
      await t.runJobs();
      expect(t.mailer.sent).toHaveLength(mailed);
      // Later than any retry: dead.
      const late = await refusalOf(rescheduleBooking(deps, caller(), reschedule, b.start.toISOString(), new Date(+NOW + 11 * 60_000)));
      expect(late.code).toBe('bookingLinkDead');

      // Used, for another time: dead. The cancel link of sequence 0: dead too.
      const again = await refusalOf(rescheduleBooking(deps, caller(), reschedule, c.start.toISOString(), NOW));
      expect({ kind: again.kind, code: again.code, message: again.message }).toEqual({ kind: 'not-found', code: 'bookingLinkDead', message: BOOKING_MSG.linkDead });
      const oldCancel = await refusalOf(cancelByVisitor(deps, caller(), cancel, NOW));
      expect({ kind: oldCancel.kind, code: oldCancel.code }).toEqual({ kind: 'not-found', code: 'bookingLinkDead' });
      expect(await openLink(t.deps.db, reschedule, NOW)).toBeNull();
      expect(await openLink(t.deps.db, cancel, NOW)).toBeNull();
      await expect(bookingLinkPage(t.deps.db, { token: cancel, locale: 'es' }, NOW)).resolves.toEqual({ dead: true, done: null });
      // The used link's page says what it did (the visitor may have lost the answer), not only that it is dead.
      await expect(bookingLinkPage(t.deps.db, { token: reschedule, locale: 'es' }, NOW)).resolves.toEqual({ dead: true, done: 'moved' });
      expect(await bookingRow(id)).toMatchObject({ sequence: 1, status: 'active', startsAt: b.start });
    });

    it('a link of one purpose does nothing for the other', async () => {
      const [a, b] = firstOfDays(await slotsFor('es'), 2);
      if (!a || !b) throw new Error('no slots');
      const { id, reschedule, cancel } = await bookedWithLinks(a.start);
      expect((await refusalOf(cancelByVisitor(deps, caller(), reschedule, NOW))).code).toBe('bookingLinkDead');
      expect((await refusalOf(rescheduleBooking(deps, caller(), cancel, b.start.toISOString(), NOW))).code).toBe('bookingLinkDead');
      expect(await bookingRow(id)).toMatchObject({ status: 'active', sequence: 0, startsAt: a.start });
      expect((await linkRows(id)).every((l) => l.usedAt === null)).toBe(true);
    });

    it('a refused move (the time was just taken) leaves the link usable', async () => {
      const [a, b, c] = firstOfDays(await slotsFor('es'), 3);
      if (!a || !b || !c) throw new Error('no slots');
      const { id, reschedule } = await bookedWithLinks(a.start);
      await book(b.start, { language: 'es' });
      const refused = await refusalOf(rescheduleBooking(deps, caller(), reschedule, b.start.toISOString(), NOW));
      expect({ kind: refused.kind, code: refused.code }).toEqual({ kind: 'conflict', code: 'bookingSlotTaken' });
      expect(String(refused.params.nearest).split(' ')).toHaveLength(3);
      expect(await bookingRow(id)).toMatchObject({ sequence: 0, startsAt: a.start });
      expect((await linkRows(id)).every((l) => l.usedAt === null)).toBe(true);
      await expect(openLink(t.deps.db, reschedule, NOW)).resolves.toMatchObject({ purpose: 'reschedule' });

      await expect(rescheduleBooking(deps, caller(), reschedule, c.start.toISOString(), NOW)).resolves.toMatchObject({ id, start: c.start });
      expect(await bookingRow(id)).toMatchObject({ sequence: 1, startsAt: c.start });
    });

    it('a move by half an hour is not blocked by the booking’s own time', async () => {
      const [a] = firstOfDays(await slotsFor('es'), 1);
      if (!a) throw new Error('no slot');
      const { id, reschedule } = await bookedWithLinks(a.start);
      const later = new Date(+a.start + 30 * 60_000);
      await expect(rescheduleBooking(deps, caller(), reschedule, later.toISOString(), NOW)).resolves.toMatchObject({ id, start: later });
    });

    // A move used to be refused here: the booking's own time was left out of `busy` but not out of the day's count
    // (bookedPerDay), so an attorney at 'most consultations per day' could not have any of that day's bookings moved.
    it('a move within the same day is not refused by the attorney’s most per day (the booking itself is not one more)', async () => {
      const stored = await getFirmSettings(t.deps.db, { fresh: true });
      const onePerDay = { ...stored.data, attorneys: stored.data.attorneys.map((a) => ({ ...a, availability: { ...a.availability, maxPerDay: 1 } })) };
      await updateFirmSettings(t.deps.db, admin, { version: stored.version, data: onePerDay }, admin.ip);
      try {
        const [a] = firstOfDays(await slotsFor('es'), 1);
        if (!a) throw new Error('no slot');
        const { id, reschedule } = await bookedWithLinks(a.start);
        // The day is now full for new bookings...
        expect((await slotsFor('es')).filter((s) => firmDate(s.start, FIRM_TIME_ZONE) === firmDate(a.start, FIRM_TIME_ZONE))).toEqual([]);
        // ...but this booking may move within it.
        const later = new Date(+a.start + 2 * HOUR);
        await expect(rescheduleBooking(deps, caller(), reschedule, later.toISOString(), NOW)).resolves.toMatchObject({ id, start: later });
      } finally {
        await updateFirmSettings(t.deps.db, admin, { version: (await getFirmSettings(t.deps.db, { fresh: true })).version, data: stored.data }, admin.ip);
      }
    });

    it('the cancel link cancels: status cancelled, sequence raised, reminders removed, the time bookable again; the link is then dead', async () => {
      const [a] = firstOfDays(await slotsFor('es'), 1, (s) => +s.start - +NOW > 25 * HOUR);
      if (!a) throw new Error('no slot');
      const { id, cancel } = await bookedWithLinks(a.start);
      expect(await reminderAt(id, 24)).not.toBeNull();
      const row = await cancelByVisitor(deps, caller(), cancel, NOW);
      expect(row).toMatchObject({ id, status: 'cancelled', sequence: 1, cancelledBy: 'visitor' });
      expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', sequence: 1 });
      expect(await reminderAt(id, 24)).toBeNull();
      expect(await reminderAt(id, 2)).toBeNull();
      expect((await jobsOf(id)).filter((j) => j.task === 'booking_mail').map((j) => j.payload)).toEqual([
        { bookingId: id, kind: 'confirmed', sequence: 0 },
        { bookingId: id, kind: 'cancelled', sequence: 1 },
      ]);
      expect((await slotsFor('es')).some((s) => +s.start === +a.start)).toBe(true);
      await expect(book(a.start, { language: 'es' })).resolves.toMatchObject({ start: a.start });

      // Sent again, twice at once (its answer lost, a proxy retrying): answered as the cancellation it made, and
      // nothing is sent twice.
      const again = await Promise.all([cancelByVisitor(deps, caller(), cancel, NOW), cancelByVisitor(deps, caller(), cancel, NOW)]);
      expect(again).toMatchObject([
        { id, status: 'cancelled', sequence: 1 },
        { id, status: 'cancelled', sequence: 1 },
      ]);
      expect((await jobsOf(id)).filter((j) => j.task === 'booking_mail')).toHaveLength(2);
      expect(await openLink(t.deps.db, cancel, NOW)).toBeNull();
      await expect(bookingLinkPage(t.deps.db, { token: cancel, locale: 'es' }, NOW)).resolves.toEqual({ dead: true, done: 'cancelled' });
      // Later than any retry, the link is dead.
      expect((await refusalOf(cancelByVisitor(deps, caller(), cancel, new Date(+NOW + 11 * 60_000)))).code).toBe('bookingLinkDead');
    });

    it('a link is dead once the appointment has started', async () => {
      const [a, b] = firstOfDays(await slotsFor('es'), 2);
      if (!a || !b) throw new Error('no slots');
      const { id, reschedule, cancel } = await bookedWithLinks(a.start);
      const atStart = a.start;
      const later = new Date(+a.start + 5 * 60_000);
      expect(await openLink(t.deps.db, reschedule, atStart)).toBeNull();
      expect(await openLink(t.deps.db, cancel, later)).toBeNull();
      await expect(bookingLinkPage(t.deps.db, { token: reschedule, locale: 'en' }, later)).resolves.toEqual({ dead: true, done: null });
      expect((await refusalOf(rescheduleBooking(deps, caller(), reschedule, b.start.toISOString(), later))).code).toBe('bookingLinkDead');
      expect((await refusalOf(cancelByVisitor(deps, caller(), cancel, later))).code).toBe('bookingLinkDead');
      expect(await bookingRow(id)).toMatchObject({ status: 'active', sequence: 0, startsAt: a.start });
      // Just before, they still open.
      expect(await openLink(t.deps.db, cancel, new Date(+a.start - 60_000))).not.toBeNull();
    });

    it('the procedures refuse a malformed token, and an unknown one as dead', async () => {
      const visitor = t.caller({ ip: ip(), origin: TEST_ORIGIN });
      await expect(visitor.booking.cancel({ token: 'short' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(visitor.booking.cancel({ token: 'A'.repeat(43) })).rejects.toMatchObject({ code: 'NOT_FOUND', message: BOOKING_MSG.linkDead });
      await expect(visitor.booking.link({ token: 'A'.repeat(43) })).resolves.toEqual({ dead: true, done: null });
    });
  });

  describe('the firm’s side', () => {
    it('cancelByStaff cancels with the reason, is audited, and queues the visitor’s cancellation e-mail', async () => {
      const [a] = firstOfDays(await slotsFor('en'), 1);
      if (!a) throw new Error('no slot');
      const booked = await book(a.start);
      if (!booked) throw new Error('not booked');
      await cancelByStaff(t.deps.db, admin, booked.id, 'The attorney is in court that day.');
      expect(await bookingRow(booked.id)).toMatchObject({ status: 'cancelled', sequence: 1, cancelledBy: 'firm', cancelReason: 'The attorney is in court that day.' });
      const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.targetId, booked.id), eq(auditLog.action, 'booking.cancelled')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorEmail: admin.email, targetType: 'booking', ip: admin.ip });
      const mails = (await jobsOf(booked.id)).filter((j) => j.task === 'booking_mail').map((j) => j.payload);
      expect(mails).toContainEqual({ bookingId: booked.id, kind: 'cancelled', sequence: 1 });
      expect((await jobsOf(booked.id)).filter((j) => j.task === 'booking_attorney_mail').map((j) => j.payload.kind)).toEqual(['confirmed', 'cancelled']);
      expect(await reminderAt(booked.id, 24)).toBeNull();
      // Twice: nothing more.
      await cancelByStaff(t.deps.db, admin, booked.id, '');
      expect(await t.deps.db.select().from(auditLog).where(and(eq(auditLog.targetId, booked.id), eq(auditLog.action, 'booking.cancelled')))).toHaveLength(1);
    });

    it('blockTime is refused over a booking, and a block takes the time away from the slots', async () => {
      const [a, b] = firstOfDays(await slotsFor('en'), 2, (s) => s.attorneys.length === 2);
      if (!a || !b) throw new Error('no slots');
      const booked = await book(a.start, { language: 'es' });
      if (!booked) throw new Error('not booked');
      const overBooking = await refusalOf(
        blockTime(t.deps.db, admin, { attorneyKey: 'alvarez', start: new Date(+a.start - HOUR).toISOString(), end: new Date(+a.start + HOUR).toISOString(), reason: 'Hearing' }),
      );
      expect({ kind: overBooking.kind, code: overBooking.code }).toEqual({ kind: 'conflict', code: 'bookingBlockOverlap' });
      expect((await rowsOf()).filter((r) => r.kind === 'block')).toHaveLength(0);

      // Alvarez blocked for two hours of day b: no Spanish times then, English ones with laurent only.
      const from = b.start;
      const to = new Date(+b.start + 2 * HOUR);
      const inBlock = (s: Slot) => s.start < to && new Date(+s.start + 45 * 60_000) > from;
      expect((await slotsFor('es')).filter(inBlock).length).toBeGreaterThan(0);
      const { id } = await blockTime(t.deps.db, admin, { attorneyKey: 'alvarez', start: from.toISOString(), end: to.toISOString(), reason: 'Hearing in Miami' });
      expect(await bookingRow(id)).toMatchObject({ kind: 'block', attorneyKey: 'alvarez', status: 'active' });
      expect((await slotsFor('es')).filter(inBlock)).toEqual([]);
      const en = (await slotsFor('en')).filter(inBlock);
      expect(en.length).toBeGreaterThan(0);
      expect(en.every((s) => s.attorneys.join() === 'laurent')).toBe(true);
      const refused = await refusalOf(book(b.start, { language: 'es' }));
      expect(refused.code).toBe('bookingSlotTaken');
      expect(await t.deps.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'booking.blocked')))).toHaveLength(1);
      // A block over a block is refused as well.
      expect((await refusalOf(blockTime(t.deps.db, admin, { attorneyKey: 'alvarez', start: from.toISOString(), end: to.toISOString(), reason: '' }))).code).toBe('bookingBlockOverlap');
    });

    it('an attorney’s calendar feed: the booking by its UID, never its matter; a reset kills the old link', async () => {
      const [a] = firstOfDays(await slotsFor('es'), 1);
      if (!a) throw new Error('no slot');
      const matter = 'Secret matter: U visa after the assault';
      const booked = await book(a.start, { language: 'es', name: 'Rosa Feed', matter, otherParties: 'Juan Other' });
      if (!booked) throw new Error('not booked');
      const { token: first } = await resetCalendarFeed(t.deps.db, admin, 'alvarez');
      const feed = await calendarFeed(t.deps.db, first, HOST, NOW);
      if (!feed) throw new Error('no feed');
      const unfolded = feed.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(unfolded).toContain('END:VCALENDAR');
      expect(unfolded).toContain(`UID:booking-${booked.id}@${HOST}`);
      expect(unfolded).toContain('Rosa Feed');
      expect(unfolded).not.toContain('Secret matter');
      expect(unfolded).not.toContain('U visa');
      expect(unfolded).not.toContain('Juan Other');
      // Laurent's feed does not hold alvarez's consultation.
      const { token: laurent } = await resetCalendarFeed(t.deps.db, admin, 'laurent');
      expect(await calendarFeed(t.deps.db, laurent, HOST, NOW)).not.toContain(booked.id);

      const { token: second } = await resetCalendarFeed(t.deps.db, admin, 'alvarez');
      expect(second).not.toBe(first);
      expect(await calendarFeed(t.deps.db, first, HOST, NOW)).toBeNull();
      expect(await calendarFeed(t.deps.db, second, HOST, NOW)).toContain(`booking-${booked.id}@`);
      // Over HTTP, the route the calendar apps subscribe to.
      const ok = await t.app.inject({ url: `/calendar/${second}.ics` });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toMatch(/^text\/calendar/);
      expect((await t.app.inject({ url: `/calendar/${first}.ics` })).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    const from = '2027-03-08';
    const uuid = '00000000-0000-4000-8000-000000000001';
    type Caller = ReturnType<TestApp['caller']>;
    const calls: [string, (c: Caller) => Promise<unknown>][] = [
      ['week', (c) => c.bookings.week({ from, days: 7 })],
      ['setStatus', (c) => c.bookings.setStatus({ id: uuid, status: 'attended' })],
      ['cancel', (c) => c.bookings.cancel({ id: uuid, reason: '' })],
      ['block', (c) => c.bookings.block({ attorneyKey: 'alvarez', start: '2027-03-11T14:00:00Z', end: '2027-03-11T15:00:00Z', reason: '' })],
      ['feeds', (c) => c.bookings.feeds()],
      ['resetFeed', (c) => c.bookings.resetFeed({ attorneyKey: 'alvarez' })],
    ];
    const codeOf = async (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof TRPCError ? e.code : String(e)));

    it('the admin procedures bookings.* refuse an anonymous caller and an editor, and change nothing', async () => {
      const editor = await t.callerAs(editorId);
      for (const [name, call] of calls) {
        expect(await codeOf(call(t.caller({ ip: ip(), origin: TEST_ORIGIN }))), `anonymous ${name}`).toBe('UNAUTHORIZED');
        expect(await codeOf(call(editor)), `editor ${name}`).toBe('FORBIDDEN');
      }
      expect(await rowsOf()).toHaveLength(0);
      expect(await t.deps.db.select().from(calendarFeeds)).toHaveLength(0);
    });

    it('an administrator sees the week with the answers, and gets a working feed address', async () => {
      const [a] = firstOfDays(await slotsFor('en'), 1);
      if (!a) throw new Error('no slot');
      const booked = await book(a.start, { name: 'Week Visitor' });
      const adminCaller = await t.callerAs(admin.id);
      const week = await adminCaller.bookings.week({ from: firmDate(a.start, FIRM_TIME_ZONE), days: 1 });
      expect(week.items.map((i) => [i.id, i.name, i.status])).toEqual([[booked?.id, 'Week Visitor', 'active']]);
      const { url } = await adminCaller.bookings.resetFeed({ attorneyKey: week.items[0]?.attorneyKey ?? '' });
      expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
      expect((await t.app.inject({ url: new URL(url).pathname })).statusCode).toBe(200);
    });
  });
});
