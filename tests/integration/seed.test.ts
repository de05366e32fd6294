import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionCookie } from '../../server/auth/lucia';
import { seedDemo, type SeedResult } from '../../server/demo/seed';
import { demoPosts, demoResources } from '../../server/demo/seed/content';
import { blogPosts, rateLimits, resources, users } from '../../server/db/schema';
import { findUserByEmail } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { codeOf } from '../helpers/outcome';

/** Every demo post and resource is seeded in English, Spanish and French. */
const POSTS = demoPosts.length * 3;
const RESOURCES = demoResources.length * 3;

const SEED = { email: 'admin@example.com', password: 'demo-admin-2025' };

/** Signs in as a browser would (the procedure sets the session cookie) and returns a caller carrying that session. */
async function signedIn(t: TestApp, email: string, password: string) {
  let cookie: SessionCookie | undefined;
  // The session cookie, not the device cookie sent with it.
  const user = await t.caller({ setCookie: (c) => void (c.name === t.deps.sessions.cookieName && (cookie = c)) }).auth.signIn({ email, password });
  const validated = await t.deps.sessions.validate(cookie?.value ?? '');
  if (!validated.session) throw new Error('sign-in set no valid session cookie');
  return { user, caller: t.caller({ user: validated.user, session: validated.session }) };
}

async function tableCounts(t: TestApp) {
  const [admins] = await t.deps.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  const [posts] = await t.deps.db.select({ n: count() }).from(blogPosts);
  const [res] = await t.deps.db.select({ n: count() }).from(resources);
  return { admins: admins?.n, posts: posts?.n, resources: res?.n };
}

describe('demo seed on an empty database, then restarts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.deps.db.delete(rateLimits);
  });

  it('creates the admin, who can sign in with the seed password, and the demo content', async () => {
    const result = await seedDemo(t.deps.db, SEED);
    expect(result).toEqual({ admin: 'created', posts: POSTS, resources: RESOURCES });
    const user = await t.caller().auth.signIn(SEED);
    expect(user.email).toBe('admin@example.com');
    expect(user.role).toBe('admin');
    expect(await tableCounts(t)).toEqual({ admins: 1, posts: POSTS, resources: RESOURCES });
  });

  it('never resets a password the admin changed: a restart keeps it and the seed password stays refused', async () => {
    const { caller } = await signedIn(t, SEED.email, SEED.password);
    await caller.account.updatePassword({ currentPassword: SEED.password, newPassword: 'changed-by-the-firm-1' });
    await t.deps.db.delete(rateLimits);

    const again = await seedDemo(t.deps.db, SEED);
    expect(again).toEqual({ admin: 'kept', posts: 0, resources: 0 });

    expect(await codeOf(t.caller().auth.signIn(SEED))).toBe('UNAUTHORIZED: Invalid email or password');
    const user = await t.caller().auth.signIn({ email: SEED.email, password: 'changed-by-the-firm-1' });
    expect(user.role).toBe('admin');
    expect(await tableCounts(t)).toEqual({ admins: 1, posts: POSTS, resources: RESOURCES });
  });
});

describe('demo seed when the seed address belongs to an ordinary account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not take the account over: its password and its missing role stay as they were', async () => {
    await t.caller().auth.signUp({ email: 'Admin@Example.com', password: 'visitor-chose-this' });
    const before = await findUserByEmail(t.deps.db, SEED.email);
    expect(before?.role).toBeNull();

    const result = await seedDemo(t.deps.db, SEED);
    expect(result).toEqual({ admin: 'address-taken', posts: POSTS, resources: RESOURCES });

    const after = await findUserByEmail(t.deps.db, SEED.email);
    expect(after).toEqual(before);
    expect((await tableCounts(t)).admins).toBe(0);
    // The seed password does not open the account; the owner's still does (the address waits for confirmation).
    expect(await codeOf(t.caller().auth.signIn(SEED))).toBe('UNAUTHORIZED: Invalid email or password');
    expect(await codeOf(t.caller().auth.signIn({ email: SEED.email, password: 'visitor-chose-this' }))).toMatch(/^FORBIDDEN: Please confirm your email/);
  });
});

describe('demo seed from two instances starting at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates exactly one admin and one copy of the demo content', async () => {
    const results = await Promise.all([seedDemo(t.deps.db, SEED), seedDemo(t.deps.db, SEED)]);
    const byOutcome = (r: SeedResult) => (r.admin === 'created' ? 0 : 1);
    expect([...results].sort((a, b) => byOutcome(a) - byOutcome(b))).toEqual([
      { admin: 'created', posts: POSTS, resources: RESOURCES },
      { admin: 'kept', posts: 0, resources: 0 },
    ]);
    expect(await tableCounts(t)).toEqual({ admins: 1, posts: POSTS, resources: RESOURCES });
    expect((await t.caller().auth.signIn(SEED)).role).toBe('admin');
  });
});
