import { Box, Button, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { Faq } from '../components/common/Faq';
import { useAuth } from '../lib/auth-context';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { fullAddress, site } from '../shared/site';

const FAQ_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

export default function HomePage() {
  const { LL } = useI18nContext();
  const { user } = useAuth();
  usePageMeta({ title: LL.meta.homeTitle(), description: LL.firm.description(), image: '/images/hero-home.webp' });

  const services = [
    { href: '/services/detention', t: LL.services.detention },
    { href: '/services/family', t: LL.services.family },
    { href: '/services/vawa', t: LL.services.vawa },
  ];
  const faq = FAQ_KEYS.map((k) => ({ question: LL.faq[`q${k}`](), answer: LL.faq[`a${k}`]() }));

  return (
    <>
      <section className="home-hero">
        <Container size="3" px="4" py="9">
          <Heading as="h1" size="9" mb="4">
            {LL.hero.title()}
          </Heading>
          <Text as="p" size="5" mb="5">
            {LL.hero.subtitle()}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button size="3" asChild>
              <Link href="/contact">{LL.hero.consultButton()}</Link>
            </Button>
            <Button size="3" variant="surface" asChild>
              <a href={site.bookingUrl} target="_blank" rel="noopener noreferrer">
                {LL.hero.chatButton()}
              </a>
            </Button>
            {user ? (
              <Button size="3" variant="outline" asChild>
                <Link href="~/admin">{LL.hero.adminDashboard()}</Link>
              </Button>
            ) : null}
          </Flex>
        </Container>
      </section>

      <Container size="4" px="4" py="8">
        <Heading as="h2" size="7" mb="2">
          {LL.services.title()}
        </Heading>
        <Text as="p" mb="5">
          {LL.services.subtitle()}
        </Text>
        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          {services.map((s) => (
            <Card key={s.href} size="3">
              <Heading as="h3" size="5" mb="2">
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

      <Container size="4" px="4" py="6">
        <Grid columns={{ initial: '1', md: '2' }} gap="6">
          <Box>
            <Heading as="h2" size="6" mb="3">
              {LL.why.title()}
            </Heading>
            <ul>
              <li>{LL.why.experience()}</li>
              <li>{LL.why.local()}</li>
              <li>{LL.why.honest()}</li>
            </ul>
          </Box>
          <Box>
            <Heading as="h2" size="6" mb="3">
              {LL.benefits.title()}
            </Heading>
            <ul>
              <li>{LL.benefits.available()}</li>
              <li>{LL.benefits.fast()}</li>
              <li>{LL.benefits.free()}</li>
              <li>{LL.benefits.languages()}</li>
            </ul>
          </Box>
        </Grid>
      </Container>

      <Container size="3" px="4" py="6">
        <Card size="4">
          <Heading as="h2" size="6" mb="2">
            {LL.cta.chatTitle()}
          </Heading>
          <Text as="p" mb="3">
            {LL.cta.chatText()}
          </Text>
          <Button asChild>
            <Link href="/contact">{LL.cta.chatButton()}</Link>
          </Button>
        </Card>
      </Container>

      <Container size="4" px="4" py="6">
        <Heading as="h2" size="6" mb="4">
          {LL.testimonials.title()}
        </Heading>
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Card size="3">
            <blockquote>“{LL.testimonials.t1Quote()}”</blockquote>
            <Text weight="bold">{LL.testimonials.t1Name()}</Text> · <Text>{LL.testimonials.t1Role()}</Text>
          </Card>
          <Card size="3">
            <blockquote>“{LL.testimonials.t2Quote()}”</blockquote>
            <Text weight="bold">{LL.testimonials.t2Name()}</Text> · <Text>{LL.testimonials.t2Role()}</Text>
          </Card>
        </Grid>
        <Text as="p" size="1" mt="2">
          {LL.testimonials.disclaimer()}
        </Text>
      </Container>

      <Container size="3" px="4" py="6">
        <Heading as="h2" size="6" mb="4">
          {LL.faq.title()}
        </Heading>
        <Faq items={faq} />
      </Container>

      <Container size="3" px="4" py="6">
        <Heading as="h2" size="6" mb="2">
          {LL.contact.infoTitle()}
        </Heading>
        <Text as="p">
          {LL.contact.phoneLabel()}: <a href={site.phoneHref}>{site.phone}</a>
        </Text>
        <Text as="p">
          {LL.contact.emailLabel()}: <a href={`mailto:${site.email}`}>{site.email}</a>
        </Text>
        <Text as="p">
          {LL.contact.officeLabel()}: {fullAddress}
        </Text>
        <Text as="p">
          {LL.contact.hoursLabel()}: {LL.contact.hours()}
        </Text>
      </Container>
    </>
  );
}
