import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ChatContextValue {
  open: boolean;
  /** When the visitor last opened the chat (performance.now()): the greeting counts its second from the click, not from the panel's loading. */
  openedAt: number;
  openChat(): void;
  closeChat(): void;
  /** A reply from the firm came while the panel was closed (live replies): the button says so until it opens. */
  unread: boolean;
  markUnread(): void;
}

const ChatContext = createContext<ChatContextValue | null>(null);

/** Lets any call to action on a public page open the one chat panel that PublicLayout renders. */
export function ChatProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(0);
  const [unread, setUnread] = useState(false);
  const openChat = useCallback(() => {
    setOpenedAt(performance.now());
    setOpen(true);
    setUnread(false);
  }, []);
  const closeChat = useCallback(() => setOpen(false), []);
  const markUnread = useCallback(() => setUnread(true), []);
  const value = useMemo(() => ({ open, openedAt, openChat, closeChat, unread, markUnread }), [open, openedAt, openChat, closeChat, unread, markUnread]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChat(): ChatContextValue {
  const ctx = useContext(ChatContext);
  if (!ctx) throw new Error('useChat must be used inside <ChatProvider>');
  return ctx;
}
