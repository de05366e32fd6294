import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, PageCache } from '../../server/pages/cache';

type Page = { status: number; html: string };

const pageCache = () => new PageCache<Page>({ name: 'test', ttlMs: 5000, maxBytes: 1000, sizeOf: (p) => p.html.length });

describe('page cache (decision 0016)', () => {
  it('cannot put back a page rendered before a content change', () => {
    const c = pageCache();
    const started = c.generation; // a render begins, reading the old content
    c.clear(); // a post is saved meanwhile
    c.set('/blog', { status: 200, html: 'old list' }, 1, started); // the old render finishes
    expect(c.get('/blog', 1)).toBeUndefined();
    c.set('/blog', { status: 200, html: 'new list' }, 1, c.generation);
    expect(c.get('/blog', 1)?.html).toBe('new list');
  });

  it('stores 200 pages only', () => {
    const c = pageCache();
    for (const status of [301, 404, 500, 503]) c.set(`/${status}`, { status, html: 'x' }, 1);
    expect(c.size).toBe(0);
  });

  it('keys on the path and the parameters pages read, in one order', () => {
    expect(canonicalPageUrl('/blog?utm_source=a&utm_medium=b&fbclid=c&gclid=d&zzz=e')).toBe('/blog');
    expect(canonicalPageUrl('/blog?page=2&q=bond&utm_campaign=x&category=Detention')).toBe('/blog?category=Detention&page=2&q=bond');
    expect(canonicalPageUrl('/blog?q=bond&page=2')).toBe(canonicalPageUrl('/blog?page=2&fbclid=1&q=bond'));
    expect(canonicalPageUrl('/blog?q=&page=')).toBe('/blog');
    expect(canonicalPageUrl('/es/resources')).toBe('/es/resources');
    expect(canonicalPageUrl('/auth?from=%2Fadmin%2Fposts')).toBe('/auth?from=%2Fadmin%2Fposts');
  });
});
