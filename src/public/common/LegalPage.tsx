import { Container, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useFirm } from '../../lib/firm';
import { LastUpdated } from './LastUpdated';
import { PageHero } from './PageHero';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Privacy policy and terms: one hero with today's 'Last updated', numbered sections, the firm's contact block. */
export function LegalPage(props: { title: string; intro: string; sections: LegalSection[]; contactTitle: string; contactText: string }) {
  const firm = useFirm();
  return (
    <>
      <PageHero title={props.title}>
        <LastUpdated />
      </PageHero>
      <Container size="3" px="4" py="7" className="legal">
        <Text as="p" size="4" mb="5">
          {props.intro}
        </Text>
        {props.sections.map((s) => (
          <section key={s.id} aria-labelledby={s.id} className="legal__section">
            <Heading as="h2" size="5" mb="2" id={s.id}>
              {s.title}
            </Heading>
            {s.body}
          </section>
        ))}
        <section aria-labelledby="legal-contact" className="legal__section legal__contact">
          <Heading as="h2" size="5" mb="2" id="legal-contact">
            {props.contactTitle}
          </Heading>
          <Text as="p" mb="2">
            {props.contactText}
          </Text>
          <address>
            <strong>{firm.firmName}</strong>
            <br />
            {firm.fullAddress}
            <br />
            <a href={firm.phoneHref}>{firm.phone}</a>
            <br />
            <a href={`mailto:${firm.email}`}>{firm.email}</a>
          </address>
        </section>
      </Container>
    </>
  );
}

export const P = ({ children }: { children: ReactNode }) => (
  <Text as="p" mb="3">
    {children}
  </Text>
);
