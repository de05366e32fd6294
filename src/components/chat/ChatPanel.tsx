import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18nContext } from '../../lib/i18n';
import { CHAT_GREETING_DELAY_MS, CHAT_REPLY_DELAY_MS } from '../../shared/constants';
import { useFirm } from '../../lib/firm';
import { CloseIcon, SendIcon } from '../common/Icons';
import { SidePanel } from '../common/SidePanel';
import { useDialog } from '../common/useDialog';
import { useChat } from './ChatContext';

/** Spec section 3: a chat message lives only in this browser tab. */
export interface ChatMessage {
  id: number;
  text: string;
  sender: 'user' | 'attorney';
  timestamp: Date;
}

const REPLY_COUNT = 5;

/**
 * The right-side chat panel the floating button opens (ChatWidget), loaded the first time it is opened. A stub
 * by design (DESIGN 4): the attorney's greeting and replies are canned and nothing leaves the browser.
 */
export default function ChatPanel({ panelId }: { panelId: string }) {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  const { open, closeChat } = useChat();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pendingReplies, setPendingReplies] = useState(0);
  const nextId = useRef(1);
  const greeted = useRef(false);
  const greetingTimer = useRef<number | null>(null);
  const timers = useRef(new Set<number>());
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();

  useDialog(open, closeChat, panelRef, { initialFocus: inputRef });

  const later = (fn: () => void, ms: number): number => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
    return id;
  };
  const add = (text: string, sender: ChatMessage['sender']) =>
    setMessages((list) => [...list, { id: nextId.current++, text, sender, timestamp: new Date() }]);

  // Timers die with the widget (a language switch remounts the layout), so no reply lands in a stale tree.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);

  useEffect(() => {
    if (!open || greeted.current || messages.length > 0) return;
    greeted.current = true;
    greetingTimer.current = later(() => {
      greetingTimer.current = null;
      add(LL.chat.greeting(), 'attorney');
    }, CHAT_GREETING_DELAY_MS);
    // Only the first opening greets; LL is read when the timer was set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pendingReplies]);

  const canSend = draft.trim().length > 0;

  function send(e: FormEvent) {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    // A visitor who types before the greeting arrives still reads it first, above their own message.
    if (greetingTimer.current !== null) {
      window.clearTimeout(greetingTimer.current);
      timers.current.delete(greetingTimer.current);
      greetingTimer.current = null;
      add(LL.chat.greeting(), 'attorney');
    }
    add(text, 'user');
    setDraft('');
    setPendingReplies((n) => n + 1);
    const replies = [LL.chat.reply1, LL.chat.reply2, LL.chat.reply3, LL.chat.reply4, LL.chat.reply5];
    const pick = replies[Math.floor(Math.random() * REPLY_COUNT)] ?? LL.chat.reply1;
    const reply = pick({ phone: firm.phone });
    later(() => {
      setPendingReplies((n) => n - 1);
      add(reply, 'attorney');
    }, CHAT_REPLY_DELAY_MS);
  }

  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });

  return (
    <>
      <div className="chat-backdrop" data-open={open} onClick={closeChat} aria-hidden="true" />
      <SidePanel open={open} id={panelId} className="chat-panel" titleId={titleId} panelRef={panelRef} focusable>
        <div className="chat-panel__head">
          <div>
            <h2 id={titleId} className="chat-panel__title">
              <span className="chat-online" aria-hidden="true" /> {LL.chat.title()}
            </h2>
            <p className="chat-panel__subtitle">{LL.chat.subtitle({ firm: firm.shortName })}</p>
          </div>
          <button type="button" className="icon-button icon-button--light" onClick={closeChat} aria-label={LL.chat.close()}>
            <CloseIcon />
          </button>
        </div>
        <p className="chat-panel__notice">{LL.chat.notice()}</p>
        <div ref={logRef} className="chat-log" role="log" aria-live="polite" aria-label={LL.chat.log()} tabIndex={0}>
          {messages.map((m) => (
            <div key={m.id} className={`chat-msg chat-msg--${m.sender}`}>
              <span className="sr-only">{m.sender === 'user' ? LL.chat.you() : LL.chat.attorney()}: </span>
              <p className="chat-msg__text">{m.text}</p>
              <time className="chat-msg__time" dateTime={m.timestamp.toISOString()}>
                {time.format(m.timestamp)}
              </time>
            </div>
          ))}
          {pendingReplies > 0 ? (
            <div className="chat-typing" aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          ) : null}
        </div>
        <form className="chat-form" onSubmit={send}>
          <label htmlFor={inputId} className="sr-only">
            {LL.chat.inputLabel()}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            className="chat-input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={LL.chat.placeholder()}
            autoComplete="off"
            maxLength={1000}
          />
          <button type="submit" className="chat-send" disabled={!canSend} aria-label={LL.chat.send()}>
            <SendIcon size={18} />
          </button>
        </form>
      </SidePanel>
    </>
  );
}
