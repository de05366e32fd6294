import { describe, expect, it } from 'vitest';
import { checkAnswer } from '@shared/chat-intake';
import { extractFacts, phoneRegion } from '../../server/chat/extract';

describe('chat facts: a phone number typed in free text', () => {
  it('finds the phone of the first message, in a form the phone question stores', () => {
    const { phone } = extractFacts('Detuvieron a mi esposo hoy en Miami. Llámeme al +1 954 555 0133', 'US', 'es');
    expect(phone).toBe('+1 954 555 0133');
    expect(checkAnswer('phone', phone ?? '')).toEqual({ ok: true, value: phone });
  });

  it('reads numbers without a country code in the firm’s region', () => {
    expect(extractFacts('call me at (954) 555-0142 please').phone).toBe('+1 954 555 0142');
    expect(extractFacts('mi número es 305.555.0142').phone).toBe('+1 305 555 0142');
    expect(extractFacts('appelez le 06 12 34 56 78', 'FR', 'fr').phone).toBe('+33 6 12 34 56 78');
  });

  it('reads foreign numbers written with their country code', () => {
    expect(extractFacts('My sister in Haiti: +509 3712 3456').phone).toBe('+509 37 12 3456');
    expect(extractFacts('Llame a mi mamá al +52 55 1234 5678').phone).toBe('+52 55 1234 5678');
  });

  it('leaves an extension out, so the number passes the phone question’s check', () => {
    expect(extractFacts('Office: +1 954 555 0133 ext. 12').phone).toBe('+1 954 555 0133');
  });

  it('takes the first of several numbers', () => {
    expect(extractFacts('Mine is 954-555-0133, or my sister 305-555-0142').phone).toBe('+1 954 555 0133');
  });

  it('refuses numbers that are too short, invalid, or are an A-Number or a date', () => {
    expect(extractFacts('call 555 0133').phone).toBeUndefined();
    expect(extractFacts('my code is 123').phone).toBeUndefined();
    expect(extractFacts('+1 123 456 7890').phone).toBeUndefined();
    expect(extractFacts('A 123 456 789', 'FR', 'fr')).toEqual({ aNumber: 'A123456789' });
    expect(extractFacts('born 07/14/1988')).toEqual({ date: '1988-07-14' });
    expect(extractFacts('9545550133@txt.att.net')).toEqual({ email: '9545550133@txt.att.net' });
  });
});

describe('chat facts: an e-mail address typed in free text', () => {
  it('finds it in lower case, without the punctuation around it', () => {
    expect(extractFacts('Write to Ana.Perez@Example.com.').email).toBe('ana.perez@example.com');
    expect(extractFacts('¿Pueden escribirme a ana@correo.mx?').email).toBe('ana@correo.mx');
    expect(extractFacts('(courriel : jean+avocat@exemple.fr)').email).toBe('jean+avocat@exemple.fr');
  });

  it('refuses an address without a domain ending', () => {
    expect(extractFacts('ana@example').email).toBeUndefined();
    expect(extractFacts('@ana on social media').email).toBeUndefined();
  });
});

describe('chat facts: an A-Number typed in free text', () => {
  it('finds the usual ways of writing it, and stores it compact', () => {
    const cases: [string, string][] = [
      ['his number is A123456789', 'A123456789'],
      ['A-123-456-789', 'A123456789'],
      ['A 12 345 678', 'A12345678'],
      ['A# 123456789', 'A123456789'],
      ['A-Number: 123456789', 'A123456789'],
      ['A-Number A-123-456-789', 'A123456789'],
      ['my A number is 123 456 789', 'A123456789'],
      ['su número A 123456789', 'A123456789'],
      ['alien number 12345678', 'A12345678'],
      ['a123456789', 'A123456789'],
    ];
    for (const [text, aNumber] of cases) expect(extractFacts(text).aNumber, text).toBe(aNumber);
  });

  it('refuses too few or too many digits, and a Spanish "a" before a number', () => {
    for (const text of ['A1234567', 'A1234567890', 'Llámeme a 954 555 0133', 'a 12345678', 'case 123456789'])
      expect(extractFacts(text).aNumber, text).toBeUndefined();
  });
});

describe('chat facts: a date typed in free text', () => {
  it('reads ISO dates and month-first dates in English', () => {
    expect(extractFacts('born 1988-07-14').date).toBe('1988-07-14');
    expect(extractFacts('hearing on 03/04/2026').date).toBe('2026-03-04');
    expect(extractFacts('July 14, 1988').date).toBe('1988-07-14');
    expect(extractFacts('14th July 1988').date).toBe('1988-07-14');
  });

  it('reads day-first dates in Spanish and French', () => {
    expect(extractFacts('nació el 03/04/1988', 'US', 'es').date).toBe('1988-04-03');
    expect(extractFacts('14 de julio de 1988', 'US', 'es').date).toBe('1988-07-14');
    expect(extractFacts('le 14 juillet 1988', 'US', 'fr').date).toBe('1988-07-14');
    expect(extractFacts('1er févr. 1990', 'US', 'fr').date).toBe('1990-02-01');
    expect(extractFacts('né le 14.07.1988', 'US', 'fr').date).toBe('1988-07-14');
  });

  it('takes the first date of several', () => {
    expect(extractFacts('born July 14, 1988, hearing 2026-03-04').date).toBe('1988-07-14');
  });

  it('refuses dates that are not on the calendar, and words that are no month', () => {
    for (const text of ['2025-02-30', '14/07/1988', '14 hijos 1988', 'July 32, 1988', '07/14/88'])
      expect(extractFacts(text).date, text).toBeUndefined();
  });
});

describe('chat facts: everything at once, and the firm’s region', () => {
  it('finds each fact of one message', () => {
    expect(
      extractFacts('Mi esposo (A-123-456-789, nacido el 14/07/1988) está detenido. Llámeme al 954 555 0133 o escriba a ana@correo.mx', 'US', 'es'),
    ).toEqual({ phone: '+1 954 555 0133', email: 'ana@correo.mx', aNumber: 'A123456789', date: '1988-07-14' });
  });

  it('finds nothing in a message without facts', () => {
    expect(extractFacts('Mon mari me frappe')).toEqual({});
  });

  it('reads the firm’s country as a region, and the United States otherwise', () => {
    expect(phoneRegion('FR')).toBe('FR');
    expect(phoneRegion('ca')).toBe('CA');
    expect(phoneRegion(undefined)).toBe('US');
    expect(phoneRegion('')).toBe('US');
    expect(phoneRegion('Florida')).toBe('US');
  });
});
