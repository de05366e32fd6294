import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerHealth } from '../../server/routes/health';
import { createTestApp, type TestApp } from '../helpers/app';

describe('health: /livez, /readyz and /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 {"ok":true} while the database answers', async () => {
    for (const url of ['/healthz', '/readyz', '/livez']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
  });

  it('when the database does not answer: not ready (/readyz, /healthz 503), still alive (/livez 200), so Kubernetes takes it out of rotation without restarting it', async () => {
    const dead = postgres('postgres://nobody:nothing@127.0.0.1:9/none', { connect_timeout: 1, max: 1 });
    const app = Fastify({ logger: false });
    registerHealth(app, dead, { draining: false });
    for (const url of ['/readyz', '/healthz']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ ok: false });
    }
    const live = await app.inject({ url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });
    await app.close();
    await dead.end({ timeout: 1 });
  });

  it('answers calls with 503 and a sentence while the database is unreachable', async () => {
    const { connect } = await import('../../server/db/client');
    const { createSessionStore } = await import('../../server/auth/lucia');
    const { createRateLimiter } = await import('../../server/services/rate-limit');
    const { buildApp } = await import('../../server/app');
    const dead = connect('postgres://nobody:nothing@127.0.0.1:9/none', 1);
    const deps = { ...t.deps, db: dead.db, sessions: createSessionStore(dead.db, { secureCookies: false }), limiter: createRateLimiter(dead.db) };
    const app = await buildApp({ deps, sql: dead.sql, dist: null, logger: false });
    const res = await app.inject({ url: `/trpc/posts.list?input=${encodeURIComponent('{"json":{}}')}` });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.json.message).toBe('The service is temporarily unavailable. Please try again in a moment.');
    await app.close();
    await dead.sql.end({ timeout: 1 });
  });

  it('while draining after SIGTERM: /healthz answers 503, and every answer, still served, closes its connection', async () => {
    const { buildApp } = await import('../../server/app');
    const lifecycle = { draining: false };
    const app = await buildApp({ deps: t.deps, sql: t.database.sql, dist: null, logger: false, lifecycle });
    expect((await app.inject({ url: '/healthz' })).headers.connection).not.toBe('close');
    lifecycle.draining = true;
    for (const url of ['/healthz', '/readyz']) {
      const health = await app.inject({ url });
      expect(health.statusCode, url).toBe(503);
      expect(health.json()).toEqual({ ok: false, draining: true });
    }
    // Leaving is not dying: liveness still passes while the instance drains.
    expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
    const list = await app.inject({ url: `/trpc/posts.list?input=${encodeURIComponent('{"json":{}}')}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers.connection).toBe('close');
    await app.close();
  });

  it('tags every response with a request id', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});
