import { describe, expect, it } from 'vitest';
import { answerBytes, compressedAnswer, PageCache } from '../../server/pages/cache';

type Page = { status: number; html: string };

/** A cache of pages whose size is the length of their HTML, `maxBytes` in all. */
const pageCache = (ttlMs: number, maxBytes: number) => new PageCache<Page>({ name: 'test', ttlMs, maxBytes, sizeOf: (p) => p.html.length });
const page = (html: string): Page => ({ status: 200, html });

describe('page cache', () => {
  it('serves a page until its time is up, however often it is read', () => {
    const c = pageCache(5000, 1000);
    c.set('/blog', page('a'), 1000);
    expect(c.get('/blog', 3000)?.html).toBe('a');
    expect(c.get('/blog', 6000)?.html).toBe('a');
    expect(c.get('/blog', 6001)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('keeps at most its bytes, dropping the least recently used first', () => {
    const c = pageCache(5000, 30);
    c.set('/a', page('a'.repeat(10)), 1);
    c.set('/b', page('b'.repeat(10)), 1);
    c.set('/c', page('c'.repeat(10)), 1);
    expect(c.stats.bytes).toBe(30);
    // /a is read: /b is now the least recently used, and makes room for /d (first in, first out would drop /a).
    expect(c.get('/a', 2)?.html).toBe('a'.repeat(10));
    c.set('/d', page('d'.repeat(10)), 3);
    expect(c.get('/b', 4)).toBeUndefined();
    expect(['/a', '/c', '/d'].map((k) => c.get(k, 4)?.html[0])).toEqual(['a', 'c', 'd']);
    // A large page makes room by dropping as many of the least recently used as it needs.
    c.set('/e', page('e'.repeat(25)), 5);
    expect(c.size).toBe(1);
    expect(c.get('/e', 6)?.html).toHaveLength(25);
    expect(c.stats).toMatchObject({ evicted: 4, bytes: 25, peakBytes: 30 });
  });

  it('never keeps a page larger than the whole bound, and keeps what it had', () => {
    const c = pageCache(5000, 30);
    c.set('/a', page('a'.repeat(10)), 1);
    c.set('/huge', page('h'.repeat(31)), 1);
    expect(c.get('/huge', 2)).toBeUndefined();
    expect(c.get('/a', 2)?.html).toBe('a'.repeat(10));
  });

  it('counts a page stored again once, at its new size', () => {
    const c = pageCache(5000, 100);
    c.set('/a', page('a'.repeat(10)), 1);
    c.set('/a', page('a'.repeat(20)), 2);
    expect(c.stats).toMatchObject({ entries: 1, bytes: 20, stores: 2 });
  });

  it('counts hits, misses and expired entries', () => {
    const c = pageCache(5000, 100);
    c.get('/a', 1);
    c.set('/a', page('a'), 1);
    c.get('/a', 2);
    c.get('/a', 3);
    c.get('/a', 9000);
    expect(c.stats).toMatchObject({ name: 'test', hits: 2, misses: 2, stores: 1, expired: 1, entries: 0, bytes: 0 });
  });

  it('does nothing when turned off, and clears on demand', () => {
    const off = pageCache(0, 1000);
    off.set('/a', page('a'), 1);
    expect(off.get('/a', 1)).toBeUndefined();
    const c = pageCache(5000, 1000);
    c.set('/a', page('a'), 1);
    c.clear();
    expect(c.get('/a', 2)).toBeUndefined();
    expect(c.stats.bytes).toBe(0);
  });

  it('renders a page once for visitors who miss it together, and afresh once that render is over', async () => {
    const c = pageCache(5000, 1000);
    let renders = 0;
    let finish: (html: string) => void = () => undefined;
    const produce = () => {
      renders++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 20 }, () => c.shared('/blog', produce));
    const other = c.shared('/es/blog', () => Promise.resolve('es'));
    expect(renders).toBe(1);
    finish('one render');
    expect(await Promise.all(waiting)).toEqual(Array<string>(20).fill('one render'));
    expect(await other).toBe('es');
    void c.shared('/blog', produce);
    expect(renders).toBe(2);
  });

  it('never lets a request after a clear() join a render begun before it, and shares a failure only with those who waited', async () => {
    const c = pageCache(5000, 1000);
    let renders = 0;
    const slow = () => {
      const n = ++renders;
      return new Promise<string>((resolve) => setTimeout(() => resolve(`render ${n}`), 5));
    };
    const before = c.shared('/blog', slow);
    c.clear();
    const after = c.shared('/blog', slow);
    expect(renders).toBe(2);
    expect(await before).toBe('render 1');
    expect(await after).toBe('render 2');

    const failing = () => Promise.reject(new Error('database down'));
    const [a, b] = await Promise.allSettled([c.shared('/x', failing), c.shared('/x', () => Promise.resolve('never run'))]);
    expect(a).toMatchObject({ status: 'rejected' });
    expect(b).toMatchObject({ status: 'rejected' });
    expect(await c.shared('/x', () => Promise.resolve('back'))).toBe('back');
  });

  it('counts an answer by its body, its brotli and gzip variants and its key', async () => {
    const html = `<!doctype html><p>${'Señora Dépôt '.repeat(200)}</p>`;
    const answer = await compressedAnswer(200, { 'content-type': 'text/html; charset=utf-8' }, html);
    expect(answerBytes(answer, '/blog')).toBe(Buffer.byteLength(html) + answer.br.length + answer.gzip.length + '/blog'.length);
    const c = new PageCache({ name: 'answers', ttlMs: 5000, maxBytes: 2 * answerBytes(answer, '/a'), sizeOf: answerBytes });
    for (const key of ['/a', '/b', '/c']) c.set(key, answer, 1);
    expect(c.size).toBe(2);
    expect(c.get('/a', 2)).toBeUndefined();
  });
});
