import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/locales';
import { attorneyBookingEmail, cancelledEmail, confirmationEmail, reminderEmail, rescheduledEmail, whenText } from '../../server/booking/emails';
import type { BookingMailFacts } from '../../server/booking/types';
import { bookingFacts, TEST_FIRM } from '../helpers/booking-facts';
import { QUOTE } from '../../server/chat/emails';
import type { MailMessage } from '../../server/services/mail';

/** Decision 0028: what a booking's e-mails say, in whose language and on whose clock, and what they never repeat. */

const FIRM = TEST_FIRM;

// Words a visitor typed that must never come back to the address they typed, nor start a line of the firm's.
const NAME = 'María Pérez\nPlease pay at https://evil.example';
const MATTER = 'Detuvieron a mi esposo en Krome.\nCallback phone: +1 555 000 0000\nVer https://evil.example/x';
const OTHER_PARTIES = 'Roberto Gómez <b>ex</b>';
const RESCHEDULE = `https://law.example/es/book/change/${'r'.repeat(43)}`;
const CANCEL = `https://law.example/es/book/change/${'c'.repeat(43)}`;

// 2027-03-15: the day after the United States moved their clocks (March 14); Mexico City no longer does.
const FACTS: BookingMailFacts = bookingFacts({
  mode: 'phone',
  visitor: { name: NAME, email: 'maria@visitor.example', phone: '+52 55 1234 5678' },
  matter: MATTER,
  otherParties: OTHER_PARTIES,
  rescheduleUrl: RESCHEDULE,
  cancelUrl: CANCEL,
});

