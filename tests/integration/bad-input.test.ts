import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import superjson from 'superjson';
import { FIRM_DEFAULTS } from '../../server/services/firm-settings';
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

  it('NUL and lone surrogates in every text field of every mutation (and searched query) get a 400 with a clear message', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const post = { title: 'A valid title', slug: 'a-valid-slug', description: 'A valid description of the post.', category: 'News', imageUrl: 'https://img.example/a.png', imageAlt: 'A picture', content: 'Valid content for a post, long enough to pass the minimum length check.', metaTitle: 'A meta title', metaDescription: 'A meta description.', socialImage: 'https://img.example/s.png' };
    const resource = { title: 'A valid title', description: 'A valid description of the resource.', type: 'Guide', link: 'https://law.example/guide', icon: 'FileText' };
    /** A valid input per procedure; `null` marks one without text input. A new procedure must be listed here. */
    const valid: Record<string, unknown> = {
      'auth.signIn': { email: 'someone@example.com', password: 'a-password' },
      'auth.signUp': { email: 'someone@example.com', password: 'a-password' },
      'auth.resendConfirmation': { email: 'someone@example.com' },
      'auth.confirmEmail': { token: 'a'.repeat(32), password: 'a-password' },
      'auth.requestPasswordReset': { email: 'someone@example.com' },
      'auth.resetPassword': { token: 'a'.repeat(32), password: 'a-new-password' },
      'auth.signOut': null,
      'account.updatePassword': { currentPassword: 'admin-password', newPassword: 'another-password' },
      'account.updateProfile': { name: 'Ana Admin' },
      'contact.submit': { name: 'Ana Visitor', email: 'ana@example.com', phone: '+1 415 555 0100', message: 'My case, briefly.', privacy: true, website: '', locale: 'en' },
      'inquiries.setHandled': { id, handled: true },
      'inquiries.delete': { id },
      'team.setRole': { userId: 'some-user-id', role: 'editor' },
      'auth.signInCode': { ticket: 'a'.repeat(32), code: '123456' },
      'account.startTwoFactor': null,
      'account.enableTwoFactor': { code: '123456' },
      'account.disableTwoFactor': { code: 'abcd-efgh-ijkl' },
      'team.resetTwoFactor': { userId: 'some-user-id' },
      'team.setTwoFactorRequired': null,
      'team.invite': { email: 'colleague@example.com', role: 'editor' },
      'team.revokeInvitation': { id },
      'auth.acceptInvitation': { token: 'a'.repeat(43), name: 'Ana Colleague', password: 'a-new-password' },
      'audit.list': { action: 'auth.sign_in', actorEmail: 'someone@example.com' },
      'posts.countView': { slug: 'a-valid-slug' },
      'posts.create': post,
      'posts.update': { id, version: 1, data: post },
      'posts.delete': { id },
      'posts.restore': null,
      'resources.create': resource,
      'resources.update': { id, version: 1, data: resource },
      'resources.delete': { id },
      'resources.restore': null,
      'media.updateAlt': { id, alt: 'A valid alt text' },
      'media.delete': { id },
      'media.removeUnused': { through: new Date() },
      'settings.update': { version: 0, data: FIRM_DEFAULTS },
      'chat.challenge': null,
      'booking.challenge': null,
      'chat.start': {
        locale: 'en',
        page: '/services',
        answer: { field: 'story', text: 'My brother was detained.' },
        pow: { challenge: { parameters: { algorithm: 'SHA-256', nonce: 'a1b2', salt: 'c3d4', cost: 1, keyLength: 32, keyPrefix: '0000' }, signature: 'e5f6' }, solution: { counter: 1, derivedKey: 'abcd' } },
        website: '',
      },
      'chat.send': { token: 'a'.repeat(43), answer: { field: 'story', text: 'More about my case.' } },
      'chat.resume': { token: 'a'.repeat(43) },
      'chat.submit': { token: 'a'.repeat(43), consent: true },
      'chat.end': { token: 'a'.repeat(43) },
      'chat.say': { token: 'a'.repeat(43), text: 'Thank you, that helps.' },
      'chat.ticket': { token: 'a'.repeat(43) },
      'inbox.reply': { id, text: 'We can help with that.' },
      'inbox.close': { id },
      'inbox.setPresence': { available: true },
      'inquiries.acknowledgeUrgent': { id },
      'inquiries.calledBack': { id },
      // Consultations (decision 0028).
      'booking.book': {
        typeId: 'free-consultation',
        language: 'es',
        start: '2027-03-15T14:00:00.000Z',
        timeZone: 'America/Mexico_City',
        name: 'Ana Pérez',
        phone: '+52 55 1234 5678',
        email: 'ana@example.com',
        matter: 'Una petición familiar',
        otherParties: 'Juan Pérez',
        consent: true,
        website: '',
        locale: 'es',
        chatToken: '',
      },
      'booking.reschedule': { token: 'a'.repeat(43), start: '2027-03-15T14:00:00.000Z' },
      'booking.cancel': { token: 'a'.repeat(43) },
      'bookings.setStatus': { id, status: 'attended' },
      'bookings.cancel': { id, reason: 'The attorney is in court that day.' },
      'bookings.block': { attorneyKey: 'alvarez', start: '2027-03-15T14:00:00.000Z', end: '2027-03-15T16:00:00.000Z', reason: 'Hearing' },
      'bookings.resetFeed': { attorneyKey: 'alvarez' },
      // Queries whose text reaches a database search.
      'posts.list': { q: 'visa', category: 'News' },
      'posts.bySlug': { slug: 'a-valid-slug' },
      'posts.adminList': { q: 'visa' },
      'resources.adminList': { q: 'visa' },
    };
    // A session of its own: the property test above may have signed the shared one out.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify(superjson.serialize({ email: 'admin@law.example', password: 'admin-password' })),
    });
    const cookie = `session=${signIn.cookies.find((c) => c.name === 'session')?.value ?? ''}`;
    const mutations = procedures.filter((p) => p.type === 'mutation').map((p) => p.name);
    expect(mutations.filter((name) => !(name in valid)), 'mutations without a valid input in this test').toEqual([]);

    /** Every path to a string in `value`. */
    const textPaths = (value: unknown, at: (string | number)[] = []): (string | number)[][] =>
      typeof value === 'string'
        ? [at]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => textPaths(v, [...at, Array.isArray(value) ? Number(k) : k]))
          : [];
    const withText = (value: unknown, at: (string | number)[], replace: (s: string) => string): unknown => {
      if (!at.length) return replace(String(value));
      const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
      const [head, ...rest] = at as [string | number, ...(string | number)[]];
      copy[head] = withText(copy[head], rest, replace);
      return copy;
    };

    const hostile = [(s: string) => `${s.slice(0, 3)}\u0000${s.slice(3)}`, (s: string) => `${s}\u0000`, (s: string) => `${s.slice(0, 2)}\ud800${s.slice(2)}`, (s: string) => `${s}\udfff`];
    let checked = 0;
    for (const [name, input] of Object.entries(valid)) {
      if (input === null) continue;
      const type = procedures.find((p) => p.name === name)?.type;
      expect(type, name).toBeDefined();
      for (const at of textPaths(input)) {
        for (const replace of hostile) {
          const payload = JSON.stringify(superjson.serialize(withText(input, at, replace)));
          const res =
            type === 'query'
              ? await t.app.inject({ url: `/trpc/${name}?input=${encodeURIComponent(payload)}`, headers: { cookie } })
              : await t.app.inject({ method: 'POST', url: `/trpc/${name}`, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie }, payload });
          const label = `${name} ${at.join('.')} ${JSON.stringify(replace('ab'))}`;
          expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
          const message = (res.json() as { error: { json: { message: string } } }).error.json.message;
          // Fields that take one of a few values (an id, a locale, a role) say so instead.
          if (['id', 'locale', 'role'].includes(String(at.at(-1)))) continue;
          expect(['This field contains characters that are not allowed.', 'The request contains characters that are not allowed.'], `${label}: ${message}`).toContain(message);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('keeps serving afterwards', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
