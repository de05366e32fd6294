import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { translateMessage } from '../../src/lib/translate-message';
import { errorDomainOf, loadErrorTexts } from '../../src/lib/error-texts';
import type { ErrorDomain } from '@shared/error-domain';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

loadAllLocales();
// The refusals' translations load one language at a time, as the pages do (src/lib/error-texts.ts).
await Promise.all([loadErrorTexts('es'), loadErrorTexts('fr')]);
const LL = { es: i18nObject('es'), fr: i18nObject('fr') };

/**
 * What the real server answers to the auth page's calls, over HTTP as the browser gets it: each message must
 * be one the client translates (not the generic fallback), so /es/auth and /fr/auth never show it in English.
 */
describe('every auth error the server sends has a translation on /es/auth and /fr/auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const domains = new Map<string, ErrorDomain | undefined>();

  /** The refusal's English sentence; its code (data.domain), when it has one, is kept for the translation. */
  async function answer(proc: string, input: unknown, locale = 'es'): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${proc}`,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-locale': locale },
      payload: JSON.stringify(superjson.serialize(input)),
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const error = (res.json() as { error: { json: { message: string; data: unknown } } }).error.json;
    domains.set(error.message, errorDomainOf(error.data));
    return error.message;
  }

  function expectTranslated(message: string) {
    for (const locale of ['es', 'fr'] as const) {
      const m = LL[locale].auth.messages;
      const out = translateMessage(message, locale, m, undefined, domains.get(message));
      expect(out, `${locale}: ${message}`).not.toBe(message);
      expect(out, `${locale}: ${message}`).not.toBe(m.generic());
    }
  }

  it('validation, credentials, confirmation, links, bad characters and the rate limit', async () => {
    const email = 'i18n.auth.server@example.com';
    const messages = [
      await answer('auth.signIn', { email: 'not-an-email', password: 'long-enough' }),
      await answer('auth.signIn', { email, password: '123' }),
      await answer('auth.signUp', { email, password: 'seven77' }),
      await answer('auth.signIn', { email: 'nobody@example.com', password: 'long-enough' }),
      await answer('auth.requestPasswordReset', { email: 'a\u0000b@example.com' }),
      await answer('auth.resetPassword', { token: 'x'.repeat(43), password: 'a-long-new-password' }),
      await answer('auth.confirmEmail', { token: 'y'.repeat(43) }),
    ];
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.signUp',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-locale': 'es' },
      payload: JSON.stringify(superjson.serialize({ email, password: 'first-password' })),
    });
    expect(signUp.statusCode).toBe(200);
    messages.push(await answer('auth.signIn', { email, password: 'first-password' }));
    let limited = '';
    for (let i = 0; i < 12 && !limited; i++) {
      const m = await answer('auth.signIn', { email, password: 'wrong-password' });
      if (m.startsWith('Too many')) limited = m;
    }
    expect(limited).not.toBe('');
    messages.push(limited);

    // Eight different sentences (both bad links answer the same one).
    expect(new Set(messages).size).toBe(8);
    for (const m of messages) expectTranslated(m);
  });
});
