import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import { questionsFor, type IntakeAnswers, type IntakePath, type QuestionKey } from '@shared/chat-intake';
import type { PowPayload } from '@shared/schemas/chat';
import type { FirmSettings } from '@shared/schemas/firm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';
import { chatConversations, inquiries } from '../../server/db/schema';
import { createAppDeps, type AppDeps } from '../../server/deps';
import { streamTicket, ticketConversation, STREAM_TICKET_TTL_MS } from '../../server/chat/stream';
import { type ChatStreamEvent } from '../../server/chat/views';
import { getFirmSettings, updateFirmSettings } from '../../server/services/firm-settings';
import { upsertStaffUser } from '../../server/services/users';
import { createInnerContext } from '../../server/trpc/context';
import { createCaller } from '../../server/trpc/router';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

/** The chat's refusals as the server words them: the English catalogue's sentences (src/shared/chat-intake.ts CHAT_ERRORS). */
const SAID = en.chat.errors;

type Caller = ReturnType<typeof createCaller>;
type Db = AppDeps['db'];

/**
 * Reads a Server-Sent Events response as the browser's EventSource would: one object per event. A refusal
 * answered before the stream begins (not text/event-stream: an HTTP status and tRPC's JSON error) is one
 * 'http-error' event with that body.
 */
async function* sse(url: string, headers: Record<string, string> = {}, signal?: AbortSignal) {
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    yield { event: 'http-error', data: await res.text(), id: undefined, status: res.status, headers: res.headers };
    return;
  }
  if (!res.body) throw new Error('no body');
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const raw = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: { event?: string; data?: string; id?: string } = {};
      for (const line of raw.split('\n')) {
        const i = line.indexOf(':');
        if (i <= 0) continue;
        const key = line.slice(0, i) as 'event' | 'data' | 'id';
        event[key] = line.slice(i + 1).trimStart();
      }
      if (event.data !== undefined || event.event) yield { ...event, status: res.status, headers: res.headers };
    }
  }
}

// ---- stream helpers ------------------------------------------------------------------------------------------

/** The error shape of a `serialized-error` event (server/trpc/trpc.ts errorFormatter), or of a refusal before the stream. */
interface StreamError {
  message: string;
  data: { code?: string; httpStatus: number; domain: { code: string } | null };
  /** Refused with an HTTP status before any event (true), or by a serialized-error inside the stream (false). */
  beforeStream: boolean;
}

/** What one stream did next, ping and `connected` skipped: a data event, an error, or its end ('return' or closed). */
type Next<T> = { kind: 'data'; id: string | undefined; data: T; at: number } | { kind: 'error'; error: StreamError; at: number } | { kind: 'end'; how: 'return' | 'closed'; at: number };

const within = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms).unref())]);

/** An open SSE request: the next thing it says, and closing it as a browser tab would. */
function openStream<T>(url: string, headers: Record<string, string> = {}) {
  const ac = new AbortController();
  const events = sse(url, headers, ac.signal);
  let connected = false;
  let status: number | undefined;
  const stream = {
    url,
    get connected() {
      return connected;
    },
    get status() {
      return status;
    },
    async next(timeoutMs = 5000): Promise<Next<T>> {
      for (;;) {
        const step = await within(
          events.next().catch((err: unknown) => {
            if (ac.signal.aborted) return { done: true as const, value: undefined };
            throw err;
          }),
          timeoutMs,
          `the next event of ${url.split('?')[0]}`,
        );
        const at = Date.now();
        if (step.done) return { kind: 'end', how: 'closed', at };
        const e = step.value;
        status = e.status;
        if (e.event === 'connected') {
          connected = true;
          continue;
        }
        if (e.event === 'ping') continue;
        if (e.event === 'return') return { kind: 'end', how: 'return', at };
        if (e.event === 'http-error') {
          const body = JSON.parse(e.data ?? '{}') as { error?: Parameters<typeof superjson.deserialize>[0] };
          const shape = (body.error ? superjson.deserialize(body.error) : { message: e.data, data: { httpStatus: e.status, domain: null } }) as StreamError;
          return { kind: 'error', error: { ...shape, data: { ...shape.data, httpStatus: shape.data?.httpStatus ?? e.status }, beforeStream: true }, at };
        }
        const decoded = superjson.deserialize(JSON.parse(e.data ?? 'null'));
        if (e.event === 'serialized-error') return { kind: 'error', error: { ...(decoded as StreamError), beforeStream: false }, at };
        return { kind: 'data', id: e.id, data: decoded as T, at };
      }
    },
    /** The next data event; anything else fails the test. */
    async data(timeoutMs = 5000): Promise<{ id: string | undefined; data: T; at: number }> {
      const n = await stream.next(timeoutMs);
      if (n.kind !== 'data') throw new Error(`expected a data event, got ${JSON.stringify(n)}`);
      return n;
    },
    /** The stream's error; a data event before it fails the test. */
    async error(timeoutMs = 5000): Promise<StreamError> {
      const n = await stream.next(timeoutMs);
      if (n.kind !== 'error') throw new Error(`expected a serialized-error, got ${JSON.stringify(n)}`);
      return n.error;
    },
    close() {
      ac.abort();
    },
  };
  return stream;
}
type Stream<T> = ReturnType<typeof openStream<T>>;

