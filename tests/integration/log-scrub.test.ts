import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, rateLimits } from '../../server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { tokenFrom } from '../helpers/outcome';

/** Distinctive values: none of them may ever appear in the server log. */
const ACCOUNT = 'log.scrub.owner@example.net';
const SIGNUP_PASSWORD = 'Signup-Pw-7Qx2Lm';
const WRONG_PASSWORD = 'Wrong-Guess-Pw-9Vt4';
const CHANGED_PASSWORD = 'Changed-Pw-3Hd8Ws';
const RESET_PASSWORD = 'Reset-Pw-5Kc1Ny';
const VISITOR = { name: 'Ximena Logtest', email: 'ximena.private@visitor-mail.example', phone: '+1 415 867 5309', message: 'Case details Rq7 confidential' };


interface LogLine {
  level: number;
  msg: string;
  procedure?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
  err?: { type?: string; message?: string; stack?: string; query?: string; params?: unknown };
  [key: string]: unknown;
}

describe('the production log keeps secrets and visitors’ data out', () => {
  let t: TestApp;
  const written: string[] = [];
  const lines = () => written.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as LogLine);
  /** Everything that went through the flow and must not be logged, by name (the test reports which one leaked). */
  const secrets: Record<string, string> = {
    'sign-up password': SIGNUP_PASSWORD,
    'wrong password': WRONG_PASSWORD,
    'changed password': CHANGED_PASSWORD,
    'reset password': RESET_PASSWORD,
    'visitor e-mail': VISITOR.email,
    'visitor phone': VISITOR.phone,
    'visitor name': VISITOR.name,
    'visitor message': 'Case details Rq7',
  };

  const post = (procedure: string, input: unknown, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(superjson.serialize(input)),
    });
  const sessionCookie = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'session')?.value ?? '';
  const expectStatus = (res: { statusCode: number; body: string }, status: number, what: string) => {
    if (res.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 300)}`);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { logStream: { write: (s: string) => void written.push(s) } });

    // Sign-up over HTTP, confirmation link from the queue.
    expectStatus(await post('auth.signUp', { email: ACCOUNT, password: SIGNUP_PASSWORD }), 200, 'sign-up');
    await t.runJobs();
    const confirmToken = tokenFrom(t.mailer.sent.at(-1)?.text, 'signup');
    if (!confirmToken) throw new Error('no confirmation link was sent');
    secrets['confirmation token'] = confirmToken;
    expectStatus(await post('auth.confirmEmail', { token: confirmToken, password: SIGNUP_PASSWORD }), 200, 'confirmation');

    // A wrong password, then the right one; the session cookie opens an authenticated request.
    expectStatus(await post('auth.signIn', { email: ACCOUNT, password: WRONG_PASSWORD }), 401, 'wrong password');
    const signIn = await post('auth.signIn', { email: ACCOUNT, password: SIGNUP_PASSWORD });
    expectStatus(signIn, 200, 'sign-in');
    const session = sessionCookie(signIn);
    if (session.length < 20) throw new Error('sign-in set no session cookie');
    secrets['session id'] = session;
    const me = await t.app.inject({ url: '/trpc/auth.me', headers: { cookie: `session=${session}` } });
    expectStatus(me, 200, 'auth.me');
    if (!me.body.includes(ACCOUNT)) throw new Error(`the session cookie did not authenticate: ${me.body}`);
    expectStatus(
      await post('account.updatePassword', { currentPassword: SIGNUP_PASSWORD, newPassword: CHANGED_PASSWORD }, `session=${session}`),
      200,
      'password change',
    );

    // Reset requested through a caller that logs like a request, the link used over HTTP.
    await t.deps.db.delete(rateLimits);
    await t.caller({ log: t.app.log }).auth.requestPasswordReset({ email: ACCOUNT });
    await t.runJobs();
    const resetToken = tokenFrom(t.mailer.sent.at(-1)?.text, 'recovery');
    if (!resetToken) throw new Error('no reset link was sent');
    secrets['reset token'] = resetToken;
    const reset = await post('auth.resetPassword', { token: resetToken, password: RESET_PASSWORD });
    expectStatus(reset, 200, 'reset');
    secrets['session id after reset'] = sessionCookie(reset);

    // A database failure on the inquiry insert (a trigger that refuses it): a real 500 whose failing query
    // carries the visitor's details. (A NUL character used to provoke it; that is now a 400 before any query.)
    await t.database.sql.unsafe(`
      create function refuse_inquiry() returns trigger language plpgsql as $$ begin raise exception 'inquiry refused by test trigger'; end $$;
      create trigger refuse_inquiry before insert on inquiries for each row execute function refuse_inquiry();`);
    expectStatus(await post('contact.submit', { ...VISITOR, privacy: true }), 500, 'contact form with a failing insert');
    // The same kind of failure logged directly, as any handler would.
    try {
      await t.deps.db.insert(inquiries).values({ name: VISITOR.name, email: VISITOR.email, phone: VISITOR.phone, message: VISITOR.message });
      throw new Error('PostgreSQL accepted the refused insert');
    } catch (err) {
      if (!(err instanceof Error) || err.constructor.name !== 'DrizzleQueryError') throw err;
      // The error as thrown carries the parameters: only the logger removes them.
      if (!err.message.includes(VISITOR.email)) throw new Error('the query error no longer names its parameters; this test proves nothing');
      t.app.log.error({ err }, 'direct insert failed');
    }
  });
  afterAll(() => t.close());

  it('logged the requests and both failures (so the absence checks below mean something)', () => {
    const log = lines();
    const completed = log.filter((l) => l.msg === 'request completed').map((l) => l.res?.statusCode);
    expect(completed).toEqual(expect.arrayContaining([200, 401, 500]));
    const urls = log.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
    expect(urls).toEqual(expect.arrayContaining(['/trpc/auth.signUp', '/trpc/auth.signIn', '/trpc/auth.resetPassword', '/trpc/contact.submit']));

    const failed = log.filter((l) => l.level === 50 && l.msg === 'procedure failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.procedure).toBe('contact.submit');
    const direct = log.filter((l) => l.level === 50 && l.msg === 'direct insert failed');
    expect(direct).toHaveLength(1);
    for (const line of [...failed, ...direct]) {
      expect(line.err?.type).toBe('DrizzleQueryError');
      // The SQL text stays, for whoever debugs it; the values are gone from message, stack and fields.
      expect(line.err?.query).toMatch(/^insert into "inquiries" \("id", "name", "email", "phone", "message"/);
      expect(line.err?.message).toContain('insert into "inquiries"');
      expect(line.err?.message).toContain('params: [redacted]');
      expect(line.err?.message).toContain('inquiry refused by test trigger');
      expect(line.err?.stack).toContain('params: [redacted]');
      expect(line.err?.params).toBe('[redacted]');
    }
  });

  it('contains no password, token, session id, or visitor detail from the failed query', () => {
    const text = written.join('');
    expect(Object.keys(secrets)).toHaveLength(12);
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(7);
      expect(text.includes(value), `${name} is in the log`).toBe(false);
    }
  });

  it('censors secret fields in logged objects and in logged errors', () => {
    const from = written.length;
    t.app.log.info({ password: 'x', token: 'y', input: { newPassword: 'z', sessionId: 'w' } }, 'object with secrets');
    t.app.log.warn({ err: Object.assign(new Error('boom'), { details: { deep: { password: 'p', token: 't' } } }) }, 'error with secrets');
    const [plain, error] = written.slice(from).map((l) => JSON.parse(l) as LogLine);
    expect(plain).toMatchObject({ msg: 'object with secrets', password: '[redacted]', token: '[redacted]', input: { newPassword: '[redacted]', sessionId: '[redacted]' } });
    expect(error).toMatchObject({ msg: 'error with secrets', err: { message: 'boom', details: { deep: { password: '[redacted]', token: '[redacted]' } } } });
  });
});
