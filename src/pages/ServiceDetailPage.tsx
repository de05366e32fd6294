import { Button, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useChat } from '../components/chat/ChatContext';
import { ExternalLink } from '../components/common/ExternalLink';
import { AlertIcon, ChatIcon, CheckIcon, ExternalIcon, PhoneIcon, ShieldIcon } from '../components/common/Icons';
import { breadcrumbLd } from '../components/common/jsonld';
import { PageHero } from '../components/common/PageHero';
import type { TranslationFunctions } from '../i18n/i18n-types';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { site } from '../shared/site';
import NotFoundPage from './NotFoundPage';

export const SERVICE_IDS = ['detention', 'family', 'vawa'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];
const isServiceId = (v: string | undefined): v is ServiceId => (SERVICE_IDS as readonly (string | undefined)[]).includes(v);

interface ResourceLink {
  title: string;
  text: string;
  url: string;
}

/** One shape for the three pages, so the layout is written once; each builder below fills it from its own keys. */
interface ServiceContent {
  title: string;
  short: string;
  heroSubtitle: string;
  imageAlt: string;
  intro: string;
  listTitle: string;
  items: { title: string; text: string }[];
  eligibilityTitle: string;
  eligibilityIntro: string;
  eligibility: string[];
  eligibilityNote?: string;
  safetyTitle: string;
  safetyLead?: string;
  safety: string[];
  emergency?: string;
  links: ResourceLink[];
  /** Extra section after the eligibility block (the family page's asylum content). */
  extra?: ReactNode;
}

type LLType = TranslationFunctions;

function detention(LL: LLType): ServiceContent {
  const t = LL.services.detention;
  return {
    title: t.title(),
    short: t.short(),
    heroSubtitle: t.heroSubtitle(),
    imageAlt: t.imageAlt(),
    intro: t.intro(),
    listTitle: t.listTitle(),
    items: [
      { title: t.locateTitle(), text: t.locateText() },
      { title: t.bondTitle(), text: t.bondText() },
      { title: t.custodyTitle(), text: t.custodyText() },
      { title: t.habeasTitle(), text: t.habeasText() },
      { title: t.removalTitle(), text: t.removalText() },
      { title: t.releaseTitle(), text: t.releaseText() },
    ],
    eligibilityTitle: t.eligibilityTitle(),
    eligibilityIntro: t.eligibilityIntro(),
    eligibility: [t.eligibility1(), t.eligibility2(), t.eligibility3(), t.eligibility4()],
    eligibilityNote: t.eligibilityNote(),
    safetyTitle: t.safetyTitle(),
    safety: [t.safety1(), t.safety2(), t.safety3(), t.safety4()],
    emergency: t.emergency(),
    links: [
      { title: t.linkLocatorTitle(), text: t.linkLocatorText(), url: 'https://locator.ice.gov/odls/' },
      { title: t.linkEoirTitle(), text: t.linkEoirText(), url: 'https://www.justice.gov/eoir' },
      { title: t.linkAcisTitle(), text: t.linkAcisText(), url: 'https://acis.eoir.justice.gov/' },
      { title: t.linkIceTitle(), text: t.linkIceText(), url: 'https://www.ice.gov/detention-facilities' },
      { title: t.linkIanTitle(), text: t.linkIanText(), url: 'https://www.immigrationadvocates.org/legaldirectory/' },
    ],
  };
}

