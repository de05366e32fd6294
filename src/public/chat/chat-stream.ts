import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import type { ChatStreamEvent } from '../../../server/chat/views';
import { refusalOf } from './chat-words';

export type { ChatStreamEvent };

/** How the visitor's stream stands: shown as 'Reconnecting…' while the browser tries again. */
export type StreamState = 'off' | 'connecting' | 'live' | 'reconnecting';

/**
 * The conversation's live events (decision 0021), while `token` is set and `active`: a ticket first (the stream's
 * address never carries the token), then `chat.watch` from the last message id this tab has. The browser's
 * EventSource reconnects by itself with the last event id; an expired ticket is replaced; a stream the server
 * ended (idle for 30 minutes, or the conversation closed) opens again when `active` turns true again.
 * `onGone`: the conversation no longer exists. `onRefused`: the server refused the stream (too many open).
 * Through the typed client src/Root.tsx provides (`trpc.useUtils().client`): its links load with the first call.
 */
export function useChatStream(opts: {
  token: string | null;
  active: boolean;
  lastId: number;
  onEvent: (event: ChatStreamEvent) => void;
  onGone: () => void;
  onRefused: (err: unknown) => void;
}): StreamState {
  const { client } = trpc.useUtils();
  const [state, setState] = useState<StreamState>('off');
  const [generation, setGeneration] = useState(0);
  const latest = useRef(opts);
  latest.current = opts;
  const ended = useRef(false);

  // A stream the server ended opens again the next time the panel is opened.
  useEffect(() => {
    if (opts.active && ended.current) {
      ended.current = false;
      setGeneration((g) => g + 1);
    }
  }, [opts.active]);

  const { token } = opts;
  useEffect(() => {
    if (!token) {
      setState('off');
      return;
    }
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    setState('connecting');
    const open = async () => {
      let ticket: string;
      try {
        ticket = (await client.chat.ticket.mutate({ token })).ticket;
      } catch (err) {
        if (stopped) return;
        if (refusalOf(err) === 'gone') latest.current.onGone();
        else {
          setState('reconnecting');
          // The network or the server is away: try again shortly.
          window.setTimeout(() => void (stopped ? undefined : open()), 3000);
        }
        return;
      }
      if (stopped) return;
      const sub = client.chat.watch.subscribe(
        { ticket, after: latest.current.lastId },
        {
          onStarted: () => setState('live'),
          onData: (tracked) => {
            setState('live');
            latest.current.onEvent(tracked.data);
          },
          onConnectionStateChange: (s) => {
            if (s.state === 'connecting' && s.error) setState('reconnecting');
            else if (s.state === 'pending') setState('live');
          },
          onError: (err) => {
            if (stopped) return;
            const refusal = refusalOf(err);
            if (refusal === 'ticketExpired') void open();
            else if (refusal === 'gone') latest.current.onGone();
            else {
              setState('off');
              latest.current.onRefused(err);
            }
          },
          onComplete: () => {
            ended.current = true;
            setState('off');
          },
        },
      );
      unsubscribe = () => sub.unsubscribe();
    };
    void open();
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [token, generation, client]);

  return state;
}
