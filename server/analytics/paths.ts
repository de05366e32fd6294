import { splitLocale, type Locale } from '@shared/locales';

/**
 * Which addresses are articles or sensitive (decision 0029): an article is a blog post; the VAWA service page and
 * the posts of the VAWA category are counted in totals only and never attached to a person's record.
 */

/** The service pages counted in totals only, in every language. */
const SENSITIVE_PAGES: ReadonlySet<string> = new Set(['/services/vawa']);
/** Blog categories whose posts are counted in totals only (compared without case). */
export const SENSITIVE_CATEGORIES: readonly string[] = ['vawa'];

/**
 * A path a page sent as where the visit went (an entry page): this site's, without query, and not a staff,
 * sign-in or personal address; else null. (What is counted is checked against the route list: ./pages.ts.)
 */
export function visitorPath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (path.length > 300 || !path.startsWith('/') || path.startsWith('//')) return null;
  const page = splitLocale(path).path;
  if (/^\/(admin|auth|on-call|calendar|book\/change)(\/|$)/.test(page)) return null;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A blog post's slug and language from its path (`/es/blog/slug`), or null. */
export function postOfPath(path: string): { slug: string; locale: Locale } | null {
  const { locale, path: page } = splitLocale(path);
  const m = /^\/blog\/([^/]+)$/.exec(page);
  return m?.[1] ? { slug: decodeURIComponent(m[1]), locale } : null;
}

/** The VAWA service page in any language. */
export function isSensitivePage(path: string): boolean {
  return SENSITIVE_PAGES.has(splitLocale(path).path);
}
