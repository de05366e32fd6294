import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PowPayload } from '@shared/schemas/chat';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';

type Caller = ReturnType<TestApp['caller']>;

/** Reads a Server-Sent Events response as the browser's EventSource would: one object per event. */
async function* sse(url: string, headers: Record<string, string> = {}, signal?: AbortSignal) {
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal });
  if (!res.body) throw new Error('no body');
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
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

describe('live replies (decision 0021)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await upsertStaffUser(t.deps.db, { email: 'live.admin@law.example', password: 'live-admin-password', role: 'admin', name: 'Maria Lopez' });
  });
  afterAll(async () => t.close());

  async function startChat(caller: Caller) {
    const challenge = await caller.chat.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    return caller.chat.start({ locale: 'es', page: '/es/contact', answer: { field: 'path', text: 'family' }, pow: { challenge, solution } as PowPayload });
  }

  it('smoke: a visitor stream receives a staff reply', async () => {
    const visitor = t.caller({ ip: '203.0.113.7' });
    const { token, conversation } = await startChat(visitor);
    const { ticket } = await visitor.chat.ticket({ token });
    const input = encodeURIComponent(JSON.stringify(superjson.serialize({ ticket, after: conversation.messages.at(-1)!.id })));
    const ac = new AbortController();
    const events = sse(`${base}/trpc/chat.watch?input=${input}`, {}, ac.signal);
    const first = await events.next();
    expect(first.value?.event).toBe('connected');
    expect(first.value?.headers.get('content-type')).toContain('text/event-stream');
    const state = await events.next();
    console.log(state.value);
    const [admin] = await t.deps.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, 'live.admin@law.example') });
    const staff = await t.callerAs(admin!.id);
    await staff.inbox.reply({ id: (await staff.inbox.list())[0]!.id, text: 'Hola, soy Maria.' });
    const reply = await events.next();
    console.log(reply.value);
    ac.abort();
  });
});
