import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, inquiries } from '../../server/db/schema';
import { csvCell } from '../../server/services/inquiries';
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

  it('refuses editors every inquiry call (FORBIDDEN), and leaves the inquiry as it was', async () => {
    const editor = await t.callerAs(editorId);
    for (const call of [
      () => editor.inquiries.list({}),
      () => editor.inquiries.setHandled({ id: inquiryId, handled: true }),
      () => editor.inquiries.delete({ id: inquiryId }),
      () => editor.inquiries.exportCsv(),
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

  it('exports CSV with a byte-order mark, accents intact, and formula-looking cells defused', async () => {
    await t.deps.db.insert(inquiries).values([
      { name: '=HYPERLINK("http://evil.example","click")', email: 'a@example.com', phone: '+1 555 0101', message: '@SUM(A1:A9)' },
      { name: '-2+3', email: 'b@example.com', phone: '5550102', message: '\tcmd|calc' },
      { name: 'Line, "quoted"', email: 'c@example.com', phone: '5550103', message: 'first\r\nsecond' },
    ]);
    const admin = await t.callerAs(adminId);
    const { csv, filename, count } = await admin.inquiries.exportCsv();
    expect(filename).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(count).toBe(4);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1).split('\r\n')[0]).toBe('Received,Name,Email,Phone,Language,Handled,Message,Source,Urgent,Chat answers');
    expect(csv).toContain('Zoë Dépôt');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`'@SUM(A1:A9)`);
    expect(csv).toContain(`,'-2+3,`);
    expect(csv).toContain(`,'+1 555 0101,`);
    expect(csv).toContain(`'\tcmd|calc`);
    expect(csv).toContain('"Line, ""quoted"""');
    expect(csv).toContain('"first\r\nsecond"');
    // No cell starts with a formula character.
    expect(csv).not.toMatch(/(^|,)[=+\-@]/m);
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.exported'));
    expect(entry).toMatchObject({ actorEmail: 'admin@firm.example', changes: { count: 4 } });
  });

  it('csvCell prefixes = + - @ tab and carriage return, and nothing else', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx'].map(csvCell)).toEqual(["'=1", "'+1", "'-1", "'@a", "'\tx", `"'\rx"`]);
    expect(['plain', '1-2', 'a=b', ''].map(csvCell)).toEqual(['plain', '1-2', 'a=b', '']);
  });
});