const encodeInput = (input: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(input)));

/** A visitor's stream (chat.watch), opened with a ticket as the chat panel does. */
const visitorStream = (base: string, ticket: string, after: number, headers: Record<string, string> = {}) =>
  openStream<ChatStreamEvent>(`${base}/trpc/chat.watch?input=${encodeInput({ ticket, after })}`, headers);

/** A staff member's inbox stream (inbox.watch), with their session cookie (or none). */
const inboxStream = (base: string, cookie?: string) => openStream<{ conversationId: string | null }>(`${base}/trpc/inbox.watch`, cookie ? { cookie } : {});

/** Data events until `n` messages arrived (a reconnect may bring several in one event). */
async function messagesFrom(stream: Stream<ChatStreamEvent>, n: number, timeoutMs = 5000) {
  const messages: ChatStreamEvent['messages'] = [];
  const ids: string[] = [];
  let last: ChatStreamEvent | undefined;
  while (messages.length < n) {
    const e = await stream.data(timeoutMs);
    messages.push(...e.data.messages);
    if (e.id) ids.push(e.id);
    last = e.data;
  }
  return { messages, ids, last: last! };
}

/** Data events until one satisfies `test` (events of state only, e.g. presence, may come between). */
async function until(stream: Stream<ChatStreamEvent>, test: (e: ChatStreamEvent) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  const seen: ChatStreamEvent[] = [];
  for (;;) {
    const e = await stream.data(Math.max(1, deadline - Date.now()));
    seen.push(e.data);
    if (test(e.data)) return { ...e, seen };
  }
}

// ---- chat helpers ---------------------------------------------------------------------------------------------

let ipCounter = 1;
/** Every visitor its own address: the chat's rate limits are per address. */
const nextIp = () => `203.0.113.${ipCounter++}`;

async function solvedPow(caller: Caller): Promise<PowPayload> {
  const challenge = await caller.chat.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof of work could not be solved');
  return { challenge, solution } as PowPayload;
}

/** Starts a conversation on `path`, answers what `answers` names in the chat's order; returns its token, id and ticket. */
async function chatThrough(caller: Caller, path: IntakePath | string = 'family', answers: Partial<Record<QuestionKey, string>> = {}) {
  const started = await caller.chat.start({ locale: 'es', page: '/es/contact', answer: { field: 'path', text: path }, pow: await solvedPow(caller) });
  const { token } = started;
  const given: IntakeAnswers = { path, ...answers };
  for (const field of questionsFor(given)) {
    const text = answers[field];
    if (field === 'path' || text === undefined) continue;
    await caller.chat.send({ token, answer: { field, text } });
  }
  const resumed = await caller.chat.resume({ token });
  const { ticket } = await caller.chat.ticket({ token });
  return { token, ticket, lastId: resumed.messages.at(-1)!.id, messages: resumed.messages };
}

async function conversationIdOf(db: Db, ticket: string): Promise<string> {
  return (await ticketConversation(db, ticket)).id;
}

/** A tRPC caller signed in as `userId` through a real session on `deps`; the cookie a browser would send. */
async function signedIn(deps: AppDeps, userId: string, ip = '127.0.0.1') {
  const created = await deps.sessions.create(userId);
  const { user, session } = await deps.sessions.validate(created.id);
  return { caller: createCaller(createInnerContext({ deps, user, session, ip })), cookie: `${deps.sessions.cookieName}=${created.id}`, sessionId: created.id };
}

const FAMILY_WITH_PHONE = { otherParties: '', story: 'Quiero pedir la residencia para mi madre.', name: 'Lucía Gómez', phone: '(954) 555-0111' };
const ADMIN = { email: 'live.admin@law.example', password: 'live-admin-password', role: 'admin' as const, name: 'Maria Lopez' };
const EDITOR = { email: 'live.editor@law.example', password: 'live-editor-password', role: 'editor' as const, name: 'Eddie Tor' };

// ================================================================================================================

