import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { formatDate } from '../../lib/format';
import type { RouterOutputs } from '../../lib/trpc';
import type { Locale } from '@shared/locales';
import { PostImage } from './PostImage';
import './blog.css';

export type PostSummary = RouterOutputs['posts']['list']['items'][number];
export const DEFAULT_POST_IMAGE = '/images/default-post.webp';
/** A card is a column of the blog grid: the whole width on phones, a third of the page (at most 1200 px) on desktops. */
const CARD_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px';

export function PostCard({ post, locale, readMore, headingLevel = 'h2' }: { post: PostSummary; locale: Locale; readMore: string; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card size="2" asChild className="post-card">
      <article>
        <PostImage url={post.imageUrl || DEFAULT_POST_IMAGE} alt={post.imageUrl ? post.imageAlt : ''} width={1200} height={675} sizes={CARD_SIZES} className="post-card__img" />
        <Flex gap="2" align="center" mt="3" wrap="wrap">
          <Badge>{post.category}</Badge>
          <Text size="1" color="gray">
            <time dateTime={post.createdAt.toISOString()}>{formatDate(post.createdAt, locale)}</time>
          </Text>
        </Flex>
        <Heading as={headingLevel} size="4" my="2">
          <Link href={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        <Text as="p" size="2" className="clamp-3">
          {post.description}
        </Text>
        <Text as="p" size="2" className="post-card__more">
          <Link href={`/blog/${post.slug}`} aria-hidden="true" tabIndex={-1}>
            {readMore} →
          </Link>
        </Text>
      </article>
    </Card>
  );
}

export function PostCardSkeleton() {
  return <div className="skeleton-card" aria-hidden="true" />;
}
