import { describe, expect, it } from 'vitest';
import { LOCALES, localizedPath, normalizePath, splitLocale } from '@shared/locales';
import { safeReturnPath } from '@shared/safe-path';
import { isStorableText } from '@shared/schemas/text';

const BASE = 'https://site.example';
const host = (link: string) => new URL(link, BASE).host;

/** Paths a visitor can be sent to, raw and as a router might decode them. */
const HOSTILE = [
  '/es/%5Cevil.example',
  '/es/\\evil.example',
  '/%5C%5Cevil.example',
  '/\\\\evil.example',
  '/es/%09/evil.example',
  '/es/\t/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  '///evil.example',
  '/es//evil.example',
  '/fr//evil.example/x',
  '/\\/evil.example',
  '/es/\\/evil.example',
  '/%2F%2Fevil.example',
  '/..//evil.example',
  '/es/..//evil.example',
  '/./\\evil.example',
  '/ /evil.example',
  '\\\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
];

describe('language links (localizedPath) never lead to another host', () => {
  for (const raw of HOSTILE) {
    it(`from ${JSON.stringify(raw)}`, () => {
      let decoded = raw;
      try {
        decoded = decodeURIComponent(raw);
      } catch {
        // kept raw
      }
      for (const form of [raw, decoded]) {
        const { path } = splitLocale(form);
        for (const l of LOCALES) {
          const link = localizedPath(l, path);
          expect(host(link), `${l} link ${JSON.stringify(link)}`).toBe('site.example');
          expect(link.startsWith('/'), link).toBe(true);
          expect(link.startsWith('//'), link).toBe(false);
          expect(link).not.toMatch(/[\\\t\n\r]/);
        }
      }
    });
  }

  it('keeps ordinary paths as they are', () => {
    expect(localizedPath('en', '/services/family')).toBe('/services/family');
    expect(localizedPath('es', '/services/family')).toBe('/es/services/family');
    expect(localizedPath('fr', '/')).toBe('/fr/');
    expect(localizedPath('en', '/')).toBe('/');
    expect(normalizePath('/blog/a%20b')).toBe('/blog/a%20b');
  });
});

describe('the sign-in return path (safeReturnPath)', () => {
  const rejected = [
    // A space is harmless in a path (browsers keep it, encoded), the rest is not.
    ...HOSTILE.filter((h) => h !== '/ /evil.example'),
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%255Cevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    '/%00',
    '/%E0%A4%A',
    '/admin%',
    '',
    'admin',
  ];
  for (const value of rejected) {
    it(`rejects ${JSON.stringify(value)}`, () => {
      expect(safeReturnPath(value)).toBeNull();
    });
  }

  it('accepts same-site paths, which resolve to this host', () => {
    for (const value of ['/admin', '/admin/posts', '/es/blog?page=2', '/blog/my-post#top', '/blog?q=a%20b']) {
      expect(safeReturnPath(value)).toBe(value);
      expect(host(value)).toBe('site.example');
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('isStorableText', () => {
  it('refuses NUL and lone surrogate halves, accepts every other text', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'a\udfff', '\udc00\ud800', 'x\ud83d']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'plain', 'Ñandú é ü', '日本語', '😀 emoji', 'tab\tand\nnewline', '\u007f', '\ufffd']) expect(isStorableText(good), good).toBe(true);
  });
});