describe('live replies across two instances on one database (decision 0021)', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const allDeps: AppDeps[] = [];
  const bases: string[] = [];
  const pools: ReturnType<typeof connect>[] = [];
  let adminId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const pool = connect(database.url, 5);
      pools.push(pool);
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
      const deps = createAppDeps(config, pool);
      await deps.live.bus.ready;
      const app = await buildApp({ deps, sql: pool.sql, dist: null, logger: false });
      await app.ready();
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      apps.push(app);
      allDeps.push(deps);
    }
    adminId = (await upsertStaffUser(database.db, ADMIN)).id;
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const p of pools) await p.sql.end();
    await database.drop();
  });

  const A = () => ({ base: bases[0]!, deps: allDeps[0]! });
  const B = () => ({ base: bases[1]!, deps: allDeps[1]! });

  it('a reply sent through instance B reaches the visitor stream on instance A within 1 s, with the author and who took it', async () => {
    const visitor = createCaller(createInnerContext({ deps: A().deps, ip: nextIp() }));
    const chat = await chatThrough(visitor);
    const stream = visitorStream(A().base, chat.ticket, chat.lastId);
    try {
      const first = await stream.data();
      expect(stream.connected).toBe(true);
      expect(first.data).toMatchObject({ messages: [], live: { takenBy: null, closed: false, handedOver: false } });
      expect(first.id).toBe(String(chat.lastId));

      const { caller: staffB } = await signedIn(B().deps, adminId);
      const sentAt = Date.now();
      const sent = await staffB.inbox.reply({ id: await conversationIdOf(database.db, chat.ticket), text: 'Hola, soy Maria.' });
      const got = await stream.data(3000);
      expect(got.at - sentAt, 'reply latency across instances (ms)').toBeLessThan(1000);
      expect(got.id).toBe(String(sent.id));
      expect(got.data.messages).toEqual([expect.objectContaining({ id: sent.id, sender: 'staff', text: 'Hola, soy Maria.', author: 'Maria', field: null })]);
      expect(got.data.messages[0]?.at).toBeInstanceOf(Date);
      expect(got.data.live).toEqual({ takenBy: 'Maria', closed: false, handedOver: false });
    } finally {
      stream.close();
    }
  });

  it("the admin's inbox stream on B names the conversation within 1 s of a visitor's answer sent through A", async () => {
    const visitor = createCaller(createInnerContext({ deps: A().deps, ip: nextIp() }));
    const chat = await chatThrough(visitor);
    const id = await conversationIdOf(database.db, chat.ticket);
    const { cookie } = await signedIn(B().deps, adminId);
    const inbox = inboxStream(B().base, cookie);
    try {
      expect(await inbox.data()).toMatchObject({ data: { conversationId: null } }); // connected: refetch everything
      const sentAt = Date.now();
      await visitor.chat.send({ token: chat.token, answer: { field: 'otherParties', text: 'Nadie' } });
      let named: number | undefined;
      while (named === undefined) {
        const e = await inbox.data(3000);
        if (e.data.conversationId === id) named = e.at;
      }
      expect(named - sentAt, 'inbox latency across instances (ms)').toBeLessThan(1000);
    } finally {
      inbox.close();
    }
  });

  it("an admin's availability set through B reaches a visitor stream on A within 1 s", async () => {
    const visitor = createCaller(createInnerContext({ deps: A().deps, ip: nextIp() }));
    const chat = await chatThrough(visitor);
    const stream = visitorStream(A().base, chat.ticket, chat.lastId);
    const { caller: staffB } = await signedIn(B().deps, adminId);
    try {
      expect((await stream.data()).data.available).toBe(false);
      const setAt = Date.now();
      await staffB.inbox.setPresence({ available: true });
      const on = await until(stream, (e) => e.available, 3000);
      expect(on.at - setAt, 'presence latency across instances (ms)').toBeLessThan(1000);
      expect(await visitor.chat.presence()).toEqual({ available: true });
      await staffB.inbox.setPresence({ available: false });
      await until(stream, (e) => !e.available, 3000);
      expect(await visitor.chat.presence()).toEqual({ available: false });
    } finally {
      stream.close();
      await staffB.inbox.setPresence({ available: false });
    }
  });
});

// ================================================================================================================

