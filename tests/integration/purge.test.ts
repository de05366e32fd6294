import { randomBytes } from 'node:crypto';
import { parseCrontab } from 'graphile-worker';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { bookingLinks, bookings, emailTokens, inquiries, rateLimits, sessions } from '../../server/db/schema';
import { purgeExpired } from '../../server/jobs/purge';
import { addJob } from '../../server/jobs/queue';
import { createTaskList } from '../../server/jobs/tasks';
import { CRONTAB } from '../../server/jobs/worker';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('purge of expired rows', () => {
  let t: TestApp;
  let userId = '';

  /** One row per case, named after the case, relative to `now`. */
  async function insertMix(now: Date, retentionDays: number) {
    const at = (ms: number) => new Date(now.getTime() + ms);
    const db = t.deps.db;
    await db.insert(sessions).values([
      { id: 'session-expired', userId, expiresAt: at(-MINUTE) },
      { id: 'session-live', userId, expiresAt: at(30 * DAY) },
    ]);
    const token = (name: string, expiresAt: Date, usedAt: Date | null) => ({
      userId,
      tokenHash: `${name}-${randomBytes(8).toString('hex')}`,
      purpose: 'reset' as const,
      expiresAt,
      usedAt,
    });
    await db.insert(emailTokens).values([
      token('token-used', at(50 * MINUTE), at(-5 * MINUTE)),
      token('token-expired', at(-MINUTE), null),
      token('token-live', at(50 * MINUTE), null),
    ]);
    await db.insert(rateLimits).values([
      { key: 'signIn:ip:expired', points: 3, expire: at(-MINUTE) },
      { key: 'signIn:ip:live', points: 3, expire: at(10 * MINUTE) },
      { key: 'signIn:ip:forever', points: 3, expire: null },
    ]);
    const inquiry = (name: string, ageMs: number) => ({
      name,
      email: `${name}@visitor.example`,
      phone: '+1 555 0100',
      message: 'Please call me back.',
      createdAt: at(-ageMs),
    });
    await db.insert(inquiries).values([
      inquiry('inquiry-past-retention', (retentionDays + 1) * DAY),
      inquiry('inquiry-within-retention', (retentionDays - 1) * DAY),
      inquiry('inquiry-new', MINUTE),
    ]);
  }

  async function remaining() {
    const db = t.deps.db;
    const sorted = (xs: string[]) => [...xs].sort();
    return {
      sessions: sorted((await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)),
      tokens: sorted((await db.select({ hash: emailTokens.tokenHash }).from(emailTokens)).map((r) => r.hash.replace(/-[0-9a-f]{16}$/, ''))),
      rateLimits: sorted((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)),
      inquiries: sorted((await db.select({ name: inquiries.name }).from(inquiries)).map((r) => r.name)),
    };
  }

  const SURVIVORS = {
    sessions: ['session-live'],
    tokens: ['token-live'],
    rateLimits: ['signIn:ip:forever', 'signIn:ip:live'],
    inquiries: ['inquiry-new', 'inquiry-within-retention'],
  };

  beforeAll(async () => {
    t = await createTestApp({ INQUIRY_RETENTION_DAYS: '30' });
    userId = (await upsertStaffUser(t.deps.db, { email: 'staff@example.com', password: 'staff-password', role: 'editor' })).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const db = t.deps.db;
    await db.delete(sessions);
    await db.delete(emailTokens);
    await db.delete(rateLimits);
    await db.delete(inquiries);
  });

  it('deletes what nobody may use again and inquiries past retention, keeping everything live', async () => {
    const now = new Date('2031-03-15T10:00:00Z');
    await insertMix(now, 730);
    expect(await purgeExpired(t.deps.db, { inquiryRetentionDays: 730 }, now)).toEqual({ sessions: 1, tokens: 2, rateLimits: 1, inquiries: 1, postViews: 0, signInTickets: 0, auditLog: 0, chatUnsent: 0, chatPowNonces: 0, bookings: 0 });
    expect(await remaining()).toEqual(SURVIVORS);
    // A second run finds nothing more.
    expect(await purgeExpired(t.deps.db, { inquiryRetentionDays: 730 }, now)).toEqual({ sessions: 0, tokens: 0, rateLimits: 0, inquiries: 0, postViews: 0, signInTickets: 0, auditLog: 0, chatUnsent: 0, chatPowNonces: 0, bookings: 0 });
    expect(await remaining()).toEqual(SURVIVORS);
  });

  it('keeps an inquiry 729 days old and deletes one 731 days old with the default 730-day retention', async () => {
    const now = new Date('2031-03-15T10:00:00Z');
    const base = { email: 'visitor@visitor.example', phone: '+1 555 0100', message: 'Hello' };
    await t.deps.db.insert(inquiries).values([
      { ...base, name: '731 days', createdAt: new Date(now.getTime() - 731 * DAY) },
      { ...base, name: '729 days', createdAt: new Date(now.getTime() - 729 * DAY) },
    ]);
    expect((await purgeExpired(t.deps.db, { inquiryRetentionDays: 730 }, now)).inquiries).toBe(1);
    expect((await remaining()).inquiries).toEqual(['729 days']);
  });

  it('runs as the queue job "purge", with the configured retention', async () => {
    expect(t.deps.config.inquiryRetentionDays).toBe(30);
    await insertMix(new Date(), 30);
    await addJob(t.deps.db, 'purge', {});
    // Nothing happens until a worker runs the job.
    expect((await remaining()).sessions).toEqual(['session-expired', 'session-live']);
    await t.runJobs();
    expect(await remaining()).toEqual(SURVIVORS);
  });

  it('is scheduled hourly by the crontab, as a task the worker knows', () => {
    const items = parseCrontab(CRONTAB);
    // The purge, and the analytics roll-up (decision 0029), each hourly.
    expect(items.map((i) => i.task)).toEqual(['purge', 'analytics_rollup']);
    const [item] = items;
    const tasks = createTaskList({ db: t.deps.db, mailer: t.mailer, config: t.deps.config, log: { info: () => {} }, changes: t.deps.changes });
    for (const i of items) expect(Object.keys(tasks)).toContain(i.task);
    // Every hour at minute 13, and only then.
    const digest = (hour: number, min: number) => ({ min, hour, date: 15, month: 3, dow: 6 });
    const hours = Array.from({ length: 24 }, (_, h) => h);
    expect(hours.every((h) => item?.match(digest(h, 13)))).toBe(true);
    expect(Array.from({ length: 60 }, (_, m) => m).filter((m) => item?.match(digest(4, m)))).toEqual([13]);
    // A run missed while every instance was down is caught up (2 hours back), and a failing purge gives up after 3 tries.
    expect(item?.options.backfillPeriod).toBe(2 * 60 * MINUTE);
    expect(item?.options.maxAttempts).toBe(3);
  });
});

