import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, inquiries } from '../../server/db/schema';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { codeOf } from '../helpers/outcome';

describe('inquiries are private to administrators', () => {
  let t: TestApp;
  let adminId = '';
  let editorId = '';
  let inquiryId = '';
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await upsertStaffUser(t.deps.db, { email: 'admin@firm.example', password: 'staff-password', role: 'admin' })).id;
    editorId = (await upsertStaffUser(t.deps.db, { email: 'editor@firm.example', password: 'staff-password', role: 'editor' })).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(inquiries);
    await t.deps.db.delete(auditLog);
    const [row] = await t.deps.db
      .insert(inquiries)
      .values({ name: 'Zoë Dépôt', email: 'zoe@example.com', phone: '+1 954 555 0100', message: 'Necesito ayuda con mi asilo, ¿pueden llamarme?', locale: 'es' })
      .returning();
    inquiryId = row?.id ?? '';
  });

  // The CSV export is a plain route, GET /admin/inquiries.csv: tests/integration/inquiries-export.test.ts.
  it('refuses editors every inquiry call (FORBIDDEN), and leaves the inquiry as it was', async () => {
    const editor = await t.callerAs(editorId);
    for (const call of [
      () => editor.inquiries.list({}),
      () => editor.inquiries.setHandled({ id: inquiryId, handled: true }),
      () => editor.inquiries.delete({ id: inquiryId }),
    ]) {
      expect(await codeOf(call())).toBe('FORBIDDEN: Only administrators can do this.');
    }
    const [row] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row?.handled).toBe(false);
    expect(await t.deps.db.select().from(auditLog)).toHaveLength(0);
  });

  it('lets an admin read, handle and delete, each change recorded in the audit log', async () => {
    const admin = await t.callerAs(adminId);
    expect((await admin.inquiries.list({})).items.map((r) => r.id)).toEqual([inquiryId]);
    await admin.inquiries.setHandled({ id: inquiryId, handled: true });
    await admin.inquiries.delete({ id: inquiryId });
    const rows = await t.deps.db.select().from(auditLog);
    expect(rows.find((r) => r.action === 'inquiry.handled')).toMatchObject({ actorEmail: 'admin@firm.example', targetId: inquiryId, changes: { handled: { before: false, after: true } } });
    const deleted = rows.find((r) => r.action === 'inquiry.deleted');
    expect(deleted).toMatchObject({ actorId: adminId, targetType: 'inquiry', targetId: inquiryId, targetLabel: 'Zoë Dépôt <zoe@example.com>' });
    // The entry names the sender, never the message.
    expect(JSON.stringify(rows)).not.toContain('asilo');
  });
});
