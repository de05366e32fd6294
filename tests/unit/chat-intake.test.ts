import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import es from '../../src/i18n/es';
import fr from '../../src/i18n/fr';
import {
  CHAT_ERRORS,
  INTAKE_PATHS,
  PATH_QUESTIONS,
  checkAnswer,
  isUrgent,
  mentionsDetention,
  nextQuestion,
  questionsFor,
  emailIsSafe,
  chatErrorCode,
  chatErrorOf,
  type IntakeAnswers,
} from '@shared/chat-intake';
import { officeStatus } from '@shared/office-status';
import type { OfficeHoursRow } from '@shared/schemas/firm';

describe('chat intake: each answer is checked as the visitor types it', () => {
  it('takes an A-Number written as A and 8 or 9 digits, with or without dashes, and stores it compact', () => {
    expect(checkAnswer('aNumber', 'A123456789')).toEqual({ ok: true, value: 'A123456789' });
    expect(checkAnswer('aNumber', 'A-123-456-78')).toEqual({ ok: true, value: 'A12345678' });
    expect(checkAnswer('aNumber', 'a 123 456 789')).toEqual({ ok: true, value: 'A123456789' });
  });

  it('refuses an A-Number that is too short or lacks the A, with the sentence that explains it', () => {
    expect(checkAnswer('aNumber', 'A1234567')).toEqual({ ok: false, error: 'aNumber' });
    expect(checkAnswer('aNumber', '123456789')).toEqual({ ok: false, error: 'aNumber' });
    expect(checkAnswer('aNumber', 'A1234567890')).toEqual({ ok: false, error: 'aNumber' });
  });

  it('lets every question be skipped', () => {
    for (const key of ['aNumber', 'phone', 'email', 'detainedBirthDate', 'hearingDate', 'when'] as const) {
      expect(checkAnswer(key, '')).toEqual({ ok: true, value: '' });
    }
  });

  it('checks a callback phone: 7 to 15 digits, nothing else', () => {
    expect(checkAnswer('phone', '(954) 555-0142')).toEqual({ ok: true, value: '(954) 555-0142' });
    expect(checkAnswer('phone', '+1 305 555 0142')).toEqual({ ok: true, value: '+1 305 555 0142' });
    expect(checkAnswer('phone', '555-01')).toEqual({ ok: false, error: 'phone' });
    expect(checkAnswer('phone', 'call me tonight')).toEqual({ ok: false, error: 'phone' });
    expect(checkAnswer('phone', '+1 2345 6789 0123 4567')).toEqual({ ok: false, error: 'phone' });
  });

  it('checks an e-mail address and stores it in lower case', () => {
    expect(checkAnswer('email', 'Ana.Perez@Example.com')).toEqual({ ok: true, value: 'ana.perez@example.com' });
    expect(checkAnswer('email', 'ana@example')).toEqual({ ok: false, error: 'email' });
    expect(checkAnswer('email', 'ana perez@example.com')).toEqual({ ok: false, error: 'email' });
    expect(checkAnswer('email', '<script>@example.com')).toEqual({ ok: false, error: 'email' });
  });

  it('checks dates: real calendar dates only, and a date of birth in the past', () => {
    const today = new Date('2025-06-01T12:00:00Z');
    expect(checkAnswer('hearingDate', '2025-09-15', today)).toEqual({ ok: true, value: '2025-09-15' }); // a hearing may be ahead
    expect(checkAnswer('hearingDate', '2025-02-30', today)).toEqual({ ok: false, error: 'date' });
    expect(checkAnswer('hearingDate', 'next Tuesday', today)).toEqual({ ok: false, error: 'date' });
    expect(checkAnswer('detainedBirthDate', '1985-03-21', today)).toEqual({ ok: true, value: '1985-03-21' });
    expect(checkAnswer('detainedBirthDate', '2025-06-02', today)).toEqual({ ok: false, error: 'pastDate' });
    expect(checkAnswer('detainedBirthDate', '2031-01-01', today)).toEqual({ ok: false, error: 'pastDate' });
    expect(checkAnswer('detainedBirthDate', '21/03/1985', today)).toEqual({ ok: false, error: 'pastDate' });
  });

  it('takes free text at a question with choices', () => {
    expect(checkAnswer('when', 'ahora mismo')).toEqual({ ok: true, value: 'ahora mismo' });
    expect(checkAnswer('path', 'I need help with my papers')).toEqual({ ok: true, value: 'I need help with my papers' });
  });
});

