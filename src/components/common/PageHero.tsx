import { Container, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <Container size="3" px="4" py="8">
        <Heading as="h1" size="8" mb="3">
          {title}
        </Heading>
        {subtitle ? (
          <Text as="p" size="4">
            {subtitle}
          </Text>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
