import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, settings, type Inquiry } from '../../server/db/schema';
import { inquiryAcknowledgement } from '../../server/services/emails';
import { FIRM_DEFAULTS, FIRM_KEY } from '../../server/services/firm-settings';
import { upsertStaffUser } from '../../server/services/users';
import { FIRM_MSG, type FirmSettings } from '@shared/schemas/firm';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { codeOf } from '../helpers/outcome';

const PASSWORD = 'staff-password-1';

/** The firm's facts at /admin/settings (decision 0014): stored, validated, audited, and read by pages and e-mails. */
describe('firm settings', () => {
  let t: TestApp;
  let adminId = '';
  let editorId = '';
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await upsertStaffUser(t.deps.db, { email: 'owner@example.com', password: PASSWORD, role: 'admin' })).id;
    editorId = (await upsertStaffUser(t.deps.db, { email: 'writer@example.com', password: PASSWORD, role: 'editor' })).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(settings).where(eq(settings.key, FIRM_KEY));
    await t.deps.db.delete(auditLog);
  });

  const withPhone = (data: FirmSettings, phone: string): FirmSettings => ({ ...data, phone });

  it('starts from the demo firm, and every demo value is on the go-live checklist', async () => {
    const admin = await t.callerAs(adminId);
    const stored = await admin.settings.get();
    expect(stored.version).toBe(0);
    expect(stored.data.phone).toBe('(954) 555-0142');
    const list = await admin.settings.checklist();
    expect(list.placeholders.map((p) => p.path)).toEqual(expect.arrayContaining(['phone', 'email', 'social.facebook', 'attorneys.0.image']));
    expect(list.items.find((i) => i.id === 'phones')?.done).toBe(false);
    expect(list.items.find((i) => i.id === 'https')?.done).toBe(false);
  });

  it('saves a new phone, which every page then reads, and it leaves the checklist', async () => {
    const admin = await t.callerAs(adminId);
    const { version, data } = await admin.settings.get();
    const saved = await admin.settings.update({ version, data: withPhone(data, '(305) 867-2210') });
    expect(saved.version).toBe(version + 1);
    const pub = await t.caller().settings.public();
    expect(pub).toMatchObject({ phone: '(305) 867-2210', phoneHref: 'tel:+13058672210' });
    const checklist = await admin.settings.checklist();
    expect(checklist.placeholders.map((p) => p.path)).not.toContain('phone');
  });

  it('a firm elsewhere edits its settings and nothing else: the public facts, the map and the acknowledgement follow', async () => {
    const admin = await t.callerAs(adminId);
    const { version, data } = await admin.settings.get();
    // A new site's map follows its address: no link of its own.
    expect(data.mapEmbedUrl).toBe('');
    const address = { street: '200 S Biscayne Blvd', city: 'Miami', region: 'FL', postalCode: '33131' };
    await admin.settings.update({ version, data: { ...data, address, responsePromise: 'sameDay' } });
    const pub = await t.caller().settings.public();
    expect(pub.address).toMatchObject({ city: 'Miami', stateName: { en: 'Florida', es: 'Florida', fr: 'Floride' } });
    expect(pub.mapEmbedUrl).toBe('https://www.google.com/maps?q=200%20S%20Biscayne%20Blvd%2C%20Miami%2C%20FL%2033131&output=embed');
    expect(pub.responsePromise).toBe('sameDay');
    const row = { id: 'x', createdAt: new Date('2026-11-20T15:00:00Z') } as Inquiry;
    expect(inquiryAcknowledgement(row, 'en', pub).text).toContain('will read it and reply usually the same day, by phone');
    expect(inquiryAcknowledgement(row, 'fr', pub).text).toContain('vous répondra généralement le jour même');
    expect(inquiryAcknowledgement(row, 'es', pub).text).toContain('le responderá normalmente el mismo día');
  });

  it('keeps a map link of the firm’s own, and refuses one that is not a Google Maps embed', async () => {
    const admin = await t.callerAs(adminId);
    const { version, data } = await admin.settings.get();
    const own = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    await admin.settings.update({ version, data: { ...data, mapEmbedUrl: own } });
    expect((await t.caller().settings.public()).mapEmbedUrl).toBe(own);
    expect(await codeOf(admin.settings.update({ version: version + 1, data: { ...data, mapEmbedUrl: 'https://maps.example.com/x' } }))).toMatch(/^BAD_REQUEST: .*Map link must be a Google Maps embed address/s);
  });

  it('records who changed what, with the field before and after, in the audit log', async () => {
    const admin = await t.callerAs(adminId);
    const { version, data } = await admin.settings.get();
    await admin.settings.update({ version, data: withPhone(data, '(305) 867-2210') });
    const [entry] = await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: 'settings.firm', actorEmail: 'owner@example.com', targetLabel: 'Firm details' });
    expect(entry?.changes).toEqual({ phone: { before: '(954) 555-0142', after: '(305) 867-2210' } });
  });

  it('refuses a save over a version someone else saved meanwhile, and keeps theirs', async () => {
    const admin = await t.callerAs(adminId);
    const loaded = await admin.settings.get();
    await admin.settings.update({ version: loaded.version, data: withPhone(loaded.data, '(305) 867-2210') });
    const err = await codeOf(admin.settings.update({ version: loaded.version, data: withPhone(loaded.data, '(786) 555-9999') }));
    expect(err).toBe(`CONFLICT: ${FIRM_MSG.stale}`);
    expect((await t.caller().settings.public()).phone).toBe('(305) 867-2210');
  });

  it('answers bad input with the field messages and saves nothing', async () => {
    const admin = await t.callerAs(adminId);
    const { version, data } = await admin.settings.get();
    const bad: FirmSettings = {
      ...data,
      phone: '12',
      email: 'not-an-address',
      mapEmbedUrl: 'https://evil.example/map',
      bookingUrl: 'javascript:alert(1)',
      address: { ...data.address, region: 'Florida' },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/settings.update',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: await sessionCookie(t, adminId) },
      payload: JSON.stringify({ json: { version, data: bad } }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.body;
    for (const msg of [FIRM_MSG.phone, FIRM_MSG.email, FIRM_MSG.mapUrl, FIRM_MSG.httpsUrl, FIRM_MSG.region]) expect(body).toContain(msg);
    expect((await admin.settings.get()).version).toBe(version);
  });

  it('keeps every stored field that still passes the schema when one does not, and names the one that does not', async () => {
    const admin = await t.callerAs(adminId);
    const { data } = await admin.settings.get();
    // As a row written by an older version of the site might be: one field no longer valid.
    await t.deps.db
      .insert(settings)
      .values({ key: FIRM_KEY, value: { version: 3, data: { ...data, phone: '(305) 867-2210', email: 'not-an-address' } } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { version: 3, data: { ...data, phone: '(305) 867-2210', email: 'not-an-address' } } } });
    const stored = await admin.settings.get();
    expect(stored).toMatchObject({ version: 3, invalid: ['email'] });
    expect(stored.data.phone).toBe('(305) 867-2210');
    expect(stored.data.email).toBe(FIRM_DEFAULTS.email);
    const checklist = await admin.settings.checklist();
    expect(checklist.items[0]).toMatchObject({ id: 'stored', done: false });
  });

  it('gives two attorneys with the same surname anchors of their own', async () => {
    const admin = await t.callerAs(adminId);
    const { version, data } = await admin.settings.get();
    const [first] = data.attorneys;
    if (!first) throw new Error('the demo firm has attorneys');
    await admin.settings.update({ version, data: { ...data, attorneys: [first, { ...first, name: 'Pedro Alvarez, Esq.' }] } });
    expect((await t.caller().settings.public()).attorneys.map((a) => a.id)).toEqual(['alvarez', 'alvarez-2']);
  });

  it('is for administrators only: editors and visitors cannot read the form or save', async () => {
    const editor = await t.callerAs(editorId);
    expect(await codeOf(editor.settings.get())).toMatch(/^FORBIDDEN/);
    expect(await codeOf(editor.settings.update({ version: 0, data: FIRM_DEFAULTS }))).toMatch(/^FORBIDDEN/);
    expect(await codeOf(t.caller().settings.checklist())).toMatch(/^UNAUTHORIZED/);
  });

  it('gives the attorney page each language its own biography, as saved', async () => {
    const admin = await t.callerAs(adminId);
    const { version, data } = await admin.settings.get();
    const [first, ...rest] = data.attorneys;
    if (!first) throw new Error('the demo firm has attorneys');
    const bioEs = 'Abogada con veinte años de experiencia en defensa de personas detenidas.\n\nHabla español e inglés.';
    await admin.settings.update({ version, data: { ...data, attorneys: [{ ...first, text: { ...first.text, es: { ...first.text.es, bio: bioEs } } }, ...rest] } });
    const es = await t.caller().settings.attorneyProfiles({ locale: 'es' });
    expect(es[0]).toMatchObject({ id: 'alvarez', text: { bio: bioEs } });
    const en = await t.caller().settings.attorneyProfiles({ locale: 'en' });
    expect(en[0]?.text.bio).toBe(first.text.en.bio);
  });

  it('signs the e-mails with the saved name and phone', async () => {
    const admin = await t.callerAs(adminId);
    const { version, data } = await admin.settings.get();
    await admin.settings.update({ version, data: { ...data, firmName: 'Rivera Immigration Group', phone: '(305) 867-2210' } });
    await t.caller({ ip: '198.51.100.4' }).contact.submit({
      name: 'Ana Visitor',
      email: 'ana@example.com',
      phone: '305 555 0100',
      message: 'My husband was detained this morning, please call me back.',
      locale: 'en',
      privacy: true,
    });
    await t.runJobs();
    const ack = t.mailer.sent.find((m) => m.to === 'ana@example.com');
    expect(ack?.text).toContain('Rivera Immigration Group · (305) 867-2210');
  });
});

async function sessionCookie(t: TestApp, userId: string): Promise<string> {
  const session = await t.deps.sessions.create(userId);
  return `session=${session.id}`;
}
