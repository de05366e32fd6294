/**
 * A few seconds of memory for the HTML of public pages as anonymous visitors see them. Rendering a page
 * costs milliseconds of CPU; under load most visitors ask for the same dozen pages, and a page that is
 * at most a few seconds old is as good. Anything personal (a session cookie) bypasses it, and content
 * changes made through this instance clear it at once; other instances catch up within the TTL.
 */
export interface CachedPage {
  status: number;
  html: string;
}

/** The query parameters a page reads (the blog and resources lists, the sign-in page's return path and mode); every other one is ignored. */
export const PAGE_QUERY_PARAMS = ['category', 'from', 'mode', 'page', 'q', 'reset'] as const;

/**
 * The one key (and URL to render) for a request: its path and the parameters pages read, in a fixed order.
 * `?utm_source=x`, `?fbclid=…` or `?a=1&b=2` do not make new entries, and render the same page as without them.
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  if (at === -1) return pathname;
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = given.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Read before rendering and passed to set(): a page rendered before a clear() is never stored after it. */
  get generation(): number {
    return this.clears;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.page;
  }

  /** Stores successful pages only (200): an error or a not-found answer is rendered afresh every time. */
  set(key: string, page: CachedPage, now = Date.now(), generation = this.clears): void {
    if (this.ttlMs <= 0 || page.status !== 200 || generation !== this.clears) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expires: now + this.ttlMs });
    // Map keeps insertion order: the first key is the oldest.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.clears++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