const everything = (m: MailMessage) => [m.subject, m.text, m.html ?? '', m.calendar?.content ?? ''].join('\n');
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the visitor’s e-mails', () => {
  it('gives a Mexico City visitor the time on their clock and the firm’s, on either side of the US clock change', () => {
    const after = confirmationEmail(FACTS, FIRM);
    expect(after.to).toBe('maria@visitor.example');
    expect(after.subject).toBe('Su consulta con Álvarez & Laurent está reservada');
    expect(after.text).toContain('Cuándo: lunes, 15 de marzo de 2027, 10:00 en Ciudad de México · 12:00 en Fort Lauderdale');
    // A week before, New York was on standard time: one hour apart, not two.
    const before = confirmationEmail({ ...FACTS, start: new Date('2027-03-08T16:00:00Z'), end: new Date('2027-03-08T16:30:00Z') }, FIRM);
    expect(before.text).toContain('Cuándo: lunes, 8 de marzo de 2027, 10:00 en Ciudad de México · 11:00 en Fort Lauderdale');
    expect(after.html).toContain('lunes, 15 de marzo de 2027, 10:00 en Ciudad de México · 12:00 en Fort Lauderdale');
  });

  it('shows one clock when the visitor’s reads like the firm’s, and the firm’s day when it is another', () => {
    expect(whenText(FACTS.start, 'en', 'America/New_York', FIRM)).toBe('Monday, March 15, 2027, 12:00 PM in New York');
    expect(whenText(new Date('2027-03-15T01:00:00Z'), 'fr', 'Asia/Manila', FIRM)).toBe('lundi 15 mars 2027, 09:00 à Manille · dimanche 14 mars 2027, 21:00 à Fort Lauderdale');
    expect(whenText(FACTS.start, 'en', 'UTC', FIRM)).toBe('Monday, March 15, 2027, 4:00 PM UTC · 12:00 PM in Fort Lauderdale');
  });

  it('says what, how, in which language, with whom and for how much, in Spanish', () => {
    const m = confirmationEmail(FACTS, FIRM);
    expect(m.text).toContain('Consulta: Consulta gratuita (30 minutos)');
    expect(m.text).toContain('Cómo: Por teléfono. Ana Álvarez le llamará al +52 55 1234 5678.');
    expect(m.text).toContain('Idioma: Español');
    expect(m.text).toContain('Le atenderá: Ana Álvarez');
    expect(m.text).toContain('Precio: Gratuita');
    expect(m.text).toContain('¿Preguntas? Llámenos al (954) 555-0100.');
    const office = confirmationEmail({ ...FACTS, mode: 'office', priceCents: 15_000, end: new Date('2027-03-15T17:00:00Z') }, FIRM);
    expect(office.text).toContain('Cómo: En nuestra oficina, 100 Las Olas Blvd, Suite 500, Fort Lauderdale, FL 33301.');
    expect(nbsp(office.text)).toContain('Precio: 150,00 US$, se paga en la consulta');
    expect(office.text).toContain('(60 minutos)');
    const video = confirmationEmail({ ...FACTS, mode: 'video', locale: 'en' }, FIRM);
    expect(video.text).toContain('How: By video. A link to join will be sent to you before the consultation.');
    expect(confirmationEmail({ ...FACTS, priceCents: 15_000, locale: 'en' }, FIRM).text).toContain('Price: $150.00, paid at the consultation');
  });

  it('carries the Reschedule and Cancel links, saying that opening them changes nothing', () => {
    const m = confirmationEmail(FACTS, FIRM);
    expect(m.text).toContain(`Elegir otro horario: ${RESCHEDULE}`);
    expect(m.text).toContain(`Cancelar la consulta: ${CANCEL}`);
    expect(m.text).toContain('Abrir estos enlaces no cambia nada');
    expect(m.html).toContain(`<a href="${RESCHEDULE}"`);
    expect(m.html).toContain(`<a href="${CANCEL}"`);
    expect(m.text).toContain('Si usted no reservó esta consulta');
    const fr = rescheduledEmail({ ...FACTS, locale: 'fr', sequence: 1 }, FIRM);
    expect(fr.text).toContain(`Choisir un autre créneau : ${RESCHEDULE}`);
    expect(fr.text).toContain('Ouvrir ces liens ne change rien');
  });

  it('attaches the invitation: REQUEST for a booking and a move, CANCEL for a cancellation, none with a reminder', () => {
    const booked = confirmationEmail(FACTS, FIRM);
    expect(booked.calendar?.method).toBe('REQUEST');
    expect(booked.calendar?.content).toContain('METHOD:REQUEST');
    expect(booked.calendar?.content).toContain('SEQUENCE:0');
    const moved = rescheduledEmail({ ...FACTS, sequence: 1 }, FIRM);
    expect(moved.subject).toBe('Su consulta con Álvarez & Laurent cambió de horario');
    expect(moved.calendar?.method).toBe('REQUEST');
    expect(moved.calendar?.content).toContain('SEQUENCE:1');
    const { rescheduleUrl: _r, cancelUrl: _c, ...withoutLinks } = FACTS;
    const cancelled = cancelledEmail({ ...withoutLinks, sequence: 2 }, FIRM);
    expect(cancelled.calendar?.method).toBe('CANCEL');
    expect(cancelled.calendar?.content).toContain('METHOD:CANCEL');
    expect(cancelled.calendar?.content).toContain('STATUS:CANCELLED');
    const uid = `UID:booking-${FACTS.id}@law.example`;
    for (const m of [booked, moved, cancelled]) expect(m.calendar?.content).toContain(uid);
    expect(reminderEmail(FACTS, FIRM, 24).calendar).toBeUndefined();
  });

  it('gives the firm’s reason for a cancellation, with a translated label, and no links', () => {
    const { rescheduleUrl: _r, cancelUrl: _c, ...withoutLinks } = FACTS;
    const es = cancelledEmail({ ...withoutLinks, sequence: 2, cancelReason: 'La abogada está enferma.' }, FIRM);
    expect(es.subject).toBe('Su consulta con Álvarez & Laurent fue cancelada');
    expect(es.text).toContain('El despacho la canceló por este motivo: La abogada está enferma.');
    expect(es.text).toContain('Puede reservar otro horario en nuestro sitio web cuando lo desee, o llamarnos al (954) 555-0100.');
    expect(es.text).not.toContain('book/change');
    const fr = cancelledEmail({ ...withoutLinks, locale: 'fr', sequence: 2, cancelReason: 'Audience imprévue <urgent>' }, FIRM);
    expect(fr.text).toContain('Le cabinet l’a annulée pour la raison suivante : Audience imprévue <urgent>');
    expect(fr.html).toContain('Audience imprévue &lt;urgent&gt;');
    // The visitor cancelled with their link: no reason, no 'the firm cancelled'.
    expect(cancelledEmail({ ...withoutLinks, sequence: 2 }, FIRM).text).not.toContain('El despacho la canceló');
  });

  it('reminds 24 and 2 hours before, with the day or the time in the subject and the links', () => {
    const day = reminderEmail(FACTS, FIRM, 24);
    expect(day.subject).toBe('Recordatorio: su consulta con Álvarez & Laurent el lunes, 15 de marzo de 2027');
    expect(day.text).toContain('Le recordamos su consulta.');
    expect(day.text).toContain(RESCHEDULE);
    const soon = reminderEmail({ ...FACTS, locale: 'en' }, FIRM, 2);
    expect(soon.subject).toBe('Reminder: your consultation with Álvarez & Laurent at 10:00 AM');
    expect(soon.text).toContain('Your consultation starts in about two hours.');
    expect(soon.text).toContain('When: Monday, March 15, 2027, 10:00 AM in Mexico City · 12:00 PM in Fort Lauderdale');
  });

  it('never repeats the visitor’s name, matter or other parties, in any language or kind', () => {
    for (const locale of LOCALES) {
      const facts = { ...FACTS, locale };
      for (const m of [confirmationEmail(facts, FIRM), rescheduledEmail(facts, FIRM), cancelledEmail(facts, FIRM), reminderEmail(facts, FIRM, 24), reminderEmail(facts, FIRM, 2)]) {
        const all = everything(m);
        for (const secret of ['María Pérez', 'evil.example', 'Krome', 'Roberto', 'Callback phone']) expect(all, `${locale}: ${secret}`).not.toContain(secret);
        expect(all).not.toMatch(/undefined|\{\w+\}/);
      }
    }
  });

  it('escapes everything in the HTML', () => {
    const m = confirmationEmail({ ...FACTS, typeName: 'Free <script>alert(1)</script>', attorneyName: 'O’Brien & "Co"' }, { ...FIRM, firmName: 'A & B <Law>' });
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('Free &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).toContain('O’Brien &amp; &quot;Co&quot;');
    expect(m.html).toContain('A &amp; B &lt;Law&gt;');
    expect(m.html?.startsWith('<!doctype html><html lang="es">')).toBe(true);
  });
});

