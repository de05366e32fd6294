import { Button, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useChat } from '../chat/ChatContext';
import { Faq } from '../common/Faq';
import { ChatIcon, CheckIcon, ClockIcon, GlobeIcon, HeartIcon, MapPinIcon, PhoneIcon, ScaleIcon, ShieldIcon } from '../../ui/Icons';
import { legalServiceLd } from '../common/jsonld';
import { CtaBand, ItemText, Section, ServiceCards } from '../sections/Sections';
import { ContactForm } from '../contact/ContactForm';
import { ContactInfo } from '../contact/ContactInfo';
import { useAuth } from '../../lib/auth-context';
import { usePageMeta } from '../../lib/head';
import { useI18nContext } from '../../lib/i18n';
import type { HOME_FAQ_ITEMS } from '@shared/constants';
import { SERVICE_IDS } from '@shared/services';
import { useFirm } from '../../lib/firm';
import { attorneysExperience, firmPlace, responsePromise } from '../../lib/firm-facts';

const FAQ_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const satisfies { length: typeof HOME_FAQ_ITEMS };

export default function HomePage() {
  const firm = useFirm();
  const { LL, locale } = useI18nContext();
  const { user, session } = useAuth();
  const { openChat } = useChat();
  const place = firmPlace(firm, locale);
  usePageMeta({
    title: LL.meta.homeTitle(place),
    description: LL.firm.description(place),
    image: '/images/og-default.png',
    jsonLd: import.meta.env.SSR ? [legalServiceLd(locale, firm, LL.firm.description(place))] : undefined,
  });

  const faq = FAQ_KEYS.map((k) => ({ question: LL.faq[`q${k}`](), answer: LL.faq[`a${k}`]() }));
  const why: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <ScaleIcon />, title: LL.why.experienceTitle(), text: attorneysExperience(firm, locale, LL) },
    { icon: <MapPinIcon />, title: LL.why.localTitle(), text: LL.why.local(place) },
    { icon: <CheckIcon />, title: LL.why.honestTitle(), text: LL.why.honest() },
    { icon: <ShieldIcon />, title: LL.why.confidentialTitle(), text: LL.why.confidential() },
  ];
  const benefits: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <ClockIcon />, title: LL.benefits.available(), text: LL.benefits.availableText() },
    { icon: <ScaleIcon />, title: LL.benefits.fast(), text: LL.benefits.fastText() },
    { icon: <HeartIcon />, title: LL.benefits.free(), text: LL.benefits.freeText() },
    { icon: <GlobeIcon />, title: LL.benefits.languages(), text: LL.benefits.languagesText() },
  ];

  return (
    <>
      <section className="home-hero">
        {/* Decorative illustration behind the text; eager and high priority because it is above the fold. */}
        <img
          className="home-hero__bg"
          src="/images/hero-home.webp"
          alt=""
          width={1920}
          height={1080}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
        <Container size="4" px="4" className="home-hero__content">
          <p className="eyebrow eyebrow--light">{LL.hero.eyebrow(place)}</p>
          <Heading as="h1" size={{ initial: '8', md: '9' }} mb="4" className="home-hero__title">
            {LL.hero.title()}
          </Heading>
          <Text as="p" size={{ initial: '4', md: '5' }} mb="5" className="home-hero__subtitle">
            {LL.hero.subtitle()}
          </Text>
          <Flex gap="3" wrap="wrap" className="home-hero__actions">
            <Button size="4" onClick={openChat} className="btn-gold">
              <ChatIcon /> {LL.hero.chatButton()}
            </Button>
            <Button size="4" variant="outline" asChild className="btn-on-dark">
              <a href="#contact">{LL.hero.consultButton()}</a>
            </Button>
            {user && session ? (
              <Button size="4" variant="outline" asChild className="btn-on-dark">
                <Link href="~/admin">{LL.hero.adminDashboard()}</Link>
              </Button>
            ) : null}
          </Flex>
          <ul className="hero-points">
            <li>
              <CheckIcon size={18} /> {LL.hero.pointAvailable()}
            </li>
            <li>
              <CheckIcon size={18} /> {LL.hero.pointFast()}
            </li>
            <li>
              <CheckIcon size={18} /> {LL.hero.pointFree()}
            </li>
          </ul>
          <p className="home-hero__call">
            <PhoneIcon size={18} /> <a href={firm.emergencyPhoneHref}>{LL.hero.callLine({ phone: firm.emergencyPhone })}</a>
          </p>
        </Container>
      </section>

      <Section id="services-title" title={LL.services.title()} titleSize="8" subtitle={LL.services.subtitle()}>
        <ServiceCards pictures cards={SERVICE_IDS.map((id) => ({ id }))} />
      </Section>

      <Section id="why-title" title={LL.why.title()} titleSize="8" subtitle={LL.why.subtitle()} tint>
        <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="5">
          {why.map((w) => (
            <div key={w.title} className="feature">
              <span className="feature__icon">{w.icon}</span>
              <ItemText title={w.title} text={w.text} />
            </div>
          ))}
        </Grid>
      </Section>

      <CtaBand
        id="chat-cta-title"
        title={LL.cta.chatTitle()}
        titleSize="7"
        text={LL.cta.chatText()}
        textSize="4"
        actions={
          <Button size="4" onClick={openChat} className="btn-gold">
            <ChatIcon /> {LL.cta.chatButton()}
          </Button>
        }
      />

      <Section id="benefits-title" title={LL.benefits.title()} titleSize="8" titleGap="6">
        <Grid columns={{ initial: '1', sm: '2' }} gap="5">
          {benefits.map((b) => (
            <div key={b.title} className="feature feature--row">
              <span className="feature__icon">{b.icon}</span>
              <div>
                <ItemText title={b.title} text={b.text} />
              </div>
            </div>
          ))}
        </Grid>
      </Section>

      <Section id="testimonials-title" title={LL.testimonials.title()} titleSize="8" titleGap="6" tint>
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <Testimonial quote={LL.testimonials.t1Quote()} name={LL.testimonials.t1Name()} role={LL.testimonials.t1Role()} />
          <Testimonial quote={LL.testimonials.t2Quote()} name={LL.testimonials.t2Name()} role={LL.testimonials.t2Role()} />
        </Grid>
        <Text as="p" size="2" mt="4" color="gray">
          {LL.testimonials.disclaimer()}
        </Text>
      </Section>

      <Section id="faq-title" title={LL.faq.title()} titleSize="8" width="3">
        <Faq items={faq} />
      </Section>

      <Section id="contact-title" anchor="contact" title={LL.contact.title()} titleSize="8" subtitle={LL.contact.subtitle({ promise: responsePromise(firm, LL) })} tint>
        <div className="contact-layout">
          <ContactForm headingLevel="h3" />
          <ContactInfo headingLevel="h3" />
        </div>
      </Section>
    </>
  );
}

function Testimonial({ quote, name, role }: { quote: string; name: string; role: string }) {
  return (
    <figure className="testimonial">
      <blockquote>
        <p>“{quote}”</p>
      </blockquote>
      <figcaption>
        <strong>{name}</strong>
        <span>{role}</span>
      </figcaption>
    </figure>
  );
}
