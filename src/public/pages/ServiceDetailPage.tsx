import { Button, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { ExternalLink } from '../common/ExternalLink';
import { AlertIcon, ExternalIcon, PhoneIcon, ShieldIcon } from '../../ui/Icons';
import { breadcrumbLd } from '../common/jsonld';
import { PageHero } from '../common/PageHero';
import { CheckList, ConsultActions, CtaBand, FeatureRow, Section, ServiceCards } from '../sections/Sections';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { usePageMeta } from '../../lib/head';
import { useI18nContext, WithStrings } from '../../lib/i18n';
import { isServiceId, SERVICE_IDS, type ServiceId } from '@shared/services';
import { site } from '@shared/site';
import { useFirm } from '../../lib/firm';
import NotFoundPage from './NotFoundPage';

type ServiceTexts<S extends ServiceId> = TranslationFunctions['servicePages'][S];
/** Keys of a practice area's strings that take no argument. */
type Plain<S extends ServiceId> = { [K in keyof ServiceTexts<S>]: ServiceTexts<S>[K] extends () => string ? K : never }[keyof ServiceTexts<S>] & string;
/** `bond` for the pair bondTitle / bondText: a card or a link of the page. */
type Pair<S extends ServiceId> = { [K in Plain<S>]: K extends `${infer P}Title` ? (`${P}Text` extends Plain<S> ? P : never) : never }[Plain<S>];

/**
 * What a practice area's page holds, as names of its strings (src/i18n/<lang>/servicePages: <id>), checked by the
 * compiler: a new practice area is an entry here, its strings and its picture (/images/services/<id>.webp).
 */
interface ServiceSpec<S extends ServiceId> {
  items: Pair<S>[];
  eligibility: Plain<S>[];
  eligibilityNote?: Plain<S>;
  safety: Plain<S>[];
  emergency?: Plain<S>;
  /** Official and community resources, each a title/text pair and its address. */
  links: [Pair<S>, string][];
  /** The family page's asylum section (/services/family#asylum). */
  asylum?: Plain<S>[];
}

/** A spec of any practice area, as plain names (what contentOf reads). */
interface SpecNames {
  items: string[];
  eligibility: string[];
  eligibilityNote?: string;
  safety: string[];
  emergency?: string;
  links: [string, string][];
  asylum?: string[];
}

const SERVICES: { [S in ServiceId]: ServiceSpec<S> } = {
  detention: {
    items: ['locate', 'bond', 'custody', 'habeas', 'removal', 'release'],
    eligibility: ['eligibility1', 'eligibility2', 'eligibility3', 'eligibility4'],
    eligibilityNote: 'eligibilityNote',
    safety: ['safety1', 'safety2', 'safety3', 'safety4'],
    emergency: 'emergency',
    links: [
      ['linkLocator', 'https://locator.ice.gov/odls/'],
      ['linkEoir', 'https://www.justice.gov/eoir'],
      ['linkAcis', 'https://acis.eoir.justice.gov/'],
      ['linkIce', 'https://www.ice.gov/detention-facilities'],
      ['linkIan', 'https://www.immigrationadvocates.org/legaldirectory/'],
    ],
  },
  family: {
    items: ['immediate', 'preference', 'fiance', 'adjustment', 'consular', 'waiver'],
    eligibility: ['eligibility1', 'eligibility2', 'eligibility3', 'eligibility4'],
    safety: ['safety1', 'safety2', 'safety3'],
    emergency: 'emergency',
    links: [
      ['linkCitizens', 'https://www.uscis.gov/family/family-of-us-citizens'],
      ['linkI130', 'https://www.uscis.gov/i-130'],
      ['linkBulletin', 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html'],
      ['linkAsylum', 'https://www.uscis.gov/humanitarian/refugees-and-asylum/asylum'],
      ['linkEoir', 'https://www.justice.gov/eoir'],
    ],
    asylum: ['asylum1', 'asylum2', 'asylum3', 'asylum4'],
  },
  vawa: {
    items: ['selfPetition', 'evidence', 'adjustment', 'work', 'children', 'other'],
    eligibility: ['eligibility1', 'eligibility2', 'eligibility3', 'eligibility4'],
    eligibilityNote: 'eligibilityNote',
    safety: ['safety1', 'safety2', 'safety3'],
    links: [
      ['linkUscis', 'https://www.uscis.gov/humanitarian/abused-spouses-children-and-parents'],
      ['linkI360', 'https://www.uscis.gov/i-360'],
      ['linkHotline', 'https://www.thehotline.org/'],
      ['linkOvw', 'https://www.justice.gov/ovw'],
      ['linkFcadv', 'https://www.fcadv.org/'],
    ],
  },
};

/** The page's strings, read by the names above (the compiler has checked that each exists and takes no argument). */
function contentOf(LL: TranslationFunctions, id: ServiceId) {
  const spec: SpecNames = SERVICES[id];
  const texts = LL.servicePages[id] as unknown as Record<string, () => string>;
  const say = (key: string) => texts[key]?.() ?? '';
  const pair = (stem: string) => ({ title: say(`${stem}Title`), text: say(`${stem}Text`) });
  return {
    // The name and summary are the catalogue's (the menus and the home page show them too).
    title: LL.services[id].title(),
    short: LL.services[id].short(),
    heroSubtitle: say('heroSubtitle'),
    imageAlt: say('imageAlt'),
    intro: say('intro'),
    listTitle: say('listTitle'),
    items: spec.items.map(pair),
    eligibilityTitle: say('eligibilityTitle'),
    eligibilityIntro: say('eligibilityIntro'),
    eligibility: spec.eligibility.map(say),
    eligibilityNote: spec.eligibilityNote ? say(spec.eligibilityNote) : undefined,
    safetyTitle: say('safetyTitle'),
    // VAWA's safety note leads with the hotline.
    safetyLead: id === 'vawa' ? LL.servicePages.vawa.safetyText({ hotline: site.domesticViolenceHotline.label }) : undefined,
    safety: spec.safety.map(say),
    emergency: spec.emergency ? say(spec.emergency) : undefined,
    links: spec.links.map(([stem, url]) => ({ ...pair(stem), url })),
    asylum: spec.asylum ? { title: say('asylumTitle'), text: say('asylumText'), items: spec.asylum.map(say) } : undefined,
  };
}

function ServiceDetail({ id }: { id: ServiceId }) {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  const c = contentOf(LL, id);
  const image = `/images/services/${id}.webp`;
  usePageMeta({
    title: c.title,
    description: c.short,
    image,
    jsonLd: import.meta.env.SSR ? [
      breadcrumbLd(locale, [
        { name: LL.nav.home(), path: '/' },
        { name: LL.nav.services(), path: '/services' },
        { name: c.title, path: `/services/${id}` },
      ]),
    ] : undefined,
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
        <ConsultActions
          mt="5"
          second={
            <Button size="3" variant="outline" asChild>
              <a href={firm.phoneHref}>
                <PhoneIcon size={18} /> {LL.serviceDetail.callButton({ phone: firm.phone })}
              </a>
            </Button>
          }
        />
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

      <Section id={`${id}-eligibility`} title={c.eligibilityTitle} width="3" titleGap="3" tint>
        <Text as="p" mb="3">
          {c.eligibilityIntro}
        </Text>
        <CheckList items={c.eligibility} />
        {c.eligibilityNote ? (
          <Text as="p" mt="3" color="gray">
            {c.eligibilityNote}
          </Text>
        ) : null}
      </Section>

      {c.asylum ? (
        <FeatureRow id="asylum-title" anchor="asylum" icon={<ShieldIcon />} title={c.asylum.title} text={c.asylum.text} items={c.asylum.items} textGap="4" />
      ) : null}

      <CtaBand id={`${id}-cta`} title={LL.serviceDetail.consultTitle()} text={LL.serviceDetail.consultText()} actions={<ConsultActions onDark />} />

      <Section id={`${id}-resources`} title={LL.serviceDetail.resourcesTitle()} width="3" titleGap="2">
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
      </Section>

      {urgent ? null : (
        <Container size="3" px="4" pb="6">
          {safety}
        </Container>
      )}

      <Section id={`${id}-others`} title={LL.serviceDetail.otherServices()} titleSize="6" titleGap="4" tint>
        <ServiceCards columns="2" headingSize="4" cards={others.map((o) => ({ id: o }))} />
      </Section>
    </>
  );
}

export default function ServiceDetailPage({ params }: { params: { service?: string } }) {
  return isServiceId(params.service) ? (
    <WithStrings namespace="servicePages">
      <ServiceDetail id={params.service} />
    </WithStrings>
  ) : (
    <NotFoundPage />
  );
}
