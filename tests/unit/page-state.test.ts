import superjson from 'superjson';
import { describe, expect, it, vi } from 'vitest';
import { parsePageState } from '../../src/lib/page-state';

// src/lib/page-state.ts reads the page's state script (written by superjson on the server) without superjson in
// the page's first JavaScript: it must give what superjson.parse gives, reading most states by itself.
const samples: Record<string, unknown> = {
  'plain JSON': { queries: [{ queryKey: [['settings', 'public'], { type: 'query' }], state: { data: { name: 'Firm', n: 3, ok: true, none: null } } }] },
  'dates and undefined': {
    queries: [
      { state: { data: { user: { id: 1, name: 'A' }, expiresAt: new Date('2026-11-27T10:00:00Z'), note: undefined }, dataUpdatedAt: 1 } },
      { state: { data: [{ at: new Date(0) }, { at: new Date('2030-01-01') }, undefined] } },
    ],
  },
  'keys with dots and backslashes': { 'a.b': { 'c\\d': new Date(5), 'e\\.f': undefined }, '': new Date(6) },
  'numbers JSON cannot hold, bigint, regexp, URL': { nan: NaN, inf: -Infinity, big: 12345678901234567890n, re: /a.b/gi, url: new URL('https://example.com/x?y') },
  'a date at the root': new Date('2026-01-01'),
  'a Map and a Set (superjson itself)': { m: new Map([['k', new Date(1)]]), s: new Set([1, 2]) },
  'the same object twice (superjson itself)': (() => {
    const shared = { at: new Date(7) };
    return { a: shared, b: shared };
  })(),
  'an Error (superjson itself)': { e: new Error('boom') },
};

describe('parsePageState', () => {
  for (const [name, value] of Object.entries(samples)) {
    it(`reads ${name} as superjson.parse does`, async () => {
      const text = superjson.stringify(value);
      expect(await parsePageState(text)).toEqual(superjson.parse(text));
    });
  }

  it('reads plain data, dates and undefined without loading superjson (the tRPC client chunk)', async () => {
    vi.resetModules();
    vi.doMock('../../src/lib/trpc-client', () => {
      throw new Error('superjson loaded');
    });
    try {
      const { parsePageState: parse } = await import('../../src/lib/page-state');
      for (const name of ['plain JSON', 'dates and undefined', 'keys with dots and backslashes', 'numbers JSON cannot hold, bigint, regexp, URL', 'a date at the root']) {
        const text = superjson.stringify(samples[name]);
        expect(await parse(text), name).toEqual(superjson.parse(text));
      }
    } finally {
      vi.doUnmock('../../src/lib/trpc-client');
    }
  });
});
