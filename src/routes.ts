import type { createServerSideHelpers } from '@trpc/react-query/server';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import type { AppRouter } from '../server/trpc/router';
import { blogListParams } from './pages/BlogListPage';
import { HELPFUL_RESOURCES_COUNT, RESOURCES_PAGE_SIZE } from './shared/constants';
import { splitLocale, type Locale } from './shared/locales';

export { isClientOnly } from './shared/locales';

export type ServerHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;
type Prefetch = (helpers: ServerHelpers, params: Record<string, string | undefined>, search: string, locale: Locale) => Promise<void>;

/**
 * What each public route needs before it can render on the server. The page components read the same
 * queries with the same inputs, so the dehydrated cache hydrates them without a second request.
 */
const prefetchTable: { pattern: string; prefetch: Prefetch }[] = [
  { pattern: '/blog', prefetch: (h, _p, search, locale) => h.posts.list.prefetch(blogListParams(search, locale)) },
  {
    pattern: '/blog/:slug',
    prefetch: async (h, p, _search, locale) => {
      await Promise.all([h.posts.bySlug.prefetch({ slug: p.slug ?? '', locale }), h.resources.list.prefetch({ limit: HELPFUL_RESOURCES_COUNT, locale })]);
    },
  },
  { pattern: '/privacy-policy', prefetch: (h) => h.contact.policy.prefetch() },
  {
    pattern: '/resources',
    prefetch: async (h, _p, search, locale) => {
      await Promise.all([h.posts.list.prefetch(blogListParams(search, locale, RESOURCES_PAGE_SIZE)), h.resources.list.prefetch({ locale })]);
    },
  },
];

export async function prefetchRoute(helpers: ServerHelpers, pathname: string, search: string): Promise<void> {
  const { locale, path } = splitLocale(pathname);
  const jobs: Promise<void>[] = [helpers.auth.me.prefetch()];
  for (const r of prefetchTable) {
    const [ok, params] = matchRoute(parse, r.pattern, path);
    if (ok) jobs.push(r.prefetch(helpers, params, search, locale));
  }
  await Promise.all(jobs);
}
