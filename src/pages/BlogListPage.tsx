import { Button, Container, Flex, Grid, Text } from '@radix-ui/themes';
import { Link, useSearch } from 'wouter';
import { PostCard } from '../components/blog/PostCard';
import { PageHero } from '../components/common/PageHero';
import { usePageMeta } from '../lib/head';
import { useI18nContext } from '../lib/i18n';
import { trpc } from '../lib/trpc';
import { BLOG_LOADING_PLACEHOLDERS, BLOG_PAGE_SIZE } from '../shared/constants';

/** The URL holds the list state, so the server renders the same page the browser hydrates. */
export function blogListParams(search: string) {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
    pageSize: BLOG_PAGE_SIZE,
    q: (params.get('q') ?? '').slice(0, 200),
    category: (params.get('category') ?? '').slice(0, 100),
  };
}

export default function BlogListPage() {
  const { LL, locale } = useI18nContext();
  const input = blogListParams(useSearch());
  const list = trpc.posts.list.useQuery(input);
  usePageMeta({ title: LL.meta.blogTitle(), description: LL.resources.subtitle() });

  return (
    <>
      <PageHero title="Immigration Law Blog" subtitle={LL.resources.subtitle()} />
      <Container size="4" px="4" py="6">
        {list.isPending ? (
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4" aria-busy="true">
            {Array.from({ length: BLOG_LOADING_PLACEHOLDERS }, (_, i) => (
              <div key={i} className="skeleton-card" />
            ))}
          </Grid>
        ) : list.data && list.data.items.length > 0 ? (
          <>
            <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
              {list.data.items.map((p) => (
                <PostCard key={p.id} post={p} locale={locale} />
              ))}
            </Grid>
            {list.data.pageCount > 1 ? (
              <Flex gap="2" mt="5" justify="center" asChild>
                <nav aria-label="Pagination">
                  {Array.from({ length: list.data.pageCount }, (_, i) => i + 1).map((n) => (
                    <Button key={n} asChild variant={n === list.data.page ? 'solid' : 'outline'}>
                      <Link href={`/blog?page=${n}`} aria-current={n === list.data.page ? 'page' : undefined}>
                        {n}
                      </Link>
                    </Button>
                  ))}
                </nav>
              </Flex>
            ) : null}
          </>
        ) : (
          <Text as="p">No blog posts found</Text>
        )}
      </Container>
    </>
  );
}
