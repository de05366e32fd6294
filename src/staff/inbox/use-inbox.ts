import { useEffect, useRef } from 'react';
import { trpc, type RouterOutputs } from '../../lib/trpc';

export type InboxItem = RouterOutputs['inbox']['list'][number];

/**
 * The staff stream (decision 0021), open on every admin page of an administrator: each event names a conversation
 * that changed, and what shows it is read again (the list, the Inbox link's count, that conversation, and its
 * inquiry in the Inquiries tab: an urgent detention's early inquiry shows each answer as it arrives). Its first
 * event, on every (re)connection, reads everything again: what happened while it was away is not lost.
 */
export function useInboxWatch(enabled: boolean): void {
  const utils = trpc.useUtils();
  trpc.inbox.watch.useSubscription(undefined, {
    enabled,
    onData: (event) => {
      void utils.inbox.waiting.invalidate();
      void utils.inbox.list.invalidate();
      if (event.conversationId) void utils.inbox.conversation.invalidate({ id: event.conversationId });
      else void utils.inbox.conversation.invalidate();
      if (event.inquiryId || !event.conversationId) {
        void utils.inquiries.list.invalidate();
        void utils.inquiries.urgent.invalidate();
        if (event.inquiryId) void utils.inquiries.conversation.invalidate({ id: event.inquiryId });
        else void utils.inquiries.conversation.invalidate();
      }
    },
  });
}

/** A short two-note chime (Web Audio: no file to load); silent where the browser has not allowed sound yet. */
export function chime(): void {
  try {
    const audio = new AudioContext();
    const now = audio.currentTime;
    [880, 1175].forEach((frequency, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.15 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.15);
      osc.stop(now + i * 0.15 + 0.32);
    });
    window.setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio here (a test browser, a policy): the count in the title and the list still say it.
  }
}

/**
 * Tells an open inbox of conversations that are new, or became urgent, since the list was last read: a chime,
 * and a browser notification where the staff member allowed them. The first list read says nothing.
 */
export function useInboxAlerts(items: readonly InboxItem[] | undefined): void {
  const known = useRef<Map<string, boolean> | null>(null);
  useEffect(() => {
    if (!items) return;
    const before = known.current;
    known.current = new Map(items.map((i) => [i.id, i.urgent]));
    if (!before) return;
    const fresh = items.filter((i) => !before.has(i.id) || (i.urgent && !before.get(i.id)));
    if (fresh.length === 0) return;
    chime();
    const urgent = fresh.some((i) => i.urgent);
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      const n = new Notification(urgent ? 'Urgent chat waiting' : 'New chat waiting', {
        body: fresh.length === 1 ? 'A visitor is waiting for a reply in the inbox.' : `${fresh.length} visitors are waiting for a reply in the inbox.`,
        tag: 'inbox',
      });
      n.onclick = () => window.focus();
    }
  }, [items]);
}
