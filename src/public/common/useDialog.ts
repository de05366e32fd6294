import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  // Collapsed sub-lists stay in the DOM (hidden): only what is rendered can take focus.
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

export interface DialogOptions {
  /** Locks page scrolling while open (spec: the mobile menu). */
  lockScroll?: boolean;
  /** Receives focus on open; otherwise the first focusable element in the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal behaviour for a custom panel (WCAG 2.1.2, 2.4.3): focus moves in on open, Tab and Shift+Tab stay
 * inside, Escape closes, and focus returns to whatever opened it.
 */
export function useDialog(open: boolean, onClose: () => void, panel: RefObject<HTMLElement | null>, opts: DialogOptions = {}): void {
  const { lockScroll = false, initialFocus } = opts;
  // The latest onClose without re-running the effect (which would move focus again) on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusables(root)[0] ?? root).focus();

    const previousOverflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && root.contains(active);
      if (e.shiftKey && (active === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (lockScroll) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, lockScroll, panel, initialFocus]);
}
