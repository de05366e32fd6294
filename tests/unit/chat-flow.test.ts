import { describe, expect, it } from 'vitest';
import { flowOf, suggestionFor, type ChatMessageView } from '../../src/public/chat/chat-flow';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { officeLine, questionText } from '../../src/public/chat/chat-words';

loadAllLocales();

let nextId = 1;
const at = new Date('2026-11-27T15:00:00Z');
const visitor = (field: ChatMessageView['field'], text: string): ChatMessageView => ({ id: nextId++, sender: 'visitor', field, text, author: null, at, found: null });
const staff = (text: string): ChatMessageView => ({ id: nextId++, sender: 'staff', field: null, text, author: 'Maria', at, found: null });
const system = (code: string): ChatMessageView => ({ id: nextId++, sender: 'system', field: null, text: code, author: null, at, found: null });

describe('the transcript of a live conversation (decision 0021)', () => {
  it("shows a staff reply as the firm's, the visitor's own words as theirs, and a system event apart", () => {
    const flow = flowOf([visitor('path', 'family'), staff('Hola, soy Maria.'), visitor(null, 'Gracias'), system('closed')], { editing: null, sent: false, live: false });
    const kinds = flow.items.filter((i) => 'message' in i).map((i) => [i.kind, 'message' in i ? i.message.text : '']);
    expect(kinds).toEqual([
      ['answer', 'family'],
      ['staff', 'Hola, soy Maria.'],
      ['answer', 'Gracias'],
      ['system', 'closed'],
    ]);
    // The visitor's free words answer no question: the intake's answers are only the fielded ones.
    expect(flow.answers).toEqual({ path: 'family' });
  });

  it('asks the next question of the intake, but none while someone from the firm is answering', () => {
    const messages = [visitor('path', 'family'), staff('Hola')];
    expect(flowOf(messages, { editing: null, sent: false }).current).toBe('otherParties');
    expect(flowOf(messages, { editing: null, sent: false, live: true }).current).toBeUndefined();
  });
});

describe('never ask twice (decision 0024)', () => {
  const said = (text: string, found: ChatMessageView['found']): ChatMessageView => ({ ...visitor('path', text), found });
  const first = said('Detuvieron a mi esposo hoy en Miami. Llámeme al +1 954 555 0133', { phone: '+1 954 555 0133' });

  it('offers back the phone written in the first message instead of asking it, until the visitor declines', () => {
    const messages = [first, visitor('path', 'detention'), visitor('when', 'today')];
    const flow = flowOf(messages, { editing: null, sent: false });
    expect(flow.current).toBe('phone');
    expect(flow.suggestion).toBe('+1 954 555 0133');
    expect(flow.items.at(-1)).toMatchObject({ kind: 'question', key: 'phone', suggestion: '+1 954 555 0133' });
    const declined = flowOf(messages, { editing: null, sent: false, declined: new Set(['phone']) });
    expect(declined.suggestion).toBeUndefined();
  });

  it('offers when and where from the words of the first message, and the path they name', () => {
    expect(flowOf([first], { editing: null, sent: false }).items.at(-1)).toMatchObject({ key: 'path', pathOffer: 'detention' });
    const flow = flowOf([first, visitor('path', 'detention')], { editing: null, sent: false });
    expect(flow).toMatchObject({ current: 'when', suggestion: 'today' });
    const later = flowOf([first, visitor('path', 'detention'), visitor('when', 'today'), visitor('phone', '+1 954 555 0133'), visitor('name', '')], { editing: null, sent: false });
    expect(later).toMatchObject({ current: 'where', suggestion: 'Miami' });
    const vawa = said('Mon mari me frappe', {});
    expect(flowOf([vawa], { editing: null, sent: false }).items.at(-1)).toMatchObject({ key: 'path', pathOffer: 'vawa' });
  });

  it('tells the visitor the on-call attorney was alerted right after the phone of an urgent detention, and keeps asking', () => {
    const messages = [visitor('path', 'detention'), visitor('when', 'today'), visitor('phone', '(954) 555-0133')];
    const alertedAt = new Date('2026-11-28T04:04:00Z');
    const flow = flowOf(messages, { editing: null, sent: false, alert: { alertedAt } });
    const kinds = flow.items.map((i) => i.kind);
    expect(kinds.indexOf('earlyAlert')).toBe(kinds.lastIndexOf('answer') + 1);
    expect(flow.items.find((i) => i.kind === 'earlyAlert')).toEqual({ kind: 'earlyAlert', alertedAt });
    expect(flow.current).toBe('name');
    expect(flowOf(messages, { editing: null, sent: false, alert: null }).items.some((i) => i.kind === 'earlyAlert')).toBe(false);
  });

  it('shows 911 and the hotline right after a VAWA visitor says they are in danger now', () => {
    const flow = flowOf([visitor('path', 'vawa'), visitor('dangerNow', 'yes')], { editing: null, sent: false });
    expect(flow.items.map((i) => i.kind).slice(-3)).toEqual(['answer', 'danger', 'question']);
    expect(flowOf([visitor('path', 'vawa'), visitor('dangerNow', 'no')], { editing: null, sent: false }).items.some((i) => i.kind === 'danger')).toBe(false);
  });
});

