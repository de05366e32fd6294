/**
 * Live chat (decision 0021) under load, across instances: one PostgreSQL, two server processes on it (signals
 * cross through LISTEN/NOTIFY), 5 administrators with the inbox open (`inbox.watch`) and 200 visitors with a
 * conversation each (`chat.watch`), both spread over the two instances. For CHAT_BENCH_SECONDS (60) messages go
 * out at CHAT_BENCH_RATE (20/s) in total, each conversation in turn: a staff reply (`inbox.reply`), then the
 * visitor's answer (`chat.say`), and so on. Meanwhile 100 visitor streams are cut and reopened with
 * Last-Event-ID (as EventSource does, but at once: without its reconnection time of about 3 s, so the numbers are
 * the server's), and half-way through one instance is killed (SIGKILL): its visitors and staff reconnect to the
 * other one, as behind a load balancer.
 *
 * Delivery latency is measured from the start of the send call to the event on the other side's stream: a staff
 * reply in the visitor's stream, a visitor's message as its conversation named (or "read everything again", the
 * event a reconnected inbox starts with) on the stream of the staff member who answers it. At the end every
 * visitor's stream is compared with its conversation as the inbox reads it: lost (sent, never delivered) and
 * duplicated (delivered twice) messages. Also printed: reconnects, and the instances' memory per open stream
 * (RSS of the child processes before and after the streams opened).
 *
 * Every visitor and staff member sends from an X-Forwarded-For address of its own (TRUST_PROXY=loopback), as real ones
 * do, so the per-address limits (CHAT_STREAMS_PER_ADDRESS, chatStart, chatMessage) keep their defaults.
 * Target on the development machine: p95 ≤ 250 ms in both directions, 0 lost, 0 duplicated; exits 1 otherwise.
 *
 *   npm run build && npm run bench:chat     (CHAT_BENCH_SECONDS=60 CHAT_BENCH_VISITORS=200 CHAT_BENCH_RATE=20 CHAT_BENCH_DISCONNECTS=100)
 */
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import superjson from 'superjson';
import { PRESENCE_BEAT_MS } from '@shared/constants';
import type { PowPayload } from '@shared/schemas/chat';
import { createSessionStore } from '../server/auth/lucia';
import { ensureDatabase, openDatabase, type Database } from '../server/db/client';
import { freePort, startEmbeddedPostgres } from '../server/demo/embedded-postgres';
import type { ChatConversationView, ChatMessageView, ChatStreamEvent } from '../server/chat/views';
import type { InboxConversation } from '../server/chat/inbox';
import { upsertStaffUser } from '../server/services/users';
import { percentile, rssOf, startServer, trpcCall, trpcInput, type ServerHandle } from './lib';

const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 60);
const VISITORS = Number(process.env.CHAT_BENCH_VISITORS ?? 200);
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 20);
const DISCONNECTS = Number(process.env.CHAT_BENCH_DISCONNECTS ?? 100);
const STAFF = 5;
const INSTANCES = 2;
/** The instance killed half-way through (the other one survives). */
const VICTIM = 1;
const TARGET_P95_MS = 250;
/** After the run, how long undelivered messages may still arrive before they count as lost. */
const DRAIN_MS = 10_000;
/** A connection attempt that failed (not a dropped stream) is tried again after this long. */
const RETRY_MS = 250;
const MB = 1024 * 1024;

const now = () => performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

// ---------------------------------------------------------------- Server-Sent Events

interface SseEvent {
  type: string;
  data: string;
  id: string | null;
}

/** Reads a Server-Sent Events body as EventSource does: fields per line, an empty line dispatches. */
async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let id: string | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (line === '') {
          if (data.length > 0 || type) yield { type: type || 'message', data: data.join('\n'), id };
          type = '';
          data = [];
          id = null;
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') type = text;
          else if (field === 'data') data.push(text);
          else if (field === 'id') id = text;
        }
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** tRPC sends each event's data as superjson. */
const eventData = <T>(e: SseEvent): T => superjson.deserialize<T>(JSON.parse(e.data) as Parameters<typeof superjson.deserialize>[0]);

// ---------------------------------------------------------------- instances and reconnecting streams

