import '../../styles/public.css';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ChatProvider } from '../chat/ChatContext';
import { ChatWidget } from '../chat/ChatWidget';
import { QuickExit } from '../common/QuickExit';
import { QUICK_EXIT_PATHS } from '@shared/services';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBar } from './MobileBar';

/**
 * Spec: page scroll resets to the top on every route change. A link to a section of another page
 * (/services/family#asylum) lands on that section instead: pushState does not scroll by itself.
 * Not on the first page: the browser placed it (its #section too), and a visitor may have scrolled, or
 * pressed something further down, before the scripts ran; hydrating must not throw them back to the top.
 */
let firstPage = true;

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function PublicLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ChatProvider>
      <ScrollToTop />
      {QUICK_EXIT_PATHS.includes(location) ? <QuickExit /> : null}
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <MobileBar />
      <ChatWidget />
    </ChatProvider>
  );
}
