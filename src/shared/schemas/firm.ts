import { z } from 'zod';
import type { Locale } from '../locales';
import { text } from './text';
import { stateName } from '../us-states';
import { localeField } from './posts';
import { DAY_CODES, type DayCode } from '../week';
import { ESCALATE_AFTER_DEFAULT, HAND_OVER_DEFAULT, UNFINISHED_AFTER_DEFAULT } from '../chat-intake';
import { attorneyAvailability, bookingSettings, DEFAULT_AVAILABILITY, type BookingMode } from './booking';

/**
 * The firm's own facts (decision 0014), edited by administrators at /admin/settings and read by every page,
 * the structured data and the e-mails. One schema for the form and the server; the messages are its own.
 */

export { DAY_CODES, type DayCode };

export const FIRM_MSG = {
  firmName: 'Firm name must be 2 to 120 characters',
  shortName: 'Short name must be 2 to 60 characters',
  phone: 'Enter a phone number with 10 to 15 digits, for example (954) 555-0142',
  email: 'Enter a valid e-mail address',
  street: 'Street address is required',
  city: 'City is required',
  region: 'State must be two capital letters, for example FL',
  postalCode: 'ZIP code must be 5 digits, or 5 + 4 (33301-1234)',
  time: 'Time must be written as HH:MM (24-hour)',
  closesAfterOpens: 'Closing time must be after the opening time',
  days: 'Choose at least one day',
  hours: 'Add at least one line of office hours (at most 7)',
  httpsUrl: 'Enter a full address starting with https://',
  mapUrl: 'Map link must be a Google Maps embed address (https://www.google.com/maps…)',
  socialUrl: 'Enter a full address starting with https://, or leave it empty to hide the icon',
  attorneyName: 'Name must be 2 to 120 characters',
  attorneyYears: 'Years of practice must be at most 10 characters, for example 15+',
  attorneyImage: 'Photo must be an address on this site (/images/…, /media/…) or a full https:// address',
  attorneyTitle: 'Title must be 2 to 80 characters',
  attorneyBio: 'Biography must be 20 to 3000 characters',
  attorneyLanguages: 'List the languages spoken (at most 200 characters)',
  attorneyFocus: 'Focus must be at most 300 characters',
  attorneys: 'List between 1 and 10 attorneys',
  onCallEmail: 'Enter a valid e-mail address (an e-mail-to-SMS address works too)',
  onCallEmails: 'List at most 10 on-call addresses',
  onCallDuplicate: 'This address is already in the on-call list',
  escalateAfter: 'Escalate after must be a whole number of minutes from 1 to 120',
  handOver: 'Hand over after must be a whole number of minutes from 1 to 60',
  unfinishedAfter: 'Unfinished chats reach the firm after must be a whole number of minutes from 1 to 120',
  responsePromise: 'Choose how soon the firm replies to a written message',
  stale: 'The settings were changed by someone else while you were editing. Your changes are still in the form: copy what you need, then load the newer version.',
} as const;

function isPhone(v: string): boolean {
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(v) && digits >= 10 && digits <= 15;
}

const phone = text().trim().max(40, FIRM_MSG.phone).refine(isPhone, FIRM_MSG.phone);
/** Empty, or a phone number. */
const optionalPhone = text()
  .trim()
  .max(40, FIRM_MSG.phone)
  .refine((v) => v === '' || isPhone(v), FIRM_MSG.phone);

const httpsUrl = (message: string) =>
  text()
    .trim()
    .max(2000, message)
    .pipe(z.url({ protocol: /^https$/, error: message }));

/**
 * The map is an embedded frame: the Content Security Policy allows frames from Google Maps only, so the
 * link must be one (a map from anywhere else would be blocked in every visitor's browser). Empty: the map
 * shows the office address (mapFor).
 */
const mapUrl = text()
  .trim()
  .max(2000, FIRM_MSG.mapUrl)
  .refine((v) => v === '' || /^https:\/\/www\.google\.com\/maps[/?]/.test(v), FIRM_MSG.mapUrl);

