import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

const ADMIN = { email: 'Admin@Example.com', password: 'correct horse battery' };

function trpcPost(t: TestApp, path: string, input: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    payload: JSON.stringify(superjson.serialize(input)),
  });
}

function errorOf(res: { json(): { error: unknown } }) {
  return superjson.deserialize<{ message: string; data: { zodError: { fieldErrors: Record<string, string[]> } | null } }>(
    res.json().error as Parameters<typeof superjson.deserialize>[0],
  );
}

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await upsertStaffUser(t.deps.db, { ...ADMIN, role: 'admin' });
  });
  afterAll(() => t.close());

  it('signs the staff account in with a httpOnly, SameSite=Lax session cookie', async () => {
    const res = await trpcPost(t, 'auth.signIn', { email: ADMIN.email, password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();

    const me = await t.app.inject({ url: '/trpc/auth.me', cookies: { session: cookie?.value ?? '' } });
    expect(superjson.deserialize<{ user: { email: string; role: string } }>(me.json().result.data)?.user).toMatchObject({
      email: 'admin@example.com',
      role: 'admin',
    });
  });

  it('rejects a wrong password with the same message as an unknown account', async () => {
    const wrong = await trpcPost(t, 'auth.signIn', { email: ADMIN.email, password: 'not the password' });
    const unknown = await trpcPost(t, 'auth.signIn', { email: 'nobody@example.com', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe('Invalid email or password');
    expect(errorOf(unknown).message).toBe('Invalid email or password');
  });

  it("answers bad input with the spec's field message, not a JSON dump", async () => {
    const res = await trpcPost(t, 'auth.signIn', { email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.message).toBe('Please enter a valid email address');
    expect(body.data.zodError?.fieldErrors.password).toEqual(['Password must be at least 6 characters']);
  });

  it('refuses a mutation sent from another site', async () => {
    const res = await trpcPost(t, 'auth.signIn', { email: ADMIN.email, password: ADMIN.password }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('signing out ends the session on the server', async () => {
    const signIn = await trpcPost(t, 'auth.signIn', { email: ADMIN.email, password: ADMIN.password });
    const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
    const out = await trpcPost(t, 'auth.signOut', undefined, { cookie: `session=${session}` });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/trpc/auth.me', cookies: { session } });
    expect(superjson.deserialize(me.json().result.data)).toBeNull();
  });
});

