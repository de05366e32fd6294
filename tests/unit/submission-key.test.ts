import { describe, expect, it } from 'vitest';
import { submissionKey } from '@shared/schemas/text';
import { keyPerText, randomKey } from '../../src/lib/submission-key';

describe("a submission's idempotency key (decision 0031)", () => {
  it('is random, and a key the server takes', () => {
    const keys = new Set(Array.from({ length: 100 }, randomKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(submissionKey.parse(key)).toBe(key);
  });

  it('stays the same while the same thing is sent again, and changes with the text or once it was stored', () => {
    const sending = keyPerText();
    const first = sending.keyFor('send\nname\nMarie');
    expect(sending.keyFor('send\nname\nMarie')).toBe(first); // a retry: its answer never came
    const changed = sending.keyFor('send\nname\nMarie Joseph');
    expect(changed).not.toBe(first); // corrected before sending again: another message
    sending.done();
    expect(sending.keyFor('send\nname\nMarie Joseph')).not.toBe(changed); // stored: the same words again are new
  });

  it('is dropped, not refused, when malformed', () => {
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it here', 'ünïcödé-key-0123456789']) expect(submissionKey.parse(bad)).toBeUndefined();
  });
});
