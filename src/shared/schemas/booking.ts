import { z } from 'zod';
import { LOCALES, type Locale } from '../locales';
import { DAY_CODES, type DayCode } from '../week';
import { emailField, MSG } from './auth';
import { text } from './text';
import { powField } from './pow';
import { journeyField } from './analytics';
import { CONSULTATION_LANGUAGES, isTimeZone, type ConsultationLanguage } from '../booking/basics';
import { BOOKING_LIMITS, BOOKING_MSG } from '../booking/messages';

/**
 * Consultations booked on the site (decision 0028, DESIGN.md §9). The firm's settings hold the consultation types
 * and each attorney's availability (edited in the 'Consultations' tab of /admin/settings); a booking is a row of
 * `bookings` whose time, buffers included, PostgreSQL keeps from overlapping another of the same attorney.
 * One schema for the settings form, the booking form and the server; the messages are the schemas' own.
 */

export { BOOKING_MSG };

/** How a consultation happens. */
export const CONSULTATION_MODES = ['phone', 'video', 'office'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

export { CONSULTATION_LANGUAGES, isTimeZone, type ConsultationLanguage };

/** 'site': /book; 'external': the header's button and the pages link bookingUrl, as before (decision 0028). */
export const BOOKING_MODES = ['site', 'external'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** An e-mail address, or nothing (''); odd characters are refused as such first, like every text field. */
const emailOrEmpty = text({ error: MSG.email })
  .trim()
  .max(254, MSG.email)
  .refine((v) => v === '' || emailField.safeParse(v).success, MSG.email);
const minutes = (max: number, message: string, min = 0) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** A period of a working day on the firm's wall clock ('09:00'–'12:30'); '24:00' ends a day. */
export const hoursPeriod = z
  .object({ from: text().regex(HHMM, 'Time must be written as HH:MM (24-hour)'), to: text().regex(HHMM, 'Time must be written as HH:MM (24-hour)') })
  .refine((p) => p.to > p.from, { message: 'Closing time must be after the opening time', path: ['to'] });
export type HoursPeriod = z.infer<typeof hoursPeriod>;

const dayPeriods = z.array(hoursPeriod).max(4, BOOKING_MSG.hoursRow).default([]);

export const weeklyHours = z.object(Object.fromEntries(DAY_CODES.map((d) => [d, dayPeriods])) as Record<DayCode, typeof dayPeriods>);
export type WeeklyHours = z.infer<typeof weeklyHours>;

const nineToFive = [{ from: '09:00', to: '17:00' }];
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = { Mo: nineToFive, Tu: nineToFive, We: nineToFive, Th: nineToFive, Fr: nineToFive, Sa: [], Su: [] };

/** When an attorney takes consultations, on the firm's wall clock (FIRM_TIME_ZONE). */
export const attorneyAvailability = z.object({
  weekly: weeklyHours.default(DEFAULT_WEEKLY_HOURS),
  /** Days off and holidays, as dates on the firm's calendar. */
  daysOff: z.array(text().regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MSG.dayOff)).max(200, BOOKING_MSG.daysOff).default([]),
  languages: z.array(text().pipe(z.enum(CONSULTATION_LANGUAGES, { error: BOOKING_MSG.languages }))).min(1, BOOKING_MSG.languages).default(['en']),
  maxPerDay: minutes(20, BOOKING_MSG.maxPerDay, 1).default(6),
  /** Where the attorney's copies of confirmations and changes go; empty: the firm's address. */
  email: emailOrEmpty.default(''),
});
export type AttorneyAvailability = z.infer<typeof attorneyAvailability>;
/** A new attorney's availability: weekdays 9 to 5, English, 6 a day, copies to the firm's address. */
export const DEFAULT_AVAILABILITY: AttorneyAvailability = { weekly: DEFAULT_WEEKLY_HOURS, daysOff: [], languages: ['en'], maxPerDay: 6, email: '' };

const typeText = z.object({
  name: text().trim().min(2, BOOKING_MSG.typeName).max(80, BOOKING_MSG.typeName),
  description: text().trim().max(500, BOOKING_MSG.typeDescription).default(''),
});

export const consultationType = z.object({
  /** Stable code (in addresses and on bookings): lowercase letters, digits and dashes. */
  id: text().regex(SLUG, 'Code must be 1 to 40 lowercase letters, digits or dashes'),
  text: z.object({ en: typeText, es: typeText, fr: typeText } satisfies Record<Locale, typeof typeText>),
  durationMinutes: minutes(120, BOOKING_MSG.duration, 15),
  mode: text().pipe(z.enum(CONSULTATION_MODES)),
  /** In cents; 0 is free. Shown to the visitor and paid at the consultation (no online payment). */
  priceCents: z.number({ error: BOOKING_MSG.price }).int(BOOKING_MSG.price).min(0, BOOKING_MSG.price).max(1_000_000, BOOKING_MSG.price),
  bufferBeforeMinutes: minutes(120, BOOKING_MSG.buffer),
  bufferAfterMinutes: minutes(120, BOOKING_MSG.buffer),
  minNoticeHours: minutes(720, BOOKING_MSG.minNotice),
  windowDays: minutes(180, BOOKING_MSG.window, 1),
  /** The attorneys who take it, by their profile id (attorneyIds). */
  attorneys: z.array(text().regex(SLUG)).min(1, BOOKING_MSG.typeAttorneys).max(10),
});
export type ConsultationType = z.infer<typeof consultationType>;

export const bookingSettings = z.object({
  mode: text().pipe(z.enum(BOOKING_MODES)).default('site'),
  types: z
    .array(consultationType)
    .max(10, BOOKING_MSG.types)
    .superRefine((list, ctx) => {
      list.forEach((t, i) => {
        if (list.findIndex((o) => o.id === t.id) !== i) ctx.addIssue({ code: 'custom', message: BOOKING_MSG.typeIdDuplicate, path: [i, 'id'] });
      });
    }),
});
export type BookingSettings = z.infer<typeof bookingSettings>;


export const timeZoneField = text({ error: BOOKING_MSG.timeZone }).max(64, { message: BOOKING_MSG.timeZone, abort: true }).refine(isTimeZone, BOOKING_MSG.timeZone);

export { BOOKING_LIMITS };

/** A time's start as the pages' choices send it: an ISO instant in UTC. */
export const startField = text({ error: BOOKING_MSG.start }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/, BOOKING_MSG.start);

/** What the booking form sends (the enhanced form and the HTML form alike). */
export const bookingRequestInput = z.object({
  typeId: text({ error: BOOKING_MSG.typeId }).regex(SLUG, BOOKING_MSG.typeId),
  language: text({ error: BOOKING_MSG.language }).pipe(z.enum(CONSULTATION_LANGUAGES, { error: BOOKING_MSG.language })),
  /** The slot's start, an ISO instant (the page's slot values). */
  start: startField,
  timeZone: timeZoneField,
  name: text({ error: BOOKING_MSG.name }).trim().min(2, BOOKING_MSG.name).max(BOOKING_LIMITS.name, BOOKING_MSG.name),
  phone: text({ error: BOOKING_MSG.phone })
    .trim()
    .max(BOOKING_LIMITS.phone, BOOKING_MSG.phone)
    .regex(/^[+()\d\s.-]*$/, BOOKING_MSG.phone)
    .refine((p) => {
      const n = p.replace(/\D/g, '').length;
      return n >= 7 && n <= 15;
    }, BOOKING_MSG.phone),
  /** Optional: without it, no e-mail and no reminders (the firm calls). */
  email: emailOrEmpty.default(''),
  matter: text({ error: BOOKING_MSG.matter }).trim().max(BOOKING_LIMITS.matter, BOOKING_MSG.matter).default(''),
  otherParties: text({ error: BOOKING_MSG.otherParties }).trim().max(BOOKING_LIMITS.otherParties, BOOKING_MSG.otherParties).default(''),
  consent: z.literal(true, { error: BOOKING_MSG.consent }),
  /** Hidden field: people leave it empty, form-filling bots do not. */
  website: text().max(500).optional().default(''),
  locale: z.enum(LOCALES).default('en'),
  /**
   * The token of the chat this booking follows (the tab's, from sessionStorage, when the chat's 'Book a consultation'
   * led here): the chat's answers go beside the booking, and an e-mail the visitor said is unsafe gets nothing.
   */
  chatToken: text().regex(/^([A-Za-z0-9_-]{20,100})?$/).default(''),
  /**
   * The browser's proof of work (the chat's, ALTCHA), solved while the form is filled; absent when no script ran,
   * which a few bookings an hour from one address may be (server/booking/service.ts).
   */
  pow: powField(BOOKING_MSG.check).optional(),
  /** Where the visit came from (decision 0029): sent by the page, dropped when malformed. */
  journey: journeyField,
});
export type BookingRequestInput = z.input<typeof bookingRequestInput>;
export type BookingRequest = z.output<typeof bookingRequestInput>;

/** What the booking page asks the server for: every choice is optional; each one narrows the next step. */
export const bookingPageInput = z.object({
  locale: z.enum(LOCALES).default('en'),
  typeId: text().regex(SLUG).optional(),
  language: text().pipe(z.enum(CONSULTATION_LANGUAGES)).optional(),
  /** A date on the visitor's calendar (YYYY-MM-DD). */
  day: text().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  timeZone: timeZoneField.optional(),
});
export type BookingPageInput = z.input<typeof bookingPageInput>;
export type BookingPageQuery = z.output<typeof bookingPageInput>;

/** A link's token from an e-mail (reschedule or cancel): 43 characters of base64url. */
export const bookingTokenField = text().regex(/^[A-Za-z0-9_-]{43}$/, BOOKING_MSG.linkDead);

export const BOOKING_STATUSES = ['active', 'cancelled', 'attended', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The most active bookings one e-mail address or phone number may hold at once. */
export const MAX_ACTIVE_BOOKINGS = 3;

/** The demo's consultation types: a free video call with either attorney, a paid strategy meeting at the office. */
export const DEMO_BOOKING: BookingSettings = {
  mode: 'site',
  types: [
    {
      id: 'free-consultation',
      text: {
        en: { name: 'Free consultation', description: 'A first conversation about your situation and your options.' },
        es: { name: 'Consulta gratuita', description: 'Una primera conversación sobre su situación y sus opciones.' },
        fr: { name: 'Consultation gratuite', description: 'Un premier échange sur votre situation et vos options.' },
      },
      durationMinutes: 30,
      mode: 'video',
      priceCents: 0,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      minNoticeHours: 12,
      windowDays: 30,
      attorneys: ['alvarez', 'laurent'],
    },
    {
      id: 'strategy-session',
      text: {
        en: { name: 'Strategy session', description: 'An hour at the office to plan your case, documents in hand.' },
        es: { name: 'Sesión de estrategia', description: 'Una hora en la oficina para planificar su caso, con sus documentos.' },
        fr: { name: 'Séance de stratégie', description: 'Une heure au cabinet pour préparer votre dossier, documents en main.' },
      },
      durationMinutes: 60,
      mode: 'office',
      priceCents: 15_000,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      minNoticeHours: 24,
      windowDays: 60,
      attorneys: ['alvarez'],
    },
  ],
};

/** The admin's bookings screen: the days from `from` (a firm date), up to a week. */
export const bookingWeekInput = z.object({ from: text().regex(/^\d{4}-\d{2}-\d{2}$/), days: z.number().int().min(1).max(7).default(7) });

export const bookingStatusInput = z.object({ id: z.uuid(), status: text().pipe(z.enum(['active', 'attended', 'no_show'])) });

export const bookingCancelInput = z.object({ id: z.uuid(), reason: text().trim().max(500, BOOKING_MSG.cancelReason).default('') });

/** 'Block time': an attorney's time no one can book (a hearing, an absence), on the firm's wall clock. */
export const bookingBlockInput = z
  .object({
    attorneyKey: text().regex(SLUG),
    /** ISO instants (the form converts the firm's wall clock). */
    start: text().pipe(z.iso.datetime({ message: BOOKING_MSG.blockRange })),
    end: text().pipe(z.iso.datetime({ message: BOOKING_MSG.blockRange })),
    reason: text().trim().max(200, BOOKING_MSG.blockReason).default(''),
  })
  .refine((b) => Date.parse(b.end) > Date.parse(b.start) && Date.parse(b.end) - Date.parse(b.start) <= 14 * 86_400_000, { message: BOOKING_MSG.blockRange, path: ['end'] });

/** What the chat's answers put in the booking form (the visitor may change every field). */
export const bookingChatPrefillInput = z.object({ chatToken: text().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const calendarFeedInput = z.object({ attorneyKey: text().regex(SLUG) });
