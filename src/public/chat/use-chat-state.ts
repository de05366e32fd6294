import { useCallback, useEffect, useMemo, useReducer, useRef, type Dispatch } from 'react';
import { trpc } from '../../lib/trpc';
import { CHAT_MESSAGE_MAX, QUESTIONS, checkAnswer, type QuestionKey } from '@shared/chat-intake';
import { CHAT_GREETING_DELAY_MS } from '@shared/constants';
import type { Locale } from '@shared/locales';
import { isStorableText } from '@shared/storable-text';
import { useChat } from './ChatContext';
import { flowOf, type ChatView, type Flow } from './chat-flow';
import { powSolver } from './chat-pow';
import { dropChatToken, readChatSeen, readChatToken, storeChatSeen, storeChatToken } from './chat-storage';
import { useChatStream, type ChatStreamEvent, type StreamState } from './chat-stream';
import { chatReducer, initialChatState, lastFromFirm, type ChatAction, type ChatState, type Retry } from './chat-state';
import { refusalOf, saidOf } from './chat-words';
import { keyPerText } from '../../lib/submission-key';

/** Where focus goes once the next render is on screen: the next question's first quick reply, the text box... */
export type FocusTarget = 'choices' | 'input' | 'sent' | 'confirm' | 'end';

/** What the panel renders and calls: the state, its dispatch, what follows from it, and the visitor's actions. */
export interface ChatPanelModel {
  state: ChatState;
  dispatch: Dispatch<ChatAction>;
  flow: Flow;
  /** Someone from the firm replied and the conversation is open: the visitor writes to them. */
  liveMode: boolean;
  /** Every question has an answer: the review and 'Send to the firm'. */
  review: boolean;
  /** Whether someone from the firm can answer now (the stream's word, or one question before there is one). */
  available: boolean;
  stream: StreamState;
  /** Set by the actions below, read (and cleared) by the panel once it has rendered. */
  focusNext: { current: FocusTarget | null };
  /** Stores one answer ('' = Skip); the first one starts the conversation. `typed`: from the text box. */
  send(field: QuestionKey, text: string, typed: boolean): Promise<void>;
  /** The text box's words: the visitor's own words in live mode, else the answer to the current question. */
  sendDraft(): void;
  submit(): Promise<boolean>;
  retry(retry: Retry): void;
  endChat(): void;
  newChat(): void;
  change(key: QuestionKey): void;
  decline(key: QuestionKey): void;
}

/**
 * The chat panel's conversation (ChatPanel.tsx renders it): the state (chat-state.ts) and what changes it, the
 * calls to the server through the typed client src/Root.tsx provides (`trpc.useUtils().client`, whose links load
 * with the first call), the live stream, and the conversation's token in this tab (chat-storage.ts). Failures are
 * kept as what to say (a refusal's code, 'offline', 'failed'), put in words by the panel.
 */
