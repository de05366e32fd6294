import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en/errors';
import es from '../../src/i18n/es/errors';
import fr from '../../src/i18n/fr/errors';

/**
 * Every code a service refuses with (server/errors.ts DomainError) must read in every language: the client
 * translates the code, never the English. The codes are read from the source: `new DomainError('kind', 'code'`,
 * the chat's `bad('code'` and the rate limiter's `code: 'code'`; the access middlewares' are listed here.
 */
/** Where services live: server/services and the concern folders (the chat's own sentences are typed keys of chat.errors). */
const SERVICES = ['server/services', 'server/chat', 'server/realtime'].map((dir) => path.resolve(dir));
const CODE = /(?:new DomainError\(\s*'[a-z-]+',\s*|\bbad\(\s*|\bcode: )'([A-Za-z]\w*)'/g;
const MIDDLEWARE = ['crossSite', 'unavailable', 'requestNotAllowed', 'signInRequired', 'awaitingApproval', 'twoFactorRequired', 'adminOnly', 'batchTooLarge', 'unexpected'];

function serviceCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of SERVICES.flatMap((dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f)))) {
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes('DomainError')) continue;
    for (const m of source.matchAll(CODE)) if (m[1]) codes.set(m[1], path.relative(process.cwd(), file));
  }
  return codes;
}

describe('error codes in the catalogues', () => {
  it('finds the codes of the services', () => {
    expect(serviceCodes().size).toBeGreaterThan(30);
  });

  it.each([
    ['en', en],
    ['es', es],
    ['fr', fr],
  ] as const)('every code thrown under server/services and by the middlewares has an entry in %s', (_locale, texts) => {
    const missing = [...serviceCodes().entries(), ...MIDDLEWARE.map((c) => [c, 'server/trpc/trpc.ts'] as const)]
      .filter(([code]) => !Object.hasOwn(texts, code))
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });
});
