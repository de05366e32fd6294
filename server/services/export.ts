import { PassThrough, type Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { and, asc, count, getTableColumns, gt, notInArray, sql } from 'drizzle-orm';
import { Zip, ZipDeflate, type ZipInputFile } from 'fflate';
import type { Db } from '../db/client';
import { blogPosts, postRevisions, postSlugRedirects, resourceRevisions, resources, settings } from '../db/schema';
import { recordAudit } from './audit';
import { SECRET_SETTING_KEYS } from './settings';

/**
 * The site's content as one ZIP (decision 0014): posts as Markdown with front matter and as JSON, their revisions,
 * resources and theirs, settings, the media list and old addresses. Staff accounts and everything that signs anyone in,
 * inquiries and consultations booked (client data) and the audit log stay in the database.
 *
 * Memory stays bounded whatever the size of the site: rows are read in keyset-paged batches inside one
 * read-only snapshot, each file is compressed as it is written, and reading pauses while the client is slow.
 */

/** Rows read per query; a batch of long posts is still a few megabytes at most. */
const BATCH = 200;
/** Compressed bytes waiting for the client before reading the database pauses. */
const HIGH_WATER = 1024 * 1024;

export interface ExportActor {
  id: string;
  email: string;
  ip: string | null;
}

export interface ExportCounts {
  posts: number;
  revisions: number;
  resources: number;
  resourceRevisions: number;
  settings: number;
  /** null while the media table does not exist. */
  media: number | null;
  redirects: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Pick<Db, 'select' | 'execute'>;

const { search: _search, html: _html, htmlKey: _htmlKey, ...postColumns } = getTableColumns(blogPosts);
export type ExportedPost = { [K in keyof typeof postColumns]: (typeof blogPosts.$inferSelect)[K] };

export function exportFilename(now = new Date()): string {
  return `site-export-${now.toISOString().slice(0, 10)}.zip`;
}

export const EXPORT_README = `Website content export
=====================

Made by the site's admin page (Settings > Export). Text files are UTF-8; dates are ISO 8601 in UTC.

posts/<language>/<slug>.md
  One file per post and language (en, es, fr): front matter between the --- lines (title, slug, locale,
  translationGroup, category, description, published, featured, publishAt, metaTitle, metaDescription,
  socialImage, imageUrl, createdAt, updatedAt), then the body exactly as written in the editor.
  Translations of one article share the same translationGroup.

posts.json
  Every post with all its stored fields (except the search index and the pre-rendered HTML, which the
  site rebuilds from the body), ordered so that the translations of one article sit together.

revisions.json
  Every saved version of every post (post_revisions): who saved it, when, and the fields it held.

resources.json
  The resources list, every language (translations share translationGroup).

resource-revisions.json
  Every saved version of every resource (resource_revisions), as revisions.json for posts.

settings.json
  The site's settings table (key, value, when and by whom it last changed), without the keys that sign things.

media.json
  The uploaded images' list (file name, alt text, size, formats), when the site has a media library.
  The image files themselves are not in this archive: they live in the site's media storage.

redirects.json
  Old addresses of posts (language and previous slug) that now lead to the post's current address.

Not included, on purpose
  Staff accounts and everything used to sign in (credentials, two-factor keys and recovery codes,
  sign-in links), the audit log, inquiries sent through the contact form and the chat, and consultations
  booked on the site: client data stays in the database. A full copy of the database is what \`npm run db:backup\` makes (see the README).
`;

/** A YAML double-quoted scalar: JSON's escapes, plus the characters YAML reads as line breaks or refuses. */
function yamlString(value: string): string {
  return JSON.stringify(value).replace(/[\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function yamlValue(value: string | number | boolean | Date | null): string {
  if (value === null) return 'null';
  if (value instanceof Date) return yamlString(value.toISOString());
  if (typeof value === 'string') return yamlString(value);
  return String(value);
}

/** The Markdown file of one post: YAML front matter, a blank line, then the body as written. */
export function postMarkdown(p: ExportedPost): string {
  const fields: [string, string | number | boolean | Date | null][] = [
    ['title', p.title],
    ['slug', p.slug],
    ['locale', p.locale],
    ['translationGroup', p.translationGroup],
    ['category', p.category],
    ['description', p.description],
    ['published', p.published],
    ['featured', p.featured],
    ['publishAt', p.publishAt],
    ['metaTitle', p.metaTitle],
    ['metaDescription', p.metaDescription],
    ['socialImage', p.socialImage],
    ['imageUrl', p.imageUrl],
    ['createdAt', p.createdAt],
    ['updatedAt', p.updatedAt],
  ];
  return `---\n${fields.map(([k, v]) => `${k}: ${yamlValue(v)}`).join('\n')}\n---\n\n${p.content}`;
}

/** Slugs are validated on save; anything else (an old row, a hand edit) is named by the post's id instead. */
export function postPath(p: Pick<ExportedPost, 'locale' | 'slug' | 'id'>): string {
  const name = /^[a-z0-9][a-z0-9-]{0,199}$/.test(p.slug) ? p.slug : p.id;
  return `posts/${p.locale}/${name}.md`;
}

async function hasMediaTable(db: Executor): Promise<boolean> {
  const rows = await db.execute<{ present: boolean }>(sql`select to_regclass('public.media') is not null as present`);
  return rows[0]?.present === true;
}

async function countRows(db: Executor): Promise<ExportCounts> {
  const n = async (table: typeof blogPosts | typeof postRevisions | typeof resources | typeof resourceRevisions | typeof settings | typeof postSlugRedirects) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  let media: number | null = null;
  if (await hasMediaTable(db)) {
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from media`);
    media = rows[0]?.n ?? 0;
  }
  return {
    posts: await n(blogPosts),
    revisions: await n(postRevisions),
    resources: await n(resources),
    resourceRevisions: await n(resourceRevisions),
    settings: (await db.select({ n: count() }).from(settings).where(notInArray(settings.key, [...SECRET_SETTING_KEYS])))[0]?.n ?? 0,
    media,
    redirects: await n(postSlugRedirects),
  };
}

/** Reads a table batch by batch: `next` gets the last row of the previous batch (null first). */
async function* keyset<T>(next: (after: T | null) => Promise<T[]>): AsyncGenerator<T[]> {
  let after: T | null = null;
  for (;;) {
    const rows = await next(after);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1] ?? null;
  }
}

// Each table is read in the order of a unique index, so every batch is one index range scan.
const postBatches = (tx: Tx) =>
  keyset<ExportedPost>((after) =>
    tx
      .select(postColumns)
      .from(blogPosts)
      .where(after ? sql`(${blogPosts.translationGroup}, ${blogPosts.locale}) > (${after.translationGroup}::uuid, ${after.locale})` : undefined)
      .orderBy(asc(blogPosts.translationGroup), asc(blogPosts.locale))
      .limit(BATCH),
  );

const revisionBatches = (tx: Tx) =>
  keyset<typeof postRevisions.$inferSelect>((after) =>
    tx.select().from(postRevisions).where(after ? gt(postRevisions.id, after.id) : undefined).orderBy(asc(postRevisions.id)).limit(BATCH),
  );

const resourceRevisionBatches = (tx: Tx) =>
  keyset<typeof resourceRevisions.$inferSelect>((after) =>
    tx.select().from(resourceRevisions).where(after ? gt(resourceRevisions.id, after.id) : undefined).orderBy(asc(resourceRevisions.id)).limit(BATCH),
  );

const resourceBatches = (tx: Tx) =>
  keyset<typeof resources.$inferSelect>((after) =>
    tx
      .select()
      .from(resources)
      .where(after ? sql`(${resources.translationGroup}, ${resources.locale}) > (${after.translationGroup}::uuid, ${after.locale})` : undefined)
      .orderBy(asc(resources.translationGroup), asc(resources.locale))
      .limit(BATCH),
  );

const settingBatches = (tx: Tx) =>
  keyset<typeof settings.$inferSelect>((after) =>
    tx
      .select()
      .from(settings)
      .where(and(notInArray(settings.key, [...SECRET_SETTING_KEYS]), after ? gt(settings.key, after.key) : undefined))
      .orderBy(asc(settings.key))
      .limit(BATCH),
  );

const redirectBatches = (tx: Tx) =>
  keyset<typeof postSlugRedirects.$inferSelect>((after) =>
    tx
      .select()
      .from(postSlugRedirects)
      .where(after ? sql`(${postSlugRedirects.locale}, ${postSlugRedirects.slug}) > (${after.locale}, ${after.slug})` : undefined)
      .orderBy(asc(postSlugRedirects.locale), asc(postSlugRedirects.slug))
      .limit(BATCH),
  );

/** The media table belongs to the media library; its columns are read as they are, ordered by id. */
const mediaBatches = (tx: Tx) =>
  keyset<{ k: string; row: Record<string, unknown> }>(async (after) => {
    const rows = await tx.execute<{ k: string; row: Record<string, unknown> }>(
      sql`select m.id::text as k, to_jsonb(m) as row from media m where ${after ? sql`m.id::text > ${after.k}` : sql`true`} order by m.id::text limit ${BATCH}`,
    );
    return [...rows];
  });

class ExportAborted extends Error {}

/**
 * fflate ends a ZIP with the classic end record, whose entry count has 16 bits: past 65,535 entries (a site
 * of 65,000 posts) readers would see a wrong count. `tail` is fflate's last chunk (central directory, then
 * the 22-byte end record); past that count, ZIP64's end record and locator go before it, and the classic
 * record's counts say 0xFFFF, as the ZIP specification (4.4.1.4) asks. Offsets stay 32-bit: fflate cannot
 * write an archive over 4 GB anyway.
 */
export function withZip64End(tail: Uint8Array, entries: number): Uint8Array {
  if (entries <= 0xffff) return tail;
  const end = tail.length - 22;
  const src = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  if (src.getUint32(end, true) !== 0x06054b50) throw new Error('the ZIP end record is not where fflate writes it');
  const cdSize = src.getUint32(end + 12, true);
  const cdOffset = src.getUint32(end + 16, true);
  const out = new Uint8Array(tail.length + 56 + 20);
  out.set(tail.subarray(0, end), 0);
  const v = new DataView(out.buffer);
  v.setUint32(end, 0x06064b50, true); // ZIP64 end of central directory record
  v.setBigUint64(end + 4, 44n, true); // its size after this field
  v.setUint16(end + 12, 45, true); // version made by: 4.5 (ZIP64)
  v.setUint16(end + 14, 45, true); // version needed
  v.setUint32(end + 16, 0, true); // this disk
  v.setUint32(end + 20, 0, true); // disk of the central directory
  v.setBigUint64(end + 24, BigInt(entries), true); // entries on this disk
  v.setBigUint64(end + 32, BigInt(entries), true); // entries in all
  v.setBigUint64(end + 40, BigInt(cdSize), true);
  v.setBigUint64(end + 48, BigInt(cdOffset), true);
  const locator = end + 56;
  v.setUint32(locator, 0x07064b50, true); // ZIP64 end of central directory locator
  v.setUint32(locator + 4, 0, true);
  v.setBigUint64(locator + 8, BigInt(cdOffset + cdSize), true); // where the ZIP64 record starts
  v.setUint32(locator + 16, 1, true); // disks in all
  const classic = locator + 20;
  out.set(tail.subarray(end), classic);
  v.setUint16(classic + 8, 0xffff, true);
  v.setUint16(classic + 10, 0xffff, true);
  return out;
}

/** Writes ZIP entries into `out`, waiting while the client has not taken what was already sent. */
class ZipWriter {
  private readonly zip: Zip;
  private readonly encoder = new TextEncoder();
  private entries = 0;

  constructor(
    private readonly out: PassThrough,
    private readonly mtime: Date,
  ) {
    this.zip = new Zip((err, chunk, final) => {
      if (out.destroyed) return;
      if (err) out.destroy(err);
      else {
        out.write(final ? withZip64End(chunk, this.entries) : chunk);
        if (final) out.end();
      }
    });
  }

  private async drained(): Promise<void> {
    if (this.out.destroyed) throw new ExportAborted();
    if (this.out.writableLength > HIGH_WATER) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.out.off('drain', done);
          this.out.off('close', done);
          resolve();
        };
        this.out.on('drain', done);
        this.out.on('close', done);
      });
      if (this.out.destroyed) throw new ExportAborted();
    }
  }

  private open(name: string): ZipDeflate {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = this.mtime;
    this.zip.add(file);
    this.entries += 1;
    return file;
  }

  /**
   * A whole small file (a post's Markdown), compressed here. Not a ZipDeflate: fflate's Zip keeps every
   * entry until the end for the central directory, and a ZipDeflate entry keeps its compressor's state too
   * (about 1 KB a file: 100 MB at 100,000 posts); this entry keeps only its name, size and checksum.
   */
  async file(name: string, text: string): Promise<void> {
    const bytes = this.encoder.encode(text);
    const entry: ZipInputFile = { filename: name, size: bytes.length, crc: crc32(bytes), compression: 8, mtime: this.mtime };
    this.zip.add(entry);
    this.entries += 1;
    entry.ondata?.(null, deflateRawSync(bytes, { level: 6 }), true);
    await this.drained();
  }

  /** A JSON array written one batch at a time: `[`, the rows separated by commas, `]`. */
  async jsonArray<T>(name: string, batches: AsyncIterable<T[]>, shape: (row: T) => unknown = (r) => r): Promise<void> {
    const file = this.open(name);
    let first = true;
    file.push(this.encoder.encode('['));
    for await (const rows of batches) {
      const text = rows.map((r, i) => `${first && i === 0 ? '' : ','}\n  ${JSON.stringify(shape(r))}`).join('');
      first = false;
      file.push(this.encoder.encode(text));
      await this.drained();
    }
    file.push(this.encoder.encode(first ? ']\n' : '\n]\n'), true);
    await this.drained();
  }

  end(): void {
    this.zip.end();
  }
}

async function writeArchive(tx: Tx, writer: ZipWriter, withMedia: boolean): Promise<void> {
  await writer.file('README.txt', EXPORT_README);
  for await (const rows of postBatches(tx)) {
    for (const p of rows) await writer.file(postPath(p), postMarkdown(p));
  }
  await writer.jsonArray('posts.json', postBatches(tx));
  await writer.jsonArray('revisions.json', revisionBatches(tx));
  await writer.jsonArray('resources.json', resourceBatches(tx));
  await writer.jsonArray('resource-revisions.json', resourceRevisionBatches(tx));
  await writer.jsonArray('settings.json', settingBatches(tx));
  if (withMedia) await writer.jsonArray('media.json', mediaBatches(tx), (m) => m.row);
  await writer.jsonArray('redirects.json', redirectBatches(tx));
  writer.end();
}

export interface SiteExport {
  filename: string;
  counts: ExportCounts;
  /** The ZIP, produced as it is read; destroying it stops the export and releases its database snapshot. */
  stream: Readable;
}

/**
 * Records the export in the audit log (who, from where, how many of each), then starts writing the ZIP.
 * Its content is one consistent snapshot of the database, read while the stream is consumed.
 */
export async function startSiteExport(db: Db, actor: ExportActor, now = new Date()): Promise<SiteExport> {
  const filename = exportFilename(now);
  const counts = await db.transaction(async (tx) => {
    const c = await countRows(tx);
    await recordAudit(tx, { actor, action: 'site.exported', target: { type: 'site', label: filename }, changes: { ...c }, ip: actor.ip });
    return c;
  });
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const writer = new ZipWriter(out, now);
  void db
    .transaction((tx) => writeArchive(tx, writer, counts.media !== null), { isolationLevel: 'repeatable read', accessMode: 'read only' })
    .catch((err: unknown) => {
      if (!(err instanceof ExportAborted)) out.destroy(err instanceof Error ? err : new Error(String(err)));
    });
  return { filename, counts, stream: out };
}
