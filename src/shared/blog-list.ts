import { BLOG_PAGE_SIZE } from './constants';
import type { Locale } from './locales';

/**
 * The URL holds the list state (`/es/blog?q=fianza&category=Defensa%20en%20detención&page=2`), so the server
 * renders the same page; the address's language chooses the posts (categories are that language's names).
 */
export function blogListParams(search: string, locale: Locale, pageSize = BLOG_PAGE_SIZE) {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize,
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: (params.get('category') ?? '').trim().slice(0, 100),
    locale,
  };
}

export function blogListHref(base: string, state: { q: string; category: string; page: number }): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}