let servers: ServerHandle[] = [];
const dead = new Set<number>();
/** The load balancer: a client's own instance while it lives, else the next one alive. */
const route = (home: number): number => {
  for (let i = 0; i < INSTANCES; i++) {
    const index = (home + i) % INSTANCES;
    if (!dead.has(index)) return index;
  }
  throw new Error('no instance alive');
};
const baseOf = (home: number) => (servers[route(home)] as ServerHandle).url;

type DropCause = 'forced' | 'killed' | 'other';

/** One client's stream, reopened like EventSource after every drop, with the last event id it saw. */
interface Follower {
  home: number;
  /** The instance of the current (or last) connection. */
  on: number;
  lastEventId: string | null;
  abort: AbortController | null;
  connected: boolean;
  forced: boolean;
  droppedAt: number | null;
  reconnects: Record<DropCause, number>;
  done: Promise<void>;
}

let finished = false;
const reconnectMs: number[] = [];
const streamErrors: string[] = [];

function follow(home: number, url: (base: string) => string, headers: Record<string, string>, onEvent: (e: SseEvent) => void): Follower {
  const f: Follower = { home, on: home, lastEventId: null, abort: null, connected: false, forced: false, droppedAt: null, reconnects: { forced: 0, killed: 0, other: 0 }, done: Promise.resolve() };
  f.done = (async () => {
    while (!finished) {
      const index = route(f.home);
      const ac = new AbortController();
      f.abort = ac;
      f.on = index;
      f.forced = false;
      let failedToOpen = false;
      try {
        const res = await fetch(url((servers[index] as ServerHandle).url), {
          headers: { accept: 'text/event-stream', ...headers, ...(f.lastEventId ? { 'last-event-id': f.lastEventId } : {}) },
          signal: ac.signal,
        });
        if (res.status !== 200 || !res.body) {
          failedToOpen = true;
          streamErrors.push(`HTTP ${res.status}`);
          await res.body?.cancel();
        } else {
          for await (const e of readSse(res.body)) {
            if (e.type === 'connected') {
              f.connected = true;
              if (f.droppedAt !== null) reconnectMs.push(now() - f.droppedAt);
              f.droppedAt = null;
              continue;
            }
            if (e.type === 'ping') continue;
            if (e.type === 'serialized-error' || e.type === 'return') {
              // Refused inside the stream (the ticket, a cap) or ended (the instance closing): opened again.
              if (e.type === 'serialized-error') streamErrors.push(`${e.type} ${e.data.slice(0, 200)}`);
              failedToOpen = !f.connected;
              break;
            }
            if (e.id !== null) f.lastEventId = e.id;
            onEvent(e);
          }
        }
      } catch (err) {
        // An abort (forced) or the connection gone (the instance killed): reconnect below.
        if (!f.forced && !dead.has(index) && !finished) streamErrors.push(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
      }
      f.connected = false;
      if (finished) return;
      const cause: DropCause = f.forced ? 'forced' : dead.has(index) ? 'killed' : 'other';
      f.reconnects[cause]++;
      f.droppedAt ??= now();
      if (failedToOpen || cause === 'other') await sleep(RETRY_MS);
    }
  })();
  return f;
}

/** Cuts a stream the way a network blip does; its loop reopens it at once with Last-Event-ID. */
function cut(f: Follower): void {
  f.forced = true;
  f.abort?.abort();
}

// ---------------------------------------------------------------- the people

interface StaffMember {
  n: number;
  cookie: string;
  ip: string;
  home: number;
  stream: Follower | null;
  /** Visitor messages in this staff member's conversations whose stream has not named them yet. */
  waiting: Map<string, SayRecord>;
}

interface SayRecord {
  visitor: Visitor;
  start: number;
  acked: boolean;
  notifiedAt: number | null;
}

interface ReplyRecord {
  visitor: Visitor;
  start: number;
  acked: boolean;
  deliveredAt: number | null;
}

interface Visitor {
  n: number;
  ip: string;
  home: number;
  token: string;
  conversationId: string;
  ticket: string;
  /** The last message id the page had when the stream first opened (what `after` says). */
  after: number;
  staff: StaffMember;
  stream: Follower | null;
  /** How many times the stream delivered each message id. */
  delivered: Map<number, number>;
  /** The next message of this conversation is the firm's (a reply first: a visitor may `say` once taken). */
  staffTurn: boolean;
  busy: boolean;
}

/** A delivery time, and when its send started (to tell the seconds after the kill from the rest). */
interface Sample {
  start: number;
  ms: number;
}
const latency = { toVisitor: [] as Sample[], toStaff: [] as Sample[] };
/** How long the send calls took to answer (the write and its transaction), beside the delivery times. */
const answered: Sample[] = [];
const replies = new Map<string, ReplyRecord>();
const says: SayRecord[] = [];
const failedSends = new Map<string, number>();
let textSeq = 0;

function onVisitorEvent(v: Visitor, e: SseEvent): void {
  const at = now();
  const event = eventData<ChatStreamEvent>(e);
  for (const m of event.messages) {
    v.delivered.set(m.id, (v.delivered.get(m.id) ?? 0) + 1);
    const sent = m.sender === 'staff' ? replies.get(m.text) : undefined;
    if (sent && sent.deliveredAt === null) {
      sent.deliveredAt = at;
      latency.toVisitor.push({ start: sent.start, ms: at - sent.start });
    }
  }
}

function onStaffEvent(s: StaffMember, e: SseEvent): void {
  const at = now();
  const { conversationId } = eventData<{ conversationId: string | null }>(e);
  // null: "read the inbox again" (the first event of every connection): it covers every conversation.
  const covered = conversationId === null ? [...s.waiting.values()] : [s.waiting.get(conversationId)].filter((r): r is SayRecord => r !== undefined);
  for (const r of covered) {
    if (r.start > at) continue;
    r.notifiedAt = at;
    latency.toStaff.push({ start: r.start, ms: at - r.start });
    s.waiting.delete(r.visitor.conversationId);
  }
}

/** The conversation's next message: a staff reply or the visitor's answer. A failed send is tried again at its next turn. */
async function step(v: Visitor): Promise<void> {
  v.busy = true;
  const text = `${v.staffTurn ? 'Reply' : 'Answer'} ${++textSeq} in conversation ${v.n}.`;
  try {
    if (v.staffTurn) {
      const record: ReplyRecord = { visitor: v, start: now(), acked: false, deliveredAt: null };
      replies.set(text, record);
      const r = await trpcCall<ChatMessageView>(baseOf(v.staff.home), 'inbox.reply', { id: v.conversationId, text }, { mutation: true, cookie: v.staff.cookie, ip: v.staff.ip }).catch(() => ({ status: 0 }));
      record.acked = r.status === 200;
      if (!record.acked) throw new Error(`inbox.reply ${r.status}`);
      answered.push({ start: record.start, ms: now() - record.start });
    } else {
      const record: SayRecord = { visitor: v, start: now(), acked: false, notifiedAt: null };
      v.staff.waiting.set(v.conversationId, record);
      says.push(record);
      const r = await trpcCall<ChatMessageView>(baseOf(v.home), 'chat.say', { token: v.token, text }, { mutation: true, ip: v.ip }).catch(() => ({ status: 0 }));
      record.acked = r.status === 200;
      if (!record.acked) throw new Error(`chat.say ${r.status}`);
      answered.push({ start: record.start, ms: now() - record.start });
    }
    v.staffTurn = !v.staffTurn;
  } catch (err) {
    const key = err instanceof Error ? err.message : String(err);
    failedSends.set(key, (failedSends.get(key) ?? 0) + 1);
  } finally {
    v.busy = false;
  }
}

// ---------------------------------------------------------------- numbers

const p95 = (samples: Sample[]) => percentile(samples.map((x) => x.ms), 95);
/** p50 / p95 / p99 / max. */
function summary(samples: Sample[], what = 'messages'): string {
  const ms = samples.map((x) => x.ms);
  return `${[50, 95, 99].map((p) => percentile(ms, p).toFixed(0)).join(' / ')} / ${Math.max(...ms).toFixed(0)} ms (${ms.length} ${what})`;
}

/** A fixed sequence, so that two runs cut the same streams. */
let seed = 21;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);

