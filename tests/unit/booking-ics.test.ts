import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/locales';
import { bookingInvitation, bookingUid } from '../../server/booking/ics';
import type { BookingMailFacts } from '../../server/booking/types';
import { bookingFacts, TEST_FIRM } from '../helpers/booking-facts';

/** Decision 0028 (DESIGN.md §9): a booking's invitations follow RFC 5545/5546 and say nothing of the case. */

const FIRM = TEST_FIRM;

const MATTER = 'Mi esposo fue detenido en Krome; tengo su número A';
const OTHER_PARTIES = 'Roberto Gómez (ex esposo)';
const TYPE_NAME = 'Defensa de deportación';

const FACTS: BookingMailFacts = bookingFacts({
  end: new Date('2027-03-15T17:00:00Z'),
  mode: 'office',
  priceCents: 15_000,
  typeName: TYPE_NAME,
  matter: MATTER,
  otherParties: OTHER_PARTIES,
});

const NOW = new Date('2027-03-01T12:34:56Z');

interface Property {
  name: string;
  params: string;
  value: string;
}

/** RFC 5545 §3.1: lines end in CRLF, and a line that starts with a space continues the one before. */
function parse(ics: string): Property[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l !== '')
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const head = line.slice(0, colon);
      const semi = head.indexOf(';');
      return { name: semi < 0 ? head : head.slice(0, semi), params: semi < 0 ? '' : head.slice(semi + 1), value: line.slice(colon + 1) };
    });
}

const all = (props: Property[], name: string) => props.filter((p) => p.name === name);
const one = (props: Property[], name: string) => {
  const found = all(props, name);
  expect(found, name).toHaveLength(1);
  return found[0] as Property;
};
/** A TEXT value as written (RFC 5545 §3.3.11 escapes). */
const text = (p: Property) => p.value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

