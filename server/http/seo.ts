import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { listForFeeds } from '../services/posts';
import { escapeHtml } from '../../src/shared/html';
import { LOCALES, localizedPath } from '../../src/shared/locales';
import { site } from '../../src/shared/site';

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

export function registerSeo(app: FastifyInstance, db: Db, publicUrl: string): void {
  app.get('/robots.txt', async (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /es/auth', 'Disallow: /fr/auth', 'Disallow: /trpc', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
  });

  app.get('/sitemap.xml', async (_req, reply) => {
    const posts = await listForFeeds(db);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...PUBLIC_PAGES.map((p) => urlEntry(publicUrl, p)),
      ...posts.map((p) => urlEntry(publicUrl, `/blog/${p.slug}`, p.updatedAt)),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
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
