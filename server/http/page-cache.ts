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

export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.page;
  }

  set(key: string, page: CachedPage, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
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
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
