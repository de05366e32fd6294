/**
 * Every public route of the site, in one list (decision 0001): its address (the same in every language,
 * under /es and /fr for Spanish and French), the page module that renders it (src/public/pages/<page>.tsx, its own
 * chunk, loaded on demand), the data the server fetches before rendering it, and what search engines see
 * (sitemap entries, robots.txt). The browser's router (src/App.tsx), server rendering (src/entry-server.tsx,
 * server/plugins/ssr.ts), the sitemap and robots.txt (server/routes/seo.ts) all read it: adding a page is one entry.
 *
 * No React here: the server imports this file as well.
 */
import type { createServerSideHelpers } from '@trpc/react-query/server';
import { parse } from 'regexparam';
import type { AppRouter } from '../server/trpc/router';
import type { Namespaces } from './i18n/i18n-types';
import { blogListParams } from '@shared/blog-list';
import { HELPFUL_RESOURCES_COUNT, RESOURCES_PAGE_SIZE } from '@shared/constants';
import { LOCALES, localizedPath, splitLocale, type Locale } from '@shared/locales';
import { SERVICE_IDS } from '@shared/services';

export type ServerHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;
export type RouteParams = Record<string, string | undefined>;
type Prefetch = (helpers: ServerHelpers, params: RouteParams, search: string, locale: Locale) => Promise<unknown>;

/** The page modules under src/public/pages/ (each default-exports its page component); a page split into files is its folder's index. */
export const PAGE_MODULES = [
  'HomePage',
  'ServicesPage',
  'ServiceDetailPage',
  'AttorneyProfilePage',
  'ResourcesPage',
  'BlogListPage',
  'BlogPostPage',
  'ContactPage',
  'PrivacyPolicyPage',
  'TermsPage',
  'ClientPortalPage',
  'BookPage',
  'auth/index',
  'NotFoundPage',
] as const;
export type PageModule = (typeof PAGE_MODULES)[number];

/** The namespaces of the interface strings that only some pages show (src/i18n/<locale>/<namespace>/, src/lib/i18n-strings.ts). */
export type PageNamespace = Extract<Namespaces, 'servicePages' | 'booking'>;

export interface PageRoute {
  /** The address without its language prefix, as a wouter pattern (`/blog/:slug`). */
  path: string;
  /** The module rendering it: src/public/pages/<page>.tsx. */
  page: PageModule;
  /** The queries the page reads, fetched before the server renders it (the page reads them with the same inputs). */
  prefetch?: Prefetch;
  /** Its addresses in the sitemap, in every language (posts are listed by /sitemap-posts-N.xml). */
  sitemap?: readonly string[];
  /** Kept out of search engines: a robots.txt `Disallow` in every language. */
  hidden?: true;
  /**
   * true: never kept in a cache, it is personal (a booking's link); sent `private, no-store`. 'bookings': it shows
   * free times, so it is kept only in the booking pages' cache, which every booking, move, cancellation or blocked
   * time on any instance clears (its key: the path and the booking parameters, BOOKING_PAGE_PARAMS).
   */
  fresh?: true | 'bookings';
  /** The string namespaces the page shows besides the catalogue, loaded before it renders (src/lib/i18n-strings.ts). */
  strings?: readonly PageNamespace[];
}

