import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { countPublished, listForFeeds, listForSitemap } from '../services/posts';
import { escapeHtml } from '../../src/shared/html';
import { LOCALES, localizedPath } from '../../src/shared/locales';
import { site } from '../../src/shared/site';
import { SITEMAP_MAX_URLS } from '../../src/shared/constants';

/** Every public page that exists in all three languages (DESIGN 6). */
export const PUBLIC_PAGES = [
  '/',
  '/services',
  '/services/detention',
  '/services/family',
  '/services/vawa',
  '/attorney-profile',
  '/resources',
  '/blog',
  '/contact',
  '/client-portal',
  '/privacy-policy',
  '/terms-and-conditions',
];

const xml = escapeHtml;
const FEED_SIZE = 20;

function urlEntry(publicUrl: string, path: string, lastmod?: Date): string {
  const alternates = LOCALES.map(
    (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(publicUrl + localizedPath(l, path))}"/>`,
  ).join('');
  return LOCALES.map(
    (l) =>
      `<url><loc>${xml(publicUrl + localizedPath(l, path))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>`,
  ).join('\n');
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
 * robots.txt, the RSS feed and the sitemap. /sitemap.xml is a sitemap index: /sitemap-pages.xml (the public
 * pages) and /sitemap-posts-1.xml, -2 … (published posts, oldest first), each at most maxUrlsPerSitemap URLs,
 * so no answer grows with the number of posts.
 */
export function registerSeo(app: FastifyInstance, db: Db, publicUrl: string, opts: SeoOptions = {}): void {
  const maxUrls = opts.maxUrlsPerSitemap ?? SITEMAP_MAX_URLS;
  const pageUrls = PUBLIC_PAGES.length * LOCALES.length;
  if (maxUrls < pageUrls) throw new Error(`maxUrlsPerSitemap must be at least ${pageUrls}: the public pages share one sitemap file`);
  // Every post is listed once per language.
  const postsPerFile = Math.floor(maxUrls / LOCALES.length);

  app.get('/robots.txt', async (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /es/auth', 'Disallow: /fr/auth', 'Disallow: /trpc', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
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
    return sendXml(reply, urlset(posts.map((p) => urlEntry(publicUrl, `/blog/${p.slug}`, p.updatedAt))));
  });

  app.get('/blog/rss.xml', async (_req, reply) => {
    const posts = await listForFeeds(db, FEED_SIZE);
    const items = posts.map(
      (p) => `<item><title>${xml(p.title)}</title><link>${xml(`${publicUrl}/blog/${p.slug}`)}</link><guid isPermaLink="true">${xml(`${publicUrl}/blog/${p.slug}`)}</guid><description>${xml(p.description)}</description><category>${xml(p.category)}</category><pubDate>${p.createdAt.toUTCString()}</pubDate></item>`,
    );
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
      `<title>${xml(`${site.firmName} — Immigration Law Blog`)}</title>`,
      `<link>${xml(`${publicUrl}/blog`)}</link>`,
      `<atom:link href="${xml(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      '<description>Plain-language guidance on detention, family immigration, VAWA and asylum.</description>',
      '<language>en-us</language>',
      ...(posts[0] ? [`<lastBuildDate>${posts[0].createdAt.toUTCString()}</lastBuildDate>`] : []),
      ...items,
      '</channel></rss>',
    ].join('\n');
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });
}
