import { describe, expect, it } from 'vitest';
import { escapeHtml, headTags, jsonForScript } from '../../src/lib/head-tags';
import { localizedPath, splitLocale } from '@shared/locales';
import { safeReturnPath } from '@shared/safe-path';
import { slugify } from '@shared/slugify';

describe('slugify (spec: post form)', () => {
  it('lowercases, drops non-word characters, hyphenates whitespace and collapses hyphens', () => {
    expect(slugify('Bond Hearings: What to Expect!')).toBe('bond-hearings-what-to-expect');
    expect(slugify('  Two   spaces -- and dashes ')).toBe('two-spaces-and-dashes');
    expect(slugify('Visa Bulletin 2025')).toBe('visa-bulletin-2025');
    expect(slugify('Fiancé(e) visas')).toBe('fiancee-visas');
  });
});

describe('return path after sign-in (decision 0008)', () => {
  it.each(['/admin', '/admin/edit-post/1?x=1'])('accepts the same-site path %s', (p) => {
    expect(safeReturnPath(p)).toBe(p);
  });
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null, '/ok\nLocation: x'])(
    'refuses %s',
    (p) => {
      expect(safeReturnPath(p)).toBeNull();
    },
  );
});

describe('language prefixes (decision 0011)', () => {
  it('reads the locale from the path', () => {
    expect(splitLocale('/es/services')).toEqual({ locale: 'es', path: '/services' });
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/services')).toEqual({ locale: 'en', path: '/services' });
    expect(splitLocale('/espanol')).toEqual({ locale: 'en', path: '/espanol' });
  });
  it('builds the same page in another language', () => {
    expect(localizedPath('es', '/blog')).toBe('/es/blog');
    expect(localizedPath('fr', '/')).toBe('/fr/');
    expect(localizedPath('en', '/blog')).toBe('/blog');
  });
});

describe('head tags', () => {
  it('escapes titles and descriptions', () => {
    const html = headTags({ title: '<script>alert(1)</script>', description: '"quoted" & <b>' }, { publicUrl: 'https://x.example', locale: 'en', path: '/' });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;');
  });
  it('links the three languages and a canonical URL', () => {
    const html = headTags({ title: 'Blog' }, { publicUrl: 'https://x.example', locale: 'fr', path: '/blog' });
    expect(html).toContain('<link rel="canonical" href="https://x.example/fr/blog">');
    expect(html).toContain('hreflang="es" href="https://x.example/es/blog"');
    expect(html).toContain('hreflang="x-default" href="https://x.example/blog"');
  });
  it('keeps embedded JSON from closing its script element', () => {
    expect(jsonForScript('{"a":"</script><script>alert(1)</script>"}')).not.toContain('</script>');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});
