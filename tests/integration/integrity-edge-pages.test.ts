import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from '../helpers/app';

/** The client build to render with: E2E_DIST when given (a private copy), else ./dist (npm test builds it first). */
const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');
/** The spec's 404 sentence (section 2) and its Spanish translation, as the HTML escapes them. */
const NOT_FOUND_TEXT = {
  en: 'The page you&#x27;re looking for doesn&#x27;t exist or has been moved.',
  es: 'La página que busca no existe o ha sido trasladada.',
} as const;

describe('pages: malformed and unknown paths', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    if (!fs.existsSync(path.join(DIST, 'server', 'entry-server.js'))) throw new Error(`no client build in ${DIST}: run npm run build first`);
    t = await createTestApp();
    app = await buildApp({ deps: t.deps, sql: t.database.sql, dist: DIST, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const paths = ['/%E0%A4%A', '/es/%E0%A4%A', '/blog/%E0%A4%A', '/%', '/%zz', '/es/%5Cevil.example', '/%5C%5Cevil.example', '/es/%09/evil.example', '//evil.example', '/es//evil.example', '///', '/no-such-page', '/es/no-such-page', '/services/%C0%AF', '/blog/%00'];
  for (const p of paths) {
    it(`${p} gets the 404 page`, async () => {
      const res = await app.inject({ url: p });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const lang = p.startsWith('/es/') ? 'es' : 'en';
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(NOT_FOUND_TEXT[lang]);
    });
  }

  it('answers an undecodable API address with a 400, not a page and not a 500', async () => {
    const res = await app.inject({ url: '/trpc/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('sends a visitor who chose Spanish from //evil.example to a path on this site', async () => {
    const res = await app.inject({ url: '//evil.example', headers: { cookie: 'lang=es' } });
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location), 'https://site.example').host).toBe('site.example');
  });
});