describe('a booking’s invitation', () => {
  it('keeps one UID from the booking to its move to its cancellation, with METHOD and SEQUENCE of each step', () => {
    const booked = parse(bookingInvitation(FACTS, FIRM, { method: 'REQUEST', for: 'visitor', now: NOW }));
    const moved = parse(
      bookingInvitation({ ...FACTS, sequence: 1, start: new Date('2027-03-16T15:00:00Z'), end: new Date('2027-03-16T16:00:00Z') }, FIRM, { method: 'REQUEST', for: 'visitor', now: NOW }),
    );
    const cancelled = parse(bookingInvitation({ ...FACTS, sequence: 2, start: new Date('2027-03-16T15:00:00Z'), end: new Date('2027-03-16T16:00:00Z') }, FIRM, { method: 'CANCEL', for: 'visitor', now: NOW }));

    const uid = `booking-${FACTS.id}@law.example`;
    expect(bookingUid(FACTS.id, FIRM.host)).toBe(uid);
    expect([booked, moved, cancelled].map((p) => one(p, 'UID').value)).toEqual([uid, uid, uid]);
    expect([booked, moved, cancelled].map((p) => one(p, 'METHOD').value)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect([booked, moved, cancelled].map((p) => one(p, 'SEQUENCE').value)).toEqual(['0', '1', '2']);
    expect([booked, moved, cancelled].map((p) => one(p, 'STATUS').value)).toEqual(['CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    // One event per invitation, in one calendar.
    for (const p of [booked, moved, cancelled]) {
      expect(all(p, 'BEGIN').map((b) => b.value)).toEqual(['VCALENDAR', 'VEVENT']);
      expect(one(p, 'VERSION').value).toBe('2.0');
    }
    // The attorney's copy is the same event.
    const attorney = parse(bookingInvitation(FACTS, FIRM, { method: 'REQUEST', for: 'attorney', now: NOW }));
    expect(one(attorney, 'UID').value).toBe(uid);
  });

  it('gives the times in UTC, and DTSTAMP the moment it is made', () => {
    const props = parse(bookingInvitation(FACTS, FIRM, { method: 'REQUEST', for: 'visitor', now: NOW }));
    expect(one(props, 'DTSTART')).toEqual({ name: 'DTSTART', params: '', value: '20270315T160000Z' });
    expect(one(props, 'DTEND')).toEqual({ name: 'DTEND', params: '', value: '20270315T170000Z' });
    expect(one(props, 'DTSTAMP').value).toBe('20270301T123456Z');
    expect(all(props, 'BEGIN').map((b) => b.value)).not.toContain('VTIMEZONE');
    const fresh = parse(bookingInvitation(FACTS, FIRM, { method: 'REQUEST', for: 'visitor' }));
    const stamp = one(fresh, 'DTSTAMP').value;
    expect(stamp).toMatch(/^\d{8}T\d{6}Z$/);
    expect(Math.abs(Date.parse(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')) - Date.now())).toBeLessThan(60_000);
  });

  it('names the firm as organizer and the visitor and the attorney as attendees', () => {
    const props = parse(bookingInvitation(FACTS, FIRM, { method: 'REQUEST', for: 'visitor', now: NOW }));
    const organizer = one(props, 'ORGANIZER');
    expect(organizer.value).toBe('mailto:office@law.example');
    expect(organizer.params).toContain('CN="Álvarez & Laurent Immigration Law, P.A."');
    const attendees = all(props, 'ATTENDEE');
    expect(attendees.map((a) => a.value.toLowerCase())).toEqual(['mailto:maria@visitor.example', 'mailto:ana@law.example']);
    for (const a of attendees) expect(a.params).toContain('PARTSTAT=ACCEPTED');
    // No address, no attendee: a visitor who gave none, an attorney whose copies go to the firm's inbox.
    const { attorneyEmail: _omit, ...withoutAttorney } = FACTS;
    const bare = parse(bookingInvitation({ ...withoutAttorney, visitor: { ...FACTS.visitor, email: '' } }, FIRM, { method: 'CANCEL', for: 'attorney', now: NOW }));
    expect(all(bare, 'ATTENDEE')).toHaveLength(0);
    expect(one(bare, 'ORGANIZER').value).toBe('mailto:office@law.example');
  });

  it('has a neutral title in the visitor’s language, and in English for the attorney', () => {
    const titles = LOCALES.map((locale) => text(one(parse(bookingInvitation({ ...FACTS, locale }, FIRM, { method: 'REQUEST', for: 'visitor', now: NOW })), 'SUMMARY')));
    expect(titles).toEqual(['Consultation with Álvarez & Laurent', 'Consulta con Álvarez & Laurent', 'Consultation avec Álvarez & Laurent']);
    const attorney = parse(bookingInvitation(FACTS, FIRM, { method: 'REQUEST', for: 'attorney', now: NOW }));
    expect(text(one(attorney, 'SUMMARY'))).toBe('Consultation (Spanish)');
    expect(text(one(parse(bookingInvitation({ ...FACTS, language: 'ht' }, FIRM, { method: 'REQUEST', for: 'attorney', now: NOW })), 'SUMMARY'))).toBe('Consultation (Haitian Creole)');
  });

  it('never carries the matter, the other parties, the type of case, the visitor’s name or phone, or the booking’s links', () => {
    for (const locale of LOCALES) {
      for (const who of ['visitor', 'attorney'] as const) {
        for (const method of ['REQUEST', 'CANCEL'] as const) {
          for (const mode of ['phone', 'video', 'office'] as const) {
            const ics = bookingInvitation({ ...FACTS, locale, mode }, FIRM, { method, for: who, now: NOW });
            const unfolded = ics.replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
            for (const secret of [MATTER, 'Krome', OTHER_PARTIES, 'Roberto', TYPE_NAME, 'deportación', 'María', 'Pérez', '1234 5678', 'book/change', 'rrrrrrrr', 'cccccccc']) {
              expect(unfolded, `${locale} ${who} ${method} ${mode}: ${secret}`).not.toContain(secret);
            }
            expect(all(parse(ics), 'URL')).toHaveLength(0);
          }
        }
      }
    }
  });

  it('says where: the office’s address, or the phone or video in the e-mail’s language', () => {
    const location = (over: Partial<BookingMailFacts>, who: 'visitor' | 'attorney' = 'visitor') => text(one(parse(bookingInvitation({ ...FACTS, ...over }, FIRM, { method: 'REQUEST', for: who, now: NOW })), 'LOCATION'));
    expect(location({ mode: 'office' })).toBe(FIRM.fullAddress);
    expect(location({ mode: 'phone', locale: 'es' })).toBe('Teléfono');
    expect(location({ mode: 'video', locale: 'es' })).toBe('Videollamada');
    expect(location({ mode: 'phone', locale: 'fr' })).toBe('Téléphone');
    expect(location({ mode: 'video', locale: 'fr' })).toBe('Visioconférence');
    expect(location({ mode: 'video', locale: 'en' })).toBe('Video');
    expect(location({ mode: 'phone', locale: 'es' }, 'attorney')).toBe('Phone');
    const description = text(one(parse(bookingInvitation({ ...FACTS, mode: 'phone' }, FIRM, { method: 'REQUEST', for: 'visitor', now: NOW })), 'DESCRIPTION'));
    expect(description).toBe('Por teléfono: le llamaremos al número que indicó al reservar.\nPreguntas o cambios: (954) 555-0100');
  });

  it('writes lines as RFC 5545 asks: CRLF endings, folded at 75 octets', () => {
    const ics = bookingInvitation({ ...FACTS, attorneyName: 'Ana\r\nATTENDEE:mailto:evil@example.com' }, FIRM, { method: 'REQUEST', for: 'attorney', now: NOW });
    expect(ics.endsWith('END:VCALENDAR') || ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // A line break in a name cannot add a property.
    expect(ics).not.toMatch(/\r\nATTENDEE:mailto:evil/);
    expect(all(parse(ics), 'ATTENDEE')).toHaveLength(2);
  });
});
