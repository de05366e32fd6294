import { Badge, Box, Button, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { Link, Redirect, useLocation, useRouter } from 'wouter';
import { blogFeed } from '../blog/blog-feed';
import { DEFAULT_POST_IMAGE } from '../blog/PostCard';
import { PostImage } from '../blog/PostImage';
import { PostTranslations } from '../blog/PostTranslations';
import { ResourceCard } from '../blog/ResourceCard';
import '../blog/blog.css';
import { Faq } from '../common/Faq';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/format';
import { usePageMeta, type PageMeta } from '../../lib/head';
import { useI18nContext, usePageLocale } from '../../lib/i18n';
import { api, apiClient } from '../../lib/api';
import type { RouterOutputs } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { HELPFUL_RESOURCES_COUNT, POST_FAQ_ITEMS } from '@shared/constants';
import { localizedPath, postPath, type Locale } from '@shared/locales';
import { DEFAULT_PICTURE_SIZES } from '@shared/media';
import { useFirm } from '../../lib/firm';
import type { FirmPublic } from '@shared/schemas/firm';

type BySlug = NonNullable<RouterOutputs['posts']['bySlug']>;
type Post = Exclude<BySlug, { movedTo: string }>;

/** The post itself, not 'moved to another address' (an old slug, or a slug of another language). */
export function isPost(data: BySlug | null | undefined): data is Post {
  return Boolean(data && !('movedTo' in data));
}

/**
 * hreflang between the translations' own addresses (never the same slug under another language's prefix),
 * and x-default: the English version when there is one, else the post itself.
 */
export function postAlternates(post: Pick<Post, 'locale' | 'slug' | 'translations'>): { hreflang: string; href: string }[] {
  const versions = [{ locale: post.locale, slug: post.slug }, ...post.translations].sort((a, b) => a.locale.localeCompare(b.locale));
  const fallback = versions.find((v) => v.locale === 'en') ?? { locale: post.locale, slug: post.slug };
  return [...versions.map((v) => ({ hreflang: v.locale, href: postPath(v.locale, v.slug) })), { hreflang: 'x-default', href: postPath(fallback.locale, fallback.slug) }];
}

function postMeta(post: Post | null | undefined, text: { blog: string; notFound: string; feed: string }, pageLocale: Locale, firm: Pick<FirmPublic, 'firmName' | 'shortName'>): PageMeta {
  if (!post) return { title: text.notFound, noindex: true, feed: blogFeed(pageLocale, text.feed) };
  const url = postPath(post.locale, post.slug);
  return {
    title: post.seo.title,
    description: post.seo.description,
    image: post.seo.image || DEFAULT_POST_IMAGE,
    type: 'article',
    noindex: !post.published,
    canonical: url,
    alternates: postAlternates(post),
    feed: blogFeed(post.locale, text.feed),
    jsonLd: import.meta.env.SSR ? [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        image: post.imageUrl || DEFAULT_POST_IMAGE,
        datePublished: post.createdAt.toISOString(),
        dateModified: post.updatedAt.toISOString(),
        inLanguage: post.locale,
        articleSection: post.category,
        mainEntityOfPage: url,
        author: { '@type': 'Organization', name: firm.firmName },
        publisher: { '@type': 'LegalService', name: firm.firmName },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: firm.shortName, item: localizedPath(post.locale, '/') },
          { '@type': 'ListItem', position: 2, name: text.blog, item: localizedPath(post.locale, '/blog') },
          { '@type': 'ListItem', position: 3, name: post.title, item: url },
        ],
      },
    ] : undefined,
  };
}