// ---------------------------------------------------------------- the run

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-bench-'));
fs.chmodSync(dir, 0o755); // the embedded server runs as the postgres user when started by root
const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };
const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), quiet, { port: await freePort() });
let failed = false;
let database: Database | null = null;
try {
  // One database, migrated once here; the instances start with MIGRATE_ON_START=0 as a deployment's would.
  await ensureDatabase(pg.url('postgres'), 'app');
  database = await openDatabase({ url: pg.url('app'), migrate: true });
  const { db, sql } = database;
  // Administrators made through the service layer, their sessions through the session store (no sign-in form).
  const sessions = createSessionStore(db, { secureCookies: false });
  const staff: StaffMember[] = [];
  for (let n = 0; n < STAFF; n++) {
    const user = await upsertStaffUser(db, { email: `staff${n}@chat-bench.example`, password: `chat-bench-password-${n}`, role: 'admin', name: `Staff${n} Bench` });
    const session = await sessions.create(user.id);
    staff.push({ n, cookie: `${sessions.cookieName}=${session.id}`, ip: `10.78.0.${n + 1}`, home: n % INSTANCES, stream: null, waiting: new Map() });
  }
  // Kept open for one number: the database's transactions during the run (every statement outside one is one).
  const transactions = async () => {
    const [row] = await sql<{ n: string }[]>`select xact_commit + xact_rollback as n from pg_stat_database where datname = 'app'`;
    return Number(row?.n ?? 0);
  };

  servers = await Promise.all(
    Array.from({ length: INSTANCES }, async (_, i) =>
      startServer({ port: await freePort(), dataDir: path.join(dir, `data${i}`), env: { DATABASE_URL: pg.url('app'), MIGRATE_ON_START: '0', WORKER_CONCURRENCY: '1' } }),
    ),
  );
  const pids = servers.map((s) => s.proc.pid ?? 0);
  console.log(`instances: ${servers.map((s) => s.url).join(', ')} (pids ${pids.join(', ')})`);

  // The visitors: each solves the proof of work, starts its conversation and gets a stream ticket, on its own instance.
  const t0 = now();
  const visitors: Visitor[] = [];
  const startOne = async (n: number) => {
    const home = n % INSTANCES;
    const base = (servers[home] as ServerHandle).url;
    const ip = `10.77.${n >> 8}.${n & 255}`;
    const challenge = (await trpcCall<Challenge>(base, 'chat.challenge', undefined, { mutation: true, ip })).data;
    if (!challenge) throw new Error('chat.challenge failed');
    const solution = await solveChallenge({ challenge, deriveKey });
    const pow = { challenge, solution } as PowPayload;
    const started = await trpcCall<{ token: string; conversation: ChatConversationView }>(base, 'chat.start', { locale: 'en', page: '/contact', answer: { field: 'path', text: 'family' }, pow }, { mutation: true, ip });
    if (!started.data) throw new Error(`chat.start ${started.status}`);
    const { token, conversation } = started.data;
    const ticket = (await trpcCall<{ ticket: string }>(base, 'chat.ticket', { token }, { mutation: true, ip })).data?.ticket;
    if (!ticket) throw new Error('chat.ticket failed');
    const staffMember = staff[n % STAFF] as StaffMember;
    // The ticket names its conversation (`<id>.<expiry>.<signature>`, server/chat/service.ts streamTicket).
    const conversationId = ticket.split('.')[0] ?? '';
    visitors[n] = { n, ip, home, token, conversationId, ticket, after: conversation.messages.at(-1)?.id ?? 0, staff: staffMember, stream: null, delivered: new Map(), staffTurn: true, busy: false };
  };
  // Four at a time: the proof of work is most of it (about 0.15 s of one core each).
  let next = 0;
  const starter = async () => {
    while (next < VISITORS) await startOne(next++);
  };
  await Promise.all([starter(), starter(), starter(), starter()]);
  console.log(`${VISITORS} conversations started (proof of work included) in ${((now() - t0) / 1000).toFixed(1)} s`);

  // Memory before any stream, then every stream opened and settled.
  await sleep(2000);
  const rssBefore = pids.map(rssOf);
  for (const s of staff) s.stream = follow(s.home, (base) => `${base}/trpc/inbox.watch`, { cookie: s.cookie, 'x-forwarded-for': s.ip }, (e) => onStaffEvent(s, e));
  for (const v of visitors) {
    const input = trpcInput({ ticket: v.ticket, after: v.after });
    v.stream = follow(v.home, (base) => `${base}/trpc/chat.watch?input=${input}`, { 'x-forwarded-for': v.ip }, (e) => onVisitorEvent(v, e));
  }
  const followers = [...staff.map((s) => s.stream), ...visitors.map((v) => v.stream)].filter((f): f is Follower => f !== null);
  // Open: a staff stream once connected, a visitor's once its first event (the state, with its id) came.
  const allOpen = () => staff.every((s) => s.stream?.connected) && visitors.every((v) => v.stream?.connected && v.stream.lastEventId !== null);
  for (let i = 0; i < 200 && !allOpen(); i++) await sleep(100);
  const opened = followers.filter((f) => f.connected).length;
  // The inbox tab's heartbeat: 'Available' every PRESENCE_BEAT_MS.
  const beat = () => Promise.all(staff.map((s) => trpcCall(baseOf(s.home), 'inbox.setPresence', { available: true }, { mutation: true, cookie: s.cookie, ip: s.ip }).catch(() => null)));
  await beat();
  const heartbeat = setInterval(() => void beat(), PRESENCE_BEAT_MS);
  await sleep(3000);
  const rssAfter = pids.map(rssOf);
  const streamsOn = (i: number) => followers.filter((f) => f.on === i).length;
  const perInstance = pids.map((_, i) => ({ streams: streamsOn(i), delta: (rssAfter[i] as number) - (rssBefore[i] as number) }));
  console.log(`${opened}/${followers.length} streams open (${perInstance.map((p, i) => `${p.streams} on instance ${i}`).join(', ')})`);

  // The run: a message every 1/RATE s, conversations in turn; cuts spread over it; the kill half-way.
  const loadBefore = os.loadavg()[0] ?? 0;
  const transactionsBefore = await transactions();
  const runStart = now();
  const runMs = SECONDS * 1000;
  const inflight = new Set<Promise<void>>();
  let cursor = 0;
  const sender = (async () => {
    for (let k = 0; k < SECONDS * RATE; k++) {
      await sleep(runStart + (k * 1000) / RATE - now());
      let v = visitors[cursor++ % VISITORS] as Visitor;
      for (let tries = 0; v.busy && tries < VISITORS; tries++) v = visitors[cursor++ % VISITORS] as Visitor;
      if (v.busy) continue;
      const p = step(v);
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
    }
  })();
  let cuts = 0;
  const cutter = (async () => {
    for (let d = 0; d < DISCONNECTS; d++) {
      await sleep(runStart + ((d + 0.5) * runMs) / DISCONNECTS - now());
      const open = visitors.filter((v) => v.stream?.connected);
      const v = open[Math.floor(random() * open.length)];
      if (v?.stream) {
        cut(v.stream);
        cuts++;
      }
    }
  })();
  let killedAt = 0;
  const killer = (async () => {
    await sleep(runStart + runMs / 2 - now());
    const victim = servers[VICTIM] as ServerHandle;
    dead.add(VICTIM);
    killedAt = now();
    const exited = once(victim.proc, 'exit');
    victim.kill9();
    await exited;
  })();
  await Promise.all([sender, cutter, killer]);
  await Promise.all(inflight);
  const runTransactions = (await transactions()) - transactionsBefore;
  const loadAfter = os.loadavg()[0] ?? 0;

  // Whatever is still on its way may arrive; then it is lost.
  const drainStart = now();
  const undelivered = () => [...replies.values()].filter((r) => r.acked && r.deliveredAt === null).length + says.filter((r) => r.acked && r.notifiedAt === null).length;
  while (undelivered() > 0 && now() - drainStart < DRAIN_MS) await sleep(100);

  // Each visitor's stream against its conversation as the inbox reads it (every message stored after `after`).
  let stored = 0;
  let missing = 0;
  let duplicated = 0;
  let unexpected = 0;
  for (const v of visitors) {
    const conversation = (await trpcCall<InboxConversation>(baseOf(v.staff.home), 'inbox.conversation', { id: v.conversationId }, { cookie: v.staff.cookie, ip: v.staff.ip })).data;
    if (!conversation) throw new Error(`inbox.conversation failed for conversation ${v.n}`);
    const ids = new Set(conversation.messages.map((m) => m.id).filter((id) => id > v.after));
    stored += ids.size;
    for (const id of ids) if (!v.delivered.has(id)) missing++;
    for (const [id, times] of v.delivered) {
      if (times > 1) duplicated += times - 1;
      if (!ids.has(id)) unexpected++;
    }
  }
  finished = true;
  clearInterval(heartbeat);
  for (const f of followers) f.abort?.abort();
  await Promise.all(followers.map((f) => f.done));

  // ---- report
  const acked = { replies: [...replies.values()].filter((r) => r.acked), says: says.filter((r) => r.acked) };
  const lostReplies = acked.replies.filter((r) => r.deliveredAt === null).length;
  const lostSays = acked.says.filter((r) => r.notifiedAt === null).length;
  const lost = lostReplies + lostSays + missing + unexpected;
  const all = [...latency.toVisitor, ...latency.toStaff];
  const afterKill = (x: Sample) => x.start >= killedAt && x.start < killedAt + 5000;
  const sum = (cause: DropCause) => followers.reduce((n, f) => n + f.reconnects[cause], 0);
  const staffReconnects = staff.reduce((n, s) => n + (s.stream ? s.stream.reconnects.killed + s.stream.reconnects.other : 0), 0);
  const streamCount = perInstance.reduce((n, p) => n + p.streams, 0);
  const memDelta = perInstance.reduce((n, p) => n + p.delta, 0);
  const p95ok = p95(latency.toVisitor) <= TARGET_P95_MS && p95(latency.toStaff) <= TARGET_P95_MS;

  console.log(`\n${INSTANCES} instances, ${VISITORS} conversations, ${STAFF} staff, ${SECONDS} s at ${RATE} messages/s, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), node ${process.version}, load average ${loadBefore.toFixed(1)} before the run, ${loadAfter.toFixed(1)} after`);
  console.log('delivery latency, p50 / p95 / p99 / max:');
  console.log(`  staff reply → visitor stream:        ${summary(latency.toVisitor)}`);
  console.log(`  visitor message → staff stream:      ${summary(latency.toStaff)}`);
  console.log(`  both:                                ${summary(all)}`);
  console.log(`  sent in the 5 s after the kill:      ${summary(all.filter(afterKill))}`);
  console.log(`  sent at any other time:              ${summary(all.filter((x) => !afterKill(x)))}`);
  console.log(`  (the send calls themselves answered in ${summary(answered, 'calls')})`);
  console.log(`messages sent (acknowledged): ${acked.replies.length + acked.says.length} (${acked.replies.length} staff replies, ${acked.says.length} visitor messages)`);
  console.log(`database transactions during the run: ${runTransactions} (${(runTransactions / (acked.replies.length + acked.says.length)).toFixed(1)} per message sent)`);
  console.log(`sends failed: ${[...failedSends].map(([k, n]) => `${n}× ${k}`).join(', ') || 'none'}`);
  console.log(`lost: ${lost} (staff replies never in the visitor's stream ${lostReplies}; visitor messages never named on the staff stream ${lostSays}; stored messages missing from visitor streams ${missing} of ${stored}; delivered but not stored ${unexpected})`);
  console.log(`duplicated: ${duplicated}`);
  console.log(
    `reconnects: ${sum('forced') + sum('killed') + sum('other')} (${sum('forced')} forced cuts of ${cuts}, ${sum('killed')} after instance ${VICTIM} was killed at ${((killedAt - runStart) / 1000).toFixed(1)} s, of them ${staffReconnects} staff; ${sum('other')} other); back in ${percentile(reconnectMs, 50).toFixed(0)} ms median, ${Math.max(...reconnectMs).toFixed(0)} ms max`,
  );
  if (streamErrors.length) console.log(`stream errors: ${streamErrors.length}, first: ${streamErrors.slice(0, 3).join(' | ')}`);
  console.log(
    `memory: ${perInstance.map((p, i) => `instance ${i} RSS ${((rssBefore[i] as number) / MB).toFixed(0)} → ${((rssAfter[i] as number) / MB).toFixed(0)} MB with ${p.streams} streams`).join(', ')}; per open stream ${(memDelta / streamCount / 1024).toFixed(0)} KiB`,
  );
  failed = !p95ok || lost > 0 || duplicated > 0 || opened < followers.length;
  console.log(`\ntarget: p95 ≤ ${TARGET_P95_MS} ms both ways, 0 lost, 0 duplicated: ${failed ? 'FAIL' : 'PASS'}`);
} finally {
  finished = true;
  for (const [i, s] of servers.entries()) if (!dead.has(i)) await s.stop();
  await database?.close();
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
