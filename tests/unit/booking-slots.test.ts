import { describe, expect, it } from 'vitest';
import { computeSlots, dayRange, duringOf, firmDate, isBookableStart, nearestSlots, slotsByVisitorDay } from '../../server/booking/slots';
import type { BookableAttorney, BusyRange, Slot, SlotQuery } from '../../server/booking/types';
import { formatSlotTime } from '@shared/booking/time-zones';
import { DEFAULT_AVAILABILITY, type AttorneyAvailability, type ConsultationType, type WeeklyHours } from '@shared/schemas/booking';

const NY = 'America/New_York';
const HOUR = 3_600_000;

const TYPE: ConsultationType = {
  id: 'free-consultation',
  text: { en: { name: 'Free', description: '' }, es: { name: 'Gratis', description: '' }, fr: { name: 'Gratuite', description: '' } },
  durationMinutes: 30,
  mode: 'video',
  priceCents: 0,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 0,
  windowDays: 180,
  attorneys: ['alvarez', 'laurent'],
};

const attorney = (key: string, availability: Partial<AttorneyAvailability> = {}): BookableAttorney => ({
  key,
  name: key,
  availability: { ...DEFAULT_AVAILABILITY, ...availability },
});

const noHours: WeeklyHours = { Mo: [], Tu: [], We: [], Th: [], Fr: [], Sa: [], Su: [] };

/** A firm day's query in New York, one attorney with weekdays 09:00–17:00, nothing booked, booking open a while. */
function query(over: Omit<Partial<SlotQuery>, 'type'> & { day?: string; type?: Partial<ConsultationType> } = {}): SlotQuery {
  const { day = '2027-03-15', type, ...rest } = over;
  const zone = rest.firmTimeZone ?? NY;
  const range = dayRange(day, zone);
  return {
    attorneys: [attorney('alvarez')],
    firmTimeZone: zone,
    now: new Date('2027-01-01T12:00:00Z'),
    from: range.from,
    to: range.to,
    busy: [],
    bookedPerDay: new Map(),
    ...rest,
    type: { ...TYPE, ...type },
  };
}

/** The slots' starts as the clock of a zone shows them ('14:00'). */
const wall = (slots: readonly Slot[], zone = NY) => slots.map((s) => formatSlotTime(s.start, 'es', zone));
const iso = (slots: readonly Slot[]) => slots.map((s) => s.start.toISOString());
const first = (slots: readonly Slot[]) => {
  const slot = slots[0];
  if (!slot) throw new Error('no slot');
  return slot;
};

