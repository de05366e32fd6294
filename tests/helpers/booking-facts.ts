import type { BookingMailFacts, FirmMailFacts } from '../../server/booking/types';

/** The firm the booking e-mail and invitation tests write as (decision 0028). */
export const TEST_FIRM: FirmMailFacts = {
  firmName: 'Álvarez & Laurent Immigration Law, P.A.',
  shortName: 'Álvarez & Laurent',
  email: 'office@law.example',
  phone: '(954) 555-0100',
  fullAddress: '100 Las Olas Blvd, Suite 500, Fort Lauderdale, FL 33301',
  city: 'Fort Lauderdale',
  timeZone: 'America/New_York',
  host: 'law.example',
};

/**
 * A Spanish-speaking visitor in Mexico City, 30 minutes by video on 2027-03-15 (the day after the United States moved
 * their clocks; Mexico City no longer does), with live links: each test changes what it is about.
 */
export function bookingFacts(changes: Partial<BookingMailFacts> = {}): BookingMailFacts {
  return {
    id: '7d7f9d2e-1c1a-4f4e-9a55-2b1b1b1b1b1b',
    sequence: 0,
    start: new Date('2027-03-15T16:00:00Z'),
    end: new Date('2027-03-15T16:30:00Z'),
    locale: 'es',
    timeZone: 'America/Mexico_City',
    language: 'es',
    mode: 'video',
    priceCents: 0,
    typeName: 'Consulta gratuita',
    attorneyName: 'Ana Álvarez',
    attorneyEmail: 'ana@law.example',
    visitor: { name: 'María Pérez', email: 'maria@visitor.example', phone: '+52 55 1234 5678' },
    matter: 'Detuvieron a mi esposo en Krome',
    otherParties: 'Roberto Gómez',
    rescheduleUrl: `https://law.example/es/book/change/${'r'.repeat(43)}`,
    cancelUrl: `https://law.example/es/book/change/${'c'.repeat(43)}`,
    ...changes,
  };
}
