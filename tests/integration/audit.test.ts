import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../server/jobs/purge';
import { auditLog, inquiries, rateLimits, users } from '../../server/db/schema';
import { recordAudit } from '../../server/services/audit';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { codeOf } from '../helpers/outcome';

const PASSWORD = 'staff-password-1';

describe('audit log', () => {
  let t: TestApp;
  let adminId = '';
  let editorId = '';
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await upsertStaffUser(t.deps.db, { email: 'boss@example.com', password: PASSWORD, role: 'admin' })).id;
    editorId = (await upsertStaffUser(t.deps.db, { email: 'writer@example.com', password: PASSWORD, role: 'editor' })).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(auditLog);
    await t.deps.db.delete(rateLimits);
  });
  const entries = () => t.deps.db.select().from(auditLog).orderBy(desc(auditLog.at));

  it('records sign-in, failed sign-in (with the e-mail tried) and sign-out, with the address', async () => {
    expect(await codeOf(t.caller({ ip: '203.0.113.7' }).auth.signIn({ email: 'Nobody@Example.com', password: 'wrong-password' }))).toMatch(/^UNAUTHORIZED/);
    expect(await codeOf(t.caller({ ip: '203.0.113.7' }).auth.signIn({ email: 'writer@example.com', password: 'wrong-password' }))).toMatch(/^UNAUTHORIZED/);
    await t.caller({ ip: '203.0.113.8' }).auth.signIn({ email: 'writer@example.com', password: PASSWORD });
    await (await t.callerAs(editorId)).auth.signOut();
    const rows = await entries();
    const failed = rows.filter((r) => r.action === 'auth.sign_in_failed');
    expect(failed.map((r) => r.actorEmail).sort()).toEqual(['nobody@example.com', 'writer@example.com']);
    expect(failed.find((r) => r.actorEmail === 'nobody@example.com')).toMatchObject({ actorId: null, ip: '203.0.113.7' });
    expect(rows.find((r) => r.action === 'auth.sign_in')).toMatchObject({ actorId: editorId, actorEmail: 'writer@example.com', ip: '203.0.113.8' });
    expect(rows.find((r) => r.action === 'auth.sign_out')).toMatchObject({ actorId: editorId });
    // Never a password, hashed or not.
    expect(JSON.stringify(rows)).not.toMatch(/wrong-password|staff-password|argon2/);
  });

  it('records a role change with the field before and after, and removing access', async () => {
    const admin = await t.callerAs(adminId);
    const member = await upsertStaffUser(t.deps.db, { email: 'member@example.com', password: PASSWORD, role: 'editor' });
    await admin.team.setRole({ userId: member.id, role: 'admin' });
    await admin.team.setRole({ userId: member.id, role: null });
    const rows = await entries();
    expect(rows.find((r) => r.action === 'team.role_change')).toMatchObject({
      actorEmail: 'boss@example.com',
      targetType: 'user',
      targetId: member.id,
      targetLabel: 'member@example.com',
      changes: { role: { before: 'editor', after: 'admin' } },
    });
    expect(rows.find((r) => r.action === 'team.member_removed')?.changes).toEqual({ role: { before: 'admin', after: null } });
  });

  it('writes the entry in the same transaction as the change: one fails, neither is kept', async () => {
    // An entry without its change: the transaction rolls back, the entry with it.
    await expect(
      t.deps.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: { id: adminId, email: 'boss@example.com' }, action: 'team.role_change', ip: '1.2.3.4' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entries()).toHaveLength(0);

    // A change whose entry cannot be written is not kept either.
    const member = await upsertStaffUser(t.deps.db, { email: 'atomic-member@example.com', password: PASSWORD, role: 'editor' });
    const [inquiry] = await t.deps.db.insert(inquiries).values({ name: 'Kept', email: 'kept@example.com', phone: '5550100', message: 'Hello' }).returning();
    await t.deps.db.execute(sql`create function audit_refuse() returns trigger language plpgsql as $$ begin raise exception 'audit store down'; end $$`);
    await t.deps.db.execute(sql`create trigger audit_refuse before insert on audit_log for each row execute function audit_refuse()`);
    try {
      const admin = await t.callerAs(adminId);
      expect(await codeOf(admin.team.setRole({ userId: member.id, role: 'admin' }))).toMatch(/^INTERNAL_SERVER_ERROR/);
      expect(await codeOf(admin.inquiries.delete({ id: inquiry?.id ?? '' }))).toMatch(/^INTERNAL_SERVER_ERROR/);
    } finally {
      await t.deps.db.execute(sql`drop trigger audit_refuse on audit_log`);
      await t.deps.db.execute(sql`drop function audit_refuse()`);
    }
    const [after] = await t.deps.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(after?.role).toBe('editor');
    expect(await t.deps.db.select().from(inquiries).where(eq(inquiries.id, inquiry?.id ?? ''))).toHaveLength(1);
  });

  it('is listed to admins only, newest first, paged and filtered by action and actor e-mail', async () => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(t.deps.db, { actor: { id: null, email: `Guess${i}@example.com` }, action: 'auth.sign_in_failed', ip: '10.0.0.1' });
    }
    await recordAudit(t.deps.db, { actor: { id: adminId, email: 'boss@example.com' }, action: 'inquiry.exported', changes: { count: 3 } });
    expect(await codeOf((await t.callerAs(editorId)).audit.list({}))).toBe('FORBIDDEN: Only administrators can do this.');

    const admin = await t.callerAs(adminId);
    const all = await admin.audit.list({ pageSize: 4 });
    expect(all).toMatchObject({ total: 6, pageCount: 2, page: 1 });
    expect(all.items[0]?.action).toBe('inquiry.exported');
    const times = all.items.map((r) => r.at.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await admin.audit.list({ pageSize: 4, page: 2 })).items).toHaveLength(2);

    expect((await admin.audit.list({ action: 'auth.sign_in_failed' })).total).toBe(5);
    expect((await admin.audit.list({ actorEmail: 'GUESS3@example.com' })).items.map((r) => r.actorEmail)).toEqual(['guess3@example.com']);
    expect((await admin.audit.list({ action: 'inquiry.exported', actorEmail: 'boss@example.com' })).total).toBe(1);
    expect(await codeOf(admin.audit.list({ pageSize: 101 }))).toMatch(/^BAD_REQUEST: [^]*pageSize must be at most 100/);
  });

  it('keeps entries AUDIT_RETENTION_DAYS, then the purge deletes them', async () => {
    const now = new Date();
    await t.deps.db.insert(auditLog).values([
      { action: 'auth.sign_in', at: new Date(now.getTime() - 40 * 86_400_000) },
      { action: 'auth.sign_in', at: new Date(now.getTime() - 20 * 86_400_000) },
    ]);
    expect((await purgeExpired(t.deps.db, { inquiryRetentionDays: 730, auditRetentionDays: 30 }, now)).auditLog).toBe(1);
    expect(await entries()).toHaveLength(1);
    expect((await purgeExpired(t.deps.db, { inquiryRetentionDays: 730 }, now)).auditLog).toBe(0);
    expect(t.deps.config.auditRetentionDays).toBe(365);
  });
});
