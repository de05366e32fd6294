import { describe, expect, it } from 'vitest';
import { flowOf, type ChatMessageView } from '../../src/public/chat/chat-flow';

let nextId = 1;
const at = new Date('2026-11-27T15:00:00Z');
const visitor = (field: ChatMessageView['field'], text: string): ChatMessageView => ({ id: nextId++, sender: 'visitor', field, text, author: null, at });
const staff = (text: string): ChatMessageView => ({ id: nextId++, sender: 'staff', field: null, text, author: 'Maria', at });
const system = (code: string): ChatMessageView => ({ id: nextId++, sender: 'system', field: null, text: code, author: null, at });

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
