import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFirm } from '../../lib/firm';
import { useI18nContext } from '../../lib/i18n';
import { useApiQuery } from '../../lib/api';
import { trpcClient as client } from '../../lib/trpc-client';
import { CHAT_MESSAGE_MAX, QUESTIONS, checkAnswer, chatMsgKey, type QuestionKey } from '@shared/chat-intake';
import { CHAT_GREETING_DELAY_MS } from '@shared/constants';
import { isStorableText } from '@shared/storable-text';
import { CloseIcon, SendIcon } from '../../ui/Icons';
import { SidePanel } from '../common/SidePanel';
import { useDialog } from '../common/useDialog';
import { useChat } from './ChatContext';
import { ChatReview } from './ChatReview';
import { CallLine, ChatTranscript, SentNotice } from './ChatTranscript';
import { OFFERED, flowOf, type OfferedKey, type ChatAlertView, type ChatMessageView, type ChatSubmittedView, type ChatView } from './chat-flow';
import { useChatStream, type ChatStreamEvent } from './chat-stream';
import { powSolver } from './chat-pow';
import { dropChatToken, readChatSeen, readChatToken, storeChatSeen, storeChatToken } from './chat-storage';
import { choiceLabel, choicesOf, problemOf } from './chat-words';

const isOfferedKey = (key: QuestionKey): key is OfferedKey => (OFFERED as readonly string[]).includes(key);

/** The character counter appears past this many characters (the limit is CHAT_MESSAGE_MAX). */
const COUNTER_FROM = 1800;

const INPUT_TYPES: Partial<Record<(typeof QUESTIONS)[QuestionKey]['kind'], string>> = { date: 'date', pastDate: 'date', phone: 'tel', email: 'email' };

type LiveView = ChatView['live'];
const NOT_LIVE: LiveView = { takenBy: null, closed: false, handedOver: false };

/** The id of the last message from the firm (a reply or an event), 0 when none. */
const lastFromFirm = (list: readonly ChatMessageView[]) => list.reduce((id, m) => (m.sender !== 'visitor' && m.id > id ? m.id : id), 0);

/** The list with `more` added in id order, each message once (the stream repeats what a call already returned). */
function merged(list: readonly ChatMessageView[], more: readonly ChatMessageView[]): ChatMessageView[] {
  const known = new Set(list.map((m) => m.id));
  const added = more.filter((m) => !known.has(m.id));
  return added.length === 0 ? (list as ChatMessageView[]) : [...list, ...added].sort((a, b) => a.id - b.id);
}

interface Problem {
  text: string;
  /** Sends the same answer again (a network or server failure). */
  retry?: () => void;
}

/**
 * The chat panel the floating button opens (ChatWidget loads it the first time). An honest intake (decision 0010): the
 * firm's greeting, whether the office is open, then one question at a time, each answer stored on the server as
 * it is given, a review, and 'Send to the firm', which makes it an inquiry. Live replies (decision 0021): it says
 * someone can answer only while a staff member is available, shows their replies (first name, never a pretend
 * attorney) as they come, and the visitor then writes to them. The conversation's token stays in this tab
 * (chat-storage.ts), so a reload or another page picks it up again.
 */
