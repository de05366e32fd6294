import { Link, useLocation } from 'wouter';
import { useI18nContext } from '../../lib/i18n';
import { BookIcon, BriefcaseIcon, HomeIcon, MailIcon } from '../../ui/Icons';

/** Under 768 px (CSS): a fixed bar to the four main sections, marking the current one. */
export function MobileBar() {
  const { LL } = useI18nContext();
  const [location] = useLocation();
  const within = (prefix: string) => location === prefix || location.startsWith(`${prefix}/`);
  const items = [
    { href: '/', label: LL.nav.home(), Icon: HomeIcon, active: location === '/' },
    { href: '/services', label: LL.nav.services(), Icon: BriefcaseIcon, active: within('/services') },
    { href: '/resources', label: LL.nav.resources(), Icon: BookIcon, active: within('/resources') || within('/blog') },
    { href: '/contact', label: LL.nav.contact(), Icon: MailIcon, active: location === '/contact' },
  ];
  return (
    <nav className="mobile-bar" aria-label={LL.nav.mobileLabel()}>
      {items.map(({ href, label, Icon, active }) => (
        <Link key={href} href={href} aria-current={active ? 'page' : undefined}>
          <Icon size={20} />
          <span>{label}</span>
        </Link>
      ))}
    </nav>
  );
}
