import { splitLocale, type Locale } from '@shared/locales';
import { matchPage } from '../../src/route-manifest';

/**
 * What is counted (decision 0029): a page of the route list; anything else (a 404, an admin screen, a page kept
 * out of search engines such as sign-in or a booking's link) is not.
 */
/** The path of a countable page with its language, or null (unknown, hidden from search engines, staff only). */
export function countablePage(raw: string): { path: string; locale: Locale } | null {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (path.length > 300 || !path.startsWith('/') || path.startsWith('//')) return null;
  const { locale, path: page } = splitLocale(path);
  const match = matchPage(page);
  if (!match || match.route.hidden || page === '/404') return null;
  return { path: path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path, locale };
}

