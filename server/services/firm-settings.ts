import { DomainError } from '../errors';
import { eq } from 'drizzle-orm';
import en from '../../src/i18n/en';
import es from '../../src/i18n/es';
import fr from '../../src/i18n/fr';
import type { Locale } from '@shared/locales';
import {
  attorneyInput,
  FIRM_MSG,
  isPlaceholderValue,
  firmSettingsInput,
  placeholderFields,
  toAttorneyProfiles,
  bookableTypes,
  toFirmPublic,
  type AttorneyProfile,
  type FirmPublic,
  type FirmSettings,
  type PlaceholderField,
} from '@shared/schemas/firm';
import { DEMO_BOOKING } from '@shared/schemas/booking';
import { site } from '@shared/site';
import type { ContentChanges } from '../realtime/changes';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { diffFields, recordAudit, type AuditActor } from './audit';

/**
 * The firm's facts (decision 0014): one row of the `settings` table, `{ version, data }`, edited at
 * /admin/settings. Every page, the JSON-LD and the e-mails read them through `getFirm`, cached for
 * FIRM_CACHE_MS per process: a save replaces this instance's copy at once and announces itself through the
 * app's content changes (server/realtime/changes.ts: the page cache and this copy listen); other instances see it
 * within FIRM_CACHE_MS (and PAGE_CACHE_MS) until the changes reach them too.
 */
export const FIRM_KEY = 'firm';
export const FIRM_CACHE_MS = 5_000;

const CATALOGUES = { en, es, fr } as const;

/** The demo firm, in every language (its texts are the catalogues' own): what a new site starts with. */
export const FIRM_DEFAULTS: FirmSettings = firmSettingsInput.parse({
  ...site.demo,
  emergencyPhone: '',
  attorneys: site.demo.attorneys.map(({ i18nKey, ...a }) => ({
    ...a,
    // Alvarez speaks English and Spanish, Laurent English, French and Haitian Creole (as their profiles say).
    availability: { languages: i18nKey === 'alvarez' ? ['en', 'es'] : ['en', 'fr', 'ht'] },
    text: Object.fromEntries(
      (Object.keys(CATALOGUES) as Locale[]).map((locale) => {
        const t = CATALOGUES[locale].attorneys;
        const key = i18nKey === 'alvarez' ? 'alvarez' : 'laurent';
        return [
          locale,
          {
            title: i18nKey === 'alvarez' ? t.founderTitle : t.associateTitle,
            bio: `${t[`${key}Bio1`]}\n\n${t[`${key}Bio2`]}`,
            languages: t[`${key}Languages`],
            focus: t[`${key}Focus`],
          },
        ];
      }),
    ),
  })),
  booking: DEMO_BOOKING,
});

export interface StoredFirm {
  version: number;
  data: FirmSettings;
  /**
   * Stored fields that no longer pass the schema (a row written by an older version of the site): the
   * defaults stand in for them until an administrator saves again, and the form says which they are.
   */
  invalid: string[];
}

type FirmKey = keyof FirmSettings;
const FIRM_KEYS = Object.keys(firmSettingsInput.shape) as FirmKey[];

/**
 * The stored values, each top-level field checked on its own (and each attorney), so one bad field never
 * turns the whole firm back into the demo: what passes is kept, what fails is the default and is named.
 */
function completeFromDefaults(stored: unknown): { data: FirmSettings; invalid: string[] } {
  const raw = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const invalid: string[] = [];
  const picked: Record<string, unknown> = {};
  for (const key of FIRM_KEYS) {
    if (key === 'attorneys' && Array.isArray(raw.attorneys)) {
      const good = raw.attorneys.filter((a) => attorneyInput.safeParse(a).success);
      if (good.length !== raw.attorneys.length) invalid.push('attorneys');
      picked.attorneys = good.length > 0 ? good : FIRM_DEFAULTS.attorneys;
      continue;
    }
    const ok = firmSettingsInput.shape[key].safeParse(raw[key]).success;
    if (!ok) invalid.push(key);
    picked[key] = ok ? raw[key] : FIRM_DEFAULTS[key];
  }
  const parsed = firmSettingsInput.safeParse(picked);
  return parsed.success ? { data: parsed.data, invalid } : { data: FIRM_DEFAULTS, invalid: FIRM_KEYS };
}

