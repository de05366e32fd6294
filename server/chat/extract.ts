import { findPhoneNumbersInText, isSupportedCountry, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import { isEmailAddress, isIsoDate, normalizeANumber, normalizePhone } from '@shared/chat-intake';

/**
 * Contact details and facts a visitor typed in free text (issue 35, item 3: never ask twice): the chat offers
 * each back for confirmation ("Is +1 954 555 0133 the best number to call you?") instead of asking again.
 * Server only: phone numbers are found with libphonenumber-js and its metadata, too heavy for the chat chunk.
 *
 * Each value is returned in the form its question stores (chat-intake's checks), so a confirmed suggestion
 * is stored as it is.
 */

export interface ExtractedFacts {
  /** International format (libphonenumber's `formatInternational`, without any extension). */
  phone?: string;
  /** Lower case. */
  email?: string;
  /** Compact: A123456789. */
  aNumber?: string;
  /** YYYY-MM-DD. */
  date?: string;
}

/** How a date such as 03/04/1988 is read: month first in English, day first in Spanish and French. */
export type DateLocale = 'en' | 'es' | 'fr';

/** The region numbers without a country code are read in: the firm's country, or the United States. */
export function phoneRegion(country: string | undefined): CountryCode {
  const code = country?.trim().toUpperCase() ?? '';
  return isSupportedCountry(code) ? code : 'US';
}

interface Span {
  start: number;
  end: number;
}

interface Found<T> extends Span {
  value: T;
}

/** The earliest value in the text, or undefined. */
function earliest<T>(found: readonly Found<T>[]): T | undefined {
  return [...found].sort((a, b) => a.start - b.start)[0]?.value;
}

function overlaps(a: Span, spans: readonly Span[]): boolean {
  return spans.some((b) => a.start < b.end && b.start < a.end);
}

/** Every match of a global pattern whose read value is not null, with where it stands. */
function matchesOf<T>(text: string, re: RegExp, read: (m: RegExpExecArray) => T | null): Found<T>[] {
  const found: Found<T>[] = [];
  for (const m of text.matchAll(re)) {
    const value = read(m);
    if (value !== null) found.push({ value, start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/**
 * "A123456789", "A-123-456-789", "A# 12345678", "A-Number: 123456789", "número A 123456789". A lower-case "a"
 * counts only when the digits follow it directly: in Spanish and French "a 954555013" is a preposition.
 */
const A_NUMBER_RE =
  /(?<![\p{L}\d])(?:(?:[Aa][-\s]?(?:[Nn]umber|[Nn][uú]mero|[Nn]um[ée]ro|[Nn]o\.?|#)|[Aa]lien (?:[Rr]egistration )?[Nn]umber|[Nn][uú]mero de extranjero|[Nn]um[ée]ro d'[ée]tranger)\s*(?:(?:is|es|est|:|#)\s*)?(?:A[-\s]?)?|A\s*#?\s*[-:]?\s*|a(?:#\s*)?)(\d(?:[\s.-]?\d){7,8})(?![\s.-]?\d)/gu;

const EMAIL_RE = /(?<![\w.%+'-])[\w.%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])/g;

/**
 * Month names in English, Spanish and French (accents removed), and their first three letters (Jan, sept.,
 * déc.); 'jui' is left out, as it starts both juin and juillet.
 */
const MONTHS: ReadonlyMap<string, number> = new Map(
  [
    'january february march april may june july august september october november december',
    'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre',
  ]
    .flatMap((names) => names.split(' ').flatMap((name, i): [string, number][] => [[name, i + 1], [name.slice(0, 3), i + 1]]))
    .filter(([name]) => name !== 'jui')
    .concat([['setiembre', 9], ['sept', 9], ['juil', 7], ['janv', 1], ['fevr', 2], ['avr', 4]]),
);

function monthNumber(word: string): number | undefined {
  return MONTHS.get(word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
}

function isoDate(year: number, month: number | undefined, day: number): string | null {
  if (month === undefined) return null;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

const ISO_RE = /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/g;
const NUMERIC_RE = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d/.-]?\d)/g;
/** 14 de julio de 1988, 14 juillet 1988, 1er juillet 1988, 14th July 1988. */
const DAY_MONTH_RE = /(?<!\d)(\d{1,2})(?:st|nd|rd|th|er|º|°)?\s+(?:de\s+)?(\p{L}+)\.?,?\s+(?:de\s+|del\s+)?(\d{4})(?!\d)/gu;
/** July 14, 1988, Jul 14th 1988. */
const MONTH_DAY_RE = /(?<!\p{L})(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(?:de\s+)?(\d{4})(?!\d)/gu;

function datesIn(text: string, locale: DateLocale): Found<string>[] {
  return [
    ...matchesOf(text, ISO_RE, (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3]))),
    ...matchesOf(text, NUMERIC_RE, (m) => {
      const [first, second] = [Number(m[1]), Number(m[3])];
      return locale === 'en' ? isoDate(Number(m[4]), first, second) : isoDate(Number(m[4]), second, first);
    }),
    ...matchesOf(text, DAY_MONTH_RE, (m) => isoDate(Number(m[3]), monthNumber(m[2] ?? ''), Number(m[1]))),
    ...matchesOf(text, MONTH_DAY_RE, (m) => isoDate(Number(m[3]), monthNumber(m[1] ?? ''), Number(m[2]))),
  ];
}

/** A phone in the form chat-intake's check stores, without its extension ("ext. 12" would fail the check). */
function formatPhone(e164: string): string | null {
  try {
    return normalizePhone(parsePhoneNumberWithError(e164).formatInternational());
  } catch {
    return null;
  }
}

/**
 * The first phone number, e-mail address, A-Number and date in a visitor's message, each only when it is
 * one: the phone valid for its region (numbers without a country code are read in `defaultCountry`), the
 * e-mail one chat-intake accepts, the date a real calendar date. Digits that are an A-Number, a date or part
 * of an e-mail address are never also reported as a phone.
 */
export function extractFacts(text: string, defaultCountry: CountryCode = 'US', locale: DateLocale = 'en'): ExtractedFacts {
  const aNumbers = matchesOf(text, A_NUMBER_RE, (m) => normalizeANumber(`A${m[1] ?? ''}`));
  const emails = matchesOf(text, EMAIL_RE, (m) => (isEmailAddress(m[0]) ? m[0].toLowerCase() : null));
  const dates = datesIn(text, locale);
  const taken: Span[] = [...aNumbers, ...emails, ...dates];

  const phones = findPhoneNumbersInText(text, defaultCountry)
    .map(({ number, startsAt, endsAt }) => ({ start: startsAt, end: endsAt, value: number.isValid() ? formatPhone(number.number) : null }))
    .filter((p): p is Found<string> => p.value !== null && !overlaps(p, taken));

  const facts: ExtractedFacts = {};
  const phone = earliest(phones);
  const email = earliest(emails);
  const aNumber = earliest(aNumbers);
  const date = earliest(dates);
  if (phone !== undefined) facts.phone = phone;
  if (email !== undefined) facts.email = email;
  if (aNumber !== undefined) facts.aNumber = aNumber;
  if (date !== undefined) facts.date = date;
  return facts;
}
