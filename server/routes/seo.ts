import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { countPublished, listForFeeds, listForSitemap } from '../services/posts';
import { escapeHtml } from '@shared/html';
import { feedPath, LOCALES, localizedPath, type Locale } from '@shared/locales';
import en from '../../src/i18n/en';
import { getFirm } from '../services/firm-settings';
import es from '../../src/i18n/es';
import fr from '../../src/i18n/fr';
import { SITEMAP_MAX_URLS } from '@shared/constants';
import { disallowedPaths, sitemapPaths } from '../../src/route-manifest';

/** Every public page that exists in all three languages (decision 0012), from the route list. */
export const PUBLIC_PAGES = sitemapPaths();

const xml = escapeHtml;
const FEED_SIZE = 20;
const BLOG_TEXT: Record<Locale, { heroTitle: string; heroSubtitle: string }> = { en: en.blog, es: es.blog, fr: fr.blog };
/** RSS <language>: the site's English is American. */
const FEED_LANGUAGE: Record<Locale, string> = { en: 'en-us', es: 'es', fr: 'fr' };

export { feedPath };

/** A page in every language: one <url> per language, each listing all of them (and x-default, English) as alternates. */

function urlEntry(publicUrl: string, path: string): string {
  const versions = LOCALES.map((l) => ({ locale: l, url: publicUrl + localizedPath(l, path) }));
  return versions.map((v) => urlElement(v.url, versions)).join('\n');
}

function urlElement(loc: string, versions: { locale: Locale; url: string }[], lastmod?: Date): string {
  const english = versions.find((v) => v.locale === 'en');
  const alternates = [
    ...versions.map((v) => `<xhtml:link rel="alternate" hreflang="${v.locale}" href="${xml(v.url)}"/>`),
    ...(english ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(english.url)}"/>`] : []),
  ];
  return `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${versions.length > 1 ? alternates.join('') : ''}</url>`;
}

/** A post in its own language, with its published translations as alternates. */
function postEntry(publicUrl: string, post: { locale: Locale; slug: string; updatedAt: Date; translations: { locale: Locale; slug: string }[] }): string {
  const versions = post.translations.map((t) => ({ locale: t.locale, url: publicUrl + localizedPath(t.locale, `/blog/${t.slug}`) }));
  return urlElement(publicUrl + localizedPath(post.locale, `/blog/${post.slug}`), versions, post.updatedAt);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

function sendXml(reply: FastifyReply, body: string[]) {
  return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body.join('\n'));
}

function urlset(entries: string[]): string[] {
  return [XML_HEAD, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">', ...entries, '</urlset>'];
}

export interface SeoOptions {
  /** URLs per sitemap file (tests pass a small number); sitemaps.org allows 50,000. */
  maxUrlsPerSitemap?: number;
}

/**
 * robots.txt, the RSS feeds (one per language) and the sitemap. /sitemap.xml is a sitemap index:
 * /sitemap-pages.xml (the public pages in every language) and /sitemap-posts-1.xml, -2 … (published posts of
 * every language, each at its own address, oldest first), each at most maxUrlsPerSitemap URLs, so no answer
 * grows with the number of posts.
 */
export function registerSeo(app: FastifyInstance, db: Db, publicUrl: string, opts: SeoOptions = {}): void {
  const maxUrls = opts.maxUrlsPerSitemap ?? SITEMAP_MAX_URLS;
  const pageUrls = PUBLIC_PAGES.length * LOCALES.length;
  if (maxUrls < pageUrls) throw new Error(`maxUrlsPerSitemap must be at least ${pageUrls}: the public pages share one sitemap file`);
  const postsPerFile = maxUrls;

  app.get('/robots.txt', async (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', ...disallowedPaths().map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
  });

  // The web app manifest (icons for home screens and tabs), from the firm's name.
  app.get('/site.webmanifest', async (_req, reply) => {
    const firm = await getFirm(db);
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=86400');
    return JSON.stringify({
      name: firm.firmName,
      short_name: firm.shortName,
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#1e2a4a',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    });
  });

  app.get('/sitemap.xml', async (_req, reply) => {
    const files = Math.ceil((await countPublished(db)) / postsPerFile);
    const locs = ['/sitemap-pages.xml', ...Array.from({ length: files }, (_, i) => `/sitemap-posts-${i + 1}.xml`)];
    return sendXml(reply, [
      XML_HEAD,
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...locs.map((l) => `<sitemap><loc>${xml(publicUrl + l)}</loc></sitemap>`),
      '</sitemapindex>',
    ]);
  });

  app.get('/sitemap-pages.xml', async (_req, reply) => sendXml(reply, urlset(PUBLIC_PAGES.map((p) => urlEntry(publicUrl, p)))));

  app.get<{ Params: { n: string } }>('/sitemap-posts-:n.xml', async (req, reply) => {
    const n = /^[1-9]\d{0,8}$/.test(req.params.n) ? Number(req.params.n) : 0;
    const posts = n ? await listForSitemap(db, { offset: (n - 1) * postsPerFile, limit: postsPerFile }) : [];
    // Past the last file (or not a file number): no such sitemap.
    if (posts.length === 0) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap');
    return sendXml(reply, urlset(posts.map((p) => postEntry(publicUrl, p))));
  });

  for (const locale of LOCALES) {
    app.get(feedPath(locale), async (_req, reply) => {
      const [posts, firm] = await Promise.all([listForFeeds(db, locale, FEED_SIZE), getFirm(db)]);
      const link = (path: string) => xml(publicUrl + localizedPath(locale, path));
      const items = posts.map(
        (p) => `<item><title>${xml(p.title)}</title><link>${link(`/blog/${p.slug}`)}</link><guid isPermaLink="true">${link(`/blog/${p.slug}`)}</guid><description>${xml(p.description)}</description><category>${xml(p.category)}</category><pubDate>${p.createdAt.toUTCString()}</pubDate></item>`,
      );
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
        `<title>${xml(`${firm.firmName} — ${BLOG_TEXT[locale].heroTitle}`)}</title>`,
        `<link>${link('/blog')}</link>`,
        `<atom:link href="${xml(publicUrl + feedPath(locale))}" rel="self" type="application/rss+xml"/>`,
        `<description>${xml(BLOG_TEXT[locale].heroSubtitle)}</description>`,
        `<language>${FEED_LANGUAGE[locale]}</language>`,
        ...(posts[0] ? [`<lastBuildDate>${posts[0].createdAt.toUTCString()}</lastBuildDate>`] : []),
        ...items,
        '</channel></rss>',
      ].join('\n');
      return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
    });
  }
}