/** Last good read per database handle, and the save generation it was read under. */
const cache = new WeakMap<Db, { at: number; generation: number; firm: StoredFirm }>();
const generations = new WeakMap<Db, number>();

async function readFirm(db: Pick<Db, 'select'>): Promise<StoredFirm> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, FIRM_KEY)).limit(1);
  if (!row) return { version: 0, data: FIRM_DEFAULTS, invalid: [] };
  const value = row.value as { version?: unknown; data?: unknown };
  const version = typeof value.version === 'number' ? value.version : 0;
  const parsed = firmSettingsInput.safeParse(value.data);
  if (parsed.success) return { version, data: parsed.data, invalid: [] };
  return { version, ...completeFromDefaults(value.data) };
}

/**
 * The firm's settings, from this instance's copy when it is younger than FIRM_CACHE_MS. When the database
 * cannot be read, the last good copy is served whatever its age (the pages keep the firm's phone number
 * during an outage); only with none yet does the error propagate.
 */
export async function getFirmSettings(db: Db, opts: { fresh?: boolean } = {}): Promise<StoredFirm> {
  const hit = cache.get(db);
  if (!opts.fresh && hit && Date.now() - hit.at < FIRM_CACHE_MS) return hit.firm;
  const generation = generations.get(db) ?? 0;
  let firm: StoredFirm;
  try {
    firm = await readFirm(db);
  } catch (err) {
    if (hit && !opts.fresh) return hit.firm;
    throw err;
  }
  // A read that began before a save on this instance finished must not put the older values back.
  if ((generations.get(db) ?? 0) === generation) cache.set(db, { at: Date.now(), generation, firm });
  return firm;
}

export async function getFirm(db: Db): Promise<FirmPublic> {
  return toFirmPublic((await getFirmSettings(db)).data);
}

export async function getAttorneyProfiles(db: Db, locale: Locale): Promise<AttorneyProfile[]> {
  return toAttorneyProfiles((await getFirmSettings(db)).data, locale);
}

const AUDITED_FIELDS = [
  'firmName',
  'shortName',
  'phone',
  'emergencyPhone',
  'email',
  'address',
  'officeHours',
  'mapEmbedUrl',
  'responsePromise',
  'bookingUrl',
  'portalUrl',
  'social',
  'attorneys',
  'onCall',
  'booking',
] as const satisfies readonly (keyof FirmSettings)[];

// Every field is audited: a new one that is not fails to compile here.
type Unaudited = Exclude<keyof FirmSettings, (typeof AUDITED_FIELDS)[number]>;
const everyFieldAudited: [Unaudited] extends [never] ? true : Unaudited = true;
void everyFieldAudited;

/** Drops this process's copy for `db` (and any read already under way): the next read goes to the database. */
function forgetFirm(db: Db): number {
  const generation = (generations.get(db) ?? 0) + 1;
  generations.set(db, generation);
  cache.delete(db);
  return generation;
}

/**
 * The copy listens to the app's content changes: a settings change announced by this instance or another
 * (PostgreSQL NOTIFY, decision 0016) drops it at once instead of within FIRM_CACHE_MS.
 */
export function watchFirmSettings(changes: ContentChanges, db: Db): () => void {
  return changes.subscribe((change) => {
    // 'resync': this instance's listening connection was lost for a while, and a save may have gone unheard.
    if (change.kind === 'settings' || change.kind === 'resync') forgetFirm(db);
  });
}

/**
 * Saves over the version the form was loaded at (CONFLICT with FIRM_MSG.stale otherwise), records what
 * changed in the audit log in the same transaction, then announces the change to `announcer` (the app's: the
 * pages and the caches listen; the API always passes it, a test that only reads back the values may not) and
 * keeps the saved values as this instance's copy.
 */
