import { TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { loadErrorTexts } from '../../src/lib/error-texts';
import { localizedError } from '../../src/lib/translate-message';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

loadAllLocales();
// The refusals' translations load one language at a time, as the pages do (src/lib/error-texts.ts).
await Promise.all([loadErrorTexts('es'), loadErrorTexts('fr')]);

/**
 * A service's refusal reaches the browser with its code (data.domain) beside the English sentence, and the
 * client shows the code's sentence in the page's language.
 */
describe('domain errors over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function refused(proc: string, input: unknown, locale: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${proc}`,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-locale': locale },
      payload: JSON.stringify(superjson.serialize(input)),
    });
    const error = (res.json() as { error: { json: { message: string; code: number; data: { code: string; domain: unknown } } } }).error.json;
    return { status: res.statusCode, error, client: TRPCClientError.from({ error }) };
  }

  it('a Spanish caller of a failing sign-in gets the code, and the page shows Spanish', async () => {
    const { status, error, client } = await refused('auth.signIn', { email: 'nobody@example.com', password: 'long-enough' }, 'es');
    expect(status).toBe(401);
    expect(error.message).toBe('Invalid email or password');
    expect(error.data.domain).toEqual({ code: 'invalidCredentials', params: {} });
    expect(localizedError(client, 'es', i18nObject('es').auth.messages, 'x')).toBe('Correo electrónico o contraseña incorrectos');
    expect(localizedError(client, 'en', i18nObject('en').auth.messages, 'x')).toBe('Invalid email or password');
  });

  it('carries the parameters of the sentence: the minutes of the rate limit', async () => {
    const email = 'limited.domain@example.com';
    let last: Awaited<ReturnType<typeof refused>> | undefined;
    for (let i = 0; i < 12 && last?.status !== 429; i++) last = await refused('auth.signIn', { email, password: 'wrong-password' }, 'fr');
    expect(last?.status).toBe(429);
    expect(last?.error.data.domain).toEqual({ code: 'tooManyAttempts', params: { minutes: expect.any(Number) } });
    const minutes = (last?.error.data.domain as { params: { minutes: number } }).params.minutes;
    expect(localizedError(last?.client, 'fr', i18nObject('fr').auth.messages, 'x')).toBe(
      `Trop de tentatives. Veuillez patienter ${minutes} minute${minutes === 1 ? '' : 's'} avant de réessayer.`,
    );
  });

  it('gives the access middlewares’ refusals a code too', async () => {
    const { status, error } = await refused('team.setTwoFactorRequired', { required: true }, 'es');
    expect(status).toBe(401);
    expect(error.data.domain).toEqual({ code: 'signInRequired', params: {} });
  });
});
