import { Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useFirm } from '../../lib/firm';
import { formatTitle } from '../../lib/head';
import { META_LIMITS } from '@shared/schemas/posts';
import { InputField, TextAreaField } from './FormField';
import type { BoundField } from './use-admin-form';
import './editor.css';

type SeoKey = 'metaTitle' | 'metaDescription' | 'socialImage';


interface SeoFieldsProps {
  field(name: SeoKey): BoundField;
  /** What the page falls back to: the post's title, short description and featured image. */
  title: string;
  description: string;
  imageUrl: string;
  /** The post's address, e.g. /es/blog/a-slug. */
  path: string;
}

/** Cuts `text` to `max` characters at a word boundary with an ellipsis, as a search result does. */
export function truncateForResult(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

/**
 * '42 / 60 characters': amber past what search engines show, with the hard limit the server enforces; when
 * the field is empty, what is used instead.
 */
function Counter({ value, fallback, fallbackName, shown, max }: { value: string; fallback: string; fallbackName: string; shown: number; max: number }) {
  const length = (value || fallback).trim().length;
  const long = length > shown;
  return (
    <>
      {value ? null : `Empty: the ${fallbackName} is used. `}
      <span className={`seo-counter${long ? ' is-long' : ''}`} data-testid="seo-counter">
        {length} / {shown} characters
      </span>
      {long ? `: search engines show about ${shown}, the rest is cut` : ''} (at most {max}).
    </>
  );
}

/**
 * 'Search result and social sharing': the meta title and description with their counters, a preview of the
 * search result (with the fallbacks the page uses when they are empty), and the social image. Collapsed
 * while every field is empty and valid, so the form stays short for posts that need none of it.
 */
export function SeoFields({ field, title, description, imageUrl, path }: SeoFieldsProps) {
  const metaTitle = field('metaTitle');
  const metaDescription = field('metaDescription');
  const socialImage = field('socialImage');
  const inUse = [metaTitle, metaDescription, socialImage].some((f) => f.value !== '' || f.error);
  const [open, setOpen] = useState(inUse);
  const regionId = useId();
  const expanded = open || inUse;
  return (
    <Card size="2" asChild>
      <section aria-labelledby={`${regionId}-heading`}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="3" id={`${regionId}-heading`}>
            Search result and social sharing
          </Heading>
          <Button type="button" variant="ghost" aria-expanded={expanded} aria-controls={regionId} onClick={() => setOpen(!expanded)} disabled={inUse}>
            {expanded ? 'Hide fields' : 'Show fields'}
          </Button>
        </Flex>
        {expanded ? (
          <Flex direction="column" gap="4" mt="3" id={regionId}>
            <InputField
              label="Meta title"
              {...metaTitle}
              hint={<Counter value={metaTitle.value} fallback={title} fallbackName="post’s title" shown={META_LIMITS.titleShown} max={META_LIMITS.title} />}
              placeholder={title || 'The post’s title'}
            />
            <TextAreaField
              label="Meta description"
              rows={3}
              {...metaDescription}
              hint={
                <Counter value={metaDescription.value} fallback={description} fallbackName="short description" shown={META_LIMITS.descriptionShown} max={META_LIMITS.description} />
              }
              placeholder={description || 'The post’s short description'}
            />
            <SearchPreview title={metaTitle.value || title} description={metaDescription.value || description} path={path} />
            <InputField
              label="Social image"
              type="url"
              {...socialImage}
              placeholder={imageUrl || 'https://…'}
              hint="Shown when the post is shared (Open Graph, Twitter). Optional: defaults to the featured image."
            />
          </Flex>
        ) : (
          <Text as="p" size="2" color="gray" mt="2" id={regionId}>
            Search engines and shared links use the title, the short description and the featured image.
          </Text>
        )}
      </section>
    </Card>
  );
}

/** The post as a search engine would list it: the page's title (with the firm's name), its address and description. */
function SearchPreview({ title, description, path }: { title: string; description: string; path: string }) {
  const firm = useFirm();
  const crumbs = [window.location.host, ...path.split('/').filter(Boolean)].join(' › ');
  return (
    <Box>
      <Text as="p" size="2" weight="medium" mb="1">
        Search result preview
      </Text>
      <div className="seo-preview" data-testid="seo-preview">
        <div className="seo-preview__url">{crumbs}</div>
        <div className="seo-preview__title">{truncateForResult(formatTitle(title || 'Post title', firm.firmName), META_LIMITS.titleShown)}</div>
        <div className="seo-preview__description">{truncateForResult(description || 'Short description', META_LIMITS.descriptionShown)}</div>
      </div>
    </Box>
  );
}
