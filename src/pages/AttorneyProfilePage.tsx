import { Badge, Button, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useChat } from '../components/chat/ChatContext';
import { ExternalLink } from '../components/common/ExternalLink';
import { AlertIcon, ChatIcon, HeartIcon, PhoneIcon, ScaleIcon, UsersIcon } from '../components/common/Icons';
import { personLd } from '../components/common/jsonld';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { site } from '../shared/site';

export default function AttorneyProfilePage() {
  const { LL, locale } = useI18nContext();
  const { openChat } = useChat();
  const [alvarez, laurent] = site.attorneys;

  const profiles = [
    {
      attorney: alvarez,
      title: LL.attorneys.founderTitle(),
      bio: [LL.attorneys.alvarezBio1(), LL.attorneys.alvarezBio2()],
      languages: LL.attorneys.alvarezLanguages(),
      focus: LL.attorneys.alvarezFocus(),
    },
    {
      attorney: laurent,
      title: LL.attorneys.associateTitle(),
      bio: [LL.attorneys.laurentBio1(), LL.attorneys.laurentBio2()],
      languages: LL.attorneys.laurentLanguages(),
      focus: LL.attorneys.laurentFocus(),
    },
  ];
  usePageMeta({
    title: LL.meta.attorneyTitle(),
    description: LL.meta.attorneyDescription(),
    image: alvarez.image,
    jsonLd: profiles.map((p) => personLd(locale, p.attorney, p.title, p.bio[0] ?? '')),
  });

  const expertise: { id: 'detention' | 'family' | 'vawa'; icon: ReactNode; text: string }[] = [
    { id: 'detention', icon: <ScaleIcon />, text: LL.attorneys.detentionText() },
    { id: 'family', icon: <UsersIcon />, text: LL.attorneys.familyText() },
    { id: 'vawa', icon: <HeartIcon />, text: LL.attorneys.vawaText() },
  ];

  return (
    <>
      <PageHero title={LL.attorneys.title()} subtitle={LL.attorneys.heroSubtitle()}>
        <Flex gap="3" wrap="wrap" mt="5">
          <Button size="3" asChild>
            <ExternalLink href={site.bookingUrl}>{LL.serviceDetail.consultButton()}</ExternalLink>
          </Button>
          <Button size="3" variant="outline" onClick={openChat}>
            <ChatIcon /> {LL.serviceDetail.chatButton()}
          </Button>
        </Flex>
      </PageHero>

      <section className="emergency-banner" aria-labelledby="emergency-title">
        <Container size="4" px="4">
          <div className="emergency-banner__inner">
            <AlertIcon size={28} />
            <div>
              <Heading as="h2" size="5" id="emergency-title">
                {LL.attorneys.emergencyTitle()}
              </Heading>
              <Text as="p">{LL.attorneys.emergencyText()}</Text>
            </div>
            <Button size="3" asChild className="btn-gold">
              <a href={site.phoneHref}>
                <PhoneIcon size={18} /> {LL.cta.callNow({ phone: site.phone })}
              </a>
            </Button>
          </div>
        </Container>
      </section>

      <section className="section" aria-label={LL.attorneys.title()}>
        <Container size="4" px="4">
          <div className="attorney-list">
            {profiles.map((p, i) => (
              <article key={p.attorney.id} id={p.attorney.id} className="attorney">
                <img
                  src={p.attorney.image}
                  alt={LL.attorneys.imageAlt({ name: p.attorney.name })}
                  width={600}
                  height={750}
                  className="attorney__photo"
                  // The first portrait is near the top on wide screens; the second is always further down.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <div>
                  <Heading as="h2" size="7">
                    {p.attorney.name}
                  </Heading>
                  <Flex gap="2" wrap="wrap" my="2">
                    <Badge size="2" highContrast>
                      {p.title}
                    </Badge>
                    <Badge size="2" color="amber" highContrast>
                      {LL.attorneys.experience({ years: p.attorney.years })}
                    </Badge>
                  </Flex>
                  {p.bio.map((para) => (
                    <Text as="p" key={para} mb="3">
                      {para}
                    </Text>
                  ))}
                  <dl className="facts">
                    <div>
                      <dt>{LL.attorneys.focusLabel()}</dt>
                      <dd>{p.focus}</dd>
                    </div>
                    <div>
                      <dt>{LL.attorneys.languagesLabel()}</dt>
                      <dd>{p.languages}</dd>
                    </div>
                  </dl>
                </div>
              </article>
            ))}
          </div>
        </Container>
      </section>

      <section className="section section--tint" aria-labelledby="expertise-title">
        <Container size="4" px="4">
          <Heading as="h2" size="7" mb="5" id="expertise-title">
            {LL.attorneys.expertiseTitle()}
          </Heading>
          <Grid columns={{ initial: '1', md: '3' }} gap="5">
            {expertise.map((e) => (
              <Card key={e.id} size="3">
                <span className="feature__icon">{e.icon}</span>
                <Heading as="h3" size="5" mt="3" mb="2">
                  {LL.services[e.id].title()}
                </Heading>
                <Text as="p" mb="3">
                  {e.text}
                </Text>
                <Link href={`/services/${e.id}`} className="arrow-link">
                  {LL.services.learnMoreAbout({ service: LL.services[e.id].title() })}
                </Link>
              </Card>
            ))}
          </Grid>
        </Container>
      </section>

      <section className="section" aria-labelledby="attorney-cta">
        <Container size="3" px="4">
          <div className="cta-band">
            <div>
              <Heading as="h2" size="6" mb="2" id="attorney-cta">
                {LL.attorneys.ctaTitle()}
              </Heading>
              <Text as="p">{LL.attorneys.ctaText()}</Text>
            </div>
            <Flex gap="3" wrap="wrap">
              <Button size="3" asChild className="btn-gold">
                <ExternalLink href={site.bookingUrl}>{LL.serviceDetail.consultButton()}</ExternalLink>
              </Button>
              <Button size="3" variant="outline" asChild className="btn-on-dark">
                <Link href="/contact">{LL.notFound.contact()}</Link>
              </Button>
            </Flex>
          </div>
        </Container>
      </section>
    </>
  );
}
