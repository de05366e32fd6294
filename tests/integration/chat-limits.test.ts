import { createHash } from 'node:crypto';
import { createChallenge, solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PowPayload } from '@shared/schemas/chat';
import { chatPowNonces, rateLimits } from '../../server/db/schema';
import { purgeExpired } from '../../server/jobs/purge';
import { POW_LEVELS, powChallenge, usePow } from '../../server/chat/pow';
import { CHAT_POW_KEY, siteSecret } from '../../server/services/settings';
import { createTestApp, type TestApp } from '../helpers/app';

/** Issue 35: a shared address is not locked out of the chat, the proof of work carries the cost instead, and one solution starts one conversation. */
describe('chat limits and proof of work (issue 35)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(rateLimits);
    await t.deps.db.delete(chatPowNonces);
  });

  const challengeFor = (ip: string) => powChallenge(t.deps, ip);
  /** The difficulty of a challenge in bits: 4 per hex digit of the prefix, doubled by each doubling of the cost. */
  const bitsOf = (c: Challenge) => c.parameters.keyPrefix.length * 4 + Math.log2(c.parameters.cost);
  const payload = (challenge: Challenge, solution: Solution) => ({ challenge, solution }) as PowPayload;

  /** Solved as the browser does (altcha-lib's solver), with Node's hash. */
  async function solved(challenge: Challenge): Promise<PowPayload> {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the proof of work could not be solved');
    return payload(challenge, solution);
  }

  /**
   * The same search without altcha-lib's await per hash (several times faster), for the hardest challenges; the
   * server still verifies the result with altcha-lib.
   */
  function solvedFast(challenge: Challenge): PowPayload {
    const { nonce, salt, keyPrefix, cost } = challenge.parameters;
    const head = Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex')]);
    const input = Buffer.concat([head, Buffer.alloc(4)]);
    const bytes = Math.ceil(keyPrefix.length / 2);
    for (let counter = 0; ; counter++) {
      input.writeUInt32BE(counter, head.length);
      let key = input;
      for (let i = 0; i < cost; i++) key = createHash('sha256').update(key).digest();
      if (key.subarray(0, bytes).toString('hex').startsWith(keyPrefix)) return payload(challenge, { counter, derivedKey: key.toString('hex') });
    }
  }

  const startOne = (ip: string) => t.deps.limiter.consume('chatStart', { ip }, { soft: true });

  it('lets 60 conversations start from one address within an hour', { timeout: 90_000 }, async () => {
    const ip = '198.51.100.20';
    let last: Challenge | undefined;
    for (let i = 0; i < 60; i++) {
      last = await challengeFor(ip);
      expect(await startOne(ip), `conversation ${i + 1}`).toBe(true);
    }
    // The 60th visitor's challenge is the hardest the server issues, and it is solvable and accepted.
    expect(bitsOf(last as Challenge)).toBe(20);
    expect(await usePow(t.deps.db, solvedFast(last as Challenge))).toBe(true);
  });

  it('makes the proof of work harder after about ten conversations from one address, and not for another address', async () => {
    const busy = '198.51.100.30';
    const other = '198.51.100.31';
    expect(bitsOf(await challengeFor(busy))).toBe(16);
    for (let i = 0; i < 10; i++) {
      expect(bitsOf(await challengeFor(busy))).toBe(16);
      await startOne(busy);
    }
    const harder = await challengeFor(busy);
    expect(bitsOf(harder)).toBe(17);
    expect(bitsOf(await challengeFor(other))).toBe(16);
    // Reading the volume counts nothing.
    expect(await t.deps.limiter.peek('chatStart', { ip: busy })).toBe(10);
    // Every difficulty issued verifies.
    expect(await usePow(t.deps.db, await solved(harder))).toBe(true);

    const seen = [17];
    for (let i = 10; i < 60; i++) {
      await startOne(busy);
      const bits = bitsOf(await challengeFor(busy));
      expect(bits).toBeGreaterThanOrEqual(seen.at(-1) ?? 0);
      if (bits !== seen.at(-1)) seen.push(bits);
    }
    expect(seen).toEqual([17, 18, 19, 20]);
    expect(bitsOf(await challengeFor(other))).toBe(16);
  });

  it('accepts every level the server issues, and no other, even signed with its key', async () => {
    const secret = await siteSecret(t.deps.db, CHAT_POW_KEY);
    for (const level of POW_LEVELS.filter((l) => l.bits <= 18)) {
      const challenge = await createChallenge({ algorithm: 'SHA-256', cost: level.cost, deriveKey, keyPrefix: level.keyPrefix, expiresAt: new Date(Date.now() + 60_000), hmacSignatureSecret: secret });
      expect(await usePow(t.deps.db, solvedFast(challenge)), `${level.bits} bits`).toBe(true);
    }
    // Easier than any level, though signed with the right key: refused.
    const easy = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, keyPrefix: '00', expiresAt: new Date(Date.now() + 60_000), hmacSignatureSecret: secret });
    expect(await usePow(t.deps.db, await solved(easy))).toBe(false);
    // A prefix lowered after signing: the signature no longer matches.
    const issued = await challengeFor('198.51.100.40');
    const lowered = { ...issued, parameters: { ...issued.parameters, keyPrefix: '00' } };
    expect(await usePow(t.deps.db, await solved(lowered))).toBe(false);
    // Another site's key: refused.
    const foreign = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, keyPrefix: '0000', expiresAt: new Date(Date.now() + 60_000), hmacSignatureSecret: 'not-this-site' });
    expect(await usePow(t.deps.db, await solved(foreign))).toBe(false);
  });

  it('starts one conversation per solution, even after that conversation was ended and deleted', async () => {
    const pow = await solved(await challengeFor('198.51.100.50'));
    expect(await usePow(t.deps.db, pow)).toBe(true);
    // `end` deletes the conversation that held the nonce: the used nonce is kept apart from it.
    expect(await usePow(t.deps.db, pow)).toBe(false);
    expect(await t.deps.db.transaction((tx) => usePow(tx, pow))).toBe(false);
    const [row] = await t.deps.db.select().from(chatPowNonces);
    expect(row?.nonce).toBe(pow.challenge.parameters.nonce);
    expect(row?.expiresAt.getTime()).toBe((pow.challenge.parameters.expiresAt ?? 0) * 1000);
  });

  it('forgets used nonces once their challenge has expired', async () => {
    const now = new Date();
    await t.deps.db.insert(chatPowNonces).values([
      { nonce: 'expired', expiresAt: new Date(now.getTime() - 1000) },
      { nonce: 'current', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    const counts = await purgeExpired(t.deps.db, { inquiryRetentionDays: 730 }, now);
    expect(counts.chatPowNonces).toBe(1);
    expect((await t.deps.db.select().from(chatPowNonces)).map((r) => r.nonce)).toEqual(['current']);
  });

  it('counts two IPv6 addresses of one /64 in one budget, and two /64s apart', async () => {
    // The contact form allows 5 an hour per address.
    const sameNetwork = ['2001:db8:ab:cd::1', '2001:db8:ab:cd:ffff:1:2:3', '2001:0DB8:00AB:00CD:0:0:0:9', '2001:db8:ab:cd::1%eth0', '2001:db8:ab:cd:8000::'];
    for (const ip of sameNetwork) await t.deps.limiter.consume('contact', { ip });
    await expect(t.deps.limiter.consume('contact', { ip: '2001:db8:ab:cd:1234::5' })).rejects.toMatchObject({ code: 'tooManyAttempts' });
    await expect(t.deps.limiter.consume('contact', { ip: '2001:db8:ab:ce::1' })).resolves.toBeUndefined();
    await expect(t.deps.limiter.consume('contact', { ip: '2001:db8::ab:cd:0:1' })).resolves.toBeUndefined();

    // The chat's volume too: the next address of the /64 gets the harder proof of work.
    for (let i = 0; i < 10; i++) await startOne(`2001:db8:1:2:${i.toString(16)}::1`);
    expect(bitsOf(await challengeFor('2001:db8:1:2:ffff::1'))).toBe(17);
    expect(bitsOf(await challengeFor('2001:db8:1:3::1'))).toBe(16);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 0; i < 5; i++) await t.deps.limiter.consume('contact', { ip: i % 2 ? '203.0.113.9' : '::ffff:203.0.113.9' });
    await expect(t.deps.limiter.consume('contact', { ip: '::ffff:cb00:7109' })).rejects.toMatchObject({ code: 'tooManyAttempts' });
    await expect(t.deps.limiter.consume('contact', { ip: '203.0.113.9' })).rejects.toMatchObject({ code: 'tooManyAttempts' });
    await expect(t.deps.limiter.consume('contact', { ip: '::ffff:203.0.113.10' })).resolves.toBeUndefined();
    const counted = await t.deps.limiter.peek('contact', { ip: '203.0.113.9' });
    expect(counted).toBeGreaterThanOrEqual(5);
    expect(await t.deps.limiter.peek('contact', { ip: '::ffff:203.0.113.9' })).toBe(counted);
  });

  it('tells a caller of a soft limit that it refused, without throwing', async () => {
    const ip = '198.51.100.60';
    for (let i = 0; i < 60; i++) await startOne(ip);
    expect(await startOne(ip)).toBe(false);
    await expect(t.deps.limiter.consume('chatStart', { ip })).rejects.toMatchObject({ code: 'chatTooManyChats' });
    await expect(t.deps.limiter.consume('chatStart', { ip }, { soft: false })).rejects.toMatchObject({ code: 'chatTooManyChats' });
    // Refused attempts count in the volume: the proof of work stays at its hardest.
    expect(await t.deps.limiter.peek('chatStart', { ip })).toBeGreaterThan(60);
    expect((await challengeFor(ip)).parameters.keyPrefix).toBe('00000');
  });
});
