import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { newUserId, upsertStaffUser } from '../../server/services/users';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from '@shared/constants';
import { createTestApp, type TestApp } from '../helpers/app';

describe('the Team list is bounded', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['callerAs']>>;
  beforeAll(async () => {
    t = await createTestApp();
    const row = await upsertStaffUser(t.deps.db, { email: 'admin@example.com', password: 'admin-password', role: 'admin' });
    admin = await t.callerAs(row.id);
    // Open sign-up: a flood of unconfirmed accounts, as a bot would make them.
    await t.deps.db.insert(users).values(
      Array.from({ length: 2 * ADMIN_PAGE_SIZE_MAX + 5 }, (_, i) => ({ id: newUserId(), email: `bot${String(i).padStart(4, '0')}@example.com`, passwordHash: 'x' })),
    );
  });
  afterAll(() => t.close());

  it('answers one page with the total, never every account', async () => {
    const all = 2 * ADMIN_PAGE_SIZE_MAX + 6;
    const first = await admin.team.list();
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first).toMatchObject({ total: all, page: 1, pageSize: ADMIN_PAGE_SIZE, pageCount: Math.ceil(all / ADMIN_PAGE_SIZE) });
    expect(first.items[0]?.email).toBe('admin@example.com');

    const last = await admin.team.list({ page: 3, pageSize: ADMIN_PAGE_SIZE_MAX });
    expect(last.items.map((m) => m.email)).toEqual(Array.from({ length: 6 }, (_, i) => `bot${String(2 * ADMIN_PAGE_SIZE_MAX - 1 + i).padStart(4, '0')}@example.com`));
    expect(last.total).toBe(all);
  });

  it('refuses a page larger than the maximum with a clear message', async () => {
    const err = await admin.team.list({ pageSize: ADMIN_PAGE_SIZE_MAX + 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe('BAD_REQUEST');
    expect((err as TRPCError).message).toContain(`pageSize must be at most ${ADMIN_PAGE_SIZE_MAX}`);
  });
});
