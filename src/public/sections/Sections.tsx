/**
 * The building blocks of the public pages (decision 0001): a titled section, a call-to-action band, the
 * practice-area cards, a check list, the consultation buttons. Pages are lists of these fed with their
 * language's strings, so a new page or practice area is content, not copied markup.
 */
import { Button, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../lib/i18n';
import type { ServiceId } from '@shared/services';
import { useChat } from '../chat/ChatContext';
import { BookingLink } from '../common/BookingLink';
import { ChatIcon, CheckIcon } from '../../ui/Icons';

type HeadingSize = '5' | '6' | '7' | '8';

/** A page section with its h2 (which names it for assistive technology) and an optional line under it. */
export function Section(props: {
  id: string;
  /** The section's own id, when links point at it (/#contact). */
  anchor?: string;
  title: string;
  titleSize?: HeadingSize;
  /** Space under the title (Radix margin scale). */
  titleGap?: '2' | '3' | '4' | '5' | '6';
  subtitle?: string;
  tint?: boolean;
  width?: '3' | '4';
  children: ReactNode;
}) {
  return (
    <section className={props.tint ? 'section section--tint' : 'section'} id={props.anchor} aria-labelledby={props.id}>
      <Container size={props.width ?? '4'} px="4">
        <Heading as="h2" size={props.titleSize ?? '7'} mb={props.subtitle ? '2' : (props.titleGap ?? '5')} id={props.id}>
          {props.title}
        </Heading>
        {props.subtitle ? (
          <Text as="p" size="4" mb="6" color="gray">
            {props.subtitle}
          </Text>
        ) : null}
        {props.children}
      </Container>
    </section>
  );
}

/** The navy (or light) band that asks for the next step: a title, a line, and its buttons. */
export function CtaBand(props: { id: string; title: string; text: string; titleSize?: HeadingSize; textSize?: '3' | '4'; light?: boolean; actions: ReactNode }) {
  return (
    <section className="section" aria-labelledby={props.id}>
      <Container size="3" px="4">
        <div className={props.light ? 'cta-band cta-band--light' : 'cta-band'}>
          <div>
            <Heading as="h2" size={props.titleSize ?? '6'} mb="2" id={props.id}>
              {props.title}
            </Heading>
            <Text as="p" size={props.textSize}>
              {props.text}
            </Text>
          </div>
          {props.actions}
        </div>
      </Container>
    </section>
  );
}

/** Buttons side by side, wrapping on narrow screens. */
export function Actions({ children, mt }: { children: ReactNode; mt?: '5' }) {
  return (
    <Flex gap="3" wrap="wrap" mt={mt}>
      {children}
    </Flex>
  );
}

/** 'Schedule a free consultation' (the booking service) and, beside it, the chat or another action. */
export function ConsultActions({ second, onDark, mt }: { second?: ReactNode; onDark?: boolean; mt?: '5' }) {
  const { LL } = useI18nContext();
  const { openChat } = useChat();
  return (
    <Actions mt={mt}>
      <Button size="3" asChild className={onDark ? 'btn-gold' : undefined}>
        <BookingLink>{LL.serviceDetail.consultButton()}</BookingLink>
      </Button>
      {second ?? (
        <Button size="3" variant="outline" onClick={openChat} className={onDark ? 'btn-on-dark' : undefined}>
          <ChatIcon /> {LL.serviceDetail.chatButton()}
        </Button>
      )}
    </Actions>
  );
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={18} /> {item}
        </li>
      ))}
    </ul>
  );
}

/** The 'Learn more about …' link to a practice area's page. */
export function ServiceLink({ id }: { id: ServiceId }) {
  const { LL } = useI18nContext();
  return (
    <Link href={`/services/${id}`} className="arrow-link">
      {LL.services.learnMoreAbout({ service: LL.services[id].title() })}
    </Link>
  );
}

/** One card per practice area: its picture or icon, its name, a line about it, and what else the page wants. */
export function ServiceCards(props: {
  cards: { id: ServiceId; text?: string; icon?: ReactNode; extra?: ReactNode }[];
  /** Pictures of the practice areas (the home and services pages); otherwise their icons. */
  pictures?: boolean;
  columns?: '2' | '3';
  headingSize?: '4' | '5';
  cardSize?: '2' | '3';
}) {
  const { LL } = useI18nContext();
  // Two per row from tablet width: one per row there made each picture as tall as a phone screen.
  const columns = props.columns === '2' ? { initial: '1', sm: '2' } : { initial: '1', sm: '2', md: '3' };
  return (
    <Grid columns={columns} gap={props.columns === '2' ? '4' : '5'}>
      {props.cards.map((c) => (
        <Card key={c.id} size={props.cardSize ?? '2'} className={props.pictures ? 'service-card' : undefined}>
          {props.pictures ? (
            <img src={`/images/services/${c.id}.webp`} alt="" width={1200} height={800} loading="lazy" decoding="async" className="service-card__img" />
          ) : null}
          {c.icon ? <span className="feature__icon">{c.icon}</span> : null}
          <Heading as="h3" size={props.headingSize ?? '5'} mt={props.pictures || c.icon ? (c.icon ? '3' : '4') : undefined} mb="2">
            {LL.services[c.id].title()}
          </Heading>
          <Text as="p" mb={c.extra || !props.pictures ? '3' : '4'}>
            {c.text ?? LL.services[c.id].short()}
          </Text>
          {c.extra}
          <ServiceLink id={c.id} />
        </Card>
      ))}
    </Grid>
  );
}

/** A block with a round icon beside its title and text (the asylum section). */
export function FeatureRow(props: {
  id: string;
  /** The section's own id, when links point at it (/services/family#asylum). */
  anchor?: string;
  icon: ReactNode;
  title: string;
  text: string;
  items: string[];
  textGap?: '3' | '4';
  children?: ReactNode;
}) {
  return (
    <section className="section section--tint" id={props.anchor} aria-labelledby={props.id}>
      <Container size="3" px="4">
        <div className="feature feature--row">
          <span className="feature__icon">{props.icon}</span>
          <div>
            <Heading as="h2" size="7" mb="3" id={props.id}>
              {props.title}
            </Heading>
            <Text as="p" size="4" mb={props.textGap ?? '3'}>
              {props.text}
            </Text>
            <CheckList items={props.items} />
            {props.children}
          </div>
        </div>
      </Container>
    </section>
  );
}

/** An item's h3 and its line (a reason to choose the firm, a step of the process). */
export function ItemText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Heading as="h3" size="4" mb="1">
        {title}
      </Heading>
      <Text as="p">{text}</Text>
    </>
  );
}

/** A card that is a section of its own: its h2, a line, then its list. */
export function CardSection({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby={id}>
        <Heading as="h2" size="6" mb="3" id={id}>
          {title}
        </Heading>
        <Text as="p" mb="3">
          {text}
        </Text>
        {children}
      </section>
    </Card>
  );
}
