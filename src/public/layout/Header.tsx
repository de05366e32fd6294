import { Button } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../lib/auth-context';
import { useI18nContext } from '../../lib/i18n';
import { HEADER_SOLID_SCROLL_PX } from '@shared/constants';
import { useFirm } from '../../lib/firm';
import { ExternalLink } from '../common/ExternalLink';
import { BookingLink } from '../common/BookingLink';
import { MenuIcon, ScaleIcon } from '../../ui/Icons';
import { LanguageSwitch } from './LanguageSwitch';
import { NavDropdown } from './NavDropdown';
import { MobileMenu } from './MobileMenu';

/** Whether the home page has scrolled past the spec's 20 px (the header is always solid elsewhere). */
function useScrolledPast(px: number, active: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!active) return;
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px, active]);
  return active && past;
}

export function Header() {
  const firm = useFirm();
  const { LL } = useI18nContext();
  const { user } = useAuth();
  const [location] = useLocation();
  const isHome = location === '/';
  const scrolled = useScrolledPast(HEADER_SOLID_SCROLL_PX, isHome);
  const solid = !isHome || scrolled;
  // The menu button is a native disclosure, so it opens the menu before the scripts run (and without them);
  // `menuOpen` follows it, and once the scripts run the menu also locks the page scroll and keeps focus.
  const menu = useRef<HTMLDetailsElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    // Opened before hydration: the press counts, the open menu now gets its scroll lock and focus.
    if (menu.current?.open) setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => {
    if (menu.current) menu.current.open = false;
    setMenuOpen(false);
  }, []);
  const current = (href: string) => (location === href ? 'page' : undefined);
  const section = (prefix: string) => location === prefix || location.startsWith(`${prefix}/`);

  return (
    <>
      <header className={`site-header${isHome ? ' site-header--overlay' : ''}${solid ? ' site-header--solid' : ''}`}>
        <a className="skip-link" href="#main">
          {LL.nav.skipToContent()}
        </a>
        <div className="site-header__inner">
          <Link href="/" className="brand" aria-label={LL.nav.homeLink({ firm: firm.firmName })}>
            <span className="brand__mark" aria-hidden="true">
              <ScaleIcon size={20} />
            </span>
            <span className="brand__name">{firm.shortName}</span>
          </Link>

          <nav aria-label={LL.nav.mainLabel()} className="main-nav">
            <ul className="main-nav__list">
              <li>
                <Link href="/" aria-current={current('/')}>
                  {LL.nav.home()}
                </Link>
              </li>
              <NavDropdown label={LL.nav.services()} active={section('/services')}>
                <Link href="/services" aria-current={current('/services')}>
                  {LL.nav.allServices()}
                </Link>
                <Link href="/services/detention" aria-current={current('/services/detention')}>
                  {LL.services.detention.title()}
                </Link>
                <Link href="/services/family" aria-current={current('/services/family')}>
                  {LL.services.family.title()}
                </Link>
                <Link href="/services/vawa" aria-current={current('/services/vawa')}>
                  {LL.services.vawa.title()}
                </Link>
              </NavDropdown>
              <li>
                <Link href="/attorney-profile" aria-current={current('/attorney-profile')}>
                  {LL.nav.attorneys()}
                </Link>
              </li>
              <NavDropdown label={LL.nav.resources()} active={section('/blog') || section('/resources')}>
                <Link href="/blog" aria-current={current('/blog')}>
                  {LL.nav.blog()}
                </Link>
                <Link href="/resources" aria-current={current('/resources')}>
                  {LL.nav.additionalResources()}
                </Link>
                <ExternalLink href={firm.portalUrl}>{LL.nav.clientPortal()}</ExternalLink>
                <Link href={user ? '~/admin' : '~/auth'}>{LL.nav.adminApp()}</Link>
              </NavDropdown>
              <li>
                <Link href="/contact" aria-current={current('/contact')}>
                  {LL.nav.contact()}
                </Link>
              </li>
            </ul>
          </nav>

          <div className="site-header__actions">
            <LanguageSwitch />
            <Button asChild variant="outline" className="header-btn header-btn--portal desktop-only">
              <ExternalLink href={firm.portalUrl}>{LL.nav.clientPortal()}</ExternalLink>
            </Button>
            <Button asChild className="header-btn desktop-only">
              <BookingLink>{LL.nav.bookConsultation()}</BookingLink>
            </Button>
            <details ref={menu} className="menu-disclosure" onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
              {/* The browser says whether it is expanded (the state of the <details>), before and after hydration. */}
              <summary className="icon-button menu-button" aria-label={LL.nav.openMenu()} aria-haspopup="dialog" aria-controls="mobile-menu">
                <MenuIcon size={24} />
              </summary>
            </details>
          </div>
        </div>
      </header>
      {/* Outside <header>: the sticky header is its own stacking context, which would keep the panel under the bottom bar.
          Its CSS shows it while the header's disclosure is open (`:has`), so it opens before the scripts run. */}
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </>
  );
}
