import { Link, useLocation } from 'wouter';
import { useI18nContext } from '../../lib/i18n';

/** Under 768 px (CSS): a fixed bar to the four main sections, marking the current one. */
export function MobileBar() {
  const { LL } = useI18nContext();
  const [location] = useLocation();
  const items = [
    { href: '/', label: LL.nav.home(), active: location === '/' },
    { href: '/services', label: LL.nav.services(), active: location.startsWith('/services') },
    { href: '/resources', label: LL.nav.resources(), active: location.startsWith('/resources') || location.startsWith('/blog') },
    { href: '/contact', label: LL.nav.contact(), active: location === '/contact' },
  ];
  return (
    <nav className="mobile-bar" aria-label="Mobile">
      {items.map((i) => (
        <Link key={i.href} href={i.href} aria-current={i.active ? 'page' : undefined}>
          {i.label}
        </Link>
      ))}
    </nav>
  );
}