describe('chat intake: the questions of each path', () => {
  it('asks what the visitor needs first, until a path is chosen', () => {
    expect(questionsFor({})).toEqual(['path']);
    expect(questionsFor({ path: 'my husband' })).toEqual(['path']);
    expect(nextQuestion({ path: 'my husband' })).toBe('path');
  });

  it('asks the detention questions in order: when, then the callback phone and the name, before the rest (decision 0024)', () => {
    expect(questionsFor({ path: 'detention' })).toEqual(['path', ...PATH_QUESTIONS.detention]);
    expect(PATH_QUESTIONS.detention.slice(0, 4)).toEqual(['when', 'phone', 'name', 'where']);
    expect(PATH_QUESTIONS.detention).toEqual(expect.arrayContaining(['detainedName', 'detainedBirthDate', 'detainedBirthCountry', 'aNumber', 'hearingDate', 'relationship', 'phone', 'email', 'language']));
  });

  it('asks a VAWA visitor about danger now, then safety, before anything else', () => {
    expect(questionsFor({ path: 'vawa' }).slice(0, 6)).toEqual(['path', 'dangerNow', 'safeCall', 'safeText', 'safeEmail', 'safeTimes']);
  });

  it('leaves out the e-mail question when a VAWA visitor says e-mail is not safe, and needs no e-mail to finish', () => {
    expect(questionsFor({ path: 'vawa', safeEmail: 'yes' })).toContain('email');
    expect(questionsFor({ path: 'vawa', safeEmail: 'no' })).not.toContain('email');
    const answered: IntakeAnswers = { path: 'vawa', safeEmail: 'no' };
    for (const k of questionsFor(answered)) if (k !== 'email') answered[k] ??= '';
    expect(nextQuestion(answered)).toBeUndefined();
    expect(emailIsSafe(answered)).toBe(false);
    expect(emailIsSafe({ path: 'vawa', safeEmail: 'yes' })).toBe(true);
    // Only the VAWA path's safety answer counts.
    expect(questionsFor({ path: 'family', safeEmail: 'no' })).toContain('email');
  });

  it.each(INTAKE_PATHS)('asks the names of other parties before the story on the %s path (conflict check)', (path) => {
    for (const answers of [{ path }, { path, safeEmail: 'no' }] as IntakeAnswers[]) {
      const qs = questionsFor(answers);
      expect(qs).toContain('otherParties');
      expect(qs).toContain('story');
      expect(qs.indexOf('otherParties')).toBeLessThan(qs.indexOf('story'));
      expect(qs).toContain('phone');
    }
  });

  it('goes through the questions one at a time, then none is left', () => {
    const answers: IntakeAnswers = { path: 'family' };
    const asked: string[] = [];
    for (let q = nextQuestion(answers); q !== undefined; q = nextQuestion(answers)) {
      asked.push(q);
      answers[q] = '';
    }
    expect(asked).toEqual(PATH_QUESTIONS.family);
  });
});

describe('chat intake: what is urgent', () => {
  it('calls a detention today or 1–2 days ago urgent, and one longer ago not', () => {
    expect(isUrgent({ path: 'detention', when: 'today' })).toBe(true);
    expect(isUrgent({ path: 'detention', when: 'days' })).toBe(true);
    expect(isUrgent({ path: 'detention', when: 'longer' })).toBe(false);
  });

  it('calls a detention urgent when its time was skipped or written in words', () => {
    expect(isUrgent({ path: 'detention', when: '' })).toBe(true);
    expect(isUrgent({ path: 'detention' })).toBe(true);
    expect(isUrgent({ path: 'detention', when: 'ahora mismo' })).toBe(true);
    expect(isUrgent({ path: 'detention', when: 'hier soir' })).toBe(true);
  });

  it('never calls another path urgent', () => {
    expect(isUrgent({ path: 'family', when: 'today' })).toBe(false);
    expect(isUrgent({ path: 'vawa', when: 'today' })).toBe(false);
    expect(isUrgent({ path: 'other' })).toBe(false);
    expect(isUrgent({ path: 'detuvieron a mi esposo', when: 'today' })).toBe(false);
    expect(isUrgent({})).toBe(false);
  });
});

