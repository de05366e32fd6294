import { useEffect, useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { useFirm } from '../../lib/firm';
import { useI18nContext } from '../../lib/i18n';
import { CHAT_MESSAGE_MAX, QUESTIONS, type QuestionKey } from '@shared/chat-intake';
import { CloseIcon, SendIcon } from '../../ui/Icons';
import { SidePanel } from '../common/SidePanel';
import { useDialog } from '../common/useDialog';
import { useChat } from './ChatContext';
import { ChatReview } from './ChatReview';
import { CallLine, ChatTranscript, SentNotice } from './ChatTranscript';
import { OFFERED, type OfferedKey } from './chat-flow';
import { choiceLabel, choicesOf, saidText } from './chat-words';
import { useChatState } from './use-chat-state';
import { TrpcProvider } from '../../lib/trpc-provider';

const isOfferedKey = (key: QuestionKey): key is OfferedKey => (OFFERED as readonly string[]).includes(key);

/** The character counter appears past this many characters (the limit is CHAT_MESSAGE_MAX). */
const COUNTER_FROM = 1800;

const INPUT_TYPES: Partial<Record<(typeof QUESTIONS)[QuestionKey]['kind'], string>> = { date: 'date', pastDate: 'date', phone: 'tel', email: 'email' };

/**
 * The chat panel the floating button opens (ChatWidget loads it the first time). An honest intake (decision 0010): the
 * firm's greeting, whether the office is open, then one question at a time, each answer stored on the server as
 * it is given, a review, and 'Send to the firm', which makes it an inquiry. Live replies (decision 0021): it says
 * someone can answer only while a staff member is available, shows their replies (first name, never a pretend
 * attorney) as they come, and the visitor then writes to them. The conversation and its calls are
 * use-chat-state.ts's (a reducer, chat-state.ts); this renders them, in the page's language, and moves focus.
 */
/** The panel, with the typed hooks its state uses (the chat's lazy chunk brings @trpc/react-query and the client). */
export default function ChatPanelWithApi({ panelId }: { panelId: string }) {
  return (
    <TrpcProvider>
      <ChatPanel panelId={panelId} />
    </TrpcProvider>
  );
}

function ChatPanel({ panelId }: { panelId: string }) {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  const { open, closeChat } = useChat();
  const chat = useChatState(locale);
  const { state, dispatch, flow, liveMode, review, available, focusNext } = chat;
  const { token, sent, live, limited, resuming, greeted, draft, website, pending, checking, problem, consent, reviewError, submitting, confirmEnd } = state;

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

  const current = flow.current;
  const currentKind = current ? QUESTIONS[current].kind : undefined;

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

  const trimmed = draft.trim();
  const count = trimmed.length;
  const tooLong = count > CHAT_MESSAGE_MAX;

  function sendDraft(e: FormEvent) {
    e.preventDefault();
    chat.sendDraft();
  }

  async function submit() {
    if (!(await chat.submit())) consentRef.current?.focus();
  }

  const choices = current ? choicesOf(current) : [];
  const suggestion = flow.suggestion;
  const showQuestion = greeted && !resuming && !pending && current !== undefined;
  const hint = tooLong ? LL.chat.tooLongHint({ count, max: CHAT_MESSAGE_MAX }) : null;
  const describedBy = [hint || count > COUNTER_FROM ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ') || undefined;
  const retry = problem?.retry;

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
                  dispatch({ type: 'confirmEnd', on: true });
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
              <button type="button" className="chat-confirm__end" onClick={chat.endChat}>
                {LL.chat.end()}
              </button>
              <button
                type="button"
                className="chat-confirm__keep"
                onClick={() => {
                  dispatch({ type: 'confirmEnd', on: false });
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
                sentNotice={sent ? <SentNotice sent={sent} email={flow.answers.email} path={flow.answers.path} focusRef={sentRef} /> : null}
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
                  <button type="button" className="chat-choice" onClick={() => void chat.send(current, suggestion, false)}>
                    {LL.chat.offerYes()}
                  </button>
                  <button type="button" className="chat-choice chat-choice--skip" onClick={() => chat.decline(current)}>
                    {LL.chat.offerOther[current]()}
                  </button>
                </>
              ) : null}
              {suggestion === undefined
                ? choices.map((code) => (
                    <button key={code} type="button" className="chat-choice" onClick={() => void chat.send(current, code, false)}>
                      {choiceLabel(LL, current, code)}
                    </button>
                  ))
                : null}
              {current !== 'path' && suggestion === undefined ? (
                <button type="button" className="chat-choice chat-choice--skip" onClick={() => void chat.send(current, '', false)}>
                  {LL.chat.skip()}
                </button>
              ) : null}
            </div>
          ) : null}
          {review && greeted && !pending ? (
            <ChatReview
              answers={flow.answers}
              consent={consent}
              onConsent={(checked) => dispatch({ type: 'consent', checked })}
              error={reviewError && saidText(LL, reviewError, firm.phone)}
              submitting={submitting}
              onChange={chat.change}
              onSubmit={() => void submit()}
              onPrivacy={closeChat}
              headingRef={reviewRef}
              consentRef={consentRef}
            />
          ) : null}
        </div>

        {chat.stream === 'reconnecting' ? (
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
              {saidText(LL, problem.said, firm.phone)}
            </p>
            {retry ? (
              <button type="button" className="chat-retry" onClick={() => chat.retry(retry)}>
                {LL.chat.retry()}
              </button>
            ) : null}
          </div>
        ) : null}

        {(sent && !liveMode) || live.closed ? (
          <div className="chat-form chat-form--done">
            <button type="button" className="chat-new" onClick={chat.newChat}>
              {LL.chat.newChat()}
            </button>
          </div>
        ) : review ? null : (
          <form className="chat-form" onSubmit={sendDraft}>
            <div className="chat-honeypot" aria-hidden="true">
              <label htmlFor={honeypotId}>{LL.chat.honeypot()}</label>
              <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => dispatch({ type: 'website', text: e.target.value })} />
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
                onChange={(e) => dispatch({ type: 'draft', text: e.target.value })}
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