/**
 * How soon the firm answers a written message (the contact form, a chat left for later), said in the same
 * words by the contact page and the acknowledgement e-mail. The phone's 24/7 line is another promise.
 */
export const RESPONSE_PROMISES = ['sameDay', 'oneBusinessDay', 'twoBusinessDays'] as const;
export type ResponsePromise = (typeof RESPONSE_PROMISES)[number];
export const RESPONSE_PROMISE_DEFAULT: ResponsePromise = 'oneBusinessDay';

function isHttpsUrl(v: string): boolean {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Empty hides the network's icon; '#' is the demo's placeholder (shown, and flagged until replaced). */
const socialUrl = text()
  .trim()
  .max(2000, FIRM_MSG.socialUrl)
  .refine((v) => v === '' || v === '#' || isHttpsUrl(v), FIRM_MSG.socialUrl);

const time = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, FIRM_MSG.time);

export const officeHoursRow = z
  .object({
    days: z.array(text().pipe(z.enum(DAY_CODES, { error: 'Days must be Mo, Tu, We, Th, Fr, Sa or Su' }))).min(1, FIRM_MSG.days).max(7, FIRM_MSG.days),
    opens: time,
    closes: time,
  })
  .refine((row) => row.closes > row.opens, { message: FIRM_MSG.closesAfterOpens, path: ['closes'] });
export type OfficeHoursRow = z.infer<typeof officeHoursRow>;

