import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from '../helpers/app';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('security headers (decision 0008)', () => {
  let t: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    https = await createTestApp({ PUBLIC_URL: 'https://www.law.example' });
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  it('sends a CSP with no inline script, no eval, framing forbidden and only the configured embeds', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.google.com', 'https://www.youtube-nocookie.com', 'https://www.docuseal.com']);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|'unsafe-inline'[^;]*script/);
  });

  it('sends nosniff, a strict referrer policy, a restrictive permissions policy, and no framing', async () => {
    const res = await t.app.inject({ url: '/trpc/posts.list' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
    expect(String(res.headers['permissions-policy'])).toContain('geolocation=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS and Secure cookies only when the public URL is https', async () => {
    expect((await t.app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    const res = await https.app.inject({ url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(https.deps.config.secureCookies).toBe(true);
  });

  it('hides the details of a server error and logs them with a request id instead', async () => {
    const app = await buildApp({ deps: t.deps, sql: t.database.sql, dist: null, logger: false });
    app.get('/__boom', async () => {
      throw new Error('secret database password in a stack trace');
    });
    const res = await app.inject({ url: '/__boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toMatchObject({ message: 'An unexpected error occurred', requestId: res.headers['x-request-id'] });
  });
});
