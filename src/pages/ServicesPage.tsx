import { Card, Container, Grid, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';

export default function ServicesPage() {
  const { LL } = useI18nContext();
  usePageMeta({ title: LL.meta.servicesTitle(), description: LL.services.subtitle() });
  const services = [
    { href: '/services/detention', t: LL.services.detention },
    { href: '/services/family', t: LL.services.family },
    { href: '/services/vawa', t: LL.services.vawa },
  ];
  return (
    <>
      <PageHero title={LL.services.title()} subtitle={LL.services.subtitle()} />
      <Container size="4" px="4" py="6">
        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          {services.map((s) => (
            <Card key={s.href} size="3">
              <Heading as="h2" size="5" mb="2">
                {s.t.title()}
              </Heading>
              <Text as="p" mb="3">
                {s.t.short()}
              </Text>
              <Link href={s.href}>{LL.services.learnMore()}</Link>
            </Card>
          ))}
        </Grid>
      </Container>
    </>
  );
}