const imagePath = text()
  .trim()
  .max(2000, FIRM_MSG.attorneyImage)
  .regex(/^(\/(images|media)\/[^\s"'<>]+|https:\/\/[^\s"'<>]+)$/, FIRM_MSG.attorneyImage);

/** What an attorney's profile says in one language. */
export const attorneyText = z.object({
  title: text().trim().min(2, FIRM_MSG.attorneyTitle).max(80, FIRM_MSG.attorneyTitle),
  /** Paragraphs separated by a blank line. */
  bio: text().trim().min(20, FIRM_MSG.attorneyBio).max(3000, FIRM_MSG.attorneyBio),
  /** The languages spoken, written in this language ("English, Spanish" / "inglés, español"). */
  languages: text().trim().min(2, FIRM_MSG.attorneyLanguages).max(200, FIRM_MSG.attorneyLanguages),
  focus: text().trim().max(300, FIRM_MSG.attorneyFocus).default(''),
});
export type AttorneyText = z.infer<typeof attorneyText>;

export const attorneyInput = z.object({
  name: text().trim().min(2, FIRM_MSG.attorneyName).max(120, FIRM_MSG.attorneyName),
  years: text().trim().max(10, FIRM_MSG.attorneyYears).default(''),
  image: imagePath,
  text: z.object({ en: attorneyText, es: attorneyText, fr: attorneyText } satisfies Record<Locale, typeof attorneyText>),
  /** When the attorney takes consultations booked on the site (decision 0028). */
  availability: attorneyAvailability.default(DEFAULT_AVAILABILITY),
});
export type AttorneyInput = z.infer<typeof attorneyInput>;

/**
 * Who is alerted of an urgent chat (decision 0010): the addresses in order (the first, then the next one after
 * 'Escalate after' minutes without an 'I'm on it'), and the phone visitors are told to call. Never public.
 */
export const onCallSettings = z
  .object({
    emails: z
      .array(text().trim().toLowerCase().max(254, FIRM_MSG.onCallEmail).pipe(z.email(FIRM_MSG.onCallEmail)))
      .max(10, FIRM_MSG.onCallEmails)
      .superRefine((list, ctx) => {
        list.forEach((e, i) => {
          if (list.indexOf(e) !== i) ctx.addIssue({ code: 'custom', message: FIRM_MSG.onCallDuplicate, path: [i] });
        });
      }),
    /** Shown to visitors of an urgent case; empty = the emergency phone. */
    phone: optionalPhone,
    escalateAfterMinutes: z.number({ error: FIRM_MSG.escalateAfter }).int(FIRM_MSG.escalateAfter).min(1, FIRM_MSG.escalateAfter).max(120, FIRM_MSG.escalateAfter),
    /** Live replies: a visitor waiting this long for an available staff member's answer is handed over (decision 0021). */
    handOverMinutes: z.number({ error: FIRM_MSG.handOver }).int(FIRM_MSG.handOver).min(1, FIRM_MSG.handOver).max(60, FIRM_MSG.handOver).default(HAND_OVER_DEFAULT),
    /** A chat left without sending that holds a phone, an e-mail or urgent words reaches the firm after this long (decision 0024). */
    unfinishedAfterMinutes: z
      .number({ error: FIRM_MSG.unfinishedAfter })
      .int(FIRM_MSG.unfinishedAfter)
      .min(1, FIRM_MSG.unfinishedAfter)
      .max(120, FIRM_MSG.unfinishedAfter)
      .default(UNFINISHED_AFTER_DEFAULT),
  })
  .default({ emails: [], phone: '', escalateAfterMinutes: ESCALATE_AFTER_DEFAULT, handOverMinutes: HAND_OVER_DEFAULT, unfinishedAfterMinutes: UNFINISHED_AFTER_DEFAULT });
export type OnCallSettings = z.infer<typeof onCallSettings>;

export const firmSettingsInput = z.object({
  firmName: text().trim().min(2, FIRM_MSG.firmName).max(120, FIRM_MSG.firmName),
  shortName: text().trim().min(2, FIRM_MSG.shortName).max(60, FIRM_MSG.shortName),
  phone,
  /** The 24/7 line shown where the site speaks of emergencies; empty = the main phone. */
  emergencyPhone: optionalPhone,
  email: text().trim().max(254, FIRM_MSG.email).pipe(z.email(FIRM_MSG.email)),
  address: z.object({
    street: text().trim().min(1, FIRM_MSG.street).max(200, FIRM_MSG.street),
    city: text().trim().min(1, FIRM_MSG.city).max(100, FIRM_MSG.city),
    region: text().trim().regex(/^[A-Z]{2}$/, FIRM_MSG.region),
    postalCode: text().trim().regex(/^\d{5}(-\d{4})?$/, FIRM_MSG.postalCode),
  }),
  officeHours: z.array(officeHoursRow).min(1, FIRM_MSG.hours).max(7, FIRM_MSG.hours),
  /** The firm's own Google Maps embed; empty = a map of the office address. */
  mapEmbedUrl: mapUrl.default(''),
  responsePromise: text().pipe(z.enum(RESPONSE_PROMISES, { error: FIRM_MSG.responsePromise })).default(RESPONSE_PROMISE_DEFAULT),
  bookingUrl: httpsUrl(FIRM_MSG.httpsUrl),
  portalUrl: httpsUrl(FIRM_MSG.httpsUrl),
  social: z.object({ facebook: socialUrl, instagram: socialUrl, linkedin: socialUrl, x: socialUrl }),
  attorneys: z.array(attorneyInput).min(1, FIRM_MSG.attorneys).max(10, FIRM_MSG.attorneys),
  onCall: onCallSettings,
  /** Consultations booked on the site, or the external booking link (decision 0028). */
  booking: bookingSettings.default({ mode: 'external', types: [] }),
});
export type FirmSettings = z.infer<typeof firmSettingsInput>;
export type FirmSettingsInput = z.input<typeof firmSettingsInput>;

/** A save names the version it was loaded at; an older one is refused (someone else saved in between). */
export const firmSettingsUpdateInput = z.object({ version: z.number().int().min(0).max(2_147_483_647), data: firmSettingsInput });

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The anchor of an attorney on the profile page and the JSON-LD id (`/attorney-profile#alvarez`): the surname. */
export function attorneyId(name: string): string {
  const plain = name
    .replace(/,.*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 -]+/g, '')
    .trim();
  const words = plain.split(/[\s-]+/).filter(Boolean);
  return words[words.length - 1] ?? 'attorney';
}

/** Each attorney's anchor, unique in the list: a second Alvarez is `alvarez-2`. */
export function attorneyIds(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const id = attorneyId(name);
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n === 1 ? id : `${id}-${n}`;
  });
}

