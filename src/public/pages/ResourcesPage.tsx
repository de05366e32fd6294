import { Box, Button, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Pagination } from '../../ui/Pagination';
import { PostCard, PostCardSkeleton } from '../blog/PostCard';
import { ResourceCard } from '../blog/ResourceCard';
import { PageHero } from '../common/PageHero';
import { usePageMeta } from '../../lib/head';
import { useI18nContext, usePageLocale } from '../../lib/i18n';
import { api } from '../../lib/api';
import { useErrorToast } from '../../lib/use-error-toast';
import { blogListHref, blogListParams } from '@shared/blog-list';
import { RESOURCES_LOADING_PLACEHOLDERS, RESOURCES_PAGE_SIZE } from '@shared/constants';
import { localizedPath } from '@shared/locales';
import { useFirm } from '../../lib/firm';

export default function ResourcesPage() {
  const firm = useFirm();
  const { LL } = useI18nContext();
  const locale = usePageLocale();
  const [, navigate] = useLocation();
  const input = blogListParams(useSearch(), locale, RESOURCES_PAGE_SIZE);
  const posts = api.posts.list.useQuery(input, { placeholderData: keepPreviousData });
  const resources = api.resources.list.useQuery({ locale });
  useErrorToast(posts.error ?? resources.error, LL.resourcesPage.loadError());
  usePageMeta({
    title: LL.resourcesPage.title(),
    description: LL.resourcesPage.subtitle(),
    canonical: blogListHref(localizedPath(locale, '/resources'), { q: '', category: '', page: input.page }),
  });
  const data = posts.data;
  const listStart = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <PageHero title={LL.resourcesPage.title()} subtitle={LL.resourcesPage.subtitle()} />
      <Container size="4" px="4" py="6">
        <Heading as="h2" size="6" mb="4" ref={listStart} tabIndex={-1} className="list-start">
          {LL.resourcesPage.latestArticles()}
        </Heading>
        <Box aria-live="polite" aria-busy={posts.isFetching}>
          {posts.isPending ? (
            <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4" data-testid="resources-loading">
              {Array.from({ length: RESOURCES_LOADING_PLACEHOLDERS }, (_, i) => (
                <PostCardSkeleton key={i} />
              ))}
            </Grid>
          ) : data && data.items.length > 0 ? (
            <>
              <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
                {data.items.map((p) => (
                  <PostCard key={p.id} post={p} locale={locale} readMore={LL.blog.readMore()} headingLevel="h3" />
                ))}
              </Grid>
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                hrefFor={(p) => blogListHref(localizedPath(locale, '/resources'), { q: '', category: '', page: p })}
                onNavigate={(p) => navigate(blogListHref('/resources', { q: '', category: '', page: p }))}
                listStart={listStart}
              />
            </>
          ) : (
            <Text as="p" color="gray">
              {LL.resourcesPage.emptyPosts()}
            </Text>
          )}
        </Box>

        <Card size="4" my="8">
          <Flex direction={{ initial: 'column', sm: 'row' }} gap="4" justify="between" align={{ initial: 'start', sm: 'center' }}>
            <Box>
              <Heading as="h2" size="5" mb="1">
                {LL.resourcesPage.portalTitle()}
              </Heading>
              <Text as="p">{LL.resourcesPage.portalText()}</Text>
            </Box>
            <Flex gap="3" wrap="wrap">
              <Button asChild>
                <a href={firm.portalUrl} target="_blank" rel="noopener noreferrer">
                  {LL.resourcesPage.portalButton()}
                </a>
              </Button>
              <Button asChild variant="outline">
                <Link href="/client-portal">{LL.resourcesPage.portalLearnMore()}</Link>
              </Button>
            </Flex>
          </Flex>
        </Card>

        <Heading as="h2" size="6" mb="4">
          {LL.resourcesPage.additionalTitle()}
        </Heading>
        {resources.data && resources.data.length > 0 ? (
          <Grid columns={{ initial: '1', md: '2' }} gap="3">
            {resources.data.map((r) => (
              <ResourceCard key={r.id} resource={r} newTabLabel={LL.resourcesPage.opensInNewTab()} showDescription />
            ))}
          </Grid>
        ) : resources.isPending ? null : (
          <Text as="p" color="gray">
            {LL.resourcesPage.emptyResources()}
          </Text>
        )}
      </Container>
    </>
  );
}
