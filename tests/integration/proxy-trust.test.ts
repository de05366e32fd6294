import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

/**
 * TRUST_PROXY names the proxies (issue 39 item 4): X-Forwarded-For is believed from them and from no one else, so
 * a client that reaches the server directly (a published port, a pod address) cannot name a new address for each
 * attempt and escape the per-address limits. Shown with the password-reset limit (10 an hour per address).
 */
describe('X-Forwarded-For is believed only from the proxies TRUST_PROXY names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => t.close());

  const reset = (i: number, from: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/trpc/auth.requestPasswordReset',
      remoteAddress: from,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify(superjson.serialize({ email: `reset${i}@law.example` })),
    });

  it('a client that connects directly is counted by its own address, whatever it claims', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await reset(i, '203.0.113.9', `198.51.100.${i + 1}`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
  });

  it('through the proxy, each visitor is counted by the address the proxy saw', async () => {
    // Eleven visitors behind the proxy: none shares another's budget.
    for (let i = 0; i < 11; i++) expect((await reset(100 + i, '10.0.0.2', `192.0.2.${i + 1}`)).statusCode).toBe(200);
    // One visitor, eleven attempts through the proxy: its budget is spent, and a forged first hop does not help.
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await reset(200 + i, '10.0.0.2', i % 2 ? `6.6.6.${i}, 192.0.2.200` : '192.0.2.200')).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
  });
});
