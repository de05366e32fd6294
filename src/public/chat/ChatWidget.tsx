import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useI18nContext } from '../../lib/i18n';
import { ChatIcon } from '../../ui/Icons';
import { useChat } from './ChatContext';
import { readChatToken } from './chat-storage';

/** The panel and its conversation load the first time the chat is opened: most visits never open it. */
const ChatPanel = lazy(() => import('./ChatPanel'));

/** The floating chat button; the panel it opens stays mounted (and keeps its messages) once opened. */
export function ChatWidget() {
  const { LL } = useI18nContext();
  const { open, openChat, unread } = useChat();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  // A conversation of this tab (a reload, another page): its replies are heard without opening the panel, so the
  // panel (and its stream) starts at once, closed, and the button shows the dot when the firm answers.
  useEffect(() => {
    if (readChatToken()) setOpened(true);
  }, []);

  return (
    <>
      <button
        type="button"
        className="chat-fab"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        // Stays rendered under the open panel: hiding it would drop focus before the panel could remember it.
        onClick={openChat}
        // Pointing at the button starts loading the panel, so it opens at once.
        onPointerEnter={() => void import('./ChatPanel')}
      >
        <ChatIcon size={22} />
        <span className="chat-fab__label">{LL.chat.open()}</span>
        {unread && !open ? (
          <span className="chat-fab__unread">
            <span className="sr-only">{LL.chat.live.unread()}</span>
          </span>
        ) : null}
      </button>
      {opened || open ? (
        <Suspense fallback={null}>
          <ChatPanel panelId={panelId} />
        </Suspense>
      ) : null}
    </>
  );
}
