import { useEffect, useId } from 'react';
import { useI18nContext } from '../../lib/i18n';
import { QUICK_EXIT_URL } from '@shared/services';
import { forgetChat } from '../chat/chat-storage';

/** Escape twice within this long also leaves. */
export const ESCAPE_TWICE_MS = 1000;

/**
 * Leaves at once, as domestic-violence support sites do: the page goes blank, a new tab opens on the
 * neutral page (a tab with no history to go back through), and this tab's entry is replaced by it, so Back
 * does not return to this page. The chat's conversation is forgotten first (decision 0010).
 */
export function leaveSite(): void {
  forgetChat();
  // Nor does the neutral site learn where the visitor came from.
  const noReferrer = document.createElement('meta');
  noReferrer.name = 'referrer';
  noReferrer.content = 'no-referrer';
  document.head.append(noReferrer);
  document.title = '';
  document.body.replaceChildren();
  window.open(QUICK_EXIT_URL, '_blank', 'noopener,noreferrer');
  window.location.replace(QUICK_EXIT_URL);
}

/**
 * The fixed 'Quick exit' button of the VAWA and family pages, first in the tab order; Escape twice does the same.
 * A link underneath, so it leaves even before the page's scripts have loaded (they load after its content).
 */
export function QuickExit() {
  const { LL } = useI18nContext();
  const hintId = useId();
  useEffect(() => {
    let last = -Infinity;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const now = performance.now();
      if (now - last <= ESCAPE_TWICE_MS) leaveSite();
      last = now;
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="quick-exit">
      <a
        href={QUICK_EXIT_URL}
        rel="noreferrer"
        className="quick-exit__button"
        aria-describedby={hintId}
        title={LL.quickExit.hint()}
        onClick={(e) => {
          e.preventDefault();
          leaveSite();
        }}
      >
        {LL.quickExit.label()}
      </a>
      <span id={hintId} className="sr-only">
        {LL.quickExit.hint()}
      </span>
    </div>
  );
}
