import { Badge, Button, Container, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { DEFAULT_POST_IMAGE } from '../components/blog/PostCard';
import { PageHero } from '../components/common/PageHero';
import { formatDate } from '../lib/format';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { trpc } from '../lib/trpc';
import NotFoundPage from './NotFoundPage';

export default function BlogPostPage({ params }: { params: { slug?: string } }) {
  const { locale } = useI18nContext();
  const slug = params.slug ?? '';
  const post = trpc.posts.bySlug.useQuery({ slug }, { enabled: slug.length > 0 });
  const data = post.data;
  usePageMeta(
    data
      ? { title: data.title, description: data.description, image: data.imageUrl ?? DEFAULT_POST_IMAGE, type: 'article' }
      : { title: 'Post Not Found', noindex: true },
  );

  if (post.isPending && slug) return <div className="skeleton-hero" aria-busy="true" />;
  if (!data) {
    return post.isError ? <NotFoundPage /> : <PostNotFound />;
  }
  return (
    <article>
      <PageHero title={data.title} subtitle={data.description}>
        <Badge mt="3">{data.category}</Badge>{' '}
        <time dateTime={data.createdAt.toISOString()}>{formatDate(data.createdAt, locale)}</time>
        <Text as="p" mt="3">
          <Link href="/resources">Back to Resources</Link>
        </Text>
      </PageHero>
      <Container size="3" px="4" py="6">
        <img src={data.imageUrl || DEFAULT_POST_IMAGE} alt="" width={1200} height={675} className="responsive-img" />
        {/* Plain text until the post-body renderer lands: React escapes every character. */}
        <Text as="div" mt="4" className="post-body-plain">
          {data.content}
        </Text>
      </Container>
    </article>
  );
}

function PostNotFound() {
  return (
    <Container size="2" px="4" py="9">
      <Heading as="h1" size="7" mb="3">
        Post Not Found
      </Heading>
      <Text as="p" mb="4">
        The blog post you're looking for doesn't exist or has been removed
      </Text>
      <Button asChild>
        <Link href="/resources">Back to Resources</Link>
      </Button>
    </Container>
  );
}