export async function updateFirmSettings(
  db: Db,
  actor: AuditActor & { id: string },
  input: { version: number; data: FirmSettings },
  ip: string,
  announcer?: ContentChanges,
): Promise<StoredFirm> {
  const saved = await db.transaction(async (tx) => {
    // Lock the row (or, for the first save, the key) so two saves cannot both pass the version check.
    await tx.insert(settings).values({ key: FIRM_KEY, value: { version: 0, data: FIRM_DEFAULTS } }).onConflictDoNothing();
    await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, FIRM_KEY)).for('update');
    const before = await readFirm(tx);
    if (before.version !== input.version) throw new DomainError('conflict', 'firmSettingsStale', FIRM_MSG.stale);
    const next: StoredFirm = { version: before.version + 1, data: input.data, invalid: [] };
    await tx.update(settings).set({ value: { version: next.version, data: next.data }, updatedBy: actor.id, updatedAt: new Date() }).where(eq(settings.key, FIRM_KEY));
    const changes = diffFields(before.data, next.data, AUDITED_FIELDS);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, { actor, action: 'settings.firm', target: { type: 'setting', id: FIRM_KEY, label: 'Firm details' }, changes, ip });
    }
    return next;
  });
  announcer?.announce({ kind: 'settings' });
  // After the announcement, which drops the copy: the saved values are this instance's copy without a read.
  cache.set(db, { at: Date.now(), generation: forgetFirm(db), firm: saved });
  return saved;
}

/** One line of the go-live checklist the admin shows until every line is done. */
export interface ChecklistItem {
  id: string;
  label: string;
  done: boolean;
  /** What to do, when not done. */
  hint: string;
}

export interface GoLiveState {
  items: ChecklistItem[];
  placeholders: PlaceholderField[];
}

/**
 * What an administrator must do before the site goes live: replace every demo value, and the deployment facts
 * the server can see (https, real e-mail delivery, two-factor for staff, no demo mode).
 */
export function goLiveChecklist(
  stored: Pick<StoredFirm, 'data' | 'invalid'>,
  deployment: { mode: string; publicUrl: string; smtpConfigured: boolean; twoFactorRequired: boolean },
): GoLiveState {
  const { data, invalid } = stored;
  const placeholders = placeholderFields(data, FIRM_DEFAULTS);
  const has = (prefix: string) => placeholders.some((p) => p.path === prefix || p.path.startsWith(`${prefix}.`));
  const item = (id: string, label: string, done: boolean, hint: string): ChecklistItem => ({ id, label, done, hint });
  const items = [
    ...(invalid.length > 0
      ? [item('stored', 'Saved details that no longer pass the checks', false, `Correct and save: ${invalid.join(', ')} (the demo values stand in for them).`)]
      : []),
    item('identity', "The firm's name", !has('firmName') && !has('shortName'), 'Enter the firm’s own name and short name.'),
    item('phones', 'Phone numbers', !has('phone') && !has('emergencyPhone'), 'Replace the demo 555 numbers with the firm’s phone and emergency line.'),
    item('email', 'E-mail address', !has('email'), 'Enter the address where clients write to the firm.'),
    item('address', 'Office address and map', !has('address') && !has('mapEmbedUrl'), 'Enter the office address: the map shows it (or paste the firm’s own Google Maps embed link).'),
    item('links', 'Booking and client portal links', !has('bookingUrl') && !has('portalUrl'), 'Link the firm’s own booking page and client portal.'),
    item('social', 'Social links', !has('social'), 'Link the firm’s profiles, or leave a network empty to hide its icon.'),
    item('attorneys', 'Attorneys: names, photos and biographies', !has('attorneys'), 'Describe the firm’s own attorneys and upload their photos.'),
    item(
      'on-call',
      'On-call list for urgent chats',
      data.onCall.emails.length > 0 && !data.onCall.emails.some(isPlaceholderValue),
      'Add the addresses alerted when a visitor reports a recent detention (On call); until then only the firm’s inbox is.',
    ),
    item('https', 'Served over https', deployment.publicUrl.startsWith('https://'), 'Set PUBLIC_URL to the site’s https:// address.'),
    item('mail', 'E-mail delivery', deployment.smtpConfigured, 'Set SMTP_URL so inquiries and password e-mails are delivered.'),
    item('production', 'Production mode', deployment.mode === 'production', 'Run with NODE_ENV=production (not the demo).'),
    item(
      'consultations',
      'Consultations someone takes',
      data.booking.mode !== 'site' || data.booking.types.length === bookableTypes(data).length,
      'A consultation type names attorneys who are no longer listed (renamed or removed): tick who takes it, in Consultations.',
    ),
    item('two-factor', 'Two-factor sign-in required for staff', deployment.twoFactorRequired, 'Turn it on for yourself, then require it in the Team tab.'),
  ];
  return { items, placeholders };
}
