import { useEffect, useRef } from 'react';

/** A mounted form that would lose something if the page changed now. */
interface Guard {
  asks(): boolean;
  message(): string;
}

const guards = new Set<Guard>();
/** The editor has just agreed to leave: the navigation that follows in the same task is not asked again. */
let agreed = false;

/** True when nothing would be lost, or the editor agrees to lose it. */
function askToLeave(): boolean {
  if (agreed) return true;
  const guard = [...guards].find((g) => g.asks());
  if (!guard) return true;
  if (!window.confirm(guard.message())) return false;
  // A link's click and the router's pushState run in one task: the answer covers both, and only them.
  agreed = true;
  window.setTimeout(() => {
    agreed = false;
  }, 0);
  return true;
}

/** Another page (path or query), not a fragment of this one. */
function leaves(url: string | URL | null | undefined): boolean {
  if (url === null || url === undefined) return false;
  const next = new URL(url, window.location.href);
  return next.pathname !== window.location.pathname || next.search !== window.location.search;
}

let pushGuarded = false;

/**
 * Menu items and buttons navigate with wouter's navigate(), which is history.pushState: a push that would leave
 * unsaved changes asks first, and is dropped when the editor stays (wouter only hears of a push that happened).
 * Replacing the entry is not asked: the app does that for redirects (signed out, a record that failed to load),
 * which follow something already done. Installed once, over wouter's own patch.
 */
function guardPushState(): void {
  if (pushGuarded) return;
  pushGuarded = true;
  const push = history.pushState.bind(history);
  history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
    if (leaves(url) && !askToLeave()) return;
    push(data, unused, url);
  };
}

/**
 * Asks before a form with unsaved changes is left: the browser's own prompt when the tab closes or reloads, and a
 * confirm (with `message`) for links inside the app (caught before the router sees the click) and for anything
 * else that navigates through the router. Buttons that leave ask through confirmLeave().
 */
export function useLeaveGuard({ dirty, message }: { dirty: boolean; message: string }) {
  const latest = useRef({ dirty, message, released: false });
  latest.current = { ...latest.current, dirty, message };

  useEffect(() => {
    guardPushState();
    const guard: Guard = { asks: () => latest.current.dirty && !latest.current.released, message: () => latest.current.message };
    guards.add(guard);
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (!guard.asks()) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (!guard.asks() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      if (!leaves(link.href) || askToLeave()) return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      guards.delete(guard);
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  return {
    /** For buttons that leave the form: true when there is nothing unsaved or the editor agrees. */
    confirmLeave: (): boolean => askToLeave(),
    /** The changes are saved and the form is leaving: nothing more is asked. */
    release: () => {
      latest.current.released = true;
    },
  };
}
