import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createSessionStore } from '../../server/auth/lucia';
import { connect } from '../../server/db/client';
import { loggerOptions } from '../../server/logging';
import { createRateLimiter } from '../../server/services/rate-limit';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
}

describe('outages and failures: one clear answer, logged once with the request id', () => {
  let t: TestApp;
  const written: string[] = [];
  const lines = () => written.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as LogLine);
  /** Log lines at error level or above, per request id. */
  const errorsFor = (reqId: string) => lines().filter((l) => l.level >= 50 && l.reqId === reqId);
  const logger = loggerOptions('info', { write: (s: string) => void written.push(s) });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-edge-broken-'));

  beforeAll(async () => {
    t = await createTestApp();
    if (!fs.existsSync(path.join(DIST, 'server', 'entry-server.js'))) throw new Error(`no client build in ${DIST}: run npm run build first`);
    // A build whose server rendering throws on every page.
    fs.cpSync(DIST, tmp, { recursive: true });
    fs.writeFileSync(path.join(tmp, 'server', 'entry-server.js'), "export async function render() { throw new Error('render exploded'); }\n");
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('a database outage during the session lookup gives signed-in users the visitors’ 503 sentence', async () => {
    const dead = connect('postgres://nobody:nothing@127.0.0.1:9/none', 1);
    const deps = { ...t.deps, db: dead.db, sessions: createSessionStore(dead.db, { secureCookies: false }), limiter: createRateLimiter(dead.db) };
    const app = await buildApp({ deps, sql: dead.sql, dist: null, logger });
    try {
      const input = encodeURIComponent('{"json":{}}');
      const visitor = await app.inject({ url: `/trpc/posts.list?input=${input}` });
      expect(visitor.statusCode).toBe(503);
      expect(visitor.json().error.json.message).toBe(UNAVAILABLE);

      const signedIn = await app.inject({ url: `/trpc/posts.list?input=${input}`, headers: { cookie: 'session=abcdefghijklmnopqrstuvwxyz012345' } });
      expect(signedIn.statusCode).toBe(503);
      expect(signedIn.json().error.json.message).toBe(UNAVAILABLE);
      expect(errorsFor(String(signedIn.headers['x-request-id'])).map((l) => l.msg)).toEqual(['procedure failed']);

      const batch = await app.inject({
        url: `/trpc/auth.me,posts.list?batch=1&input=${encodeURIComponent('{"0":{"json":null},"1":{"json":{}}}')}`,
        headers: { cookie: 'session=abcdefghijklmnopqrstuvwxyz012345' },
      });
      expect(batch.statusCode).toBe(503);
      for (const call of batch.json() as { error: { json: { message: string } } }[]) expect(call.error.json.message).toBe(UNAVAILABLE);
      expect(errorsFor(String(batch.headers['x-request-id']))).toHaveLength(1);

      const mutation = await app.inject({
        method: 'POST',
        url: '/trpc/account.updateProfile',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: 'session=abcdefghijklmnopqrstuvwxyz012345' },
        payload: JSON.stringify(superjson.serialize({ name: 'Ana' })),
      });
      expect(mutation.statusCode).toBe(503);
      expect(mutation.json().error.json.message).toBe(UNAVAILABLE);
    } finally {
      await app.close();
      await dead.sql.end({ timeout: 1 });
    }
  });

  it('a server-rendering failure answers a small HTML page in the page’s language, status 500, logged once', async () => {
    const app = await buildApp({ deps: t.deps, sql: t.database.sql, dist: tmp, logger });
    try {
      const cases = [
        { url: '/es/services', lang: 'es', text: 'Algo salió mal' },
        { url: '/fr/blog?page=2', lang: 'fr', text: 'Une erreur est survenue' },
        { url: '/', lang: 'en', text: 'Something went wrong' },
      ];
      for (const c of cases) {
        const res = await app.inject({ url: c.url, headers: { 'x-request-id': `render-fail-${c.lang}` } });
        expect(res.statusCode, c.url).toBe(500);
        expect(res.headers['content-type'], c.url).toMatch(/^text\/html/);
        expect(res.body).toContain(`<html lang="${c.lang}">`);
        expect(res.body).toContain(c.text);
        expect(res.body).toContain(`render-fail-${c.lang}`);
        expect(res.body).not.toContain('render exploded');
        expect(res.body.length).toBeLessThan(2000);
        expect(errorsFor(`render-fail-${c.lang}`), c.url).toHaveLength(1);
      }
      // Signed in, the same page (and no shared caching of it).
      const admin = await upsertStaffUser(t.deps.db, { email: 'outage.admin@law.example', password: 'admin-password', role: 'admin' });
      const session = await t.deps.sessions.create(admin.id);
      const res = await app.inject({ url: '/fr/contact', headers: { cookie: `session=${session.id}`, 'x-request-id': 'render-fail-signed-in' } });
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('Une erreur est survenue');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(errorsFor('render-fail-signed-in')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('a procedure’s 500 is logged once, with its request id', async () => {
    const app = await buildApp({ deps: t.deps, sql: t.database.sql, dist: null, logger });
    try {
      await t.database.sql.unsafe(`
        create function refuse_inquiry() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$;
        create trigger refuse_inquiry before insert on inquiries for each row execute function refuse_inquiry();`);
      const res = await app.inject({
        method: 'POST',
        url: '/trpc/contact.submit',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-request-id': 'procedure-500' },
        payload: JSON.stringify(superjson.serialize({ name: 'Ana', email: 'ana@example.com', phone: '+1 415 555 0100', message: 'Help', privacy: true })),
      });
      expect(res.statusCode).toBe(500);
      expect(errorsFor('procedure-500')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
