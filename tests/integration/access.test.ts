import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { ACCESS_MSG, type Access } from '../../server/access';
import { buildApp } from '../../server/app';
import { BEACON_ROUTE } from '../../server/analytics/beacon';
import { users } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { appRouter } from '../../server/trpc/router';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { accessTableMarkdown, PROCEDURES, README_END, README_START, ROUTES, STATIC_FILES, type RouteRule } from './access-table';

/** The client build the page routes serve: E2E_DIST when given (a private copy), else ./dist. */
const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');

const allProcedures = Object.keys(appRouter._def.procedures);
const typeOf = (path: string) => (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]?._def.type;
/** Queries and streams (subscriptions, Server-Sent Events) are GETs; mutations POSTs. */
const isGet = (path: string) => typeOf(path) === 'query' || typeOf(path) === 'subscription';
const withAccess = (level: Access) => new Set(allProcedures.filter((p) => PROCEDURES[p] === level));
const PUBLIC = withAccess('public');
const SIGNED_IN = withAccess('user');
const ADMIN_ONLY = withAccess('admin');
const staffProcedures = allProcedures.filter((p) => !PUBLIC.has(p) && !SIGNED_IN.has(p));

async function callAs(t: TestApp, path: string, user: Parameters<TestApp['caller']>[0]) {
  const caller = t.caller(user) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  const [ns, name] = path.split('.') as [string, string];
  const fn = caller[ns]?.[name];
  if (!fn) throw new Error(`no procedure ${path}`);
  try {
    await fn({});
    return 'ok';
  } catch (err) {
    return err instanceof TRPCError ? err.code : String(err);
  }
}

describe('authorisation is declared by the procedure builder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every procedure is in the reviewed access table', () => {
    expect(allProcedures.filter((p) => !(p in PROCEDURES))).toEqual([]);
    expect(Object.keys(PROCEDURES).filter((p) => !allProcedures.includes(p))).toEqual([]);
  });

  it('every non-public procedure refuses an anonymous caller over HTTP', async () => {
    for (const path of allProcedures.filter((p) => !PUBLIC.has(p))) {
      const res =
        isGet(path)
          ? await t.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize({})))}` })
          : await t.app.inject({
              method: 'POST',
              url: `/trpc/${path}`,
              headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
              payload: JSON.stringify(superjson.serialize({})),
            });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('every staff procedure refuses a signed-in account without a role', async () => {
    const session = { id: 's', userId: 'u1', expiresAt: new Date(Date.now() + 60_000), fresh: false };
    const user = { id: 'u1', email: 'new@example.com', name: '', role: null, emailVerified: true };
    expect(staffProcedures.length).toBeGreaterThan(10);
    for (const path of staffProcedures) expect(await callAs(t, path, { user, session }), path).toBe('FORBIDDEN');
  });

  it('every admin-only procedure refuses an editor', async () => {
    const session = { id: 's', userId: 'u2', expiresAt: new Date(Date.now() + 60_000), fresh: false };
    const user = { id: 'u2', email: 'editor@example.com', name: '', role: 'editor' as const, emailVerified: true };
    for (const path of ADMIN_ONLY) expect(await callAs(t, path, { user, session }), path).toBe('FORBIDDEN');
    // ...while an editor passes the staff check of the others (they fail later, on the empty input, not on access).
    for (const path of staffProcedures.filter((p) => !ADMIN_ONLY.has(p))) expect(await callAs(t, path, { user, session }), path).not.toBe('FORBIDDEN');
  });
});

// ---------------------------------------------------------------- the whole table, over HTTP

type Persona = 'anonymous' | 'pending' | 'editor' | 'admin';
const PERSONAS: Persona[] = ['anonymous', 'pending', 'editor', 'admin'];
type Outcome = 'allowed' | { status: number; message: string };

const SIGN_IN = { status: 401, message: ACCESS_MSG.signInRequired };
const WAITING = { status: 403, message: ACCESS_MSG.awaitingApproval };
const ADMINS = { status: 403, message: ACCESS_MSG.adminOnly };
const TWO_FACTOR = { status: 403, message: ACCESS_MSG.twoFactorRequired };

/** What each persona gets from each level: one answer, whether the caller is a procedure or a route. */
const EXPECTED: Record<Access, Record<Persona, Outcome>> = {
  public: { anonymous: 'allowed', pending: 'allowed', editor: 'allowed', admin: 'allowed' },
  user: { anonymous: SIGN_IN, pending: 'allowed', editor: 'allowed', admin: 'allowed' },
  staff: { anonymous: SIGN_IN, pending: WAITING, editor: 'allowed', admin: 'allowed' },
  admin: { anonymous: SIGN_IN, pending: WAITING, editor: ADMINS, admin: 'allowed' },
};
/** Once an administrator requires two-factor, staff without it (editor and admin alike) keep only their own account. */
const WITHOUT_TWO_FACTOR: Record<Access, Outcome> = { public: 'allowed', user: 'allowed', staff: TWO_FACTOR, admin: TWO_FACTOR };

const ACCESS_SENTENCES: string[] = Object.values(ACCESS_MSG);

/** The English sentence of a refusal: a plain route's JSON `message`, or a tRPC error's. */
function messageOf(res: LightMyRequestResponse): string | undefined {
  try {
    const body = res.json<{ message?: string; error?: { json?: { message?: string } } }>();
    return body.message ?? body.error?.json?.message;
  } catch {
    return undefined;
  }
}

/** 'allowed' when the answer is anything but an access refusal (an empty input is still a 400, a missing record a 404). */
function outcomeOf(res: LightMyRequestResponse): Outcome {
  const message = messageOf(res);
  if ((res.statusCode === 401 || res.statusCode === 403) && message !== undefined && ACCESS_SENTENCES.includes(message)) return { status: res.statusCode, message };
  expect([401, 403], `${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
  return 'allowed';
}

