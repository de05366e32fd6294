import { describe, expect, it } from 'vitest';
import { PageCache } from '../../server/pages/cache';

type Page = { status: number; html: string };

describe('page cache', () => {
  it('serves a page until its time is up', () => {
    const c = new PageCache<Page>(5000, 10);
    c.set('/blog', { status: 200, html: 'a' }, 1000);
    expect(c.get('/blog', 5999)?.html).toBe('a');
    expect(c.get('/blog', 6000)).toBeUndefined();
  });
  it('keeps at most its size, dropping the oldest', () => {
    const c = new PageCache<Page>(5000, 2);
    c.set('/a', { status: 200, html: 'a' }, 0);
    c.set('/b', { status: 200, html: 'b' }, 0);
    c.set('/c', { status: 200, html: 'c' }, 0);
    expect(c.size).toBe(2);
    expect(c.get('/a', 1)).toBeUndefined();
    expect(c.get('/c', 1)?.html).toBe('c');
  });
  it('does nothing when turned off, and clears on demand', () => {
    const off = new PageCache<Page>(0, 10);
    off.set('/a', { status: 200, html: 'a' }, 0);
    expect(off.get('/a', 0)).toBeUndefined();
    const c = new PageCache<Page>(5000, 10);
    c.set('/a', { status: 200, html: 'a' }, 0);
    c.clear();
    expect(c.get('/a', 1)).toBeUndefined();
  });
});
