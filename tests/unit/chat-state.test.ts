import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import type { ChatMessageView, ChatView } from '../../src/public/chat/chat-flow';
import { chatReducer, initialChatState, NOT_LIVE, type ChatAction, type ChatState } from '../../src/public/chat/chat-state';
import type { ChatStreamEvent } from '../../src/public/chat/chat-stream';
import { saidOf, saidText } from '../../src/public/chat/chat-words';

loadAllLocales();

/**
 * The chat panel's reducer (src/public/chat/chat-state.ts): the transitions the panel's behaviour rests on, without a
 * browser (the panel itself: tests/e2e/*chat*.spec.ts).
 */

let nextId = 1;
const at = new Date('2026-11-27T15:00:00Z');
const visitor = (field: ChatMessageView['field'], text: string, id = nextId++): ChatMessageView => ({ id, sender: 'visitor', field, text, author: null, at, found: null });
const staff = (text: string, id = nextId++): ChatMessageView => ({ id, sender: 'staff', field: null, text, author: 'Maria', at, found: null });
const view = (messages: ChatMessageView[], more: Partial<ChatView> = {}): ChatView => ({ locale: 'en', messages, submitted: null, live: NOT_LIVE, alert: null, ...more });
const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const TOKEN = 'a'.repeat(43);

/** A TRPCClientError as the browser's client makes it, told by its name (src/lib/api-error.ts). */
function clientError(code: string | null): Error {
  return Object.assign(new Error('refused'), { name: 'TRPCClientError', data: code ? { domain: { code, params: {} } } : undefined });
}

describe('the chat panel starts', () => {
  it('on no conversation: nothing to resume, the greeting still to come', () => {
    expect(initialChatState(null)).toMatchObject({ token: null, resuming: false, greeted: false, messages: [], problem: null });
  });

  it("on this tab's conversation: read again from the server, greeted already", () => {
    expect(initialChatState(TOKEN)).toMatchObject({ token: TOKEN, resuming: true, greeted: true });
  });
});