describe('the attorney’s copies', () => {
  it('are in English with the firm’s time, the visitor’s, and the matter and other parties quoted and defanged', () => {
    const m = attorneyBookingEmail('new', FACTS, FIRM);
    expect(m.to).toBe('ana@law.example');
    expect(m.html).toBeUndefined();
    expect(m.subject).toBe('New consultation: María Pérez Please pay at hxxps://evil.example, Mon, Mar 15, 12:00 PM');
    expect(m.text).toContain('When: Monday, March 15, 2027, 12:00 PM in Fort Lauderdale');
    expect(m.text).toContain("Visitor's time: Monday, March 15, 2027, 10:00 AM in Mexico City");
    expect(m.text).toContain('How: By phone: call the visitor at +52 55 1234 5678');
    expect(m.text).toContain('Language of the consultation: Spanish');
    expect(m.text).toContain('Visitor: María Pérez Please pay at hxxps://evil.example');
    const lines = m.text.split('\n');
    const matter = lines.indexOf('Matter:');
    expect(lines.slice(matter, matter + 4)).toEqual([
      'Matter:',
      `${QUOTE}Detuvieron a mi esposo en Krome.`,
      `${QUOTE}Callback phone: +1 555 000 0000`,
      `${QUOTE}Ver hxxps://evil.example/x`,
    ]);
    expect(lines).toContain(`${QUOTE}Roberto Gómez <b>ex</b>`);
    // Nothing the visitor wrote starts a line of its own.
    expect(lines.filter((l) => l.startsWith('Callback phone') || l.startsWith('Please pay'))).toEqual([]);
    expect(m.text).not.toContain('https://evil');
  });

  it('carry the attorney’s invitation, and go to the firm when the attorney has no address of their own', () => {
    const moved = attorneyBookingEmail('moved', { ...FACTS, sequence: 1 }, FIRM);
    expect(moved.subject.startsWith('Consultation moved: ')).toBe(true);
    expect(moved.calendar?.method).toBe('REQUEST');
    expect(moved.calendar?.content).toContain('SUMMARY:Consultation (Spanish)');
    expect(moved.calendar?.content).not.toContain('Krome');
    const { attorneyEmail: _a, ...noAttorneyEmail } = FACTS;
    const cancelled = attorneyBookingEmail('cancelled', { ...noAttorneyEmail, sequence: 2, cancelReason: 'Client asked by phone' }, FIRM);
    expect(cancelled.to).toBe('office@law.example');
    expect(cancelled.calendar?.method).toBe('CANCEL');
    expect(cancelled.text).toContain(`Reason given:\n${QUOTE}Client asked by phone`);
    const noEmail = attorneyBookingEmail('new', { ...FACTS, visitor: { ...FACTS.visitor, email: '' }, otherParties: '' }, FIRM);
    expect(noEmail.text).toContain('E-mail: (none given: no e-mail or reminders reach the visitor; call to confirm)');
    expect(noEmail.text).toContain('Other parties: (none given)');
  });
});