/** Only the server prefetches: the booking page's address parsing stays out of every page's first JavaScript. */
const bookingParams = () => import('@shared/booking/page-params');

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', page: 'HomePage', sitemap: ['/'] },
  { path: '/services', page: 'ServicesPage', sitemap: ['/services'], strings: ['servicePages'] },
  { path: '/services/:service', page: 'ServiceDetailPage', sitemap: SERVICE_IDS.map((id) => `/services/${id}`), strings: ['servicePages'] },
  {
    path: '/attorney-profile',
    page: 'AttorneyProfilePage',
    prefetch: (h, _params, _search, locale) => h.settings.attorneyProfiles.prefetch({ locale }),
    sitemap: ['/attorney-profile'],
  },
  {
    path: '/resources',
    page: 'ResourcesPage',
    sitemap: ['/resources'],
    prefetch: (h, _p, search, locale) =>
      Promise.all([h.posts.list.prefetch(blogListParams(search, locale, RESOURCES_PAGE_SIZE)), h.resources.list.prefetch({ locale })]),
  },
  { path: '/blog', page: 'BlogListPage', sitemap: ['/blog'], prefetch: (h, _p, search, locale) => h.posts.list.prefetch(blogListParams(search, locale)) },
  {
    path: '/blog/:slug',
    page: 'BlogPostPage',
    prefetch: (h, p, _search, locale) =>
      Promise.all([h.posts.bySlug.prefetch({ slug: p.slug ?? '', locale }), h.resources.list.prefetch({ limit: HELPFUL_RESOURCES_COUNT, locale })]),
  },
  { path: '/contact', page: 'ContactPage', sitemap: ['/contact'] },
  { path: '/client-portal', page: 'ClientPortalPage', sitemap: ['/client-portal'] },
  { path: '/privacy-policy', page: 'PrivacyPolicyPage', sitemap: ['/privacy-policy'], prefetch: (h) => h.contact.policy.prefetch() },
  { path: '/terms-and-conditions', page: 'TermsPage', sitemap: ['/terms-and-conditions'] },
  { path: '/book', page: 'BookPage', sitemap: ['/book'], fresh: 'bookings', strings: ['booking'], prefetch: async (h, _p, search, locale) => h.booking.page.prefetch((await bookingParams()).bookingPageParams(search, locale)) },
  {
    path: '/book/change/:token',
    page: 'BookPage',
    hidden: true,
    fresh: true,
    strings: ['booking'],
    prefetch: async (h, p, search, locale) => h.booking.link.prefetch((await bookingParams()).bookingLinkParams(p.token ?? '', search, locale)),
  },
  { path: '/auth', page: 'auth/index', hidden: true },
];

/** What every page reads, whatever the route: the visitor's session (the header shows it) and the firm's facts (header, footer). */
const EVERY_PAGE: ((helpers: ServerHelpers) => Promise<unknown>)[] = [(h) => h.auth.me.prefetch(), (h) => h.settings.public.prefetch()];

/** The page for addresses no route matches (HTTP 404). */
export const NOT_FOUND_PAGE: PageModule = 'NotFoundPage';

/** Old addresses, each a permanent redirect to its page in the same language. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/detention': '/services/detention',
  '/family': '/services/family',
  '/vawa': '/services/vawa',
  '/attorneys': '/attorney-profile',
  '/mycase-portal': '/client-portal',
};

/** The staff area: rendered in the browser only (the server sends an empty shell), English only, never indexed. */
export const CLIENT_ONLY_PREFIX = '/admin';

export function isClientOnly(pathname: string): boolean {
  return pathname === CLIENT_ONLY_PREFIX || pathname.startsWith(`${CLIENT_ONLY_PREFIX}/`);
}

const compiled = PAGE_ROUTES.map((route) => ({ route, ...parse(route.path) }));

/** The route of a path without its language prefix, with its parameters; undefined when none matches. */
export function matchPage(path: string): { route: PageRoute; params: RouteParams } | undefined {
  for (const { route, pattern, keys } of compiled) {
    const m = pattern.exec(path);
    if (!m) continue;
    const params: RouteParams = {};
    // As wouter matches (raw captures), so the server prefetches with the inputs the page reads.
    keys.forEach((key, i) => (params[key] = m[i + 1]));
    return { route, params };
  }
  return undefined;
}

/** The page module that renders a path (with or without its language prefix). */
export function pageOf(pathname: string): PageModule {
  return matchPage(splitLocale(pathname).path)?.route.page ?? NOT_FOUND_PAGE;
}

/** The string namespaces the page at `pathname` (with or without its language prefix) shows. */
export function namespacesOf(pathname: string): readonly PageNamespace[] {
  return matchPage(splitLocale(pathname).path)?.route.strings ?? [];
}

/** Fetches what the route at `pathname` reads into the server's query cache. */
export async function prefetchPage(helpers: ServerHelpers, pathname: string, search: string): Promise<void> {
  const { locale, path } = splitLocale(pathname);
  const match = matchPage(path);
  await Promise.all([...EVERY_PAGE.map((p) => p(helpers)), match?.route.prefetch?.(helpers, match.params, search, locale)]);
}

/** The sitemap's pages, without language prefix (each is listed in every language). */
export function sitemapPaths(): string[] {
  return PAGE_ROUTES.flatMap((r) => r.sitemap ?? []);
}

/** robots.txt `Disallow` lines: the staff area, the hidden routes in every language, the API. */
export function disallowedPaths(): string[] {
  const hidden = PAGE_ROUTES.filter((r) => r.hidden).flatMap((r) => LOCALES.map((l) => localizedPath(l, r.path.replace(/:.*$/, ''))));
  return [CLIENT_ONLY_PREFIX, ...hidden, '/trpc'];
}