describe('an answer sent', () => {
  it('shows at once under its question, then is stored: the text box empties and the change is done', () => {
    const before = run(initialChatState(TOKEN), { type: 'resumed', view: view([visitor('path', 'family', 1)]) }, { type: 'change', key: 'story' }, { type: 'draft', text: 'Mi madre vive en Cuba' });
    const sending = chatReducer(before, { type: 'sending', field: 'story', text: 'Mi madre vive en Cuba' });
    expect(sending.pending).toEqual({ field: 'story', text: 'Mi madre vive en Cuba' });
    expect(sending.draft).toBe('Mi madre vive en Cuba');

    const stored = run(sending, { type: 'stored', message: visitor('story', 'Mi madre vive en Cuba', 2), typed: true }, { type: 'settled' });
    expect(stored).toMatchObject({ pending: null, draft: '', editing: null, checking: false });
    expect(stored.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('a quick reply leaves what is typed in the box', () => {
    const state = run(initialChatState(TOKEN), { type: 'draft', text: 'half a sentence' }, { type: 'sending', field: 'path', text: 'family' });
    expect(run(state, { type: 'stored', message: visitor('path', 'family'), typed: false }).draft).toBe('half a sentence');
  });

  it('the first answer starts the conversation: its token, the view the server answered', () => {
    const state = run(initialChatState(null), { type: 'sending', field: 'path', text: 'detention' }, { type: 'checking', on: true });
    expect(state).toMatchObject({ greeted: true, checking: true });
    const started = run(state, { type: 'checking', on: false }, { type: 'started', token: TOKEN, view: view([visitor('path', 'detention', 7)]), limited: false }, { type: 'stored', message: null, typed: false }, { type: 'settled' });
    expect(started).toMatchObject({ token: TOKEN, limited: false, pending: null, checking: false });
    expect(started.messages.map((m) => m.id)).toEqual([7]);
  });
});

describe('a refusal or a failure', () => {
  it('a server refusal keeps the typed text, says the refusal, and has nothing to try again', () => {
    const typed = run(initialChatState(TOKEN), { type: 'draft', text: 'A1234567' }, { type: 'sending', field: 'aNumber', text: 'A1234567' });
    const refused = run(typed, { type: 'problem', said: saidOf(clientError('chatANumber')) }, { type: 'settled' });
    expect(refused).toMatchObject({ draft: 'A1234567', pending: null, problem: { said: 'aNumber', retry: null } });
    // Typing again clears it: the visitor is correcting what it was about.
    expect(chatReducer(refused, { type: 'draft', text: 'A12345678' }).problem).toBeNull();
  });

  it('a network failure offers to try the same answer again, and typing does not hide it', () => {
    const retry = { op: 'send', field: 'story', text: 'Hola', typed: true } as const;
    const failed = run(initialChatState(TOKEN), { type: 'draft', text: 'Hola' }, { type: 'problem', said: saidOf(clientError(null)), retry });
    expect(failed.problem).toEqual({ said: 'failed', retry });
    expect(chatReducer(failed, { type: 'draft', text: 'Hola!' }).problem).toEqual({ said: 'failed', retry });
    // Sending again clears it until the answer is in.
    expect(chatReducer(failed, { type: 'sending', field: 'story', text: 'Hola' }).problem).toBeNull();
  });

  it('is worded in the page language from its code, never from the English the server sent', () => {
    const es = i18nObject('es');
    expect(saidText(es, saidOf(clientError('chatTooFast')), '(954) 555-0100')).toBe(es.chat.errors.tooFast());
    expect(saidText(es, 'failed', '(954) 555-0100')).toBe(es.chat.failed({ phone: '(954) 555-0100' }));
    // A code that is not the chat's is a general failure, with the firm's phone.
    expect(saidOf(clientError('inboxNotFound'))).toBe('failed');
    expect(saidOf(new Error(i18nObject('en').chat.errors.gone()))).toBe('failed');
  });

  it('a conversation the server no longer has is forgotten, saying so; the honeypot keeps what a bot wrote', () => {
    const state = run(
      initialChatState(TOKEN),
      { type: 'resumed', view: view([visitor('path', 'detention')]) },
      { type: 'started', token: TOKEN, view: view([visitor('path', 'detention')]), limited: true },
      { type: 'website', text: 'http://spam.example' },
      { type: 'decline', key: 'phone' },
      { type: 'forgotten', greeted: true, said: 'gone' },
    );
    expect(state).toMatchObject({ token: null, messages: [], limited: false, resuming: false, greeted: true, website: 'http://spam.example', problem: { said: 'gone', retry: null } });
    expect(state.declined.size).toBe(0);
  });
});

describe('a stream event', () => {
  it('adds what came in id order, each message once, and takes the state of the conversation and of the firm', () => {
    const a = visitor('path', 'family', 10);
    const b = staff('Hola, soy Maria.', 11);
    const c = visitor(null, 'Gracias', 12);
    const state = run(initialChatState(TOKEN), { type: 'resumed', view: view([a, c]) });
    const event: ChatStreamEvent = { messages: [c, b], live: { takenBy: 'Maria', closed: false, handedOver: false }, submitted: null, alert: null, available: true };
    const next = chatReducer(state, { type: 'streamed', event });
    expect(next.messages.map((m) => m.id)).toEqual([10, 11, 12]);
    expect(next).toMatchObject({ live: { takenBy: 'Maria' }, streamAvailable: true });
    // The same event again changes no message.
    expect(chatReducer(next, { type: 'streamed', event }).messages).toBe(next.messages);
  });

  it("the visitor's own words in live mode empty the box but keep a question being changed", () => {
    const state = run(initialChatState(TOKEN), { type: 'change', key: 'story' }, { type: 'draft', text: '¿Sigue ahí?' }, { type: 'said', message: visitor(null, '¿Sigue ahí?') });
    expect(state).toMatchObject({ draft: '', editing: 'story' });
  });
});

describe('limited mode (decision 0024)', () => {
  it('a conversation started past its address limit shows the emergency phone until it is forgotten', () => {
    const started = chatReducer(initialChatState(null), { type: 'started', token: TOKEN, view: view([visitor('path', 'detention')]), limited: true });
    expect(started.limited).toBe(true);
    // Later answers and events keep it.
    expect(run(started, { type: 'stored', message: visitor('when', 'today'), typed: false }, { type: 'settled' }).limited).toBe(true);
    expect(chatReducer(started, { type: 'forgotten', greeted: false }).limited).toBe(false);
  });
});

describe('the review', () => {
  it('sending without the consent box says so; checking it clears that; a refusal is shown there', () => {
    const refused = chatReducer(initialChatState(TOKEN), { type: 'reviewError', said: 'consent' });
    expect(refused.reviewError).toBe('consent');
    const checked = chatReducer(refused, { type: 'consent', checked: true });
    expect(checked).toMatchObject({ consent: true, reviewError: null });
    const sending = chatReducer(checked, { type: 'submitting' });
    expect(sending.submitting).toBe(true);
    expect(chatReducer(sending, { type: 'reviewError', said: 'contactNeeded' })).toMatchObject({ submitting: false, reviewError: 'contactNeeded' });
    const submitted = { at, urgent: false, alertedAt: null, officeOpen: true, nextOpen: null, emailCopy: false } as unknown as ChatView['submitted'];
    const sent = chatReducer(sending, { type: 'submitted', view: view([], { submitted }) });
    expect(sent).toMatchObject({ submitting: false, sent: { at } });
  });

  it("'Change' asks the question again with an empty box", () => {
    expect(run(initialChatState(TOKEN), { type: 'draft', text: 'x' }, { type: 'reviewError', said: 'consent' }, { type: 'change', key: 'phone' })).toMatchObject({ editing: 'phone', draft: '', reviewError: null });
  });
});