describe('the firm’s calendar days', () => {
  it('gives a day of 23 hours when New York springs forward and of 25 when it falls back', () => {
    const spring = dayRange('2027-03-14', NY);
    expect(spring.from.toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(+spring.to - +spring.from).toBe(23 * HOUR);
    const fall = dayRange('2027-11-07', NY);
    expect(fall.from.toISOString()).toBe('2027-11-07T04:00:00.000Z');
    expect(+fall.to - +fall.from).toBe(25 * HOUR);
  });

  it('starts a day whose midnight the clock skips at the jump, and one whose midnight comes twice at the first', () => {
    // Havana springs forward at midnight (00:00 -> 01:00) and falls back at 01:00 (-> 00:00).
    expect(dayRange('2027-03-14', 'America/Havana').from.toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(dayRange('2027-11-07', 'America/Havana').from.toISOString()).toBe('2027-11-07T04:00:00.000Z');
  });

  it('reads an instant’s date on a zone’s calendar', () => {
    expect(firmDate(new Date('2027-03-16T03:59:00Z'), NY)).toBe('2027-03-15');
    expect(firmDate(new Date('2027-03-16T04:00:00Z'), NY)).toBe('2027-03-16');
    expect(firmDate(new Date('2027-03-15T23:30:00Z'), 'Europe/Paris')).toBe('2027-03-16');
  });
});

describe('slots around the changes of daylight saving time', () => {
  it('puts the 09:00 New York slot at 14:00Z before March 14 and at 13:00Z the Monday after', () => {
    expect(first(computeSlots(query({ day: '2027-03-12' }))).start.toISOString()).toBe('2027-03-12T14:00:00.000Z');
    expect(first(computeSlots(query({ day: '2027-03-15' }))).start.toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });

  it('puts the 09:00 New York slot at 13:00Z before November 7 and at 14:00Z the Monday after', () => {
    const now = new Date('2027-10-01T12:00:00Z');
    expect(first(computeSlots(query({ day: '2027-11-05', now }))).start.toISOString()).toBe('2027-11-05T13:00:00.000Z');
    expect(first(computeSlots(query({ day: '2027-11-08', now }))).start.toISOString()).toBe('2027-11-08T14:00:00.000Z');
  });

  it('keeps the working day 09:00–17:00 on the firm’s clock on both sides of a change', () => {
    for (const day of ['2027-03-12', '2027-03-15', '2027-11-05', '2027-11-08']) {
      const slots = computeSlots(query({ day, now: new Date('2027-03-01T00:00:00Z'), type: { windowDays: 365 } }));
      expect(slots).toHaveLength(16);
      expect(wall(slots)[0]).toBe('09:00');
      expect(wall(slots).at(-1)).toBe('16:30');
      expect(formatSlotTime(slots.at(-1)?.end ?? new Date(0), 'es', NY)).toBe('17:00');
    }
  });

  // The 09:00 New York slot on the clocks of visitors: Paris changes two weeks after New York in March and one
  // week before it in the autumn; Mexico City no longer changes (since 2022); Port-au-Prince changes with New
  // York; Caracas never changes.
  const visitors = [
    { day: '2027-03-12', Paris: '15:00', Mexico: '08:00', Haiti: '09:00', Caracas: '10:00' },
    { day: '2027-03-15', Paris: '14:00', Mexico: '07:00', Haiti: '09:00', Caracas: '09:00' },
    { day: '2027-03-26', Paris: '14:00', Mexico: '07:00', Haiti: '09:00', Caracas: '09:00' },
    { day: '2027-03-29', Paris: '15:00', Mexico: '07:00', Haiti: '09:00', Caracas: '09:00' },
    { day: '2027-10-29', Paris: '15:00', Mexico: '07:00', Haiti: '09:00', Caracas: '09:00' },
    { day: '2027-11-01', Paris: '14:00', Mexico: '07:00', Haiti: '09:00', Caracas: '09:00' },
    { day: '2027-11-08', Paris: '15:00', Mexico: '08:00', Haiti: '09:00', Caracas: '10:00' },
  ];
  it.each(visitors)('shows the 09:00 New York slot of $day at the right time in Paris, Mexico City, Port-au-Prince and Caracas', (v) => {
    const slot = first(computeSlots(query({ day: v.day, now: new Date('2027-01-01T00:00:00Z'), type: { windowDays: 365 } })));
    expect(formatSlotTime(slot.start, 'es', NY)).toBe('09:00');
    const zones = { Paris: 'Europe/Paris', Mexico: 'America/Mexico_City', Haiti: 'America/Port-au-Prince', Caracas: 'America/Caracas' };
    for (const [name, zone] of Object.entries(zones)) {
      expect([name, formatSlotTime(slot.start, 'es', zone), firmDate(slot.start, zone)]).toEqual([name, v[name as keyof typeof zones], v.day]);
    }
  });

  it('puts a late New York slot on the next day for a visitor in Paris', () => {
    const late = attorney('alvarez', { weekly: { ...noHours, Mo: [{ from: '17:00', to: '20:00' }] } });
    const slots = computeSlots(query({ attorneys: [late] }));
    const paris = slotsByVisitorDay(slots, 'Europe/Paris');
    expect([...paris.keys()]).toEqual(['2027-03-15', '2027-03-16']);
    expect(wall(paris.get('2027-03-15') ?? [], 'Europe/Paris')).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(wall(paris.get('2027-03-16') ?? [], 'Europe/Paris')).toEqual(['00:00', '00:30']);
    expect(wall(paris.get('2027-03-16') ?? [])).toEqual(['19:00', '19:30']);
    expect([...slotsByVisitorDay(slots, 'America/Mexico_City').keys()]).toEqual(['2027-03-15']);
  });

  it('skips the hour New York’s clock never shows on the Sunday it springs forward', () => {
    const sunday = attorney('alvarez', { weekly: { ...noHours, Su: [{ from: '00:00', to: '05:00' }] } });
    const slots = computeSlots(query({ day: '2027-03-14', attorneys: [sunday] }));
    expect(wall(slots)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30']);
    expect(iso(slots).slice(3, 5)).toEqual(['2027-03-14T06:30:00.000Z', '2027-03-14T07:00:00.000Z']);
    // 02:00 and 02:30 are not moved onto 03:00 either (the 03:00 slot is offered once, by one attorney).
    expect(slots.map((s) => s.attorneys)).toEqual(slots.map(() => ['alvarez']));
  });

  it('does not let an hour-long consultation run past the period’s end through the skipped hour', () => {
    // 01:30 + 60 minutes is 02:30 on paper, but the clock then reads 03:30, after the period.
    const sunday = attorney('alvarez', { weekly: { ...noHours, Su: [{ from: '01:00', to: '03:00' }] } });
    const slots = computeSlots(query({ day: '2027-03-14', attorneys: [sunday], type: { durationMinutes: 60 } }));
    expect(wall(slots)).toEqual(['01:00']);
    expect(first(slots).end.toISOString()).toBe('2027-03-14T07:00:00.000Z');
  });

  it('offers the hour New York’s clock shows twice only once, at its first occurrence, on the Sunday it falls back', () => {
    const sunday = attorney('alvarez', { weekly: { ...noHours, Su: [{ from: '00:00', to: '03:00' }] } });
    const slots = computeSlots(query({ day: '2027-11-07', attorneys: [sunday], now: new Date('2027-10-01T00:00:00Z') }));
    expect(wall(slots)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
    expect(iso(slots)).toEqual([
      '2027-11-07T04:00:00.000Z',
      '2027-11-07T04:30:00.000Z',
      '2027-11-07T05:00:00.000Z',
      '2027-11-07T05:30:00.000Z',
      '2027-11-07T07:00:00.000Z',
      '2027-11-07T07:30:00.000Z',
    ]);
  });

  it('handles Europe’s Sundays too, where the repeated hour is after midnight UTC', () => {
    const zone = 'Europe/Paris';
    const sunday = attorney('alvarez', { weekly: { ...noHours, Su: [{ from: '01:00', to: '04:00' }] } });
    const spring = computeSlots(query({ day: '2027-03-28', firmTimeZone: zone, attorneys: [sunday] }));
    expect(wall(spring, zone)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    const fall = computeSlots(query({ day: '2027-10-31', firmTimeZone: zone, attorneys: [sunday], now: new Date('2027-10-01T00:00:00Z') }));
    expect(wall(fall, zone)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
    expect(iso(fall).slice(2, 5)).toEqual(['2027-10-31T00:00:00.000Z', '2027-10-31T00:30:00.000Z', '2027-10-31T02:00:00.000Z']);
  });
});

describe('what the type and the attorney allow', () => {
  it('steps every 30 minutes from 30 minutes up, every 15 below, and keeps the consultation inside the period', () => {
    expect(wall(computeSlots(query({ type: { durationMinutes: 45 } }))).at(-1)).toBe('16:00');
    const short = computeSlots(query({ type: { durationMinutes: 20 } }));
    expect(wall(short).slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(wall(short).at(-1)).toBe('16:30');
    expect(short).toHaveLength(31);
  });

  it('reads 24:00 as the end of the day and offers several periods a day', () => {
    const evening = attorney('alvarez', { weekly: { ...noHours, Mo: [{ from: '09:00', to: '10:00' }, { from: '22:00', to: '24:00' }] } });
    const slots = computeSlots(query({ attorneys: [evening], type: { durationMinutes: 60 } }));
    expect(wall(slots)).toEqual(['09:00', '22:00', '22:30', '23:00']);
    expect(slots.at(-1)?.end.toISOString()).toBe('2027-03-16T04:00:00.000Z');
  });

  it('keeps the buffers clear of busy time', () => {
    // Busy 10:00–11:00; with 15 minutes either side, no hour-long start from 09:00 to 11:00 fits.
    const busy: BusyRange[] = [{ attorneyKey: 'alvarez', start: new Date('2027-03-15T14:00:00Z'), end: new Date('2027-03-15T15:00:00Z') }];
    const buffered = computeSlots(query({ busy, type: { durationMinutes: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 } }));
    expect(wall(buffered)).toEqual(['11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00']);
    const bare = computeSlots(query({ busy, type: { durationMinutes: 60 } }));
    expect(wall(bare).slice(0, 3)).toEqual(['09:00', '11:00', '11:30']);
  });

  it('writes the booking’s time with its buffers', () => {
    const during = duringOf({ ...TYPE, durationMinutes: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 10 }, new Date('2027-03-15T13:00:00Z'));
    expect(during).toEqual({ start: new Date('2027-03-15T12:45:00Z'), end: new Date('2027-03-15T14:10:00Z') });
  });

  it('offers nothing before the minimum notice', () => {
    // 08:00 in New York with 3 hours' notice: the first slot is 11:00.
    const slots = computeSlots(query({ now: new Date('2027-03-15T12:00:00Z'), type: { minNoticeHours: 3 } }));
    expect(wall(slots)[0]).toBe('11:00');
  });

  it('counts the booking window in days of the firm’s calendar, across a change of the clocks', () => {
    // Saturday 10:00 before the change, 2 days: until Monday 10:00 on the clock, 47 hours later.
    const now = new Date('2027-03-13T15:00:00Z');
    const slots = computeSlots(query({ now, from: now, to: new Date('2027-03-20T00:00:00Z'), type: { windowDays: 2 } }));
    expect(iso(slots)).toEqual(['2027-03-15T13:00:00.000Z', '2027-03-15T13:30:00.000Z']);
  });

  it('stays between from and to', () => {
    const slots = computeSlots(query({ from: new Date('2027-03-15T14:00:00Z'), to: new Date('2027-03-15T15:00:00Z') }));
    expect(wall(slots)).toEqual(['10:00', '10:30']);
    expect(computeSlots(query({ from: new Date('2027-03-15T15:00:00Z'), to: new Date('2027-03-15T15:00:00Z') }))).toEqual([]);
  });

  it('covers a week, skipping the weekend and the days off', () => {
    const off = attorney('alvarez', { daysOff: ['2027-03-17'] });
    const slots = computeSlots(query({ attorneys: [off], from: dayRange('2027-03-15', NY).from, to: dayRange('2027-03-22', NY).from }));
    expect([...slotsByVisitorDay(slots, NY).keys()]).toEqual(['2027-03-15', '2027-03-16', '2027-03-18', '2027-03-19']);
    expect(slots).toHaveLength(64);
  });

  it('offers no more on a day an attorney already has their most consultations', () => {
    const bookedPerDay = new Map([['alvarez 2027-03-15', 6]]);
    expect(computeSlots(query({ bookedPerDay }))).toEqual([]);
    expect(computeSlots(query({ bookedPerDay: new Map([['alvarez 2027-03-15', 5]]) }))).toHaveLength(16);
  });
});

describe('two attorneys', () => {
  const laurent = attorney('laurent', { weekly: { ...noHours, Mo: [{ from: '13:00', to: '19:00' }], Tu: [{ from: '09:00', to: '17:00' }] } });

  it('merges their times, the one with fewer bookings that day first', () => {
    const q = query({
      attorneys: [attorney('alvarez'), laurent],
      to: dayRange('2027-03-17', NY).from,
      bookedPerDay: new Map([
        ['alvarez 2027-03-15', 2],
        ['laurent 2027-03-15', 1],
      ]),
      busy: [{ attorneyKey: 'laurent', start: new Date('2027-03-15T18:00:00Z'), end: new Date('2027-03-15T19:00:00Z') }],
    });
    const slots = computeSlots(q);
    const at = (isoStart: string) => slots.find((s) => s.start.toISOString() === isoStart)?.attorneys;
    expect(at('2027-03-15T13:00:00.000Z')).toEqual(['alvarez']); // 09:00: Laurent starts at 13:00
    expect(at('2027-03-15T17:00:00.000Z')).toEqual(['laurent', 'alvarez']); // 13:00: Laurent has fewer that day
    expect(at('2027-03-15T18:30:00.000Z')).toEqual(['alvarez']); // 14:30: Laurent is busy
    expect(at('2027-03-15T22:00:00.000Z')).toEqual(['laurent']); // 18:00: after Álvarez's hours
    expect(at('2027-03-16T13:00:00.000Z')).toEqual(['alvarez', 'laurent']); // Tuesday: none booked, by key
    expect(new Set(iso(slots)).size).toBe(slots.length);
    expect(iso(slots)).toEqual([...iso(slots)].sort());
  });
});

describe('the nearest other times', () => {
  const slots = computeSlots(query());
  const at = (h: string) => new Date(`2027-03-15T${h}:00-04:00`);

  it('offers the three times closest to one just taken, earliest first', () => {
    expect(wall(nearestSlots(slots, at('11:00')))).toEqual(['10:00', '10:30', '11:30']);
    expect(wall(nearestSlots(slots, at('09:00'), 2))).toEqual(['09:30', '10:00']);
    expect(wall(nearestSlots(slots, at('20:00')))).toEqual(['15:30', '16:00', '16:30']);
    expect(nearestSlots([], at('11:00'))).toEqual([]);
  });
});

describe('a posted start, checked by the server', () => {
  const q = query({ now: new Date('2027-03-15T12:00:00Z'), type: { minNoticeHours: 2, windowDays: 7 } });
  const at = (local: string) => new Date(`${local}:00-04:00`);

  it('accepts every slot the page offered, with the same attorneys', () => {
    const two = { ...q, attorneys: [attorney('alvarez'), attorney('laurent')], to: dayRange('2027-03-20', NY).from, bookedPerDay: new Map([['alvarez 2027-03-16', 1]]) };
    const slots = computeSlots(two);
    expect(slots.length).toBeGreaterThan(50);
    for (const slot of slots) expect(isBookableStart(two, slot.start)).toEqual({ ok: true, attorneys: slot.attorneys });
  });

  it('says why it refuses', () => {
    expect(isBookableStart(q, at('2027-03-15T07:00'))).toEqual({ ok: false, reason: 'past' });
    expect(isBookableStart(q, at('2027-03-15T09:30'))).toEqual({ ok: false, reason: 'notice' });
    expect(isBookableStart(q, at('2027-03-15T10:00'))).toEqual({ ok: true, attorneys: ['alvarez'] });
    expect(isBookableStart(q, at('2027-03-22T09:00'))).toEqual({ ok: false, reason: 'window' });
    expect(isBookableStart(q, at('2027-03-22T07:30'))).toEqual({ ok: false, reason: 'hours' }); // in the window, before hours
    expect(isBookableStart(q, at('2027-03-15T10:15'))).toEqual({ ok: false, reason: 'hours' });
    expect(isBookableStart(q, at('2027-03-15T16:45'))).toEqual({ ok: false, reason: 'hours' });
    expect(isBookableStart(q, at('2027-03-15T17:00'))).toEqual({ ok: false, reason: 'hours' });
    expect(isBookableStart(q, at('2027-03-20T10:00'))).toEqual({ ok: false, reason: 'hours' }); // Saturday
    const off = { ...q, attorneys: [attorney('alvarez', { daysOff: ['2027-03-16'] })] };
    expect(isBookableStart(off, at('2027-03-16T10:00'))).toEqual({ ok: false, reason: 'hours' });
  });

  it('tells a time someone else took from a day that is full', () => {
    const two = { ...q, attorneys: [attorney('alvarez'), attorney('laurent')] };
    const start = at('2027-03-15T11:00');
    const busyAt = (key: string): BusyRange => ({ attorneyKey: key, start, end: new Date(+start + HOUR / 2) });
    expect(isBookableStart({ ...two, busy: [busyAt('alvarez')] }, start)).toEqual({ ok: true, attorneys: ['laurent'] });
    expect(isBookableStart({ ...two, busy: [busyAt('alvarez'), busyAt('laurent')] }, start)).toEqual({ ok: false, reason: 'taken' });
    const full = new Map([
      ['alvarez 2027-03-15', 6],
      ['laurent 2027-03-15', 6],
    ]);
    expect(isBookableStart({ ...two, bookedPerDay: full }, start)).toEqual({ ok: false, reason: 'full' });
    expect(isBookableStart({ ...two, bookedPerDay: new Map([['laurent 2027-03-15', 6]]), busy: [busyAt('alvarez')] }, start)).toEqual({
      ok: false,
      reason: 'taken',
    });
    expect(isBookableStart({ ...two, bookedPerDay: new Map([['laurent 2027-03-15', 6]]) }, start)).toEqual({ ok: true, attorneys: ['alvarez'] });
  });
});
