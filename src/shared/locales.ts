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

export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** Pages rendered in the browser only (the admin area): no server rendering, no language prefix. */
export function isClientOnly(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
