import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useI18nContext } from '../../lib/i18n';

/**
 * A link that opens in a new tab and says so to screen-reader users (WCAG 3.2.5 advisory), without
 * handing the opened site a reference to this window.
 */
export function ExternalLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { children: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> {LL.nav.opensInNewTab()}</span>
    </a>
  );
}