export default function ChatPanel({ panelId }: { panelId: string }) {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  const { open, openedAt, closeChat, markUnread } = useChat();
  const openNow = useRef(open);
  openNow.current = open;

  const [token, setToken] = useState<string | null>(readChatToken);
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [sent, setSent] = useState<ChatSubmittedView | null>(null);
  const [live, setLive] = useState<LiveView>(NOT_LIVE);
  /** An urgent case alerted before it was sent (decision 0024). */
  const [alert, setAlert] = useState<ChatAlertView>(null);
  /** The conversation started past its address's limit (the urgent path): the emergency phone is shown. */
  const [limited, setLimited] = useState(false);
  /** Offers of what the visitor already wrote that they turned down ('Another number'): the question is asked instead. */
  const [declined, setDeclined] = useState<ReadonlySet<QuestionKey>>(() => new Set());
  /** From the stream once there is one; before, from one question when the panel opens. */
  const [streamAvailable, setStreamAvailable] = useState<boolean | null>(null);
  const [resuming, setResuming] = useState(token !== null);
  const [greeted, setGreeted] = useState(token !== null);
  const [editing, setEditing] = useState<QuestionKey | null>(null);
  const [draft, setDraft] = useState('');
  const [website, setWebsite] = useState('');
  /** The answer being stored ('' = Skip), shown at once under its question. */
  const [pending, setPending] = useState<{ field: QuestionKey | null; text: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [consent, setConsent] = useState(false);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);

  const busy = useRef(false);
  /** Where focus goes once the next render is on screen: the next question's first quick reply, the text box... */
  const focusNext = useRef<'choices' | 'input' | 'sent' | 'confirm' | 'end' | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const honeypotId = useId();
  const confirmId = useId();

  useDialog(open, closeChat, panelRef, { initialFocus: inputRef });

  const pow = useMemo(() => powSolver(() => client.chat.challenge.mutate()), []);
  /** Someone from the firm replied and the conversation is open: the visitor writes to them. */
  const liveMode = live.takenBy !== null && !live.closed;
  const flow = useMemo(
    () => flowOf(messages, { editing, sent: sent !== null || live.closed, live: liveMode, alert, declined, sentAt: sent?.at ?? null }),
    [messages, editing, sent, live.closed, liveMode, alert, declined],
  );
  const current = flow.current;
  const currentKind = current ? QUESTIONS[current].kind : undefined;
  const review = !resuming && sent === null && current === undefined && !liveMode && !live.closed;
  const presence = useApiQuery('chat.presence', undefined, { enabled: open && streamAvailable === null });
  const available = streamAvailable ?? presence.data?.available ?? false;

  const show = useCallback(
    (view: ChatView) => {
      setMessages(view.messages);
      setSent(view.submitted);
      setLive(view.live);
      setAlert(view.alert);
      // A reply that came while the page was loading (or on another page): the button's dot, panel closed or not yet opened.
      const lastFirm = lastFromFirm(view.messages);
      if (!openNow.current && lastFirm > readChatSeen()) markUnread();
    },
    [markUnread],
  );

  const onStreamEvent = useCallback((event: ChatStreamEvent) => {
    if (!openNow.current && event.messages.some((m) => m.sender !== 'visitor')) markUnread();
    setMessages((list) => merged(list, event.messages));
    setSent(event.submitted);
    setLive(event.live);
    setAlert(event.alert);
    setStreamAvailable(event.available);
  }, [markUnread]);

  // What the visitor has seen of the firm's messages: the panel is open.
  useEffect(() => {
    const lastFirm = lastFromFirm(messages);
    if (open && token && lastFirm > readChatSeen()) storeChatSeen(lastFirm);
  }, [open, token, messages]);

  /** Forgets the conversation in this panel (the token is already gone from storage). */
  const reset = useCallback(() => {
    setToken(null);
    setMessages([]);
    setSent(null);
    setLive(NOT_LIVE);
    setAlert(null);
    setLimited(false);
    setDeclined(new Set());
    setStreamAvailable(null);
    setEditing(null);
    setDraft('');
    setPending(null);
    setProblem(null);
    setConsent(false);
    setReviewError(null);
    setConfirmEnd(false);
    setResuming(false);
  }, []);

  /** The server no longer has the conversation (ended, purged): start afresh, saying so. */
  const lost = useCallback(
    (text: string) => {
      dropChatToken();
      reset();
      setGreeted(true);
      setProblem({ text });
    },
    [reset],
  );

  const resume = useCallback(
    async (t: string) => {
      setResuming(true);
      setProblem(null);
      try {
        show(await client.chat.resume.mutate({ token: t }));
        setResuming(false);
      } catch (err) {
        const p = problemOf(LL, err, firm.phone);
        if (p.key === 'gone') {
          dropChatToken();
          reset();
          setGreeted(true);
        } else {
          setProblem({ text: p.text, retry: () => void resume(t) });
        }
      }
    },
    [show, reset, LL, firm.phone],
  );

  // A conversation of this tab (reload, another page): rebuilt from the server once, when the panel first opens.
  useEffect(() => {
    const stored = readChatToken();
    if (stored) void resume(stored);
    // Once per mount: later changes of `resume` (a language switch remounts the panel anyway) must not resume again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Replies and the firm's side of the conversation, as they happen (decision 0021).
  const streamState = useChatStream({
    token: resuming ? null : token,
    active: open,
    lastId: messages.at(-1)?.id ?? 0,
    onEvent: onStreamEvent,
    onGone: () => lost(LL.chat.errors.gone()),
    onRefused: (err) => setProblem({ text: problemOf(LL, err, firm.phone).text }),
  });

  // The firm's greeting, a moment after the panel opens on no conversation.
  useEffect(() => {
    if (!open || greeted || token) return;
    // The second runs from the click: loading the panel (a lazy chunk) already took part of it.
    const timer = window.setTimeout(() => setGreeted(true), Math.max(0, CHAT_GREETING_DELAY_MS - (performance.now() - openedAt)));
    return () => window.clearTimeout(timer);
  }, [open, openedAt, greeted, token]);

  // The proof of work is solved in the background while the visitor reads the greeting.
  useEffect(() => {
    if (open && !token) pow.prepare();
  }, [open, token, pow]);

  // The newest line in view, then focus where the visitor continues.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) body.scrollTop = body.scrollHeight;
  }, [flow, pending, sent, problem, greeted, review]);
  useEffect(() => {
    const next = focusNext.current;
    if (!next || pending) return;
    focusNext.current = null;
    // ...or, once every question has an answer, the review's heading, where a reader starts.
    if (review && (next === 'choices' || next === 'input')) reviewRef.current?.focus();
    else if (next === 'sent') sentRef.current?.focus();
    else if (next === 'confirm') confirmRef.current?.focus();
    else if (next === 'end') endRef.current?.focus();
    else if (next === 'choices' && currentKind === 'choice') choicesRef.current?.querySelector('button')?.focus();
    else inputRef.current?.focus();
  });

  /**
   * Stores one answer ('' = Skip); the first one starts the conversation. `typed`: it came from the text box,
   * which is emptied once the answer is stored (and keeps it otherwise); focus stays there.
   */
  async function send(field: QuestionKey, text: string, typed: boolean): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setGreeted(true);
    setPending({ field, text });
    setProblem(null);
    try {
      if (token) {
        const message = await client.chat.send.mutate({ token, answer: { field, text } });
        setMessages((list) => merged(list, [message]));
      } else {
        const started = await start(field, text);
        storeChatToken(started.token);
        setToken(started.token);
        show(started.conversation);
        setLimited(started.limited);
      }
      setEditing(null);
      if (typed) setDraft('');
      focusNext.current = typed ? 'input' : 'choices';
    } catch (err) {
      const p = problemOf(LL, err, firm.phone);
      if (p.key === 'gone') lost(p.text);
      else if (p.key === 'submitted' && token) void resume(token);
      else setProblem({ text: p.text, retry: p.key ? undefined : () => void send(field, text, typed) });
    } finally {
      busy.current = false;
      setPending(null);
      setChecking(false);
    }
  }

  /** `chat.start` with a solved challenge; a challenge that expired while the panel stood open is replaced once. */
  async function start(field: QuestionKey, text: string) {
    for (let attempt = 0; ; attempt++) {
      if (!pow.isReady()) setChecking(true);
      const solved = await pow.take();
      setChecking(false);
      try {
        return await client.chat.start.mutate({ locale, page: window.location.pathname, answer: { field, text }, pow: solved, website });
      } catch (err) {
        if (attempt === 0 && err instanceof Error && chatMsgKey(err.message) === 'botCheck') continue;
        // The next attempt has a solution ready (this one may have been used).
        pow.prepare();
        throw err;
      }
    }
  }

  /** The visitor's own words to the staff member who replied (live mode). */
  async function say(text: string): Promise<void> {
    if (busy.current || !token) return;
    busy.current = true;
    setPending({ field: null, text });
    setProblem(null);
    try {
      const message = await client.chat.say.mutate({ token, text });
      setMessages((list) => merged(list, [message]));
      setDraft('');
      focusNext.current = 'input';
    } catch (err) {
      const p = problemOf(LL, err, firm.phone);
      if (p.key === 'gone') lost(p.text);
      else setProblem({ text: p.text, retry: p.key ? undefined : () => void say(text) });
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  const trimmed = draft.trim();
  const count = trimmed.length;
  const tooLong = count > CHAT_MESSAGE_MAX;

  function sendDraft(e: FormEvent) {
    e.preventDefault();
    if (!trimmed || busy.current) return;
    if (tooLong) return setProblem({ text: LL.chat.errors.tooLong() });
    if (!isStorableText(trimmed)) return setProblem({ text: LL.chat.errors.notAllowed() });
    if (liveMode) return void say(trimmed);
    if (!current) return;
    const checked = checkAnswer(current, trimmed);
    if (!checked.ok) {
      const key = chatMsgKey(checked.message);
      return setProblem({ text: key ? LL.chat.errors[key]() : checked.message });
    }
    void send(current, checked.value, true);
  }

  function change(key: QuestionKey) {
    setEditing(key);
    setReviewError(null);
    setDraft('');
    focusNext.current = QUESTIONS[key].kind === 'choice' ? 'choices' : 'input';
  }

  async function submit() {
    if (!token || submitting) return;
    if (!consent) {
      setReviewError(LL.chat.errors.consent());
      consentRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setReviewError(null);
    try {
      show(await client.chat.submit.mutate({ token, consent: true }));
      focusNext.current = 'sent';
    } catch (err) {
      const p = problemOf(LL, err, firm.phone);
      if (p.key === 'gone') lost(p.text);
      else setReviewError(p.text);
    } finally {
      setSubmitting(false);
    }
  }

  function endChat() {
    const t = dropChatToken() ?? token;
    // Fire and forget: the browser has already forgotten it; the server deletes a conversation never sent.
    if (t) client.chat.end.mutate({ token: t }).catch(() => undefined);
    reset();
    setGreeted(false);
    closeChat();
  }

  function newChat() {
    dropChatToken();
    reset();
    setGreeted(false);
    focusNext.current = 'input';
  }

  const choices = current ? choicesOf(current) : [];
  const suggestion = flow.suggestion;
  /** 'Another number': the offer is put aside and the question asked as usual. */
  function decline(key: QuestionKey) {
    setDeclined((set) => new Set(set).add(key));
    focusNext.current = QUESTIONS[key].kind === 'choice' ? 'choices' : 'input';
  }
  const showQuestion = greeted && !resuming && !pending && current !== undefined;
  const hint = tooLong ? LL.chat.tooLongHint({ count, max: CHAT_MESSAGE_MAX }) : null;
  const describedBy = [hint || count > COUNTER_FROM ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <div className="chat-backdrop" data-open={open} onClick={closeChat} aria-hidden="true" />
      <SidePanel open={open} id={panelId} className="chat-panel" titleId={titleId} panelRef={panelRef} focusable>
        <div className="chat-panel__head">
          <div className="chat-panel__heading">
            <h2 id={titleId} className="chat-panel__title">
              {LL.chat.title()}
            </h2>
            <p className="chat-panel__subtitle">{LL.chat.subtitle({ firm: firm.shortName })}</p>
            {token && !confirmEnd ? (
              <button
                ref={endRef}
                type="button"
                className="chat-end"
                onClick={() => {
                  setConfirmEnd(true);
                  focusNext.current = 'confirm';
                }}
              >
                {LL.chat.end()}
              </button>
            ) : null}
          </div>
          <button type="button" className="icon-button icon-button--light" onClick={closeChat} aria-label={LL.chat.close()}>
            <CloseIcon />
          </button>
        </div>
        {confirmEnd ? (
          <div className="chat-confirm" role="group" aria-labelledby={confirmId}>
            <p id={confirmId} ref={confirmRef} tabIndex={-1}>
              {LL.chat.endConfirm()}
            </p>
            <div className="chat-confirm__actions">
              <button type="button" className="chat-confirm__end" onClick={endChat}>
                {LL.chat.end()}
              </button>
              <button
                type="button"
                className="chat-confirm__keep"
                onClick={() => {
                  setConfirmEnd(false);
                  focusNext.current = 'end';
                }}
              >
                {LL.chat.endCancel()}
              </button>
            </div>
          </div>
        ) : null}
        <p className="chat-panel__notice">{LL.chat.notice()}</p>

        <div ref={bodyRef} className="chat-body">
          <div className="chat-log" role="log" aria-live="polite" aria-label={LL.chat.log()}>
            {greeted && !resuming ? (
              <ChatTranscript
                items={flow.items}
                pending={pending ? pending.text : null}
                facts={{ available, sent: sent !== null }}
                sentNotice={sent ? <SentNotice sent={sent} email={flow.answers.email} focusRef={sentRef} /> : null}
              />
            ) : null}
            {limited ? (
              <div className="chat-msg chat-msg--firm chat-msg--urgent">
                <CallLine sentence={(phone) => LL.chat.limited({ phone })} />
              </div>
            ) : null}
            {resuming && !problem ? (
              <p className="chat-status" role="status">
                {LL.common.loading()}
              </p>
            ) : null}
          </div>
          {showQuestion ? (
            <div ref={choicesRef} className="chat-choices" role="group" aria-label={LL.chat.questions[current]()}>
              {suggestion !== undefined && isOfferedKey(current) ? (
                <>
                  <button type="button" className="chat-choice" onClick={() => void send(current, suggestion, false)}>
                    {LL.chat.offerYes()}
                  </button>
                  <button type="button" className="chat-choice chat-choice--skip" onClick={() => decline(current)}>
                    {LL.chat.offerOther[current]()}
                  </button>
                </>
              ) : null}
              {suggestion === undefined
                ? choices.map((code) => (
                    <button key={code} type="button" className="chat-choice" onClick={() => void send(current, code, false)}>
                      {choiceLabel(LL, current, code)}
                    </button>
                  ))
                : null}
              {current !== 'path' && suggestion === undefined ? (
                <button type="button" className="chat-choice chat-choice--skip" onClick={() => void send(current, '', false)}>
                  {LL.chat.skip()}
                </button>
              ) : null}
            </div>
          ) : null}
          {review && greeted && !pending ? (
            <ChatReview
              answers={flow.answers}
              consent={consent}
              onConsent={(checked) => {
                setConsent(checked);
                if (checked) setReviewError(null);
              }}
              error={reviewError}
              submitting={submitting}
              onChange={change}
              onSubmit={() => void submit()}
              onPrivacy={closeChat}
              headingRef={reviewRef}
              consentRef={consentRef}
            />
          ) : null}
        </div>

        {streamState === 'reconnecting' ? (
          <p className="chat-status chat-status--bar" role="status">
            {LL.chat.live.reconnecting()}
          </p>
        ) : null}
        {checking ? (
          <p className="chat-status chat-status--bar" role="status">
            {LL.chat.checking()}
          </p>
        ) : null}
        {problem ? (
          <div className="chat-problem">
            <p id={problemId} className="chat-error" role="alert">
              {problem.text}
            </p>
            {problem.retry ? (
              <button type="button" className="chat-retry" onClick={problem.retry}>
                {LL.chat.retry()}
              </button>
            ) : null}
          </div>
        ) : null}

        {(sent && !liveMode) || live.closed ? (
          <div className="chat-form chat-form--done">
            <button type="button" className="chat-new" onClick={newChat}>
              {LL.chat.newChat()}
            </button>
          </div>
        ) : review ? null : (
          <form className="chat-form" onSubmit={sendDraft}>
            <div className="chat-honeypot" aria-hidden="true">
              <label htmlFor={honeypotId}>{LL.chat.honeypot()}</label>
              <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
            </div>
            <div className="chat-form__row">
              <label htmlFor={inputId} className="sr-only">
                {LL.chat.inputLabel()}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                type={(!liveMode && currentKind && INPUT_TYPES[currentKind]) || 'text'}
                className="chat-input"
                value={draft}
                onChange={(e) => {
                  setDraft(e.target.value);
                  if (problem && !problem.retry) setProblem(null);
                }}
                readOnly={pending !== null}
                placeholder={!liveMode ? LL.chat.placeholder() : live.takenBy ? LL.chat.live.placeholder({ name: live.takenBy }) : LL.chat.live.placeholderUnnamed()}
                autoComplete="off"
                aria-invalid={problem && !problem.retry ? true : undefined}
                aria-describedby={describedBy}
              />
              <button type="submit" className="chat-send" disabled={!trimmed} aria-label={LL.chat.send()}>
                <SendIcon size={18} />
              </button>
            </div>
            {hint ? (
              <p id={hintId} className="chat-hint chat-hint--over" aria-live="polite">
                {hint}
              </p>
            ) : count > COUNTER_FROM ? (
              <p id={hintId} className="chat-hint">
                {LL.chat.counter({ count, max: CHAT_MESSAGE_MAX })}
              </p>
            ) : null}
          </form>
        )}
      </SidePanel>
    </>
  );
}
