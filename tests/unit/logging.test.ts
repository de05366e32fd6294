import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactQueryParameters } from '../../server/logging';
import { loggerOptions } from '../../server/logging';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { stream: _ignored, ...options } = loggerOptions('info');
  return { log: pino(options, stream), text: () => lines.join('') };
}

describe('log scrubbing', () => {
  it('censors secret keys at any depth, and still logs errors whole', () => {
    const { log, text } = capture();
    log.info({ a: { b: { password: 'deep-secret-1', c: [{ token: 'deep-secret-2' }] } } }, 'nested');
    log.error({ err: new Error('boom happened') }, 'failed');
    expect(text()).not.toContain('deep-secret');
    expect(text()).toContain('[redacted]');
    expect(text()).toContain('boom happened');
    expect(text()).toMatch(/"stack":"Error: boom happened/);
  });

  it("keeps a failed job's line up to the SQL parameters that graphile-worker copies into it", () => {
    const line = "Failed task 1 (reset_link, 3ms, attempt 1 of 25) with error 'Failed query: select * from users where email = $1\nparams: visitor@example.org,1':\n  DrizzleQueryError: Failed query…\nparams: visitor@example.org,1\n    at x";
    const out = redactQueryParameters(line);
    expect(out).toContain('Failed task 1 (reset_link');
    expect(out).toContain('where email = $1');
    expect(out).not.toContain('visitor@example.org');
  });
});
