import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerHealth } from '../../server/http/health';
import { createTestApp, type TestApp } from '../helpers/app';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 {"ok":true} while the database answers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 503 when the database does not', async () => {
    const dead = postgres('postgres://nobody:nothing@127.0.0.1:9/none', { connect_timeout: 1, max: 1 });
    const app = Fastify({ logger: false });
    registerHealth(app, dead);
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false });
    await app.close();
    await dead.end({ timeout: 1 });
  });

  it('tags every response with a request id', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});