describe('consultations past retention (decision 0028)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes bookings that ended more than the retention ago, with their links, and keeps the others', async () => {
    const now = new Date('2031-03-15T10:00:00Z');
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
    const row = (name: string, daysAgo: number) => ({
      attorneyKey: `purge-${name}`,
      attorneyName: 'Maria Alvarez, Esq.',
      typeId: 'free-consultation',
      startsAt: at(daysAgo),
      endsAt: new Date(at(daysAgo).getTime() + 30 * 60_000),
      during: `[${at(daysAgo).toISOString()},${new Date(at(daysAgo).getTime() + 30 * 60_000).toISOString()})`,
      timeZone: 'America/New_York',
      name,
    });
    const [old] = await t.deps.db.insert(bookings).values([row('old', 731), row('kept', 700)]).returning({ id: bookings.id });
    await t.deps.db.insert(bookingLinks).values({ tokenHash: `purge-${Date.now()}`, bookingId: old?.id ?? '', purpose: 'cancel', sequence: 0 });
    expect((await purgeExpired(t.deps.db, { inquiryRetentionDays: 730 }, now)).bookings).toBe(1);
    const left = await t.deps.db.select({ name: bookings.name }).from(bookings).where(like(bookings.attorneyKey, 'purge-%'));
    expect(left.map((r) => r.name)).toEqual(['kept']);
    expect(await t.deps.db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, old?.id ?? ''))).toEqual([]);
  });
});