/** `tel:` address of a phone as written: 10 digits are a U.S. number (+1); otherwise the digits as an international number. */
export function phoneHref(phoneText: string): string {
  const digits = phoneText.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:+${digits}`;
}

/** What every public page reads: the facts, with what the pages derive from them. */
export interface FirmPublic {
  firmName: string;
  shortName: string;
  phone: string;
  phoneHref: string;
  emergencyPhone: string;
  emergencyPhoneHref: string;
  /** The phone an urgent chat visitor is told to call (on-call settings), else the emergency phone. */
  onCallPhone: string;
  onCallPhoneHref: string;
  /** 'Unfinished chats reach the firm after (minutes)': the privacy page says it. */
  unfinishedAfterMinutes: number;
  email: string;
  /** With the state's name in each language ("Florida", "Floride"), for the texts that say where the office is. */
  address: FirmSettings['address'] & { country: 'US'; stateName: Record<Locale, string> };
  fullAddress: string;
  officeHours: OfficeHoursRow[];
  /** The map the contact page embeds: the firm's own link, else the office address's (mapFor). */
  mapEmbedUrl: string;
  responsePromise: ResponsePromise;
  bookingUrl: string;
  /** Where 'Book Consultation' leads: /book on this site, or bookingUrl. */
  bookingMode: BookingMode;
  portalUrl: string;
  social: Record<SocialNetwork, string>;
  /** Names, photos and ids; their texts come with the profile page (settings.attorneyProfiles). */
  attorneys: { id: string; name: string; years: string; image: string }[];
}

export interface AttorneyProfile {
  id: string;
  name: string;
  years: string;
  image: string;
  text: AttorneyText;
}

/** The office address on one line, as the pages and the e-mails write it. */
export const fullAddressOf = (a: FirmSettings['address']) => `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;

/** A Google Maps embed of the office address: the map follows the address unless the firm links its own. */
export function addressMapUrl(address: FirmSettings['address']): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(fullAddressOf(address))}&output=embed`;
}

/**
 * Whether the firm's own map link seems to show somewhere else than its address: it names neither the
 * city nor the ZIP code (an embed made from a place's name, or from the old office). A hint for the settings
 * form, not a refusal: an embed link may say its place in ways this cannot read.
 */
export function mapDisagreesWithAddress(mapUrl: string, address: FirmSettings['address']): boolean {
  if (!mapUrl.trim()) return false;
  let said: string;
  try {
    said = decodeURIComponent(mapUrl.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    said = mapUrl.toLowerCase();
  }
  const zip = address.postalCode.slice(0, 5);
  return !(address.city.trim() && said.includes(address.city.trim().toLowerCase())) && !(zip && said.includes(zip));
}

export function toFirmPublic(s: FirmSettings): FirmPublic {
  const emergency = s.emergencyPhone || s.phone;
  const ids = attorneyIds(s.attorneys.map((a) => a.name));
  return {
    firmName: s.firmName,
    shortName: s.shortName,
    phone: s.phone,
    phoneHref: phoneHref(s.phone),
    emergencyPhone: emergency,
    emergencyPhoneHref: phoneHref(emergency),
    onCallPhone: s.onCall.phone || emergency,
    onCallPhoneHref: phoneHref(s.onCall.phone || emergency),
    unfinishedAfterMinutes: s.onCall.unfinishedAfterMinutes,
    email: s.email,
    address: { ...s.address, country: 'US', stateName: { en: stateName(s.address.region, 'en'), es: stateName(s.address.region, 'es'), fr: stateName(s.address.region, 'fr') } },
    fullAddress: fullAddressOf(s.address),
    officeHours: s.officeHours,
    mapEmbedUrl: s.mapEmbedUrl || addressMapUrl(s.address),
    responsePromise: s.responsePromise,
    bookingUrl: s.bookingUrl,
    bookingMode: s.booking.mode === 'site' && bookableTypes(s).length > 0 ? 'site' : 'external',
    portalUrl: s.portalUrl,
    social: s.social,
    attorneys: s.attorneys.map((a, i) => ({ id: ids[i] ?? attorneyId(a.name), name: a.name, years: a.years, image: a.image })),
  };
}

/**
 * The consultation types someone takes: a type names its attorneys by profile id (the surname), so one whose
 * attorneys were all renamed or removed is taken by no one; the pages leave it out and the checklist says so.
 */
export function bookableTypes(s: Pick<FirmSettings, 'attorneys' | 'booking'>): FirmSettings['booking']['types'] {
  const ids = new Set(attorneyIds(s.attorneys.map((a) => a.name)));
  return s.booking.types.filter((t) => t.attorneys.some((key) => ids.has(key)));
}

export function toAttorneyProfiles(s: FirmSettings, locale: Locale): AttorneyProfile[] {
  const ids = attorneyIds(s.attorneys.map((a) => a.name));
  return s.attorneys.map((a, i) => ({ id: ids[i] ?? attorneyId(a.name), name: a.name, years: a.years, image: a.image, text: a.text[locale] }));
}

export const attorneyProfilesInput = z.object({ locale: localeField.default('en') });

/**
 * Values that are the demo's, not a real firm's: the 555-01xx numbers reserved for fiction, `.example`
 * addresses, `#` links and the silhouette portraits. The admin marks each until it is replaced.
 */