describe('live replies on one instance (decision 0021)', () => {
  let t: TestApp;
  let base: string;
  let adminId: string;
  let editorId: string;
  let staff: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.deps.live.bus.ready;
    adminId = (await upsertStaffUser(t.deps.db, ADMIN)).id;
    editorId = (await upsertStaffUser(t.deps.db, EDITOR)).id;
    staff = (await signedIn(t.deps, adminId)).caller;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await staff.inbox.setPresence({ available: false });
    await t.deps.db.execute(sql`delete from graphile_worker._private_jobs`);
  });

  const visitor = () => t.caller({ ip: nextIp() });
  const idOf = (ticket: string) => conversationIdOf(t.deps.db, ticket);

  async function setFirm(patch: Partial<FirmSettings>) {
    const current = await getFirmSettings(t.deps.db, { fresh: true });
    await updateFirmSettings(t.deps.db, { id: adminId, email: ADMIN.email }, { version: current.version, data: { ...current.data, ...patch } }, '127.0.0.1');
  }
  const handoverJob = async (conversationId: string) =>
    (await t.deps.db.execute<{ id: string; run_at: string | Date }>(sql`select id, run_at from graphile_worker.jobs where key = ${`handover:${conversationId}`}`))[0];

  /** Over HTTP as a browser would: a GET query or a same-origin POST mutation, with a cookie or none. */
  async function rpc(path: string, input: unknown, opts: { cookie?: string; query?: boolean } = {}) {
    const headers = { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}) };
    const res = opts.query
      ? await t.app.inject({ method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeInput(input)}`}`, headers })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: JSON.stringify(superjson.serialize(input)) });
    return { status: res.statusCode, body: res.body };
  }

  it('reconnecting with Last-Event-ID brings exactly the messages sent while away, in order, none twice', async () => {
    const chat = await chatThrough(visitor());
    const id = await idOf(chat.ticket);
    let stream = visitorStream(base, chat.ticket, chat.lastId);
    const first = await stream.data();
    expect(first.id).toBe(String(chat.lastId));
    const r1 = await staff.inbox.reply({ id, text: 'Respuesta 1' });
    const seen = await stream.data();
    expect(seen.data.messages.map((m) => m.id)).toEqual([r1.id]);
    const lastSeen = seen.id!;
    stream.close();

    // While the stream is closed (a tunnel, a sleeping phone) three replies are sent.
    const away = [];
    for (const text of ['Respuesta 2', 'Respuesta 3', 'Respuesta 4']) away.push(await staff.inbox.reply({ id, text }));

    // The browser reconnects to the same address, saying the last event id it saw.
    stream = visitorStream(base, chat.ticket, chat.lastId, { 'Last-Event-ID': lastSeen });
    try {
      const back = await messagesFrom(stream, 3);
      expect(back.messages.map((m) => [m.id, m.text])).toEqual(away.map((m) => [m.id, m.text]));
      expect(back.ids.at(-1)).toBe(String(away.at(-1)!.id));
      // Nothing else was pending: the next event is the next reply, alone.
      const r5 = await staff.inbox.reply({ id, text: 'Respuesta 5' });
      const next = await stream.data();
      expect(next.data.messages.map((m) => m.text)).toEqual(['Respuesta 5']);
      expect(next.id).toBe(String(r5.id));
    } finally {
      stream.close();
    }
  });

  it('a forged, altered, expired or foreign ticket reads nothing; the token never travels in the address', async () => {
    const mine = await chatThrough(visitor());
    const theirs = await chatThrough(visitor(), 'family', { otherParties: 'Secreto de otra persona' });
    const [myId, theirId] = [await idOf(mine.ticket), await idOf(theirs.ticket)];
    expect(mine.ticket.startsWith(`${myId}.`)).toBe(true);

    // The ticket is not the token, and the stream's address carries only the ticket.
    expect(mine.ticket).not.toContain(mine.token);
    const ok = visitorStream(base, mine.ticket, 0);
    expect(ok.url).not.toContain(mine.token);
    expect(decodeURIComponent(ok.url)).not.toContain(mine.token);
    // The ticket is asked for with a POST (the token in its body): a GET with the token in the address is refused.
    expect((await rpc('chat.ticket', { token: mine.token }, { query: true })).status).toBe(405);

    // The right ticket reads its own conversation, and never the other one's.
    try {
      const own = await ok.data();
      expect(own.data.messages.map((m) => m.text)).toEqual(mine.messages.map((m) => m.text));
      await staff.inbox.reply({ id: theirId, text: 'Para la otra conversación' });
      await staff.inbox.reply({ id: myId, text: 'Para ti' });
      expect((await ok.data()).data.messages.map((m) => m.text)).toEqual(['Para ti']);
    } finally {
      ok.close();
    }

    const [, expires, signature] = mine.ticket.split('.') as [string, string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const refused: Record<string, string> = {
      forged: `${myId}.${expires}.${'x'.repeat(43)}`,
      'signature altered': `${myId}.${expires}.${flip(signature)}`,
      'expiry extended': `${myId}.${(parseInt(expires, 36) + 86_400).toString(36)}.${signature}`,
      "another conversation's id with this signature": `${theirId}.${expires}.${signature}`,
      'the token itself': mine.token,
      empty: '',
    };
    for (const [what, ticket] of Object.entries(refused)) {
      const s = visitorStream(base, ticket, 0);
      try {
        // Refused before anything is read (a hard expectation). Then its code, which the panel acts on
        // (src/public/chat/chat-stream.ts: chatGone, chatTicketExpired): a soft expectation, so that one wrong code
        // still lets the rest of the test run and report.
        const err = await s.error();
        expect.soft(err, what).toMatchObject({ message: SAID.gone, data: { code: 'NOT_FOUND', httpStatus: 404, domain: { code: 'chatGone' } } });
        expect((await s.next()).kind, `${what}: the stream ends after its error`).toBe('end');
      } finally {
        s.close();
      }
    }

    // Expired: a ticket made two hours ago (its hour has passed), and a fresh one seen from beyond its hour.
    const old = await streamTicket(t.deps.db, mine.token, Date.now() - 2 * STREAM_TICKET_TTL_MS);
    const s = visitorStream(base, old.ticket, 0);
    try {
      expect.soft(await s.error()).toMatchObject({ message: SAID.ticketExpired, data: { httpStatus: 400, domain: { code: 'chatTicketExpired' } } });
    } finally {
      s.close();
    }
    await expect(ticketConversation(t.deps.db, mine.ticket, Date.now() + STREAM_TICKET_TTL_MS + 60_000)).rejects.toMatchObject({ code: 'chatTicketExpired' });
    await expect(ticketConversation(t.deps.db, mine.ticket)).resolves.toMatchObject({ id: myId });
  });

  it('only administrators watch, list and reply in the inbox: 401 anonymous, 403 editor', async () => {
    const chat = await chatThrough(visitor());
    const id = await idOf(chat.ticket);
    const editorCookie = (await signedIn(t.deps, editorId)).cookie;
    const adminCookie = (await signedIn(t.deps, adminId)).cookie;

    for (const [who, cookie, status] of [
      ['anonymous', undefined, 401],
      ['editor', editorCookie, 403],
    ] as const) {
      const s = inboxStream(base, cookie);
      try {
        // Refused with the HTTP status before the stream begins, or by a serialized-error inside it: either way, no event.
        const err = await s.error();
        expect(err.data.httpStatus, `inbox.watch ${who}`).toBe(status);
        if (err.beforeStream) expect(s.status, `inbox.watch ${who}: HTTP status`).toBe(status);
        expect((await s.next()).kind, `inbox.watch ${who}: ends`).toBe('end');
      } finally {
        s.close();
      }
      expect((await rpc('inbox.list', undefined, { query: true, cookie })).status, `inbox.list ${who}`).toBe(status);
      expect((await rpc('inbox.conversation', { id }, { query: true, cookie })).status, `inbox.conversation ${who}`).toBe(status);
      const replied = await rpc('inbox.reply', { id, text: 'Intruso' }, { cookie });
      expect(replied.status, `inbox.reply ${who}`).toBe(status);
      expect(replied.body).not.toContain('Intruso');
    }
    // Nothing was written by the refused replies; the administrator reads and watches.
    expect((await t.caller().chat.resume({ token: chat.token })).messages.map((m) => m.sender)).toEqual(['visitor']);
    const list = await rpc('inbox.list', undefined, { query: true, cookie: adminCookie });
    expect(list.status).toBe(200);
    expect(list.body).toContain(id);
    const s = inboxStream(base, adminCookie);
    try {
      expect(await s.data()).toMatchObject({ data: { conversationId: null } });
    } finally {
      s.close();
    }
  });

  it('a third stream on one conversation gets 429 with a sentence; closing one frees a place', async () => {
    const capped = await createTestApp({ CHAT_STREAMS_PER_CONVERSATION: '2' });
    const cappedBase = await capped.app.listen({ port: 0, host: '127.0.0.1' });
    const streams: Stream<ChatStreamEvent>[] = [];
    try {
      const v = capped.caller({ ip: nextIp() });
      const chat = await chatThrough(v);
      for (let i = 0; i < 2; i++) {
        const s = visitorStream(cappedBase, chat.ticket, chat.lastId);
        streams.push(s);
        expect((await s.data()).data.live.closed).toBe(false);
      }
      const third = visitorStream(cappedBase, chat.ticket, chat.lastId);
      streams.push(third);
      expect.soft(await third.error()).toMatchObject({ message: SAID.tooManyStreams, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, domain: { code: 'chatTooManyStreams' } } });
      expect((await third.next()).kind).toBe('end');

      // Another conversation from the same address is not held back.
      const other = await chatThrough(capped.caller({ ip: nextIp() }));
      const elsewhere = visitorStream(cappedBase, other.ticket, other.lastId);
      streams.push(elsewhere);
      expect((await elsewhere.data()).data.live.closed).toBe(false);

      // A tab closes: its place is freed once the server sees the connection end.
      streams[0]!.close();
      const deadline = Date.now() + 5000;
      let reopened: Next<ChatStreamEvent> | undefined;
      while (Date.now() < deadline) {
        const s = visitorStream(cappedBase, chat.ticket, chat.lastId);
        streams.push(s);
        reopened = await s.next();
        if (reopened.kind === 'data') break;
        expect(reopened.kind, 'only the cap may refuse it meanwhile').toBe('error');
        s.close();
      }
      expect(reopened?.kind, 'a stream opens again after one was closed').toBe('data');
    } finally {
      for (const s of streams) s.close();
      await capped.close();
    }
  });

  it('presence: false until an administrator is available; the visitor stream hears it within 1 s, and hears it end', async () => {
    const v = visitor();
    expect(await v.chat.presence()).toEqual({ available: false });
    const chat = await chatThrough(v);
    const stream = visitorStream(base, chat.ticket, chat.lastId);
    try {
      expect((await stream.data()).data.available).toBe(false);
      const setAt = Date.now();
      expect(await staff.inbox.setPresence({ available: true })).toMatchObject({ available: true });
      const on = await until(stream, (e) => e.available, 3000);
      expect(on.at - setAt, 'presence latency (ms)').toBeLessThan(1000);
      expect(on.data.messages).toEqual([]);
      expect(await v.chat.presence()).toEqual({ available: true });
      expect(await staff.inbox.presence()).toMatchObject({ available: true });

      const offAt = Date.now();
      await staff.inbox.setPresence({ available: false });
      const off = await until(stream, (e) => !e.available, 3000);
      expect(off.at - offAt, 'presence-off latency (ms)').toBeLessThan(1000);
      expect(await v.chat.presence()).toEqual({ available: false });
    } finally {
      stream.close();
    }
  });

  it("hand-over: nobody answers within 'Hand over after' minutes, the chat reaches the firm unfinished (not sent in the visitor's name) and the visitor is told", async () => {
    await setFirm({ onCall: { ...(await getFirmSettings(t.deps.db, { fresh: true })).data.onCall, handOverMinutes: 2 } });
    await staff.inbox.setPresence({ available: true });
    const v = visitor();
    const startedAt = Date.now();
    const chat = await chatThrough(v, 'family', FAMILY_WITH_PHONE);
    const id = await idOf(chat.ticket);

    // The job waits 'Hand over after' (2 minutes) from the first message.
    const job = await handoverJob(id);
    expect(job, 'a chat_handover job is queued').toBeDefined();
    const wait = new Date(job!.run_at).getTime() - startedAt;
    expect(wait).toBeGreaterThan(110_000);
    expect(wait).toBeLessThanOrEqual(125_000);

    const stream = visitorStream(base, chat.ticket, chat.lastId);
    try {
      expect((await stream.data()).data.live.handedOver).toBe(false);
      await t.runJobs(); // not due yet: nothing happens
      expect(await t.deps.db.select().from(inquiries).where(eq(inquiries.source, 'chat'))).toHaveLength(0);

      // Two minutes pass.
      await t.deps.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where key = ${`handover:${id}`}`);
      await t.runJobs();
      const told = await until(stream, (e) => e.live.handedOver);
      expect(told.seen.flatMap((e) => e.messages).map((m) => [m.sender, m.text])).toEqual([['system', 'handedOver']]);
      // The visitor did not send it (no consent): it is not sent in their name (decision 0024, a security finding).
      expect(told.data.submitted).toBeNull();

      const [conversation] = await t.deps.db.select().from(chatConversations).where(eq(chatConversations.id, id));
      expect(conversation?.inquiryId).toBeTruthy();
      expect(conversation?.submittedAt).toBeNull();
      const [inquiry] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, conversation!.inquiryId!));
      expect(inquiry).toMatchObject({ source: 'chat', phone: FAMILY_WITH_PHONE.phone, name: FAMILY_WITH_PHONE.name, unfinished: true, acknowledgedAt: null });
      // The firm is told (the queue ran it at once); the visitor, who sent nothing, is e-mailed nothing.
      await t.runJobs();
      expect(t.mailer.sent.map((m) => m.subject)).toContain(`Unfinished chat from ${FAMILY_WITH_PHONE.name}`);
      expect(t.mailer.sent.filter((m) => m.to !== t.deps.config.firmInbox)).toEqual([]);
      const resumed = await v.chat.resume({ token: chat.token });
      expect(resumed.live.handedOver).toBe(true);
      expect(resumed.messages.at(-1)).toMatchObject({ sender: 'system', text: 'handedOver' });
      expect(await handoverJob(id)).toBeUndefined();
    } finally {
      stream.close();
    }
  });

  it('no hand-over when a staff member replied in time: the job runs and changes nothing', async () => {
    await staff.inbox.setPresence({ available: true });
    const v = visitor();
    const chat = await chatThrough(v, 'family', FAMILY_WITH_PHONE);
    const id = await idOf(chat.ticket);
    expect(await handoverJob(id)).toBeDefined();
    await staff.inbox.reply({ id, text: 'Estoy aquí, Lucía.' });
    // The reply removed the waiting job; running the queue changes nothing either way.
    expect(await handoverJob(id)).toBeUndefined();
    await t.runJobs();
    const resumed = await v.chat.resume({ token: chat.token });
    expect(resumed.live).toEqual({ takenBy: 'Maria', closed: false, handedOver: false });
    expect(resumed.messages.filter((m) => m.sender === 'system')).toEqual([]);
    expect(resumed.submitted).toBeNull();
    const [conversation] = await t.deps.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    expect(conversation?.inquiryId).toBeNull();
    expect(conversation?.handedOverAt).toBeNull();
  });

  it('a chat begun while nobody was available is handed over once someone is, counted from the first message they could answer', async () => {
    await setFirm({ onCall: { ...(await getFirmSettings(t.deps.db, { fresh: true })).data.onCall, handOverMinutes: 2 } });
    const v = visitor();
    const { token, ticket } = await chatThrough(v, 'family', { otherParties: '' });
    const id = await idOf(ticket);
    expect(await handoverJob(id), 'nobody available: no promise, no hand-over').toBeUndefined();

    await staff.inbox.setPresence({ available: true });
    const before = Date.now();
    await v.chat.send({ token, answer: { field: 'story', text: 'Mi madre necesita la residencia.' } });
    const job = await handoverJob(id);
    expect(job, 'someone is available now: the wait is promised').toBeDefined();
    const due = new Date(job!.run_at).getTime();
    expect(due - before).toBeGreaterThan(110_000);
    // A later message keeps the time it is due (it does not push the hand-over back).
    await v.chat.send({ token, answer: { field: 'name', text: 'Lucía Gómez' } });
    expect(new Date((await handoverJob(id))!.run_at).getTime()).toBe(due);

    await t.deps.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where key = ${`handover:${id}`}`);
    await t.runJobs();
    expect((await v.chat.resume({ token })).live.handedOver).toBe(true);
  });

  it('chat.say is refused before any staff reply and accepted after; staff see it in the inbox', async () => {
    const v = visitor();
    const chat = await chatThrough(v);
    const id = await idOf(chat.ticket);
    await expect(v.chat.say({ token: chat.token, text: '¿Hay alguien?' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: SAID.notLive, cause: { code: 'chatNotLive' } });
    expect((await v.chat.resume({ token: chat.token })).messages).toHaveLength(1);
    await staff.inbox.reply({ id, text: 'Sí, soy Maria.' });
    const said = await v.chat.say({ token: chat.token, text: 'Gracias, Maria.' });
    expect(said).toMatchObject({ sender: 'visitor', field: null, text: 'Gracias, Maria.', author: null });
    const seen = await staff.inbox.conversation({ id });
    expect(seen.messages.map((m) => [m.sender, m.text])).toEqual([
      ['visitor', 'family'],
      ['staff', 'Sí, soy Maria.'],
      ['visitor', 'Gracias, Maria.'],
    ]);
    expect(seen.waitingSince).toBeInstanceOf(Date); // the visitor now waits for the firm again
    expect(await staff.inbox.waiting()).toBeGreaterThanOrEqual(1);
  });

  it("'Close conversation': the visitor is told, the stream ends, and nothing more can be sent", async () => {
    const v = visitor();
    const chat = await chatThrough(v);
    const id = await idOf(chat.ticket);
    await staff.inbox.reply({ id, text: 'Hola.' });
    const stream = visitorStream(base, chat.ticket, chat.lastId);
    try {
      expect((await stream.data()).data.messages.map((m) => m.text)).toEqual(['Hola.']);
      await staff.inbox.close({ id });
      const closed = await until(stream, (e) => e.live.closed);
      expect(closed.seen.flatMap((e) => e.messages).map((m) => [m.sender, m.text])).toEqual([['system', 'closed']]);
      expect(closed.data.live).toMatchObject({ closed: true, takenBy: 'Maria' });
      expect(await stream.next()).toMatchObject({ kind: 'end', how: 'return' });
    } finally {
      stream.close();
    }
    await expect(v.chat.say({ token: chat.token, text: 'Una cosa más' })).rejects.toMatchObject({ message: SAID.closed, cause: { code: 'chatClosed' } });
    await expect(v.chat.send({ token: chat.token, answer: { field: 'story', text: 'Una cosa más' } })).rejects.toMatchObject({ message: SAID.closed });
    await expect(staff.inbox.reply({ id, text: 'Y otra' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await staff.inbox.list()).map((c) => c.id)).not.toContain(id);

    // A stream opened on the closed conversation says so once and ends.
    const again = visitorStream(base, chat.ticket, 0);
    try {
      expect((await again.data()).data.live.closed).toBe(true);
      expect(await again.next()).toMatchObject({ kind: 'end', how: 'return' });
    } finally {
      again.close();
    }
  });

  it('End chat / Quick exit deletes the conversation: its open stream ends, and the staff inbox is told', async () => {
    const v = visitor();
    const chat = await chatThrough(v);
    const id = await idOf(chat.ticket);
    const stream = visitorStream(base, chat.ticket, chat.lastId);
    const inbox = inboxStream(base, (await signedIn(t.deps, adminId)).cookie);
    try {
      await stream.data();
      expect(await inbox.data()).toMatchObject({ data: { conversationId: null } });
      await v.chat.end({ token: chat.token });
      expect(await t.deps.db.select().from(chatConversations).where(eq(chatConversations.id, id))).toHaveLength(0);
      // The stream promises to end when its conversation is deleted (server/chat/service.ts conversationEvents).
      expect.soft(await stream.next(3000).catch((err: Error) => ({ kind: err.message })), 'the visitor stream ends').toMatchObject({ kind: 'end' });
      // The inbox refetches the conversations it is told about: a deleted one must leave the staff's list.
      const told = await inbox.next(3000).catch((err: Error) => ({ kind: err.message }));
      expect(told, 'the inbox stream names the deleted conversation').toMatchObject({ kind: 'data', data: { conversationId: id } });
    } finally {
      stream.close();
      inbox.close();
    }
  });

  it(
    "a staff member's inbox stream ends after sign-out: within 16 s when quiet, at once on the next conversation event",
    async () => {
      // Quiet: only the 15-second check can notice.
      const quiet = await signedIn(t.deps, adminId);
      let s = inboxStream(base, quiet.cookie);
      try {
        expect(await s.data()).toMatchObject({ data: { conversationId: null } });
        const outAt = Date.now();
        await t.deps.sessions.invalidate(quiet.sessionId);
        let n = await s.next(20_000);
        while (n.kind === 'data') {
          expect(n.data.conversationId, 'no conversation is named after sign-out').toBeNull();
          n = await s.next(20_000);
        }
        expect(n.kind).toBe('end');
        expect(n.at - outAt, 'stream end after sign-out (ms)').toBeLessThan(16_500);
      } finally {
        s.close();
      }

      // Busy: a visitor writes after the sign-out; the stream ends without naming the conversation.
      const busy = await signedIn(t.deps, adminId);
      s = inboxStream(base, busy.cookie);
      try {
        expect(await s.data()).toMatchObject({ data: { conversationId: null } });
        await t.deps.sessions.invalidate(busy.sessionId);
        const outAt = Date.now();
        await chatThrough(visitor());
        const n = await s.next(5000);
        expect(n.kind).toBe('end');
        expect(n.at - outAt).toBeLessThan(3000);
      } finally {
        s.close();
      }
    },
    40_000,
  );

  it('shutdown: open streams end at once with a retryable 503, and the server closes promptly', async () => {
    const leaving = await createTestApp();
    const leavingBase = await leaving.app.listen({ port: 0, host: '127.0.0.1' });
    const leavingAdmin = (await upsertStaffUser(leaving.deps.db, ADMIN)).id;
    const chat = await chatThrough(leaving.caller({ ip: nextIp() }));
    const v = visitorStream(leavingBase, chat.ticket, chat.lastId);
    const s = inboxStream(leavingBase, (await signedIn(leaving.deps, leavingAdmin)).cookie);
    try {
      expect((await v.data()).data.live.closed).toBe(false);
      expect(await s.data()).toMatchObject({ data: { conversationId: null } });
      const closingAt = Date.now();
      await leaving.app.close();
      expect(Date.now() - closingAt, 'app.close() with open streams (ms)').toBeLessThan(3000);
      for (const stream of [v, s]) {
        expect(await stream.error(2000)).toMatchObject({ message: SAID.streamsClosing, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, domain: { code: 'chatStreamsClosing' } } });
        expect((await stream.next(2000)).kind).toBe('end');
      }
    } finally {
      v.close();
      s.close();
      await leaving.database.drop();
    }
  });
});
