import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

/** Decision 0019: a batch of more than 10 calls is refused whole, before any procedure (or its argon2 work) runs. */
describe('tRPC batches are capped at 10 calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signInBatch = (n: number) => {
    const input: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) input[i] = superjson.serialize({ email: `guess${i}@example.com`, password: 'wrong-password' });
    return t.app.inject({
      method: 'POST',
      url: `/trpc/${Array.from({ length: n }, () => 'auth.signIn').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify(input),
    });
  };

  it('answers a batch of 11 sign-in calls with 400 and a clear message, without running any of them', async () => {
    await t.deps.db.delete(rateLimits);
    const started = performance.now();
    const res = await signInBatch(11);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error?: { json?: { message?: string } } }[] | { error?: { json?: { message?: string } } };
    const first = Array.isArray(body) ? body[0] : body;
    expect(first?.error?.json?.message).toBe('Too many calls in one request: at most 10 are allowed.');
    // No procedure ran: no rate-limit point was spent, and no password was hashed (argon2 takes tens of ms each).
    expect(await t.deps.db.select().from(rateLimits)).toEqual([]);
    expect(elapsed).toBeLessThan(500);
  });

  it('still runs a batch of 10', async () => {
    await t.deps.db.delete(rateLimits);
    const res = await t.app.inject({ url: `/trpc/${Array.from({ length: 10 }, () => 'auth.me').join(',')}?batch=1&input=${encodeURIComponent('{}')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(10);
  });

  it('refuses a batch of 11 queries too', async () => {
    const res = await t.app.inject({ url: `/trpc/${Array.from({ length: 11 }, () => 'auth.me').join(',')}?batch=1&input=${encodeURIComponent('{}')}` });
    expect(res.statusCode).toBe(400);
  });
});
