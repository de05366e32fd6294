import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/services/passwords';

/**
 * Argon2 runs on libuv's thread pool, which compression (precompressed responses, gzip of pages) and fs
 * share. A flood of password checks must queue in front of that pool instead of filling it.
 */
describe('password hashing under a flood of checks', () => {
  it('leaves the thread pool free for compression while 40 password checks are in flight', async () => {
    const hash = await hashPassword('the-right-password');
    let done = 0;
    const checks = Array.from({ length: 40 }, () => verifyPassword(hash, 'a-wrong-password').then(() => void done++));
    // Queued behind the checks: on a full pool this gzip waits until nearly all of them have finished.
    await promisify(gzip)(Buffer.alloc(64 * 1024, 'a'));
    const finishedBeforeGzip = done;
    await Promise.all(checks);
    expect(done).toBe(40);
    expect(finishedBeforeGzip).toBeLessThan(10);
  });

  it('still answers every check correctly when they queue', async () => {
    const hash = await hashPassword('the-right-password');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyPassword(hash, i % 3 === 0 ? 'the-right-password' : 'wrong')));
    expect(results.filter(Boolean)).toHaveLength(4);
  });
});