describe('the chat says one true thing, in the words of each path (issue 35, item 8)', () => {
  const es = i18nObject('es');
  const question = (key: 'otherParties', path: 'detention' | 'vawa' | 'family' | 'other') => questionText(es, 'es', { kind: 'question', key, path, pathOffer: undefined, suggestion: undefined });

  it("asks the conflict question in each path's words: 'who hurt you' only on the VAWA path", () => {
    expect(question('otherParties', 'vawa')).toContain('le hizo daño');
    for (const path of ['detention', 'family', 'other'] as const) expect(question('otherParties', path)).not.toContain('daño');
  });

  it('offers back what the visitor wrote in the words of the issue', () => {
    expect(questionText(es, 'es', { kind: 'question', key: 'phone', path: 'detention', pathOffer: undefined, suggestion: '+1 954-555-0133' })).toBe('¿Es +1 954-555-0133 el mejor número para llamarle?');
  });

  it('an urgent case is told the on-call attorney was alerted, not that the team replies in office hours', () => {
    const sent = { officeOpen: false, nextOpen: new Date('2026-11-30T14:00:00Z') };
    expect(officeLine(es, 'es', { ...sent, urgent: true })).toBeNull();
    expect(officeLine(es, 'es', { ...sent, urgent: false })).toContain('Volverá a abrir');
  });
});

describe('dates in the visitor words (decision 0024)', () => {
  const said = (text: string, date: string): ChatMessageView => ({ ...visitor('story', text), found: { date } });

  it('offers a date back only for the question its words name', () => {
    const born = said('Mi esposo nació el 14 de julio de 1988 en Honduras.', '1988-07-14');
    const hearing = said('Su audiencia en la corte es el 3 de marzo de 2027.', '2027-03-03');
    const bare = said('El 3 de marzo de 2027 pasó algo.', '2027-03-03');
    const messages = [visitor('path', 'detention'), born, hearing, bare];
    expect(suggestionFor('detainedBirthDate', messages)).toBe('1988-07-14');
    expect(suggestionFor('hearingDate', messages)).toBe('2027-03-03');
    expect(suggestionFor('hearingDate', [visitor('path', 'detention'), bare])).toBeUndefined();
    const es = i18nObject('es');
    expect(questionText(es, 'es', { kind: 'question', key: 'detainedBirthDate', path: 'detention', pathOffer: undefined, suggestion: '1988-07-14' })).toBe(
      '¿Es el 14 de julio de 1988 su fecha de nacimiento?',
    );
  });
});

describe('the confirmation of a sent intake sits where it was sent (issue 35, item 8)', () => {
  it('comes before a staff reply written after it, and after everything before it', () => {
    const sentAt = new Date('2026-11-27T15:05:00Z');
    const before = visitor('phone', '(954) 555-0111');
    const reply = { ...staff('Hola, la llamo enseguida.'), at: new Date('2026-11-27T15:09:00Z') };
    const kinds = flowOf([visitor('path', 'family'), before, reply], { editing: null, sent: true, sentAt }).items.map((i) => i.kind);
    expect(kinds.slice(-3)).toEqual(['answer', 'sent', 'staff']);
    expect(flowOf([visitor('path', 'family'), before], { editing: null, sent: true, sentAt }).items.at(-1)).toEqual({ kind: 'sent' });
    expect(flowOf([visitor('path', 'family')], { editing: null, sent: false }).items.some((i) => i.kind === 'sent')).toBe(false);
  });
});
