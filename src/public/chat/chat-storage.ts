import type { RouterInputs } from '../../lib/trpc';

/**
 * Where this tab keeps its chat conversation's token (named on the privacy page): sessionStorage, so it dies with
 * the tab. Tiny on purpose: Quick exit (on public pages) imports it without the chat panel.
 */
export const CHAT_TOKEN_KEY = 'chat.conversation';

export function readChatToken(): string | null {
  try {
    return window.sessionStorage.getItem(CHAT_TOKEN_KEY);
  } catch {
    // Storage refused (a privacy mode): the conversation lives as long as the page.
    return null;
  }
}

export function storeChatToken(token: string): void {
  try {
    window.sessionStorage.setItem(CHAT_TOKEN_KEY, token);
  } catch {
    // As above.
  }
}

/** The id of the last message from the firm the visitor saw (the panel open): a later one, after a reload, shows the unread dot. */
export const CHAT_SEEN_KEY = 'chat.seen';

export function readChatSeen(): number {
  try {
    return Number(window.sessionStorage.getItem(CHAT_SEEN_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function storeChatSeen(id: number): void {
  try {
    window.sessionStorage.setItem(CHAT_SEEN_KEY, String(id));
  } catch {
    // As above.
  }
}

/** Removes the token (and what was seen) from this tab and returns it (null when there was none). */
export function dropChatToken(): string | null {
  const token = readChatToken();
  try {
    window.sessionStorage.removeItem(CHAT_TOKEN_KEY);
    window.sessionStorage.removeItem(CHAT_SEEN_KEY);
  } catch {
    // As above.
  }
  return token;
}

/**
 * Quick exit: the token goes at once, then the server is asked to end the conversation (its token stops working;
 * one that never reached the firm is deleted). A plain
 * keepalive POST, so it still leaves while the page is being replaced; the body is the one non-batched call of
 * tRPC with the server's superjson transformer (`{ json: input }`), what `trpc.chat.end` would send.
 */
export function forgetChat(): void {
  const token = dropChatToken();
  if (!token) return;
  // Typed against the router: renaming `chat.end` or its input fails to compile here instead of going astray. (Not
  // through the typed proxy: this runs from the page's first JavaScript, which @trpc/react-query would grow 13 KiB.)
  const input: RouterInputs['chat']['end'] = { token };
  void fetch(`/trpc/${'chat.end' satisfies `chat.${keyof RouterInputs['chat'] & 'end'}`}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: input }),
  }).catch(() => undefined);
}
