import { Container, Flex, Grid, Heading, Separator, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { useI18nContext } from '../../lib/i18n';
import { fullAddress, site } from '../../shared/site';
import { COPYRIGHT_YEAR } from '../../shared/constants';

export function Footer() {
  const { LL } = useI18nContext();
  const lead = site.attorneys[0];
  return (
    <footer className="site-footer">
      <Container size="4" px="4" py="6">
        <Grid columns={{ initial: '1', md: '3' }} gap="6">
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4">
              {site.firmName}
            </Heading>
            <Text size="2">{LL.footer.description()}</Text>
            <Flex gap="3" aria-label="Social media">
              <a href={site.social.facebook} aria-label="Facebook">Facebook</a>
              <a href={site.social.instagram} aria-label="Instagram">Instagram</a>
              <a href={site.social.linkedin} aria-label="LinkedIn">LinkedIn</a>
            </Flex>
          </Flex>
          <Flex direction="column" gap="2">
            <Heading as="h2" size="3">
              {LL.footer.servicesTitle()}
            </Heading>
            <Link href="/services/detention">{LL.services.detention.title()}</Link>
            <Link href="/services/family">{LL.services.family.title()}</Link>
            <Link href="/services/vawa">{LL.services.vawa.title()}</Link>
          </Flex>
          <Flex direction="column" gap="2">
            <Heading as="h2" size="3">
              {LL.footer.contactTitle()}
            </Heading>
            <a href={site.phoneHref}>{site.phone}</a>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <Text size="2">{fullAddress}</Text>
            <Flex gap="3" wrap="wrap">
              <Link href="/privacy-policy">{LL.footer.privacy()}</Link>
              <Link href="/terms-and-conditions">{LL.footer.terms()}</Link>
              <Link href="/contact">{LL.nav.contact()}</Link>
            </Flex>
          </Flex>
        </Grid>
        <Separator size="4" my="4" />
        <Flex direction="column" gap="1">
          <Text size="1">{LL.footer.disclaimer()}</Text>
          <Text size="1">{LL.footer.attorneyAdvertising({ lawyer: lead.name, city: site.address.city })}</Text>
          <Text size="1">{LL.footer.copyright({ year: COPYRIGHT_YEAR, firm: site.firmName })}</Text>
        </Flex>
      </Container>
    </footer>
  );
}