function procedureRequest(path: string): InjectOptions {
  const input = JSON.stringify(superjson.serialize({}));
  return isGet(path)
    ? { method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(input)}` }
    : { method: 'POST', url: `/trpc/${path}`, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, payload: input };
}

function routeRequest(route: string, rule: RouteRule, staticFile: string): InjectOptions {
  const [method = 'GET', pathPattern = '/'] = route.split(' ');
  const url = route === STATIC_FILES ? staticFile : (rule.sample ?? pathPattern);
  if (method !== 'POST') return { method: method as InjectOptions['method'], url };
  const body = rule.body ?? { contentType: 'application/x-www-form-urlencoded', payload: '' };
  return { method: 'POST', url, headers: { 'content-type': body.contentType, origin: TEST_ORIGIN }, payload: body.payload };
}

describe('who may call what: every procedure and every route, as each kind of caller', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dataDir: string;
  /** Every route the app adds, as `METHOD url`. */
  const added: string[] = [];
  const ids: Partial<Record<Persona, string>> = {};

  let base = '';

  /** A fresh session per request: a call such as auth.signOut ends the one it came with. */
  async function send(persona: Persona, req: InjectOptions): Promise<LightMyRequestResponse> {
    const id = ids[persona];
    const cookie = id ? `${t.deps.sessions.cookieName}=${(await t.deps.sessions.create(id)).id}` : undefined;
    const headers = { ...req.headers, ...(cookie ? { cookie } : {}) };
    const url = typeof req.url === 'string' ? req.url : '';
    const procedure = /^\/trpc\/([\w.]+)/.exec(url)?.[1];
    if (procedure && typeOf(procedure) === 'subscription') return openStream(url, headers as Record<string, string>);
    if (`${req.method} ${url}` === BEACON_ROUTE) return overHttp(req, headers as Record<string, string>);
    return app.inject({ ...req, headers });
  }

  async function overHttp(req: InjectOptions, headers: Record<string, string>): Promise<LightMyRequestResponse> {
    const res = await fetch(`${base}${typeof req.url === 'string' ? req.url : ''}`, { method: req.method, headers, body: typeof req.payload === 'string' ? req.payload : undefined });
    const body = await res.text();
    return { statusCode: res.status, body, json: () => JSON.parse(body) as unknown } as unknown as LightMyRequestResponse;
  }

  /**
   * A stream over real HTTP: an accepted one stays open, so only its status and first bytes are read before the
   * connection is dropped (a refusal is a plain JSON answer, read whole).
   */
  async function openStream(url: string, headers: Record<string, string>): Promise<LightMyRequestResponse> {
    const aborter = new AbortController();
    const res = await fetch(`${base}${url}`, { headers: { accept: 'text/event-stream', ...headers }, signal: aborter.signal });
    const body = res.headers.get('content-type')?.includes('text/event-stream') ? '' : await res.text();
    aborter.abort();
    return { statusCode: res.status, body, json: () => JSON.parse(body) as unknown } as unknown as LightMyRequestResponse;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-test-'));
    // Local media storage, so the stored-copies route exists as it does on a single instance.
    t = await createTestApp({ DATA_DIR: dataDir });
    app = await buildApp({
      deps: t.deps,
      sql: t.database.sql,
      dist: DIST,
      logger: false,
      onRoute: (r) => {
        for (const m of [r.method].flat()) if (m !== 'HEAD') added.push(`${m} ${r.url}`);
      },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    // The beacon is answered by the HTTP server before Fastify: no onRoute tells of it (sent over real HTTP below).
    added.push(BEACON_ROUTE);
    const db = t.deps.db;
    ids.admin = (await upsertStaffUser(db, { email: 'admin@access.example', password: 'admin-password', role: 'admin' })).id;
    ids.editor = (await upsertStaffUser(db, { email: 'editor@access.example', password: 'editor-password', role: 'editor' })).id;
    // Signed up and confirmed, waiting for an administrator to grant a role.
    ids.pending = (await upsertStaffUser(db, { email: 'pending@access.example', password: 'pending-password', role: 'editor' })).id;
    await db.update(users).set({ role: null }).where(eq(users.id, ids.pending));
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The client build's files are one route each; they share one entry. */
  const staticFiles = () => added.filter((r) => r.startsWith('GET /') && fs.existsSync(path.join(DIST, 'client', r.slice('GET /'.length))) && !r.endsWith('/'));
  const tableRoutes = () => {
    const files = new Set(staticFiles());
    return added.filter((r) => !files.has(r));
  };

  it('every route of the app is in the table, and every entry is a route', () => {
    expect(staticFiles().length).toBeGreaterThan(0);
    expect(tableRoutes().filter((r) => !(r in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((r) => r !== STATIC_FILES && !added.includes(r))).toEqual([]);
  });

  it('every procedure answers each kind of caller as its level says', async () => {
    for (const [procedure, access] of Object.entries(PROCEDURES)) {
      for (const persona of PERSONAS) {
        expect(outcomeOf(await send(persona, procedureRequest(procedure))), `${procedure} as ${persona}`).toEqual(EXPECTED[access][persona]);
      }
    }
  });

  it('every route answers each kind of caller as its level says, and refuses other sites where it checks the origin', async () => {
    const [staticFile = ''] = staticFiles().map((r) => r.slice('GET '.length));
    for (const [route, rule] of Object.entries(ROUTES)) {
      const req = routeRequest(route, rule, staticFile);
      if (rule.access !== 'procedures') {
        for (const persona of PERSONAS) expect(outcomeOf(await send(persona, req)), `${route} as ${persona}`).toEqual(EXPECTED[rule.access][persona]);
      }
      if (rule.origin) {
        const crossSite = await send('admin', { ...req, headers: { ...req.headers, origin: 'https://evil.example' } });
        expect(crossSite.statusCode, `${route} from another site`).toBe(403);
      }
    }
  });

  it('the README lists the same table', () => {
    const readme = fs.readFileSync(path.resolve('README.md'), 'utf8');
    const start = readme.indexOf(README_START);
    const end = readme.indexOf(README_END);
    expect(start, `README.md has no "${README_START}"`).toBeGreaterThan(-1);
    // `npx tsx scripts/access-table.ts` writes it.
    expect(readme.slice(start + README_START.length, end).trim()).toBe(accessTableMarkdown());
  });

  // Last: it changes the site's two-factor requirement for every later request.
  it('when two-factor is required, staff without it keep only their own account', async () => {
    const admin = await t.callerAs(ids.admin ?? '');
    const { secret } = await admin.account.startTwoFactor();
    await admin.account.enableTwoFactor({ code: generateTOTP(decodeBase32IgnorePadding(secret), 30, 6) });
    await admin.team.setTwoFactorRequired({ required: true });
    // The editor stands for every staff member without two-factor; the admin, now with it, still gets in.
    for (const [procedure, access] of Object.entries(PROCEDURES)) {
      expect(outcomeOf(await send('editor', procedureRequest(procedure))), procedure).toEqual(WITHOUT_TWO_FACTOR[access]);
    }
    const [staticFile = ''] = staticFiles().map((r) => r.slice('GET '.length));
    for (const [route, rule] of Object.entries(ROUTES)) {
      if (rule.access === 'procedures') continue;
      expect(outcomeOf(await send('editor', routeRequest(route, rule, staticFile))), route).toEqual(WITHOUT_TWO_FACTOR[rule.access]);
      expect(outcomeOf(await send('admin', routeRequest(route, rule, staticFile))), route).toBe('allowed');
    }
  });
});
