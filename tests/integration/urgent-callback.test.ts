import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatFirmTime } from '@shared/firm-time';
import { auditLog, inquiries, type Inquiry } from '../../server/db/schema';
import { prepareAlert } from '../../server/chat/urgent';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Issue 35, item 8: an urgent case shows who took it and when, and stays marked until someone records the callback;
 * a used 'I'm on it' link says who took the case and when.
 */

const INBOX = 'intake@law.example';
const ADMIN = { email: 'callback.admin@law.example', password: 'callback-admin-password' };
const EDITOR = { email: 'callback.editor@law.example', password: 'callback-editor-password' };

describe('urgent chats: taken, then called back', () => {
  let t: TestApp;
  let adminId: string;
  let editorId: string;

  beforeAll(async () => {
    t = await createTestApp({ FIRM_INBOX: INBOX });
    adminId = (await upsertStaffUser(t.deps.db, { ...ADMIN, role: 'admin' })).id;
    editorId = (await upsertStaffUser(t.deps.db, { ...EDITOR, role: 'editor' })).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(inquiries);
    await t.deps.db.delete(auditLog);
    await t.deps.db.execute(sql`delete from graphile_worker._private_jobs`);
  });

  /**
   * A stored urgent chat, as the chat's submit leaves it (the chat itself, with its proof of work, is tested in
   * chat.test.ts; here only what happens after it matters).
   */
  async function urgentInquiry(over: Partial<typeof inquiries.$inferInsert> = {}): Promise<Inquiry> {
    const [row] = await t.deps.db
      .insert(inquiries)
      .values({ name: 'Pedro Ruiz', email: '', phone: '(786) 555-0100', message: 'Detained today', locale: 'en', source: 'chat', urgent: true, ...over })
      .returning();
    if (!row) throw new Error('no inquiry stored');
    return row;
  }
  const reload = async (id: string) => (await t.deps.db.select().from(inquiries).where(eq(inquiries.id, id)))[0];
  const auditOf = (id: string) =>
    t.deps.db.select({ action: auditLog.action, actorEmail: auditLog.actorEmail, changes: auditLog.changes }).from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.at);
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof TRPCError ? { code: e.code, message: e.message } : e),
    );

  it("a used 'I'm on it' link says who took the case and when, in the firm's time zone", async () => {
    const inquiry = await urgentInquiry();
    const step = await prepareAlert(t.deps.db, { inquiryId: inquiry.id, step: 0, firmInbox: INBOX });
    if (!step) throw new Error('no alert prepared');
    const url = `/on-call/${step.token}`;

    const pressed = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(pressed.statusCode).toBe(200);
    const acked = await reload(inquiry.id);
    if (!acked?.urgentAckedAt) throw new Error('not acknowledged');
    const when = formatFirmTime(acked.urgentAckedAt);
    expect(when).toMatch(/ ET$/);

    for (const method of ['GET', 'POST'] as const) {
      const again = await t.app.inject({ method, url });
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('This link was already used.');
      expect(again.body).toContain(`<strong>${INBOX}</strong> said "I'm on it" at ${when}.`);
      expect(again.body).toContain('Nobody has recorded the callback yet.');
      expect(again.body).not.toContain('<form');
    }

    // Once someone records the callback, the used link says that too.
    const admin = await t.callerAs(adminId);
    await admin.inquiries.calledBack({ id: inquiry.id });
    const called = await reload(inquiry.id);
    const reopened = await t.app.inject({ method: 'GET', url });
    expect(reopened.body).toContain(`<strong>${ADMIN.email}</strong> recorded the callback at ${formatFirmTime(called?.calledBackAt ?? new Date(0))}.`);
  });

  it('refuses an anonymous caller, an editor and an unknown inquiry', async () => {
    const inquiry = await urgentInquiry();
    expect(await refusal(t.caller().inquiries.calledBack({ id: inquiry.id }))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusal((await t.callerAs(editorId)).inquiries.calledBack({ id: inquiry.id }))).toMatchObject({ code: 'FORBIDDEN' });
    const admin = await t.callerAs(adminId);
    expect(await refusal(admin.inquiries.calledBack({ id: randomUUID() }))).toEqual({ code: 'NOT_FOUND', message: 'This inquiry no longer exists.' });
    const routine = await urgentInquiry({ urgent: false, name: 'Routine' });
    expect(await refusal(admin.inquiries.calledBack({ id: routine.id }))).toEqual({ code: 'NOT_FOUND', message: 'This inquiry is not an urgent chat.' });
    const untouched = await reload(inquiry.id);
    expect(untouched).toMatchObject({ calledBackAt: null, calledBackBy: null, urgentAckedAt: null });
    expect(await auditOf(inquiry.id)).toEqual([]);
  });

  it("after 'I'm on it' the case stays marked urgent until an administrator records the callback, which is audited", async () => {
    const inquiry = await urgentInquiry();
    const newer = await urgentInquiry({ urgent: false, name: 'Newer routine inquiry', createdAt: new Date(Date.now() + 60_000) });
    const admin = await t.callerAs(adminId);
    await admin.inquiries.acknowledgeUrgent({ id: inquiry.id });

    // Taken, not called back: still ahead of a newer routine inquiry; the banner's "nobody acknowledged" is empty.
    expect((await admin.inquiries.list({})).items.map((i) => i.id)).toEqual([inquiry.id, newer.id]);
    expect((await admin.inquiries.urgent()).total).toBe(0);

    const result = await admin.inquiries.calledBack({ id: inquiry.id });
    expect(result).toMatchObject({ by: ADMIN.email, already: false, calledBack: { by: ADMIN.email } });
    const row = await reload(inquiry.id);
    expect(row?.calledBackBy).toBe(ADMIN.email);
    expect(row?.calledBackAt).toBeInstanceOf(Date);
    expect(row?.urgentAckedBy).toBe(ADMIN.email);
    expect((await auditOf(inquiry.id)).map((a) => [a.action, a.actorEmail, a.changes])).toEqual([
      ['chat.urgent_acknowledged', ADMIN.email, { by: ADMIN.email }],
      ['chat.urgent_called_back', ADMIN.email, { by: ADMIN.email }],
    ]);

    // Called back: no longer first; a second press changes nothing and says who did it.
    expect((await admin.inquiries.list({})).items.map((i) => i.id)).toEqual([newer.id, inquiry.id]);
    await expect(admin.inquiries.calledBack({ id: inquiry.id })).resolves.toMatchObject({ already: true, calledBack: { by: ADMIN.email, at: row?.calledBackAt } });
    expect(await auditOf(inquiry.id)).toHaveLength(2);
  });

  it("'Called back' pressed directly also takes the case, so no more on-call alerts go out", async () => {
    const inquiry = await urgentInquiry();
    const admin = await t.callerAs(adminId);
    await admin.inquiries.calledBack({ id: inquiry.id });
    const row = await reload(inquiry.id);
    expect(row).toMatchObject({ urgentAckedBy: ADMIN.email, calledBackBy: ADMIN.email });
    expect(row?.urgentAckedAt).toEqual(row?.calledBackAt);
    expect((await auditOf(inquiry.id)).map((a) => [a.action, a.changes])).toEqual([['chat.urgent_called_back', { by: ADMIN.email, acknowledged: true }]]);
    expect(await prepareAlert(t.deps.db, { inquiryId: inquiry.id, step: 0, firmInbox: INBOX })).toBeNull();
    expect((await admin.inquiries.urgent()).total).toBe(0);
  });
});
