/**
 * The chat's caps on open streams are counted by each instance in its own memory (README, "Live replies"; decision
 * 0021): one address gets CHAT_STREAMS_PER_ADDRESS on every instance, so N instances allow it N times as many. This
 * test pins that factor down, so a change to it (a cap shared through PostgreSQL) is a decision, not an accident.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentChatBus } from '../../server/realtime/bus';
import { createLiveHub, type LiveHub } from '../../server/realtime/hub';
import { createTestApp, type TestApp } from '../helpers/app';

describe('chat stream caps across instances', () => {
  let t: TestApp;
  let hubs: LiveHub[];
  beforeAll(async () => {
    t = await createTestApp();
    // Two instances on one database, each with its own hub, as `createAppDeps` builds one per instance.
    hubs = [0, 1].map(() => createLiveHub({ db: t.deps.db, bus: silentChatBus(), limits: { perAddress: 2, perConversation: 5 } }));
  });
  afterAll(async () => {
    await Promise.all(hubs.map((h) => h.close()));
    await t.close();
  });

  it('one address opens the per-address cap on each instance (2 instances × 2 = 4), and the next on either is refused until one ends', () => {
    const [a, b] = hubs as [LiveHub, LiveHub];
    const ip = '203.0.113.77';
    const ends = [a.open({ ip }), a.open({ ip }), b.open({ ip }), b.open({ ip })];
    expect(() => a.open({ ip })).toThrow(expect.objectContaining({ kind: 'too-many', code: 'chatTooManyStreams' }) as Error);
    expect(() => b.open({ ip })).toThrow(expect.objectContaining({ kind: 'too-many' }) as Error);
    // Another address is not held back.
    expect(() => a.open({ ip: '203.0.113.78' })()).not.toThrow();
    ends[0]?.();
    expect(() => a.open({ ip })).not.toThrow();
    for (const end of ends) end();
  });
});
