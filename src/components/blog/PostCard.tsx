import { Badge, Card, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { formatDate } from '../../lib/format';
import type { RouterOutputs } from '../../lib/trpc';
import type { Locale } from '../../shared/locales';

export type PostSummary = RouterOutputs['posts']['list']['items'][number];
export const DEFAULT_POST_IMAGE = '/images/default-post.webp';

export function PostCard({ post, locale }: { post: PostSummary; locale: Locale }) {
  return (
    <Card size="2" asChild className="post-card">
      <article>
        <img src={post.imageUrl || DEFAULT_POST_IMAGE} alt="" width={1200} height={675} loading="lazy" className="post-card__img" />
        <Badge mt="3">{post.category}</Badge>
        <Heading as="h2" size="4" my="2">
          <Link href={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        <Text as="p" size="2" className="clamp-3">
          {post.description}
        </Text>
        <Text as="p" size="1" color="gray" mt="2">
          <time dateTime={post.createdAt.toISOString()}>{formatDate(post.createdAt, locale)}</time>
        </Text>
      </article>
    </Card>
  );
}