export default function BlogPostPage({ params }: { params: { slug?: string } }) {
  const { LL } = useI18nContext();
  const locale = usePageLocale();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const slug = params.slug ?? '';
  const post = api.posts.bySlug.useQuery({ slug, locale });
  useErrorToast(post.error, LL.post.loadError(), () => navigate('/resources'));
  const movedTo = post.data && 'movedTo' in post.data ? post.data.movedTo : null;
  const data = isPost(post.data) ? post.data : null;
  usePageMeta(postMeta(data, { blog: LL.blog.heroTitle(), notFound: LL.post.notFoundTitle(), feed: LL.blog.feedTitle() }, locale, useFirm()));

  // One view per visit of a published post; the server ignores staff previews.
  const postId = data?.id;
  const published = data?.published;
  useEffect(() => {
    if (postId && published) void apiClient.posts.countView.mutate({ slug, locale }).catch(() => undefined);
    // Counted once per post shown, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postId]);

  // Another language's slug or an old address: a 301 on the server, a replaced history entry in the browser.
  if (movedTo) return <Redirect to={`~${movedTo}`} replace />;
  if (post.isPending) return <PostSkeleton />;
  if (!data) return post.isError ? <PostSkeleton /> : <PostNotFound />;

  const faq = ([1, 2, 3, 4] as const).slice(0, POST_FAQ_ITEMS).map((n) => ({ question: LL.post[`q${n}`](), answer: LL.post[`a${n}`]() }));
  return (
    <article>
      <section className="page-hero">
        <Container size="3" px="4" py="8">
          <div className="post-hero-meta">
            <Badge size="2">{data.category}</Badge>
            <Text size="2" color="gray">
              <time dateTime={data.createdAt.toISOString()}>{formatDate(data.createdAt, locale)}</time>
            </Text>
            {!data.published ? (
              <Badge color="amber" size="2">
                {LL.post.draftNotice()}
              </Badge>
            ) : null}
          </div>
          <Heading as="h1" size="8" mb="3">
            {data.title}
          </Heading>
          <Text as="p" size="4" mb="4">
            {data.description}
          </Text>
          <PostTranslations translations={data.translations} label={LL.post.translationsLabel()} />
          <Flex gap="3" wrap="wrap">
            <Button variant="soft" asChild>
              <Link href="/resources">{LL.post.backToResources()}</Link>
            </Button>
            {user && data.canEdit ? (
              <Button variant="outline" asChild>
                <Link href={`~/admin/edit-post/${data.id}`}>{LL.post.editPost()}</Link>
              </Button>
            ) : null}
          </Flex>
        </Container>
      </section>
      <Container size="3" px="4" py="6">
        <PostImage
          url={data.imageUrl || DEFAULT_POST_IMAGE}
          alt={data.imageUrl ? data.imageAlt : ''}
          width={1200}
          height={675}
          sizes={DEFAULT_PICTURE_SIZES}
          className="responsive-img"
          loading="eager"
          fetchPriority="high"
        />
        {/* Rendered on the server by the post-body renderer: format elements and sanitised inline HTML only. */}
        <div className="post-body" dangerouslySetInnerHTML={{ __html: data.html }} />

        <Card size="3" my="6">
          <Heading as="h2" size="5" mb="2">
            {LL.post.consultTitle()}
          </Heading>
          <Text as="p" mb="3">
            {LL.post.consultText()}
          </Text>
          <Button asChild>
            <Link href="/contact">{LL.post.consultButton()}</Link>
          </Button>
        </Card>

        <Heading as="h2" size="5" mb="3">
          {LL.post.faqTitle()}
        </Heading>
        <Faq items={faq} />

        <HelpfulResources title={LL.post.helpfulResources()} newTab={LL.resourcesPage.opensInNewTab()} />
      </Container>
    </article>
  );
}

/** Spec: three resources; a load failure is only logged, and the block hides when there is nothing. */
function HelpfulResources({ title, newTab }: { title: string; newTab: string }) {
  const locale = usePageLocale();
  const resources = api.resources.list.useQuery({ limit: HELPFUL_RESOURCES_COUNT, locale });
  useEffect(() => {
    if (resources.error) console.error('Helpful resources failed to load', resources.error);
  }, [resources.error]);
  if (!resources.data || resources.data.length === 0) return null;
  return (
    <Box mt="7">
      <Heading as="h2" size="5" mb="3">
        {title}
      </Heading>
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        {resources.data.map((r) => (
          <ResourceCard key={r.id} resource={r} newTabLabel={newTab} />
        ))}
      </Grid>
    </Box>
  );
}

function PostSkeleton() {
  return (
    <Container size="3" px="4" py="8" aria-busy="true" data-testid="post-loading">
      <div className="skeleton-line" style={{ width: '20%' }} />
      <div className="skeleton-line" style={{ width: '80%', height: '2.5rem' }} />
      <div className="skeleton-line" style={{ width: '60%' }} />
      <div className="skeleton-card" style={{ marginTop: '2rem' }} />
    </Container>
  );
}

function PostNotFound() {
  const { LL } = useI18nContext();
  const { ssrContext } = useRouter();
  if (ssrContext) ssrContext.statusCode = 404;
  return (
    <Container size="2" px="4" py="9">
      <Flex direction="column" align="center" gap="4" className="text-center">
        <Heading as="h1" size="7">
          {LL.post.notFoundTitle()}
        </Heading>
        <Text as="p">{LL.post.notFoundText()}</Text>
        <Button asChild>
          <Link href="/resources">{LL.post.backToResources()}</Link>
        </Button>
      </Flex>
    </Container>
  );
}
