import { describe, expect, it } from 'vitest';

describe('the browser zod configuration (src/lib/zod-config.ts)', () => {
  it('reaches zod without importing it: parsers run interpreted (no new Function under the CSP)', async () => {
    await import('../../src/lib/zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