describe('chat intake: a message that names a detention, in three languages', () => {
  it.each(['detuvieron a mi esposo esta mañana en Miami', 'mon mari a été arrêté par ICE', 'ICE detained my brother', 'Mi hijo está DETENIDO desde ayer', 'My father is in ICE custody'])(
    'offers the detention path for "%s"',
    (text) => expect(mentionsDetention(text)).toBe(true),
  );

  it.each(['I need a green card for my wife', 'Necesito renovar mi permiso de trabajo', 'Je voudrais une carte de résident', 'Quiero pedir la residencia para mi madre'])(
    'does not for "%s"',
    (text) => expect(mentionsDetention(text)).toBe(false),
  );
});

describe("the chat's refusals are codes, worded only by the catalogues", () => {
  it('every refusal has its sentence in chat.errors in every language, and the catalogues hold no other', () => {
    for (const catalogue of [en, es, fr]) {
      expect(Object.keys(catalogue.chat.errors).sort()).toEqual([...CHAT_ERRORS].sort());
      for (const error of CHAT_ERRORS) expect(catalogue.chat.errors[error], error).toMatch(/\S/);
    }
  });

  it('a refusal travels as its code and is read back from it; other codes and sentences are not the chat\'s', () => {
    expect(chatErrorCode('gone')).toBe('chatGone');
    expect(chatErrorCode('aNumber')).toBe('chatANumber');
    for (const error of CHAT_ERRORS) expect(chatErrorOf(chatErrorCode(error))).toBe(error);
    for (const other of ['chatMessageNotStored', 'inboxNotFound', 'gone', 'chat', '', en.chat.errors.gone]) expect(chatErrorOf(other), other).toBeUndefined();
  });

  it("the English sentences take no values: the server sends them as they are (server/chat/errors.ts)", () => {
    for (const error of CHAT_ERRORS) expect(en.chat.errors[error], error).not.toMatch(/[{}]/);
  });
});

describe('office hours at explicit clocks (America/New_York)', () => {
  const weekdays: OfficeHoursRow[] = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' }];
  const always: OfficeHoursRow[] = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '00:00', closes: '23:59' }];

  it('is closed on a Sunday at 23:00 and opens again on Monday at 09:00 ET (summer time)', () => {
    // Sunday 2025-06-15 23:00 EDT = 2025-06-16 03:00 UTC.
    expect(officeStatus(weekdays, new Date('2025-06-16T03:00:00Z'))).toEqual({ open: false, nextOpen: new Date('2025-06-16T13:00:00Z') });
  });

  it('is closed on a Sunday at 23:00 and opens again on Monday at 09:00 ET (winter time, and the night the clocks go back)', () => {
    // Sunday 2025-01-12 23:00 EST = 2025-01-13 04:00 UTC.
    expect(officeStatus(weekdays, new Date('2025-01-13T04:00:00Z'))).toEqual({ open: false, nextOpen: new Date('2025-01-13T14:00:00Z') });
    // Sunday 2025-11-02 (daylight saving time ended that morning) 23:00 EST.
    expect(officeStatus(weekdays, new Date('2025-11-03T04:00:00Z'))).toEqual({ open: false, nextOpen: new Date('2025-11-03T14:00:00Z') });
  });

  it('is open on a Wednesday at 10:00 ET', () => {
    // Wednesday 2025-06-18 10:00 EDT.
    expect(officeStatus(weekdays, new Date('2025-06-18T14:00:00Z'))).toEqual({ open: true, nextOpen: null });
  });

  it('is closed from the closing minute on a Friday until Monday morning, and before opening', () => {
    // Friday 2025-06-20 18:00 EDT.
    expect(officeStatus(weekdays, new Date('2025-06-20T22:00:00Z'))).toEqual({ open: false, nextOpen: new Date('2025-06-23T13:00:00Z') });
    // Friday 2025-06-20 17:59 EDT: still open.
    expect(officeStatus(weekdays, new Date('2025-06-20T21:59:00Z')).open).toBe(true);
    // Tuesday 2025-06-17 08:30 EDT: opens at 09:00 the same day.
    expect(officeStatus(weekdays, new Date('2025-06-17T12:30:00Z'))).toEqual({ open: false, nextOpen: new Date('2025-06-17T13:00:00Z') });
  });

  it('is always open with 00:00–23:59 every day, the last minute of the day included', () => {
    for (const at of ['2025-06-16T03:00:00Z', '2025-06-15T04:00:00Z', '2025-06-16T03:59:30Z', '2025-01-13T04:59:59Z', '2025-11-02T06:30:00Z', '2025-03-09T07:30:00Z']) {
      expect(officeStatus(always, new Date(at)), at).toEqual({ open: true, nextOpen: null });
    }
  });
});
