import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';
import { createAppDeps } from '../../server/deps';
import { upsertStaffUser } from '../../server/services/users';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { TEST_ORIGIN } from '../helpers/app';

/** Two server instances on one PostgreSQL, each with its own connection pool, as behind a load balancer. */
describe('several instances on one database', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const pools: ReturnType<typeof connect>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const pool = connect(database.url, 5);
      pools.push(pool);
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DATABASE_URL: database.url, LOG_LEVEL: 'silent', TRUST_PROXY: 'loopback' });
      const deps = createAppDeps(config, pool);
      const app = await buildApp({ deps, sql: pool.sql, dist: null, logger: false });
      await app.ready();
      apps.push(app);
    }
    await upsertStaffUser(database.db, { email: 'editor@law.example', password: 'editor-password', role: 'editor' });
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const p of pools) await p.sql.end();
    await database.drop();
  });

  const post = (app: FastifyInstance, path: string, input: unknown, cookie = '', ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie, 'x-forwarded-for': ip },
      payload: JSON.stringify(superjson.serialize(input)),
    });
  const [a, b] = [() => apps[0] as FastifyInstance, () => apps[1] as FastifyInstance];

  it('a session made on one instance works on the other', async () => {
    const signIn = await post(a(), 'auth.signIn', { email: 'editor@law.example', password: 'editor-password' });
    const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
    const me = await b().inject({ url: '/trpc/auth.me', cookies: { session } });
    expect(superjson.deserialize<{ user: { email: string } } | null>(me.json().result.data)?.user.email).toBe('editor@law.example');
  });

  it('a post created through one instance is listed by the other', async () => {
    const signIn = await post(b(), 'auth.signIn', { email: 'editor@law.example', password: 'editor-password' });
    const cookie = `session=${signIn.cookies.find((c) => c.name === 'session')?.value ?? ''}`;
    const created = await post(
      a(),
      'posts.create',
      { title: 'Shared across instances', slug: 'shared-across-instances', description: 'Written on instance A.', category: 'Asylum', imageUrl: '', content: 'x'.repeat(60), published: true, featured: false },
      cookie,
    );
    expect(created.statusCode).toBe(200);
    const list = await b().inject({ url: `/trpc/posts.list?input=${encodeURIComponent(JSON.stringify(superjson.serialize({})))}` });
    const data = superjson.deserialize<{ items: { slug: string }[] }>(list.json().result.data);
    expect(data.items.map((p) => p.slug)).toContain('shared-across-instances');
  });

  it('rate-limit counters are shared: attempts on one instance count on the other', async () => {
    const ip = '198.51.100.77';
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await post(i % 2 ? a() : b(), 'auth.requestPasswordReset', { email: `x${i}@law.example` }, '', ip)).statusCode);
    expect(codes).toEqual(Array(10).fill(200));
    expect((await post(a(), 'auth.requestPasswordReset', { email: 'y@law.example' }, '', ip)).statusCode).toBe(429);
    expect((await post(b(), 'auth.requestPasswordReset', { email: 'z@law.example' }, '', ip)).statusCode).toBe(429);
  });
});
