import { Badge, Box, Button, Card, Container, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { blogFeed } from '../blog/blog-feed';
import { Pagination } from '../../ui/Pagination';
import { PostCard, PostCardSkeleton } from '../blog/PostCard';
import { PageHero } from '../common/PageHero';
import { usePageMeta } from '../../lib/head';
import { useI18nContext, usePageLocale } from '../../lib/i18n';
import { api } from '../../lib/api';
import { useErrorToast } from '../../lib/use-error-toast';
import { blogListHref, blogListParams } from '@shared/blog-list';
import { BLOG_LOADING_PLACEHOLDERS } from '@shared/constants';
import { localizedPath } from '@shared/locales';
import { useFirm } from '../../lib/firm';

const SEARCH_DEBOUNCE_MS = 300;

export default function BlogListPage() {
  const firm = useFirm();
  const { LL } = useI18nContext();
  const locale = usePageLocale();
  const [, navigate] = useLocation();
  const input = blogListParams(useSearch(), locale);
  const list = api.posts.list.useQuery(input, { placeholderData: keepPreviousData });
  useErrorToast(list.error, LL.blog.loadError());
  usePageMeta({
    title: LL.blog.heroTitle(),
    description: LL.blog.heroSubtitle({ city: firm.address.city }),
    noindex: Boolean(input.q),
    // Page 2 and a category are pages of their own: their canonical is themselves, not page 1.
    canonical: blogListHref(localizedPath(locale, '/blog'), { q: '', category: input.category, page: input.page }),
    jsonLd: import.meta.env.SSR ? [{ '@context': 'https://schema.org', '@type': 'Blog', name: LL.blog.heroTitle(), inLanguage: locale, url: localizedPath(locale, '/blog') }] : undefined,
    feed: blogFeed(locale, LL.blog.feedTitle()),
  });

  // The box follows the URL (back button, "Clear all filters"); typing updates the URL after a pause.
  const [text, setText] = useState(input.q);
  useEffect(() => setText(input.q), [input.q]);
  // Words typed before the scripts ran are in the box but not in the state: they count as typed.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== input.q) setText(typed);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const go = (next: { q?: string; category?: string; page?: number }, replace = false) =>
    navigate(blogListHref('/blog', { q: input.q, category: input.category, page: 1, ...next }), { replace });
  useEffect(() => {
    if (text.trim() === input.q) return;
    const timer = setTimeout(() => go({ q: text.trim(), page: 1 }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `go` is rebuilt every render; the text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const filtered = Boolean(input.q || input.category);
  const data = list.data;
  const listStart = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <PageHero title={LL.blog.heroTitle()} subtitle={LL.blog.heroSubtitle({ city: firm.address.city })} />
      <Container size="4" px="4" py="6">
        {/* A plain GET form too: without scripts (or before them) Enter loads the same address the enhanced form navigates to. */}
        <form
          role="search"
          method="get"
          action={localizedPath(locale, '/blog')}
          onSubmit={(e) => {
            e.preventDefault();
            go({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim(), page: 1 });
          }}
        >
          {input.category ? <input type="hidden" name="category" value={input.category} /> : null}
          <TextField.Root
            ref={box}
            size="3"
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={LL.blog.searchPlaceholder()}
            aria-label={LL.blog.searchLabel()}
            maxLength={200}
          />
        </form>
        <Box mt="4" role="group" aria-label={LL.blog.categoriesLabel()} className="category-filter">
          {/* Links, so a category opens before the scripts run (and without them); the router follows them in place once they have. */}
          {['', ...(data?.categories ?? [])].map((c) => {
            const active = input.category === c;
            return (
              <Link key={c || 'all'} href={blogListHref('/blog', { q: input.q, category: c, page: 1 })} aria-current={active ? 'page' : undefined}>
                <Badge size="2" variant={active ? 'solid' : 'soft'} radius="full">
                  {c || LL.blog.all()}
                </Badge>
              </Link>
            );
          })}
        </Box>

        <Box mt="5" aria-live="polite" aria-busy={list.isFetching}>
          {list.isPending ? (
            <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4" data-testid="blog-loading">
              {Array.from({ length: BLOG_LOADING_PLACEHOLDERS }, (_, i) => (
                <PostCardSkeleton key={i} />
              ))}
            </Grid>
          ) : data && data.items.length > 0 ? (
            <>
              {/* Where paging takes the reader (Pagination): the list's start, named for screen readers. */}
              <h2 ref={listStart} tabIndex={-1} className="sr-only list-start">
                {LL.blog.listHeading({ page: data.page, count: data.pageCount })}
              </h2>
              <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
                {data.items.map((p) => (
                  <PostCard key={p.id} post={p} locale={locale} readMore={LL.blog.readMore()} />
                ))}
              </Grid>
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                hrefFor={(p) => blogListHref(localizedPath(locale, '/blog'), { q: input.q, category: input.category, page: p })}
                onNavigate={(p) => go({ page: p })}
                listStart={listStart}
              />
            </>
          ) : (
            <Flex direction="column" align="center" gap="2" py="8" className="text-center">
              <Heading as="h2" size="5">
                {LL.blog.emptyTitle()}
              </Heading>
              <Text color="gray">{filtered ? LL.blog.emptyFiltered() : LL.blog.emptyUnfiltered()}</Text>
              <Button variant="ghost" asChild>
                <Link href="/blog">{LL.blog.clearFilters()}</Link>
              </Button>
            </Flex>
          )}
        </Box>

        <Card size="3" mt="8">
          <Heading as="h2" size="5" mb="2">
            {LL.blog.infoTitle()}
          </Heading>
          <Text as="p" mb="3">
            {LL.blog.infoText()} <Link href="/contact">{LL.blog.infoLink()}</Link>
          </Text>
          <Text as="p" size="2" color="gray">
            {LL.blog.disclaimer()}
          </Text>
        </Card>
      </Container>
    </>
  );
}
