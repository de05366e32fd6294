import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { upsertStaffUser } from '../../server/services/users';
import { appRouter } from '../../server/trpc/router';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>).map(
  ([name, p]) => ({ name, type: p._def.type }),
);

/**
 * Keys superjson itself refuses to serialise (the tRPC client cannot send them; the raw-JSON path below
 * still sends a `__proto__` payload), so a generated one would fail the test's own encoding, not the server.
 */
const key = fc.string().filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k));

/** Inputs a careless or hostile client might send: wrong types, nesting, huge strings, odd characters. */
const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 3, withBigInt: false, key }),
  fc.string({ maxLength: 300 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.record({ email: fc.string(), password: fc.anything({ key }), id: fc.string(), slug: fc.string(), page: fc.double(), limit: fc.integer() }, { requiredKeys: [] }),
  fc.constantFrom(null, undefined, 0, -1, 1e308, Number.NaN, '', '\u0000', '<script>alert(1)</script>', "'; drop table users; --", { __proto__: { admin: true } }),
);

function assertClearClientError(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const text = res.body;
    // tRPC answers carry a plain-sentence message, never a raw JSON dump of issues or a stack trace.
    expect(text).not.toMatch(/at .+\.(ts|js):\d+/);
    const parsed = JSON.parse(text) as unknown;
    const first = (Array.isArray(parsed) ? parsed[0] : parsed) as { error?: { json?: { message?: unknown } }; message?: unknown } | undefined;
    const message = first?.error?.json?.message ?? first?.message;
    expect(typeof message, label).toBe('string');
    expect(String(message).trim().startsWith('[')).toBe(false);
    expect(String(message).trim().startsWith('{')).toBe(false);
  }
}

describe('bad input never causes a server error', () => {
  let t: TestApp;
  let staffCookie = '';
  let ssrApp: FastifyInstance | null = null;

  beforeAll(async () => {
    t = await createTestApp();
    await upsertStaffUser(t.deps.db, { email: 'admin@law.example', password: 'admin-password', role: 'admin' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify(superjson.serialize({ email: 'admin@law.example', password: 'admin-password' })),
    });
    staffCookie = `session=${signIn.cookies.find((c) => c.name === 'session')?.value ?? ''}`;
    // Page rendering too, when the client has been built (npm test builds before this suite).
    if (fs.existsSync(path.resolve('dist/server/entry-server.js'))) {
      ssrApp = await buildApp({ deps: t.deps, sql: t.database.sql, dist: path.resolve('dist'), logger: false });
      await ssrApp.ready();
    }
  });
  afterAll(async () => {
    await ssrApp?.close();
    await t.close();
  });

  it(`every tRPC procedure (${procedures.length}) answers hostile input with a 4xx and a clear message, as visitor and as staff`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...procedures), hostileValue, fc.boolean(), fc.boolean(), async (proc, value, asStaff, rawJson) => {
        const cookie = asStaff ? staffCookie : '';
        const payload = rawJson ? JSON.stringify(value ?? null) : JSON.stringify(superjson.serialize(value));
        const res =
          proc.type === 'query'
            ? await t.app.inject({ url: `/trpc/${proc.name}?input=${encodeURIComponent(payload)}`, headers: { cookie } })
            : await t.app.inject({ method: 'POST', url: `/trpc/${proc.name}`, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie }, payload });
        assertClearClientError(res, `${proc.name} ${payload.slice(0, 120)}`);
      }),
      { numRuns: 1500 },
    );
  });

  it('malformed and oversized request bodies get a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...procedures.filter((p) => p.type === 'mutation')), fc.string({ maxLength: 200 }), async (proc, body) => {
        const res = await t.app.inject({ method: 'POST', url: `/trpc/${proc.name}`, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: staffCookie }, payload: body });
        expect(res.statusCode, body).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    const huge = await t.app.inject({ method: 'POST', url: '/trpc/contact.submit', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, payload: JSON.stringify({ json: { message: 'x'.repeat(300_000) } }) });
    expect(huge.statusCode).toBe(413);
  });

  it('plain HTTP endpoints and pages answer odd paths and queries without a server error', async () => {
    const app = ssrApp ?? t.app;
    const paths = ['/healthz', '/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/', '/blog', '/blog/x', '/es/blog', '/resources', '/auth', '/admin', '/nope'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.string({ maxLength: 80 }), fc.string({ maxLength: 40 }), async (p, q, segment) => {
        const url = `${p}${p.endsWith('/') ? '' : '/'}${encodeURIComponent(segment)}?page=${encodeURIComponent(q)}&q=${encodeURIComponent(q)}&category=${encodeURIComponent(segment)}`;
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBeLessThan(500);
        const plain = await app.inject({ url: `${p}?page=${encodeURIComponent(q)}&q=${encodeURIComponent(segment)}` });
        expect(plain.statusCode, p).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps serving afterwards', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
