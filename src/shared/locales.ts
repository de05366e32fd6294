export const LOCALES = ['en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `/es/services` -> { locale: 'es', path: '/services' }; English pages have no prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/(es|fr)(\/.*)?$/.exec(pathname);
  if (m && isLocale(m[1])) return { locale: m[1], path: m[2] ?? '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

const SITE = 'https://site.invalid';

/**
 * A path that can only lead to this site. Browsers read a backslash as `/` and drop tabs and newlines, so
 * `/<backslash>evil.example` or `/<tab>/evil.example` would be `//evil.example`, another host: those
 * characters go, repeated slashes become one, and anything still odd becomes `/`.
 */
export function normalizePath(path: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters URL parsers drop or treat as `/`
  let p = path.replace(/[\u0000-\u001F\u007F]/g, '').replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  try {
    const url = new URL(p, SITE);
    if (url.origin !== SITE || url.pathname.startsWith('//')) return '/';
  } catch {
    return '/';
  }
  return p;
}

/** The same page in `locale`; the result is always a path on this site (normalizePath), whatever `path` held. */
export function localizedPath(locale: Locale, path: string): string {
  const safe = normalizePath(path);
  if (locale === DEFAULT_LOCALE) return safe;
  return safe === '/' ? `/${locale}/` : `/${locale}${safe}`;
}

/** The RSS feed of a language's blog: /blog/rss.xml, /es/blog/rss.xml, /fr/blog/rss.xml. */
export function feedPath(locale: Locale): string {
  return localizedPath(locale, '/blog/rss.xml');
}

/** A blog post's address in its own language: /blog/<slug>, /es/blog/<slug>. */
export function postPath(locale: Locale, slug: string): string {
  return localizedPath(locale, `/blog/${slug}`);
}
