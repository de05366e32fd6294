import { Container, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The title band of an inner page. Its image is above the fold, so it loads eagerly with high priority
 * (it is often the largest contentful paint on phones).
 */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  image,
  children,
}: {
  title: string;
  subtitle?: string;
  eyebrow?: ReactNode;
  image?: HeroImage;
  children?: ReactNode;
}) {
  return (
    <section className={`page-hero${image ? ' page-hero--image' : ''}`}>
      <Container size="4" px="4">
        <div className="page-hero__inner">
          <div className="page-hero__text">
            {eyebrow ? <div className="eyebrow">{eyebrow}</div> : null}
            <Heading as="h1" size={{ initial: '7', md: '8' }} mb="3">
              {title}
            </Heading>
            {subtitle ? (
              <Text as="p" size="4" className="page-hero__subtitle">
                {subtitle}
              </Text>
            ) : null}
            {children}
          </div>
          {image ? (
            <img
              className="page-hero__image"
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="eager"
              fetchPriority="high"
              decoding="async"
            />
          ) : null}
        </div>
      </Container>
    </section>
  );
}
