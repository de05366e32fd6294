import { Button } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../lib/auth-context';
import { useI18nContext } from '../../lib/i18n';
import { useFirm } from '../../lib/firm';
import { ExternalLink } from '../common/ExternalLink';
import { BookingLink } from '../common/BookingLink';
import { ChevronDownIcon, CloseIcon } from '../../ui/Icons';
import { SidePanel } from '../common/SidePanel';
import { useDialog } from '../common/useDialog';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The slide-in menu for small screens: a modal dialog (focus kept inside, Escape closes, page scroll locked)
 * with a collapsible services list and the sign-in link. The header's menu button is a native <details>
 * whose open state shows this panel in CSS, and the services list is a <details> too: both open before the
 * scripts run and without them; the scripts add the dialog behaviour.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const firm = useFirm();
  const { LL } = useI18nContext();
  const { user } = useAuth();
  const [location] = useLocation();
  const services = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Inert while closed, but only once React runs: the server's HTML must stay usable when opened without scripts.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useDialog(open, onClose, panel, { lockScroll: true });

  // Any navigation from inside the menu closes it; the collapsed list starts closed next time.
  const openedAt = useRef(location);
  useEffect(() => {
    if (open && location !== openedAt.current) onClose();
    openedAt.current = location;
  }, [location, open, onClose]);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && services.current) services.current.open = false;
    wasOpen.current = open;
  }, [open]);

  const current = (href: string) => (location === href ? 'page' : undefined);

  return (
    <>
      <div className="menu-backdrop" data-open={open} onClick={onClose} aria-hidden="true" />
      <SidePanel open={open} inert={hydrated && !open} id="mobile-menu" className="mobile-menu" titleId={titleId} panelRef={panel}>
        <div className="mobile-menu__head">
          <h2 id={titleId} className="mobile-menu__title">
            {LL.nav.menuTitle()}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={LL.nav.closeMenu()}>
            <CloseIcon size={24} />
          </button>
        </div>
        <nav aria-labelledby={titleId}>
          <ul className="mobile-menu__list">
            <li>
              <Link href="/" aria-current={current('/')}>
                {LL.nav.home()}
              </Link>
            </li>
            <li>
              <details ref={services} className="mobile-menu__services">
                <summary className="mobile-menu__toggle">
                  {LL.nav.services()}
                  <ChevronDownIcon className="mobile-menu__chevron" />
                </summary>
                <ul className="mobile-menu__sub">
                  <li>
                    <Link href="/services" aria-current={current('/services')}>
                      {LL.nav.allServices()}
                    </Link>
                  </li>
                  <li>
                    <Link href="/services/detention" aria-current={current('/services/detention')}>
                      {LL.services.detention.title()}
                    </Link>
                  </li>
                  <li>
                    <Link href="/services/family" aria-current={current('/services/family')}>
                      {LL.services.family.title()}
                    </Link>
                  </li>
                  <li>
                    <Link href="/services/vawa" aria-current={current('/services/vawa')}>
                      {LL.services.vawa.title()}
                    </Link>
                  </li>
                </ul>
              </details>
            </li>
            <li>
              <Link href="/attorney-profile" aria-current={current('/attorney-profile')}>
                {LL.nav.attorneys()}
              </Link>
            </li>
            <li>
              <Link href="/blog" aria-current={current('/blog')}>
                {LL.nav.blog()}
              </Link>
            </li>
            <li>
              <Link href="/resources" aria-current={current('/resources')}>
                {LL.nav.additionalResources()}
              </Link>
            </li>
            <li>
              <Link href="/client-portal" aria-current={current('/client-portal')}>
                {LL.nav.clientPortal()}
              </Link>
            </li>
            <li>
              <Link href="/contact" aria-current={current('/contact')}>
                {LL.nav.contact()}
              </Link>
            </li>
            <li>
              {user ? <Link href="~/admin">{LL.nav.adminApp()}</Link> : <Link href="~/auth">{LL.nav.login()}</Link>}
            </li>
          </ul>
        </nav>
        <div className="mobile-menu__foot">
          <LanguageSwitch />
          <Button asChild size="3" variant="outline">
            <ExternalLink href={firm.portalUrl}>{LL.nav.clientPortal()}</ExternalLink>
          </Button>
          <Button asChild size="3">
            <BookingLink>{LL.nav.bookConsultation()}</BookingLink>
          </Button>
          <a className="mobile-menu__phone" href={firm.phoneHref}>
            {firm.phone}
          </a>
        </div>
      </SidePanel>
    </>
  );
}
