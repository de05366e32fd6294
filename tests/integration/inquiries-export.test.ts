/**
 * The Inquiries tab's CSV (decision 0014): GET /admin/inquiries.csv streams every inquiry, newest first, to
 * administrators only, as a download that no cache keeps, with formula-looking cells defused; each export is
 * in the audit log. Inquiries are read in batches from one snapshot, so a list longer than a batch comes whole.
 */
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, inquiries } from '../../server/db/schema';
import { inquiriesCsvWriter } from '../../server/services/inquiries';
import { upsertStaffUser } from '../../server/services/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';

const URL_PATH = '/admin/inquiries.csv';
const HEADER = 'Received,Name,Email,Phone,Language,Handled,Message,Source,Urgent,Chat answers';

/** csv-stringify's writer with the export's options, on one record. */
async function csvOf(cells: string[]): Promise<string> {
  const out = inquiriesCsvWriter();
  const chunks: string[] = [];
  out.on('data', (c: Buffer | string) => chunks.push(String(c)));
  const done = new Promise((resolve) => out.on('end', resolve));
  out.end(cells);
  await done;
  return chunks.join('').slice(1).split('\r\n').slice(1).join('\r\n');
}

describe('inquiries CSV export', () => {
  let t: TestApp;
  let adminCookie = '';
  let editorCookie = '';

  beforeAll(async () => {
    t = await createTestApp();
    const adminId = (await upsertStaffUser(t.deps.db, { email: 'admin@firm.example', password: 'staff-password', role: 'admin' })).id;
    const editorId = (await upsertStaffUser(t.deps.db, { email: 'editor@firm.example', password: 'staff-password', role: 'editor' })).id;
    const name = t.deps.sessions.cookieName;
    adminCookie = `${name}=${(await t.deps.sessions.create(adminId)).id}`;
    editorCookie = `${name}=${(await t.deps.sessions.create(editorId)).id}`;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(inquiries);
    await t.deps.db.delete(auditLog);
  });

  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: URL_PATH, headers });

  it('streams every inquiry to an admin, newest first, as a CSV download nobody caches, and records the export', async () => {
    // More than two batches (500 each), and thirty inquiries within one millisecond (microseconds apart) around the
    // first batch's end: a keyset position kept as a Date (milliseconds) would skip some of them.
    const base = Date.parse('2026-03-01T12:00:00.000Z');
    const many = Array.from({ length: 1200 }, (_, i) => ({
      name: `Person ${String(i).padStart(4, '0')}`,
      email: `p${i}@example.com`,
      phone: '+1 954 555 0100',
      message: `Message ${i}`,
      createdAt: new Date(base + i * 1000),
    }));
    await t.deps.db.insert(inquiries).values(many);
    await t.deps.db.insert(inquiries).values([
      { name: 'Zoë Dépôt', email: 'zoe@example.com', phone: '+1 954 555 0101', message: 'Necesito ayuda, ¿pueden llamarme?', locale: 'es' },
      { name: '=HYPERLINK("http://evil.example","click")', email: 'a@example.com', phone: '+1 555 0101', message: '@SUM(A1:A9)' },
      { name: '-2+3', email: 'b@example.com', phone: '5550102', message: '\tcmd|calc' },
      { name: 'Line, "quoted"', email: 'c@example.com', phone: '5550103', message: 'first\r\nsecond\nthird' },
    ]);
    await t.deps.db.execute(
      sql`update inquiries set created_at = timestamptz '2026-03-01 12:11:50.000+00' + (random() * 900)::int * interval '1 microsecond' where name between 'Person 0690' and 'Person 0719'`,
    );

    const res = await get({ cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const csv = bytes.toString('utf8').slice(1);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe(HEADER);

    // Every row once, in the order of the database's newest first (created_at to the microsecond, then id).
    const expected = await t.deps.db.execute<{ email: string }>(sql`select email from inquiries order by created_at desc, id desc`);
    const emails = [...csv.matchAll(/,([\w.]+@example\.com),/g)].map((m) => m[1]);
    expect(emails).toEqual(expected.map((r) => r.email));
    expect(emails).toHaveLength(1204);

    expect(csv).toContain('Zoë Dépôt');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`'@SUM(A1:A9)`);
    expect(csv).toContain(`,'-2+3,`);
    expect(csv).toContain(`,'+1 555 0101,`);
    expect(csv).toContain(`'\tcmd|calc`);
    expect(csv).toContain('"Line, ""quoted"""');
    expect(csv).toContain('"first\r\nsecond\nthird"');
    // No cell starts with a formula character.
    expect(csv).not.toMatch(/(^|,)[=+\-@]/m);

    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.exported'));
    expect(entry).toMatchObject({ actorEmail: 'admin@firm.example', changes: { count: 1204 }, targetLabel: '1204 inquiries' });
  });

  it('gives the header alone when there is no inquiry', async () => {
    const res = await get({ cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('refuses anonymous callers (401), editors (403) and other sites (403), and records nothing', async () => {
    await t.deps.db.insert(inquiries).values({ name: 'Private', email: 'private@example.com', phone: '5550100', message: 'Private message' });
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Please sign in to continue.' });
    const editor = await get({ cookie: editorCookie });
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toMatchObject({ message: 'Only administrators can do this.' });
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const crossSite = await get({ cookie: adminCookie, ...headers });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.body).not.toContain('Private message');
    }
    for (const res of [anonymous, editor]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).not.toContain('Private message');
    }
    // A link followed on this site, or the address typed.
    expect((await get({ cookie: adminCookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await get({ cookie: adminCookie, 'sec-fetch-site': 'none', origin: TEST_ORIGIN })).statusCode).toBe(200);
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.exported'))).toHaveLength(2);
  });

  it('writes cells as before: formula characters prefixed, quotes doubled, line breaks quoted', async () => {
    expect(await csvOf(['=1', '+1', '-1', '@a', '\tx', '\rx'])).toBe(`'=1,'+1,'-1,'@a,'\tx,"'\rx"\r\n`);
    expect(await csvOf(['plain', '1-2', 'a=b', ''])).toBe('plain,1-2,a=b,\r\n');
    expect(await csvOf(['a\nb', 'c\rd', 'e\r\nf', '"g"', 'h,i'])).toBe('"a\nb","c\rd","e\r\nf","""g""","h,i"\r\n');
  });

  it('pauses reading while the client does not read, and ends its snapshot when the client leaves', async () => {
    // About 20 MB of CSV: more than the sockets' buffers take, so the export has to wait for the client.
    for (let n = 0; n < 10; n++) {
      await t.deps.db
        .insert(inquiries)
        .values(Array.from({ length: 1000 }, (_, i) => ({ name: `Person ${n}-${i}`, email: `p${n}-${i}@example.com`, phone: '5550100', message: 'x'.repeat(2000) })));
    }
    /** Connections of this database inside a transaction and waiting: the export's snapshot while it waits for its reader. */
    const waiting = async () =>
      (await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`))[0]?.n;
    /** Whether `waiting()` says `want` three times in a row (between two batches it is briefly 1 anyway). */
    const settlesAt = async (want: number) => {
      for (let i = 0, seen = 0; i < 300; i++) {
        seen = (await waiting()) === want ? seen + 1 : 0;
        if (seen === 3) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    };
    // Over HTTP (the app is closed with the test app, after this last test), from a client that never reads.
    const base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = net.connect(Number(base.port), base.hostname);
    socket.pause();
    socket.write(`GET ${URL_PATH} HTTP/1.1\r\nHost: ${base.host}\r\nCookie: ${adminCookie}\r\n\r\n`);
    try {
      expect(await settlesAt(1)).toBe(true);
    } finally {
      socket.destroy();
    }
    expect(await settlesAt(0)).toBe(true);
    // The pool still serves, and a whole export still comes.
    const res = await get({ cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')).toHaveLength(10_000 + 2);
  });
});