function family(LL: LLType): ServiceContent {
  const t = LL.services.family;
  return {
    title: t.title(),
    short: t.short(),
    heroSubtitle: t.heroSubtitle(),
    imageAlt: t.imageAlt(),
    intro: t.intro(),
    listTitle: t.listTitle(),
    items: [
      { title: t.immediateTitle(), text: t.immediateText() },
      { title: t.preferenceTitle(), text: t.preferenceText() },
      { title: t.fianceTitle(), text: t.fianceText() },
      { title: t.adjustmentTitle(), text: t.adjustmentText() },
      { title: t.consularTitle(), text: t.consularText() },
      { title: t.waiverTitle(), text: t.waiverText() },
    ],
    eligibilityTitle: t.eligibilityTitle(),
    eligibilityIntro: t.eligibilityIntro(),
    eligibility: [t.eligibility1(), t.eligibility2(), t.eligibility3(), t.eligibility4()],
    safetyTitle: t.safetyTitle(),
    safety: [t.safety1(), t.safety2(), t.safety3()],
    emergency: t.emergency(),
    links: [
      { title: t.linkCitizensTitle(), text: t.linkCitizensText(), url: 'https://www.uscis.gov/family/family-of-us-citizens' },
      { title: t.linkI130Title(), text: t.linkI130Text(), url: 'https://www.uscis.gov/i-130' },
      { title: t.linkBulletinTitle(), text: t.linkBulletinText(), url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html' },
      { title: t.linkAsylumTitle(), text: t.linkAsylumText(), url: 'https://www.uscis.gov/humanitarian/refugees-and-asylum/asylum' },
      { title: t.linkEoirTitle(), text: t.linkEoirText(), url: 'https://www.justice.gov/eoir' },
    ],
    extra: (
      <section className="section section--tint" id="asylum" aria-labelledby="asylum-title">
        <Container size="3" px="4">
          <div className="feature feature--row">
            <span className="feature__icon">
              <ShieldIcon />
            </span>
            <div>
              <Heading as="h2" size="7" mb="3" id="asylum-title">
                {t.asylumTitle()}
              </Heading>
              <Text as="p" size="4" mb="4">
                {t.asylumText()}
              </Text>
              <ul className="check-list">
                {[t.asylum1(), t.asylum2(), t.asylum3(), t.asylum4()].map((a) => (
                  <li key={a}>
                    <CheckIcon size={18} /> {a}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Container>
      </section>
    ),
  };
}

function vawa(LL: LLType): ServiceContent {
  const t = LL.services.vawa;
  return {
    title: t.title(),
    short: t.short(),
    heroSubtitle: t.heroSubtitle(),
    imageAlt: t.imageAlt(),
    intro: t.intro(),
    listTitle: t.listTitle(),
    items: [
      { title: t.selfPetitionTitle(), text: t.selfPetitionText() },
      { title: t.evidenceTitle(), text: t.evidenceText() },
      { title: t.adjustmentTitle(), text: t.adjustmentText() },
      { title: t.workTitle(), text: t.workText() },
      { title: t.childrenTitle(), text: t.childrenText() },
      { title: t.otherTitle(), text: t.otherText() },
    ],
    eligibilityTitle: t.eligibilityTitle(),
    eligibilityIntro: t.eligibilityIntro(),
    eligibility: [t.eligibility1(), t.eligibility2(), t.eligibility3(), t.eligibility4()],
    eligibilityNote: t.eligibilityNote(),
    safetyTitle: t.safetyTitle(),
    safetyLead: t.safetyText({ hotline: site.domesticViolenceHotline.label }),
    safety: [t.safety1(), t.safety2(), t.safety3()],
    links: [
      { title: t.linkUscisTitle(), text: t.linkUscisText(), url: 'https://www.uscis.gov/humanitarian/abused-spouses-children-and-parents' },
      { title: t.linkI360Title(), text: t.linkI360Text(), url: 'https://www.uscis.gov/i-360' },
      { title: t.linkHotlineTitle(), text: t.linkHotlineText(), url: 'https://www.thehotline.org/' },
      { title: t.linkOvwTitle(), text: t.linkOvwText(), url: 'https://www.justice.gov/ovw' },
      { title: t.linkFcadvTitle(), text: t.linkFcadvText(), url: 'https://www.fcadv.org/' },
    ],
  };
}

const BUILDERS: Record<ServiceId, (LL: LLType) => ServiceContent> = { detention, family, vawa };

function ServiceDetail({ id }: { id: ServiceId }) {
  const { LL, locale } = useI18nContext();
  const { openChat } = useChat();
  const c = BUILDERS[id](LL);
  const image = `/images/services/${id}.webp`;
  usePageMeta({
    title: c.title,
    description: c.short,
    image,
    jsonLd: [
      breadcrumbLd(locale, [
        { name: LL.nav.home(), path: '/' },
        { name: LL.nav.services(), path: '/services' },
        { name: c.title, path: `/services/${id}` },
      ]),
    ],
  });
  const others = SERVICE_IDS.filter((s) => s !== id);
  // VAWA leads with safety: a survivor in danger must see the hotline before anything else.
  const urgent = id === 'vawa';

  const safety = (
    <aside className={`safety-note${urgent ? ' safety-note--urgent' : ''}`} aria-labelledby={`${id}-safety`}>
      <Flex gap="3" align="start">
        <AlertIcon size={24} />
        <div>
          <Heading as="h2" size="5" mb="2" id={`${id}-safety`}>
            {c.safetyTitle}
          </Heading>
          {c.safetyLead ? (
            <>
              <Text as="p" weight="bold" mb="3">
                {c.safetyLead}
              </Text>
              <Flex gap="3" wrap="wrap" mb="3">
                <Button asChild color="red" highContrast>
                  <a href="tel:911">
                    <PhoneIcon size={18} /> {LL.serviceDetail.callButton({ phone: '911' })}
                  </a>
                </Button>
                <Button asChild color="red" variant="outline" highContrast>
                  <a href={site.domesticViolenceHotline.href}>
                    <PhoneIcon size={18} /> {LL.serviceDetail.callButton({ phone: site.domesticViolenceHotline.label })}
                  </a>
                </Button>
              </Flex>
            </>
          ) : null}
          <ul className="plain-list">
            {c.safety.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          {c.emergency ? (
            <Text as="p" weight="bold" mt="2">
              {c.emergency}
            </Text>
          ) : null}
        </div>
      </Flex>
    </aside>
  );

  return (
    <>
      <nav aria-label={LL.serviceDetail.breadcrumb()} className="breadcrumb">
        <Container size="4" px="4">
          <ol>
            <li>
              <Link href="/">{LL.nav.home()}</Link>
            </li>
            <li>
              <Link href="/services">{LL.nav.services()}</Link>
            </li>
            <li aria-current="page">{c.title}</li>
          </ol>
        </Container>
      </nav>
      <PageHero title={c.title} subtitle={c.heroSubtitle} image={{ src: image, alt: c.imageAlt, width: 1200, height: 800 }}>
        <Flex gap="3" wrap="wrap" mt="5">
          <Button size="3" asChild>
            <ExternalLink href={site.bookingUrl}>{LL.serviceDetail.consultButton()}</ExternalLink>
          </Button>
          <Button size="3" variant="outline" asChild>
            <a href={site.phoneHref}>
              <PhoneIcon size={18} /> {LL.serviceDetail.callButton({ phone: site.phone })}
            </a>
          </Button>
        </Flex>
      </PageHero>

      {urgent ? (
        <Container size="3" px="4" pt="6">
          {safety}
        </Container>
      ) : null}

      <section className="section" aria-labelledby={`${id}-services`}>
        <Container size="4" px="4">
          <Text as="p" size="4" mb="6" className="lead">
            {c.intro}
          </Text>
          <Heading as="h2" size="7" mb="5" id={`${id}-services`}>
            {c.listTitle}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
            {c.items.map((item) => (
              <Card key={item.title} size="2">
                <Heading as="h3" size="4" mb="2">
                  {item.title}
                </Heading>
                <Text as="p">{item.text}</Text>
              </Card>
            ))}
          </Grid>
        </Container>
      </section>

      <section className="section section--tint" aria-labelledby={`${id}-eligibility`}>
        <Container size="3" px="4">
          <Heading as="h2" size="7" mb="3" id={`${id}-eligibility`}>
            {c.eligibilityTitle}
          </Heading>
          <Text as="p" mb="3">
            {c.eligibilityIntro}
          </Text>
          <ul className="check-list">
            {c.eligibility.map((e) => (
              <li key={e}>
                <CheckIcon size={18} /> {e}
              </li>
            ))}
          </ul>
          {c.eligibilityNote ? (
            <Text as="p" mt="3" color="gray">
              {c.eligibilityNote}
            </Text>
          ) : null}
        </Container>
      </section>

      {c.extra}

      <section className="section" aria-labelledby={`${id}-cta`}>
        <Container size="3" px="4">
          <div className="cta-band">
            <div>
              <Heading as="h2" size="6" mb="2" id={`${id}-cta`}>
                {LL.serviceDetail.consultTitle()}
              </Heading>
              <Text as="p">{LL.serviceDetail.consultText()}</Text>
            </div>
            <Flex gap="3" wrap="wrap">
              <Button size="3" asChild className="btn-gold">
                <ExternalLink href={site.bookingUrl}>{LL.serviceDetail.consultButton()}</ExternalLink>
              </Button>
              <Button size="3" variant="outline" onClick={openChat} className="btn-on-dark">
                <ChatIcon /> {LL.serviceDetail.chatButton()}
              </Button>
            </Flex>
          </div>
        </Container>
      </section>

      <section className="section" aria-labelledby={`${id}-resources`}>
        <Container size="3" px="4">
          <Heading as="h2" size="7" mb="2" id={`${id}-resources`}>
            {LL.serviceDetail.resourcesTitle()}
          </Heading>
          <Text as="p" mb="4" color="gray">
            {LL.serviceDetail.resourcesIntro()}
          </Text>
          <ul className="resource-links">
            {c.links.map((l) => (
              <li key={l.url}>
                <ExternalLink href={l.url}>
                  {l.title} <ExternalIcon size={16} />
                </ExternalLink>
                <Text as="p" size="2" color="gray">
                  {l.text}
                </Text>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {urgent ? null : (
        <Container size="3" px="4" pb="6">
          {safety}
        </Container>
      )}

      <section className="section section--tint" aria-labelledby={`${id}-others`}>
        <Container size="4" px="4">
          <Heading as="h2" size="6" mb="4" id={`${id}-others`}>
            {LL.serviceDetail.otherServices()}
          </Heading>
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {others.map((o) => (
              <Card key={o} size="2">
                <Heading as="h3" size="4" mb="2">
                  {LL.services[o].title()}
                </Heading>
                <Text as="p" mb="3">
                  {LL.services[o].short()}
                </Text>
                <Link href={`/services/${o}`} className="arrow-link">
                  {LL.services.learnMoreAbout({ service: LL.services[o].title() })}
                </Link>
              </Card>
            ))}
          </Grid>
        </Container>
      </section>
    </>
  );
}

export default function ServiceDetailPage({ params }: { params: { service?: string } }) {
  return isServiceId(params.service) ? <ServiceDetail id={params.service} /> : <NotFoundPage />;
}