export function useChatState(locale: Locale): ChatPanelModel {
  const { open, openedAt, closeChat, markUnread } = useChat();
  const { client } = trpc.useUtils();
  const [state, dispatch] = useReducer(chatReducer, null, () => initialChatState(readChatToken()));
  const { token, messages, sent, live, editing, declined, alert, resuming, greeted } = state;
  const openNow = useRef(open);
  openNow.current = open;
  const busy = useRef(false);
  /** The idempotency key of what is being sent: the same while the same message is tried again, so it is stored once. */
  const sending = useMemo(keyPerText, []);
  const focusNext = useRef<FocusTarget | null>(null);

  const pow = useMemo(() => powSolver(() => client.chat.challenge.mutate()), [client]);
  const liveMode = live.takenBy !== null && !live.closed;
  const flow = useMemo(
    () => flowOf(messages, { editing, sent: sent !== null || live.closed, live: liveMode, alert, declined, sentAt: sent?.at ?? null }),
    [messages, editing, sent, live.closed, liveMode, alert, declined],
  );
  const review = !resuming && sent === null && flow.current === undefined && !liveMode && !live.closed;
  const presence = trpc.chat.presence.useQuery(undefined, { enabled: open && state.streamAvailable === null });
  const available = state.streamAvailable ?? presence.data?.available ?? false;

  const show = useCallback(
    (action: Extract<ChatAction, { view: ChatView }>) => {
      dispatch(action);
      // A reply that came while the page was loading (or on another page): the button's dot, panel closed or not yet opened.
      if (!openNow.current && lastFromFirm(action.view.messages) > readChatSeen()) markUnread();
    },
    [markUnread],
  );

  const onStreamEvent = useCallback(
    (event: ChatStreamEvent) => {
      if (!openNow.current && event.messages.some((m) => m.sender !== 'visitor')) markUnread();
      dispatch({ type: 'streamed', event });
    },
    [markUnread],
  );

  // What the visitor has seen of the firm's messages: the panel is open.
  useEffect(() => {
    const lastFirm = lastFromFirm(messages);
    if (open && token && lastFirm > readChatSeen()) storeChatSeen(lastFirm);
  }, [open, token, messages]);

  /** The server no longer has the conversation (ended, purged): start afresh, saying so when `said`. */
  const forget = useCallback((said?: 'gone') => {
    dropChatToken();
    dispatch({ type: 'forgotten', greeted: true, said });
  }, []);

  const resume = useCallback(
    async (t: string) => {
      dispatch({ type: 'resuming' });
      try {
        show({ type: 'resumed', view: await client.chat.resume.mutate({ token: t }) });
      } catch (err) {
        const said = saidOf(err);
        if (said === 'gone') forget();
        else dispatch({ type: 'problem', said, retry: { op: 'resume', token: t } });
      }
    },
    [client, show, forget],
  );

  // A conversation of this tab (reload, another page): rebuilt from the server once, when the panel first opens.
  useEffect(() => {
    const stored = readChatToken();
    if (stored) void resume(stored);
    // Once per mount: later changes of `resume` (a language switch remounts the panel anyway) must not resume again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Replies and the firm's side of the conversation, as they happen (decision 0021).
  const stream = useChatStream({
    token: resuming ? null : token,
    active: open,
    lastId: messages.at(-1)?.id ?? 0,
    onEvent: onStreamEvent,
    onGone: () => forget('gone'),
    onRefused: (err) => dispatch({ type: 'problem', said: saidOf(err) }),
  });

  // The firm's greeting, a moment after the panel opens on no conversation.
  useEffect(() => {
    if (!open || greeted || token) return;
    // The second runs from the click: loading the panel (a lazy chunk) already took part of it.
    const timer = window.setTimeout(() => dispatch({ type: 'greeted' }), Math.max(0, CHAT_GREETING_DELAY_MS - (performance.now() - openedAt)));
    return () => window.clearTimeout(timer);
  }, [open, openedAt, greeted, token]);

  // The proof of work is solved in the background while the visitor reads the greeting.
  useEffect(() => {
    if (open && !token) pow.prepare();
  }, [open, token, pow]);

  /** `chat.start` with a solved challenge; a challenge that expired while the panel stood open is replaced once. */
  async function start(field: QuestionKey, text: string) {
    for (let attempt = 0; ; attempt++) {
      if (!pow.isReady()) dispatch({ type: 'checking', on: true });
      const solved = await pow.take();
      dispatch({ type: 'checking', on: false });
      // Where the visit came from (decision 0029); never a reason for the chat to fail.
      const journey = await import('../../lib/journey').then((j) => j.journeyText(), () => '');
      try {
        const submission = sending.keyFor(`start\n${field}\n${text}`);
        return await client.chat.start.mutate({ locale, page: window.location.pathname, answer: { field, text }, pow: solved, website: state.website, journey, submission });
      } catch (err) {
        if (attempt === 0 && refusalOf(err) === 'botCheck') continue;
        // The next attempt has a solution ready (this one may have been used).
        pow.prepare();
        throw err;
      }
    }
  }

  /**
   * Stores one answer ('' = Skip); the first one starts the conversation. `typed`: it came from the text box,
   * which is emptied once the answer is stored (and keeps it otherwise); focus stays there.
   */
  async function send(field: QuestionKey, text: string, typed: boolean): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: 'sending', field, text });
    try {
      if (token) {
        dispatch({ type: 'stored', message: await client.chat.send.mutate({ token, answer: { field, text }, submission: sending.keyFor(`send\n${field}\n${text}`) }), typed });
      } else {
        const started = await start(field, text);
        storeChatToken(started.token);
        show({ type: 'started', token: started.token, view: started.conversation, limited: started.limited });
        dispatch({ type: 'stored', message: null, typed });
      }
      sending.done();
      focusNext.current = typed ? 'input' : 'choices';
    } catch (err) {
      const said = saidOf(err);
      if (said === 'gone') forget('gone');
      else if (said === 'submitted' && token) void resume(token);
      // A refusal keeps the typed text for the visitor to correct; a failure may be tried again as it was.
      else dispatch({ type: 'problem', said, retry: said === 'offline' || said === 'failed' ? { op: 'send', field, text, typed } : null });
    } finally {
      busy.current = false;
      dispatch({ type: 'settled' });
    }
  }

  /** The visitor's own words to the staff member who replied (live mode). */
  async function say(text: string): Promise<void> {
    if (busy.current || !token) return;
    busy.current = true;
    dispatch({ type: 'sending', field: null, text });
    try {
      dispatch({ type: 'said', message: await client.chat.say.mutate({ token, text, submission: sending.keyFor(`say\n${text}`) }) });
      sending.done();
      focusNext.current = 'input';
    } catch (err) {
      const said = saidOf(err);
      if (said === 'gone') forget('gone');
      else dispatch({ type: 'problem', said, retry: said === 'offline' || said === 'failed' ? { op: 'say', text } : null });
    } finally {
      busy.current = false;
      dispatch({ type: 'settled' });
    }
  }

  function sendDraft() {
    const trimmed = state.draft.trim();
    if (!trimmed || busy.current) return;
    if (trimmed.length > CHAT_MESSAGE_MAX) return dispatch({ type: 'problem', said: 'tooLong' });
    if (!isStorableText(trimmed)) return dispatch({ type: 'problem', said: 'notAllowed' });
    if (liveMode) return void say(trimmed);
    const current = flow.current;
    if (!current) return;
    const checked = checkAnswer(current, trimmed);
    if (!checked.ok) return dispatch({ type: 'problem', said: checked.error });
    void send(current, checked.value, true);
  }

  /** 'Send to the firm'; false when the consent box is not checked (the panel moves focus there). */
  async function submit(): Promise<boolean> {
    if (!token || state.submitting) return true;
    if (!state.consent) {
      dispatch({ type: 'reviewError', said: 'consent' });
      return false;
    }
    dispatch({ type: 'submitting' });
    try {
      show({ type: 'submitted', view: await client.chat.submit.mutate({ token, consent: true }) });
      focusNext.current = 'sent';
    } catch (err) {
      const said = saidOf(err);
      if (said === 'gone') forget('gone');
      else dispatch({ type: 'reviewError', said });
    }
    return true;
  }

  function retry(r: Retry) {
    if (r.op === 'send') void send(r.field, r.text, r.typed);
    else if (r.op === 'say') void say(r.text);
    else void resume(r.token);
  }

  function endChat() {
    const t = dropChatToken() ?? token;
    // Fire and forget: the browser has already forgotten it; the server deletes a conversation never sent.
    if (t) client.chat.end.mutate({ token: t }).catch(() => undefined);
    dispatch({ type: 'forgotten', greeted: false });
    closeChat();
  }

  function newChat() {
    dropChatToken();
    dispatch({ type: 'forgotten', greeted: false });
    focusNext.current = 'input';
  }

  function change(key: QuestionKey) {
    dispatch({ type: 'change', key });
    focusNext.current = QUESTIONS[key].kind === 'choice' ? 'choices' : 'input';
  }

  function decline(key: QuestionKey) {
    dispatch({ type: 'decline', key });
    focusNext.current = QUESTIONS[key].kind === 'choice' ? 'choices' : 'input';
  }

  return { state, dispatch, flow, liveMode, review, available, stream, focusNext, send, sendDraft, submit, retry, endChat, newChat, change, decline };
}
