import { escapeHtml } from '@shared/html';
import { LOCALES, localizedPath, type Locale } from '@shared/locales';
import { formatTitle, type PageMeta } from './head';

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US', fr: 'fr_FR' };

export { escapeHtml };

/** Data for a <script type="application/json|ld+json">: never executed, and `<` cannot close the element. */
export function jsonForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The JSON-LD properties that hold an address. */
const LD_URL_KEYS = new Set(['@id', 'url', 'image', 'logo', 'item', 'mainEntityOfPage', 'contentUrl', 'thumbnailUrl', 'sameAs']);

/**
 * JSON-LD with every site path in an address property ('/blog/x', '/#firm') made absolute from the site's
 * public URL: pages write paths, and the structured data names the domain the site is really served from.
 */
export function absoluteJsonLd(value: unknown, publicUrl: string, key = ''): unknown {
  if (typeof value === 'string') return LD_URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? `${publicUrl}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => absoluteJsonLd(v, publicUrl, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteJsonLd(v, publicUrl, k)]));
  return value;
}

/** The <head> tags of one server-rendered page: title, description, canonical, hreflang, Open Graph, Twitter. */
export function headTags(meta: PageMeta, opts: { publicUrl: string; locale: Locale; path: string }): string {
  const title = escapeHtml(formatTitle(meta.title, meta.siteName));
  const abs = (p: string) => (/^https?:\/\//.test(p) ? p : `${opts.publicUrl}${p}`);
  const canonical = abs(meta.canonical ?? localizedPath(opts.locale, opts.path));
  const image = abs(meta.image ?? '/images/og-default.png');
  const tags = [`<title>${title}</title>`];
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  if (!meta.noindex) {
    const alternates = meta.alternates ?? [
      ...LOCALES.map((l) => ({ hreflang: l, href: localizedPath(l, opts.path) })),
      { hreflang: 'x-default', href: opts.path },
    ];
    for (const a of alternates) tags.push(`<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(abs(a.href))}">`);
  }
  if (meta.feed) tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(abs(meta.feed.href))}">`);
  tags.push(
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    ...(meta.siteName ? [`<meta property="og:site_name" content="${escapeHtml(meta.siteName)}">`] : []),
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[opts.locale]}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  );
  if (meta.description) {
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}">`);
    tags.push(`<meta name="twitter:description" content="${escapeHtml(meta.description)}">`);
  }
  for (const ld of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(JSON.stringify(absoluteJsonLd(ld, opts.publicUrl)))}</script>`);
  return tags.join('\n    ');
}
