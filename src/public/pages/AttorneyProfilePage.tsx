import { Badge, Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AlertIcon, HeartIcon, PhoneIcon, ScaleIcon, UsersIcon } from '../../ui/Icons';
import { personLd } from '../common/jsonld';
import { PageHero } from '../common/PageHero';
import { ConsultActions, CtaBand, Section, ServiceCards } from '../sections/Sections';
import { usePageMeta } from '../../lib/head';
import { useI18nContext } from '../../lib/i18n';
import type { ServiceId } from '@shared/services';
import { useFirm } from '../../lib/firm';
import { api } from '../../lib/api';

/** A biography as the firm wrote it: paragraphs separated by a blank line. */
function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

export default function AttorneyProfilePage() {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  // Written by the firm at /admin/settings, in the page's language; the server fetched them before rendering.
  const [profiles] = api.settings.attorneyProfiles.useSuspenseQuery({ locale }, { staleTime: 5 * 60_000 });
  usePageMeta({
    title: LL.meta.attorneyTitle(),
    description: LL.meta.attorneyDescription({ names: profiles.map((p) => p.name.replace(/, Esq\.$/, '')).join(', '), city: firm.address.city }),
    image: profiles[0]?.image,
    jsonLd: import.meta.env.SSR ? profiles.map((p) => personLd(locale, firm, p)) : undefined,
  });

  const expertise: { id: ServiceId; icon: ReactNode; text: string }[] = [
    { id: 'detention', icon: <ScaleIcon />, text: LL.attorneys.detentionText() },
    { id: 'family', icon: <UsersIcon />, text: LL.attorneys.familyText() },
    { id: 'vawa', icon: <HeartIcon />, text: LL.attorneys.vawaText() },
  ];

  return (
    <>
      <PageHero title={LL.attorneys.title()} subtitle={LL.attorneys.heroSubtitle({ count: firm.attorneys.length, city: firm.address.city })}>
        <ConsultActions mt="5" />
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
              <a href={firm.emergencyPhoneHref}>
                <PhoneIcon size={18} /> {LL.cta.callNow({ phone: firm.emergencyPhone })}
              </a>
            </Button>
          </div>
        </Container>
      </section>

      <section className="section" aria-label={LL.attorneys.title()}>
        <Container size="4" px="4">
          <div className="attorney-list">
            {profiles.map((p, i) => (
              <article key={p.id} id={p.id} className="attorney">
                <img
                  src={p.image}
                  alt={LL.attorneys.imageAlt({ name: p.name })}
                  width={600}
                  height={750}
                  className="attorney__photo"
                  // The first portrait is near the top on wide screens; the second is always further down.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <div>
                  <Heading as="h2" size="7">
                    {p.name}
                  </Heading>
                  <Flex gap="2" wrap="wrap" my="2">
                    <Badge size="2" highContrast>
                      {p.text.title}
                    </Badge>
                    {p.years ? (
                      <Badge size="2" color="amber" highContrast>
                        {LL.attorneys.experience({ years: p.years })}
                      </Badge>
                    ) : null}
                  </Flex>
                  {paragraphs(p.text.bio).map((para) => (
                    <Text as="p" key={para} mb="3">
                      {para}
                    </Text>
                  ))}
                  <dl className="facts">
                    {p.text.focus ? (
                      <div>
                        <dt>{LL.attorneys.focusLabel()}</dt>
                        <dd>{p.text.focus}</dd>
                      </div>
                    ) : null}
                    <div>
                      <dt>{LL.attorneys.languagesLabel()}</dt>
                      <dd>{p.text.languages}</dd>
                    </div>
                  </dl>
                </div>
              </article>
            ))}
          </div>
        </Container>
      </section>

      <Section id="expertise-title" title={LL.attorneys.expertiseTitle()} tint>
        <ServiceCards cardSize="3" cards={expertise} />
      </Section>

      <CtaBand
        id="attorney-cta"
        title={LL.attorneys.ctaTitle()}
        text={LL.attorneys.ctaText({ city: firm.address.city })}
        actions={
          <ConsultActions
            onDark
            second={
              <Button size="3" variant="outline" asChild className="btn-on-dark">
                <Link href="/contact">{LL.notFound.contact()}</Link>
              </Button>
            }
          />
        }
      />
    </>
  );
}
