import { Button, Container, DropdownMenu, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useI18nContext } from '../../lib/i18n';
import { useAuth } from '../../lib/auth-context';
import { site } from '../../shared/site';
import { HEADER_SOLID_SCROLL_PX } from '../../shared/constants';
import { LanguageSwitch } from './LanguageSwitch';

export function Header() {
  const { LL } = useI18nContext();
  const { user } = useAuth();
  const [location] = useLocation();
  const isHome = location === '/';
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!isHome) return;
    const onScroll = () => setScrolled(window.scrollY > HEADER_SOLID_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [isHome]);
  const solid = !isHome || scrolled;

  return (
    <header className={`site-header${solid ? ' site-header--solid' : ''}`}>
      <a className="skip-link" href="#main">
        {LL.nav.skipToContent()}
      </a>
      <Container size="4" px="4">
        <Flex align="center" justify="between" gap="4" py="3">
          <Link href="/" className="brand">
            <Text weight="bold" size="4">
              {site.shortName}
            </Text>
          </Link>
          <nav aria-label="Main" className="main-nav">
            <Flex align="center" gap="4">
              <Link href="/">{LL.nav.home()}</Link>
              <DropdownMenu.Root>
                <DropdownMenu.Trigger>
                  <button type="button" className="nav-trigger">
                    {LL.nav.services()} <DropdownMenu.TriggerIcon />
                  </button>
                </DropdownMenu.Trigger>
                <DropdownMenu.Content>
                  <DropdownMenu.Item asChild>
                    <Link href="/services">{LL.nav.allServices()}</Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator />
                  <DropdownMenu.Item asChild>
                    <Link href="/services/detention">{LL.services.detention.title()}</Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item asChild>
                    <Link href="/services/family">{LL.services.family.title()}</Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item asChild>
                    <Link href="/services/vawa">{LL.services.vawa.title()}</Link>
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Root>
              <Link href="/attorney-profile">{LL.nav.attorneys()}</Link>
              <DropdownMenu.Root>
                <DropdownMenu.Trigger>
                  <button type="button" className="nav-trigger">
                    {LL.nav.resources()} <DropdownMenu.TriggerIcon />
                  </button>
                </DropdownMenu.Trigger>
                <DropdownMenu.Content>
                  <DropdownMenu.Item asChild>
                    <Link href="/blog">{LL.nav.blog()}</Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item asChild>
                    <Link href="/resources">{LL.nav.additionalResources()}</Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item asChild>
                    <a href={site.portalUrl} target="_blank" rel="noopener noreferrer">
                      {LL.nav.clientPortal()}
                    </a>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item asChild>
                    <Link href={user ? '~/admin' : '~/auth'}>{LL.nav.adminApp()}</Link>
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Root>
              <Link href="/contact">{LL.nav.contact()}</Link>
            </Flex>
          </nav>
          <Flex align="center" gap="3">
            <LanguageSwitch />
            <Button asChild variant="soft" className="hide-mobile">
              <a href={site.portalUrl} target="_blank" rel="noopener noreferrer">
                {LL.nav.clientPortal()}
              </a>
            </Button>
            <Button asChild className="hide-mobile">
              <a href={site.bookingUrl} target="_blank" rel="noopener noreferrer">
                {LL.nav.bookConsultation()}
              </a>
            </Button>
          </Flex>
        </Flex>
      </Container>
    </header>
  );
}
