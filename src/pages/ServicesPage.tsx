import { Button, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { useChat } from '../components/chat/ChatContext';
import { ExternalLink } from '../components/common/ExternalLink';
import { ChatIcon, CheckIcon, ShieldIcon } from '../components/common/Icons';
import { breadcrumbLd } from '../components/common/jsonld';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { site } from '../shared/site';

const SERVICE_IDS = ['detention', 'family', 'vawa'] as const;

export default function ServicesPage() {
  const { LL, locale } = useI18nContext();
  const { openChat } = useChat();
  usePageMeta({
    title: LL.meta.servicesTitle(),
    description: LL.meta.servicesDescription(),
    jsonLd: [
      breadcrumbLd(locale, [
        { name: LL.nav.home(), path: '/' },
        { name: LL.nav.services(), path: '/services' },
      ]),
    ],
  });

  // Three highlights per practice area, taken from its own detail page so the two never disagree.
  const highlights = {
    detention: [LL.services.detention.bondTitle(), LL.services.detention.custodyTitle(), LL.services.detention.habeasTitle()],
    family: [LL.services.family.immediateTitle(), LL.services.family.adjustmentTitle(), LL.services.family.waiverTitle()],
    vawa: [LL.services.vawa.selfPetitionTitle(), LL.services.vawa.evidenceTitle(), LL.services.vawa.adjustmentTitle()],
  };
  const steps = [
    { title: LL.services.step1Title(), text: LL.services.step1Text() },
    { title: LL.services.step2Title(), text: LL.services.step2Text() },
    { title: LL.services.step3Title(), text: LL.services.step3Text() },
    { title: LL.services.step4Title(), text: LL.services.step4Text() },
  ];

  return (
    <>
      <PageHero title={LL.services.pageTitle()} subtitle={LL.services.pageSubtitle()}>
        <Flex gap="3" wrap="wrap" mt="5">
          <Button size="3" asChild>
            <ExternalLink href={site.bookingUrl}>{LL.serviceDetail.consultButton()}</ExternalLink>
          </Button>
          <Button size="3" variant="outline" onClick={openChat}>
            <ChatIcon /> {LL.serviceDetail.chatButton()}
          </Button>
        </Flex>
      </PageHero>

      <section className="section" aria-labelledby="practice-title">
        <Container size="4" px="4">
          <Heading as="h2" size="7" mb="6" id="practice-title">
            {LL.services.includesTitle()}
          </Heading>
          <Grid columns={{ initial: '1', md: '3' }} gap="5">
            {SERVICE_IDS.map((id) => (
              <Card key={id} size="2" className="service-card">
                <img src={`/images/services/${id}.webp`} alt="" width={1200} height={800} loading="lazy" decoding="async" className="service-card__img" />
                <Heading as="h3" size="5" mt="4" mb="2">
                  {LL.services[id].title()}
                </Heading>
                <Text as="p" mb="3">
                  {LL.services[id].short()}
                </Text>
                <ul className="check-list">
                  {highlights[id].map((h) => (
                    <li key={h}>
                      <CheckIcon size={18} /> {h}
                    </li>
                  ))}
                </ul>
                <Link href={`/services/${id}`} className="arrow-link">
                  {LL.services.learnMoreAbout({ service: LL.services[id].title() })}
                </Link>
              </Card>
            ))}
          </Grid>
        </Container>
      </section>

      <section className="section section--tint" aria-labelledby="asylum-title">
        <Container size="3" px="4">
          <div className="feature feature--row">
            <span className="feature__icon">
              <ShieldIcon />
            </span>
            <div>
              <Heading as="h2" size="7" mb="3" id="asylum-title">
                {LL.services.asylumTitle()}
              </Heading>
              <Text as="p" size="4" mb="3">
                {LL.services.asylumText()}
              </Text>
              <ul className="check-list">
                <li>
                  <CheckIcon size={18} /> {LL.services.asylumItem1()}
                </li>
                <li>
                  <CheckIcon size={18} /> {LL.services.asylumItem2()}
                </li>
                <li>
                  <CheckIcon size={18} /> {LL.services.asylumItem3()}
                </li>
              </ul>
              <Link href="/services/family#asylum" className="arrow-link">
                {LL.services.asylumLink()}
              </Link>
            </div>
          </div>
        </Container>
      </section>

      <section className="section" aria-labelledby="process-title">
        <Container size="4" px="4">
          <Heading as="h2" size="7" mb="6" id="process-title">
            {LL.services.processTitle()}
          </Heading>
          <ol className="steps">
            {steps.map((s) => (
              <li key={s.title}>
                <Heading as="h3" size="4" mb="1">
                  {s.title}
                </Heading>
                <Text as="p">{s.text}</Text>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className="section" aria-labelledby="portal-promo-title">
        <Container size="3" px="4">
          <div className="cta-band cta-band--light">
            <div>
              <Heading as="h2" size="6" mb="2" id="portal-promo-title">
                {LL.mycase.title()}
              </Heading>
              <Text as="p">{LL.mycase.text()}</Text>
            </div>
            <Flex gap="3" wrap="wrap">
              <Button size="3" asChild>
                <ExternalLink href={site.portalUrl}>{LL.mycase.button()}</ExternalLink>
              </Button>
              <Button size="3" variant="outline" asChild>
                <Link href="/client-portal">{LL.mycase.learnMore()}</Link>
              </Button>
            </Flex>
          </div>
        </Container>
      </section>
    </>
  );
}