export const DEMO_PORTRAITS = ['/images/attorney-1.webp', '/images/attorney-2.webp'] as const;

export function isPlaceholderValue(value: string): boolean {
  const v = value.trim();
  if (v === '#') return true;
  if (/\b555[\s.-]?01\d\d\b/.test(v)) return true;
  if (/\.example(\/|$|[?#])/i.test(v) || /@[^@\s]+\.example$/i.test(v)) return true;
  return (DEMO_PORTRAITS as readonly string[]).includes(v);
}

/** A field of the settings form still holding a placeholder: its path (`social.facebook`) and its label. */
export interface PlaceholderField {
  path: string;
  label: string;
}

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', x: 'X' };

/**
 * The fields still holding the demo firm's values (`demo`, the seed's defaults) or a placeholder, in the
 * form's order: the go-live checklist and the marks beside the fields.
 */
export function placeholderFields(s: FirmSettings, demo: FirmSettings): PlaceholderField[] {
  const out: PlaceholderField[] = [];
  const check = (path: string, label: string, value: string, demoValue: string | undefined) => {
    if (isPlaceholderValue(value) || (value !== '' && value === demoValue)) out.push({ path, label });
  };
  check('firmName', 'Firm name', s.firmName, demo.firmName);
  check('shortName', 'Short name', s.shortName, demo.shortName);
  check('phone', 'Phone', s.phone, demo.phone);
  check('emergencyPhone', 'Emergency phone', s.emergencyPhone, demo.emergencyPhone);
  check('email', 'E-mail', s.email, demo.email);
  check('address.street', 'Street address', s.address.street, demo.address.street);
  check('mapEmbedUrl', 'Map link', s.mapEmbedUrl, demo.mapEmbedUrl);
  check('bookingUrl', 'Booking link', s.bookingUrl, demo.bookingUrl);
  check('portalUrl', 'Client portal link', s.portalUrl, demo.portalUrl);
  for (const network of SOCIAL_NETWORKS) check(`social.${network}`, `${SOCIAL_NETWORK_LABELS[network]} link`, s.social[network], undefined);
  s.attorneys.forEach((a, i) => {
    const demoAttorney = demo.attorneys[i];
    check(`attorneys.${i}.name`, `Attorney ${i + 1}: name`, a.name, demoAttorney?.name);
    check(`attorneys.${i}.image`, `Attorney ${i + 1}: photo`, a.image, undefined);
    check(`attorneys.${i}.text.en.bio`, `Attorney ${i + 1}: biography`, a.text.en.bio, demoAttorney?.text.en.bio);
  });
  return out;
}
