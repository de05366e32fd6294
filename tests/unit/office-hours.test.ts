import { describe, expect, it } from 'vitest';
import { dayRanges, openingHours } from '../../src/public/common/jsonld';
import { officeHoursLines } from '@shared/office-hours';

describe('office hours as the contact page and search engines read them', () => {
  const weekdays = { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'] as const, opens: '09:00', closes: '18:00' };
  const saturday = { days: ['Sa'] as const, opens: '10:00', closes: '13:30' };

  it('writes a weekday line in each language', () => {
    const rows = [{ ...weekdays, days: [...weekdays.days] }, { ...saturday, days: [...saturday.days] }];
    expect(officeHoursLines(rows, 'en')).toEqual(['Monday to Friday: 9:00 a.m. – 6:00 p.m.', 'Saturday: 10:00 a.m. – 1:30 p.m.']);
    expect(officeHoursLines(rows, 'es')).toEqual(['De lunes a viernes: 9:00 – 18:00', 'Sábado: 10:00 – 13:30']);
    expect(officeHoursLines(rows, 'fr')).toEqual(['Du lundi au vendredi\u202f: 9 h 00 – 18 h 00', 'Samedi\u202f: 10 h 00 – 13 h 30']);
  });

  it('says open 24 hours for a whole day, and lists days that are not consecutive', () => {
    expect(officeHoursLines([{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '00:00', closes: '23:59' }], 'en')).toEqual(['Monday to Sunday: open 24 hours']);
    expect(officeHoursLines([{ days: ['Fr', 'Mo', 'We'], opens: '12:00', closes: '12:30' }], 'en')).toEqual(['Monday, Wednesday, Friday: 12:00 p.m. – 12:30 p.m.']);
  });

  it('gives schema.org ranges in the week order', () => {
    expect(dayRanges(['Fr', 'Mo', 'Tu', 'We'])).toBe('Mo-We,Fr');
    expect(dayRanges(['Sa', 'Su'])).toBe('Sa,Su');
    expect(openingHours([{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' }])).toMatchObject({
      openingHours: 'Mo-Fr 09:00-18:00',
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }],
    });
  });
});
