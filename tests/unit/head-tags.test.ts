import { describe, expect, it } from 'vitest';
import { absoluteJsonLd, headTags } from '../../src/lib/head-tags';

const opts = { publicUrl: 'https://www.firm.example', locale: 'es' as const, path: '/blog' };

describe('head tags (decision 0012)', () => {
  it('makes JSON-LD addresses absolute from the public URL, leaving text and other sites alone', () => {
    const ld = {
      '@id': '/#firm',
      url: '/es/',
      name: '/not-an-address',
      image: 'https://cdn.example/x.png',
      employee: [{ '@id': '/attorney-profile#alvarez' }],
      itemListElement: [{ item: '/es/blog' }, { item: '//evil.example/x' }],
    };
    expect(absoluteJsonLd(ld, opts.publicUrl)).toEqual({
      '@id': 'https://www.firm.example/#firm',
      url: 'https://www.firm.example/es/',
      name: '/not-an-address',
      image: 'https://cdn.example/x.png',
      employee: [{ '@id': 'https://www.firm.example/attorney-profile#alvarez' }],
      itemListElement: [{ item: 'https://www.firm.example/es/blog' }, { item: '//evil.example/x' }],
    });
    const html = headTags({ title: 'Blog', jsonLd: [ld] }, opts);
    expect(html).toContain('"@id":"https://www.firm.example/#firm"');
    expect(html).not.toContain('alvarezlaurent.example');
  });

  it('uses the page own canonical (page 2 of the blog is not page 1)', () => {
    const html = headTags({ title: 'Blog', canonical: '/es/blog?page=2' }, opts);
    expect(html).toContain('<link rel="canonical" href="https://www.firm.example/es/blog?page=2">');
    expect(headTags({ title: 'Blog' }, opts)).toContain('<link rel="canonical" href="https://www.firm.example/es/blog">');
  });
});
