import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { appRouter } from '../../server/trpc/router';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

/** Reviewed lists: a new procedure fails the first test until someone decides who may call it. */
const PUBLIC = new Set([
  'auth.me',
  'auth.signIn',
  'auth.signUp',
  'auth.resendConfirmation',
  'auth.confirmEmail',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'auth.signInCode',
  'posts.list',
  'posts.bySlug',
  'posts.countView',
  'resources.list',
  'contact.submit',
  'contact.policy',
  'chat.challenge',
  'chat.start',
  'chat.send',
  'chat.resume',
  'chat.submit',
  'chat.end',
  // The firm's facts every page shows (name, phones, address, attorneys).
  'settings.public',
  'settings.attorneyProfiles',
]);
/** Any signed-in account, staff or not. */
const SIGNED_IN = new Set([
  'auth.signOut',
  'account.updatePassword',
  'account.updateProfile',
  // Two-factor setup: open to every signed-in account, so staff who are required to use it can turn it on.
  'account.twoFactorStatus',
  'account.startTwoFactor',
  'account.enableTwoFactor',
  'account.disableTwoFactor',
]);

/** Administrators only: editors are refused too. */
const ADMIN_ONLY = new Set([
  'team.list',
  'team.setRole',
  'team.resetTwoFactor',
  'team.twoFactorRequired',
  'team.setTwoFactorRequired',
  // Prospective clients' inquiries are private to administrators.
  'inquiries.list',
  'inquiries.setHandled',
  'inquiries.delete',
  'inquiries.exportCsv',
  'inquiries.conversation',
  'inquiries.urgent',
  'inquiries.acknowledgeUrgent',
  'audit.list',
  // The firm's details and the go-live checklist.
  'settings.get',
  'settings.update',
  'settings.checklist',
]);

const allProcedures = Object.keys(appRouter._def.procedures);
const staffProcedures = allProcedures.filter((p) => !PUBLIC.has(p) && !SIGNED_IN.has(p));

async function callAs(t: TestApp, path: string, user: Parameters<TestApp['caller']>[0]) {
  const caller = t.caller(user) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  const [ns, name] = path.split('.') as [string, string];
  const fn = caller[ns]?.[name];
  if (!fn) throw new Error(`no procedure ${path}`);
  try {
    await fn({});
    return 'ok';
  } catch (err) {
    return err instanceof TRPCError ? err.code : String(err);
  }
}

describe('authorisation is declared by the procedure builder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every procedure is in a reviewed access list', () => {
    const unknown = allProcedures.filter((p) => !PUBLIC.has(p) && !SIGNED_IN.has(p) && !staffProcedures.includes(p));
    expect(unknown).toEqual([]);
    for (const p of [...PUBLIC, ...SIGNED_IN]) expect(allProcedures).toContain(p);
  });

  it('every non-public procedure refuses an anonymous caller over HTTP', async () => {
    for (const path of allProcedures.filter((p) => !PUBLIC.has(p))) {
      const type = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]?._def.type;
      const res =
        type === 'query'
          ? await t.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize({})))}` })
          : await t.app.inject({
              method: 'POST',
              url: `/trpc/${path}`,
              headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
              payload: JSON.stringify(superjson.serialize({})),
            });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('every staff procedure refuses a signed-in account without a role', async () => {
    const session = { id: 's', userId: 'u1', expiresAt: new Date(Date.now() + 60_000), fresh: false };
    const user = { id: 'u1', email: 'new@example.com', name: '', role: null, emailVerified: true };
    expect(staffProcedures.length).toBeGreaterThan(10);
    for (const path of staffProcedures) expect(await callAs(t, path, { user, session }), path).toBe('FORBIDDEN');
  });

  it('every admin-only procedure refuses an editor', async () => {
    const session = { id: 's', userId: 'u2', expiresAt: new Date(Date.now() + 60_000), fresh: false };
    const user = { id: 'u2', email: 'editor@example.com', name: '', role: 'editor' as const, emailVerified: true };
    for (const path of ADMIN_ONLY) expect(await callAs(t, path, { user, session }), path).toBe('FORBIDDEN');
    // ...while an editor passes the staff check of the others (they fail later, on the empty input, not on access).
    for (const path of staffProcedures.filter((p) => !ADMIN_ONLY.has(p))) expect(await callAs(t, path, { user, session }), path).not.toBe('FORBIDDEN');
  });
});
