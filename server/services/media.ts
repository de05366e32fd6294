/**
 * Uploaded images (decision 0014): checked by their content, made into AVIF, WebP and JPEG copies at the widths of
 * src/shared/media.ts with every metadata stripped (after turning them upright by their EXIF orientation), kept
 * with the original in the media storage, and listed in the `media` table for the admin's library.
 */
import { availableParallelism } from 'node:os';
import { DomainError } from '../errors';
import { and, count, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import pLimit from 'p-limit';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { Db } from '../db/client';
import { blogPosts, media, resources, settings, type MediaRow, type MediaVariant } from '../db/schema';
import {
  MEDIA_CONTENT_TYPE,
  MEDIA_EXTENSION,
  mediaKey,
  mediaUrl,
  primaryMediaUrl,
  variantWidths,
  type MediaFormat,
  type UploadFormat,
} from '@shared/media';
import { MEDIA_MAX_BYTES, MEDIA_MAX_DECODED_BYTES, MEDIA_MAX_PIXELS, MEDIA_MSG, type MediaItem } from '@shared/schemas/media';
import { pageOf, type Page } from '@shared/schemas/paging';
import type { MediaStorage } from './media-storage';
import { recordAudit } from './audit';
import { FIRM_KEY } from './firm-settings';

/** Who uploads, changes or deletes: the session's user and the request's address, for the audit log. */
export interface MediaActor {
  id: string;
  email: string;
  ip?: string | null;
}

function auditTarget(row: { id: string; filename: string }) {
  return { type: 'media', id: row.id, label: row.filename };
}

/** An upload's refusals belong beside its file input (the alt text's are the route's: server/routes/media.ts). */
const FILE = { field: 'file' } as const;

/**
 * sharp decodes and encodes on libuv's thread pool, off the event loop; each image also takes several of
 * its own threads. At most this many uploads are processed at once (the others wait, in order, holding
 * only their bytes), so pages and sign-ins keep threads while an editor uploads a batch of photos.
 */
export const DEFAULT_MEDIA_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Uploads that may wait for a turn (decision 0014): each holds its bytes (up to 15 MB) while it waits, so the wait
 * is bounded too; one more is refused with MEDIA_MSG.busy (HTTP 429).
 */
export const DEFAULT_MEDIA_QUEUE_LIMIT = 8;

/** The instance's uploads in processing: at most `concurrency` at once, at most `queueLimit` waiting. */
export interface UploadQueue {
  /** Runs `work` when a turn comes. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** True when an upload arriving now would have to wait behind `queueLimit` others: refuse it before reading it. */
  full(): boolean;
}

export function createUploadQueue(opts: { concurrency?: number; queueLimit?: number } = {}): UploadQueue {
  const limit = pLimit(Math.max(1, Math.floor(opts.concurrency ?? DEFAULT_MEDIA_CONCURRENCY)));
  const queueLimit = Math.max(0, Math.floor(opts.queueLimit ?? DEFAULT_MEDIA_QUEUE_LIMIT));
  return {
    run: (work) => limit(work),
    full: () => limit.activeCount >= limit.concurrency && limit.pendingCount >= queueLimit,
  };
}

/** Where an instance keeps images, and its queue of uploads in processing (AppDeps.media). */
export interface MediaDeps {
  storage: MediaStorage;
  uploads: UploadQueue;
}

/** Encoder settings: visually close to the original at a fraction of its bytes. */
const ENCODE: Record<MediaFormat, (s: Sharp) => Sharp> = {
  // AVIF effort 3: a tenth larger than the default 4 at a third to a quarter of the time (AVIF dominates an upload's time).
  avif: (s) => s.avif({ quality: 55, effort: 3 }),
  webp: (s) => s.webp({ quality: 78, effort: 4 }),
  jpeg: (s) => s.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};
const FORMATS: MediaFormat[] = ['avif', 'webp', 'jpeg'];

/** The format a file's first bytes say it is, before any decoder sees it. */
export function sniffFormat(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a `ftyp` box whose major or compatible brands name AVIF (HEIC and other HEIF kinds are not accepted).
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands: string[] = [bytes.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

interface Inspected {
  format: UploadFormat;
  width: number;
  height: number;
}

interface Processed {
  format: UploadFormat;
  width: number;
  height: number;
  files: { key: string; body: Buffer; contentType: string; variant: MediaVariant | null }[];
}

const SHARP_INPUT = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' } as const;

/** Bytes a decoded sample takes, from libvips' band format or the header's bits per sample (10-bit AVIF: 2). */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

function bytesPerSample(meta: Metadata): number {
  return Math.max(SAMPLE_BYTES[meta.depth ?? 'uchar'] ?? 8, Math.ceil((meta.bitsPerSample ?? 8) / 8));
}

/**
 * Reads the header only: the real format and size, refused before anything is decoded. The decoded size
 * (width x height x channels x bytes per sample) is checked as well as the pixels: a 1 MB 16-bit PNG can
 * decode to 200 MB and take seconds of CPU (decision 0014).
 */
async function inspect(bytes: Buffer): Promise<Inspected> {
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw new DomainError('invalid', 'mediaWrongType', MEDIA_MSG.wrongType, FILE);
  let meta: Metadata;
  try {
    // limitInputPixels is not applied to metadata(): the pixel count is checked below, from the header.
    meta = await sharp(bytes, { ...SHARP_INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('invalid', 'mediaUnreadable', MEDIA_MSG.unreadable, FILE);
  }
  const format: UploadFormat | null =
    meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' ? meta.format : meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : null;
  if (format !== sniffed) throw new DomainError('invalid', 'mediaWrongType', MEDIA_MSG.wrongType, FILE);
  const width = meta.width;
  const height = meta.height;
  if (!width || !height) throw new DomainError('invalid', 'mediaUnreadable', MEDIA_MSG.unreadable, FILE);
  if (width * height > MEDIA_MAX_PIXELS) throw new DomainError('invalid', 'mediaTooManyPixels', MEDIA_MSG.tooManyPixels, FILE);
  if (width * height * (meta.channels ?? 4) * bytesPerSample(meta) > MEDIA_MAX_DECODED_BYTES) throw new DomainError('invalid', 'mediaTooMuchMemory', MEDIA_MSG.tooMuchMemory, FILE);
  // Upright size: orientations 5 to 8 turn the image a quarter.
  const upright = meta.orientation && meta.orientation >= 5 ? { width: height, height: width } : { width, height };
  return { format, ...upright };
}

/** Decodes once per width (the largest from the original, smaller ones from it) and encodes every format. */
export async function processImage(id: string, bytes: Buffer, inspected?: Inspected): Promise<Processed> {
  const { format, width, height } = inspected ?? (await inspect(bytes));
  const ref = { id, width, height };
  const widths = variantWidths(width).sort((a, b) => b - a);
  const files: Processed['files'] = [
    { key: `originals/${id}.${MEDIA_EXTENSION[format]}`, body: bytes, contentType: MEDIA_CONTENT_TYPE[format], variant: null },
  ];
  let source: { data: Buffer; info: OutputInfo } | null = null;
  try {
    for (const w of widths) {
      const from: Sharp = source
        ? sharp(source.data, { raw: { width: source.info.width, height: source.info.height, channels: source.info.channels } })
        : sharp(bytes, SHARP_INPUT).autoOrient();
      const resized: { data: Buffer; info: OutputInfo } = await from
        .resize({ width: w, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      source ??= resized;
      const raw = { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } };
      const encoded = await Promise.all(
        FORMATS.map(async (f) => {
          const body = await ENCODE[f](sharp(resized.data, raw)).toBuffer();
          return { key: mediaKey(ref, w, f), body, contentType: MEDIA_CONTENT_TYPE[f], variant: { format: f, width: w, height: resized.info.height, bytes: body.length } };
        }),
      );
      files.push(...encoded);
    }
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new DomainError('invalid', 'mediaTooManyPixels', MEDIA_MSG.tooManyPixels, FILE);
    throw new DomainError('invalid', 'mediaUnreadable', MEDIA_MSG.unreadable, FILE);
  }
  return { format, width, height, files };
}

export interface UploadInput {
  bytes: Buffer;
  filename: string;
  alt: string;
}

/** Checks, processes and stores one upload; nothing is kept when any step fails. */
export async function uploadMedia(db: Db, { storage, uploads }: MediaDeps, actor: MediaActor, input: UploadInput): Promise<MediaItem> {
  if (input.bytes.length > MEDIA_MAX_BYTES) throw new DomainError('too-large', 'mediaTooLarge', MEDIA_MSG.tooLarge, FILE);
  const id = crypto.randomUUID();
  // The header is read before the upload waits for a turn: an image that cannot be processed never waits.
  const inspected = await inspect(input.bytes);
  if (uploads.full()) throw new DomainError('too-many', 'mediaBusy', MEDIA_MSG.busy, FILE);
  const processed = await uploads.run(() => processImage(id, input.bytes, inspected));
  const written: string[] = [];
  try {
    for (const file of processed.files) {
      await storage.put(file.key, file.body, file.contentType);
      written.push(file.key);
    }
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          id,
          filename: displayName(input.filename),
          alt: input.alt,
          width: processed.width,
          height: processed.height,
          format: processed.format,
          bytes: input.bytes.length,
          variants: processed.files.flatMap((f) => (f.variant ? [f.variant] : [])),
          createdBy: actor.id,
        })
        .returning();
      if (!inserted) throw new Error('media insert returned no row');
      await recordAudit(tx, {
        actor: { id: actor.id, email: actor.email },
        action: 'media.upload',
        target: auditTarget(inserted),
        changes: { alt: { before: null, after: inserted.alt }, size: `${inserted.width}x${inserted.height}`, bytes: inserted.bytes },
        ip: actor.ip ?? null,
      });
      return inserted;
    });
    return toItem(row, storage);
  } catch (err) {
    await storage.delete(written).catch(() => {});
    throw err;
  }
}

/** The name shown in the library: no folders, no control characters, at most 200 characters. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[\uD800-\uDFFF]/g, '').trim().slice(0, 200);
  return clean || 'image';
}

function keysOf(row: MediaRow): string[] {
  return [`originals/${row.id}.${MEDIA_EXTENSION[row.format as UploadFormat] ?? 'bin'}`, ...row.variants.map((v) => mediaKey(row, v.width, v.format))];
}

export function toItem(row: MediaRow, storage: Pick<MediaStorage, 'publicBase'>): MediaItem {
  const ref = { base: storage.publicBase, id: row.id, width: row.width, height: row.height };
  return {
    id: row.id,
    filename: row.filename,
    alt: row.alt,
    width: row.width,
    height: row.height,
    format: row.format,
    bytes: row.bytes,
    variants: row.variants.map((v) => ({ ...v, url: mediaUrl(ref, v.width, v.format) })),
    url: primaryMediaUrl(ref),
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
}

/** An upload's id as every address of it holds it (`<base>/<id>/<w>x<h>/<width>.<ext>`, local or S3). */
const MEDIA_ID_IN_TEXT = '/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/';
const idsIn = (text: SQL) => sql`lower((regexp_matches(${text}, ${MEDIA_ID_IN_TEXT}, 'gi'))[1])`;

/**
 * An upload nothing names: no post (any language, published or not: featured or social image, body), no resource
 * link and no setting (attorney photos, firm settings). Each text is read once (the ids it names are gathered),
 * not once per upload. Old revisions do not count, as for a single delete.
 */
const unused = sql`${media.id}::text not in (
  select ${idsIn(sql`concat_ws(' ', ${blogPosts.imageUrl}, ${blogPosts.socialImage}, ${blogPosts.content})`)} from ${blogPosts}
  union select ${idsIn(sql`${resources.link}`)} from ${resources}
  union select ${idsIn(sql`${settings.value}::text`)} from ${settings}
)`;

/** One page of the library, newest first, or (`unused`) of the uploads nothing uses; `listedAt` is for 'Remove unused'. */
export async function listMedia(db: Db, storage: MediaStorage, args: { page: number; pageSize: number; unused?: boolean }): Promise<Page<MediaItem> & { listedAt: Date }> {
  const listedAt = new Date();
  const where = args.unused ? unused : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return {
    ...pageOf(
      rows.map((r) => toItem(r, storage)),
      total?.n ?? 0,
      args,
    ),
    listedAt,
  };
}

/**
 * 'Remove unused': deletes every upload that is unused now and was uploaded at or before `through`, each audited as a
 * delete; an image used meanwhile stays. An upload waiting in a form nobody saved yet is unused too: the library
 * says so before it asks. Returns how many went.
 */
export async function removeUnusedMedia(db: Db, storage: MediaStorage, actor: MediaActor, through: Date): Promise<{ removed: number }> {
  const gone = await db.transaction(async (tx) => {
    // `through` comes back in milliseconds; the column keeps microseconds.
    const rows = await tx
      .delete(media)
      .where(and(unused, lt(media.createdAt, new Date(through.getTime() + 1))))
      .returning();
    for (const row of rows) {
      await recordAudit(tx, { actor: { id: actor.id, email: actor.email }, action: 'media.delete', target: auditTarget(row), changes: { alt: { before: row.alt, after: null }, unused: true }, ip: actor.ip ?? null });
    }
    return rows;
  });
  if (gone.length) await storage.delete(gone.flatMap(keysOf));
  return { removed: gone.length };
}

async function findRow(db: Pick<Db, 'select'>, id: string): Promise<MediaRow> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw new DomainError('not-found', 'mediaNotFound', MEDIA_MSG.notFound);
  return row;
}

export async function getMedia(db: Db, storage: MediaStorage, id: string): Promise<MediaItem> {
  return toItem(await findRow(db, id), storage);
}

export async function updateMediaAlt(db: Db, storage: MediaStorage, actor: MediaActor, id: string, alt: string): Promise<MediaItem> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select({ alt: media.alt }).from(media).where(eq(media.id, id)).for('update').limit(1);
    const [after] = await tx.update(media).set({ alt }).where(eq(media.id, id)).returning();
    if (!before || !after) throw new DomainError('not-found', 'mediaNotFound', MEDIA_MSG.notFound);
    if (before.alt !== after.alt) {
      await recordAudit(tx, { actor: { id: actor.id, email: actor.email }, action: 'media.update', target: auditTarget(after), changes: { alt: { before: before.alt, after: after.alt } }, ip: actor.ip ?? null });
    }
    return after;
  });
  return toItem(row, storage);
}

/**
 * Posts (any language, published or not) that use an upload: as featured or social image, or in the body.
 * Every address of an upload holds its id, so a post naming any of its files is found.
 */
export async function postsUsingMedia(db: Pick<Db, 'select'>, id: string): Promise<{ id: string; title: string }[]> {
  const needle = `/${id}/`;
  return db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(
      or(
        sql`strpos(${blogPosts.imageUrl}, ${needle}) > 0`,
        sql`strpos(${blogPosts.socialImage}, ${needle}) > 0`,
        sql`strpos(${blogPosts.content}, ${needle}) > 0`,
      ),
    )
    .orderBy(blogPosts.title)
    .limit(3);
}

/** The attorney whose photo (firm settings) is this upload, if any. */
async function attorneyUsingMedia(db: Pick<Db, 'select'>, id: string): Promise<string | null> {
  const needle = `/${id}/`;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, FIRM_KEY)).limit(1);
  const attorneys = (row?.value as { data?: { attorneys?: { name?: unknown; image?: unknown }[] } } | undefined)?.data?.attorneys ?? [];
  const found = attorneys.find((a) => typeof a.image === 'string' && a.image.includes(needle));
  return found ? String(found.name ?? 'an attorney') : null;
}

/** The refusal to delete an image posts use: one post, two, or several (at most three are looked up). */
export function inUseError(posts: { title: string }[]): DomainError {
  const title = posts[0]?.title ?? '';
  if (posts.length === 1) return new DomainError('conflict', 'mediaUsedByPost', `This image is used by the post "${title}". Remove it from the post first.`, { params: { title } });
  return posts.length === 3
    ? new DomainError('conflict', 'mediaUsedBySeveralPosts', `This image is used by several posts, such as "${title}". Remove it from them first.`, { params: { title } })
    : new DomainError('conflict', 'mediaUsedByTwoPosts', `This image is used by two posts, such as "${title}". Remove it from them first.`, { params: { title } });
}

/** Deletes an upload no post uses (its row, then its files); one in use is refused with the posts' names. */
export async function deleteMedia(db: Db, storage: MediaStorage, actor: MediaActor, id: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const found = await findRow(tx, id);
    // A post saved with this image after this check shows a broken image, as with any deleted address.
    const using = await postsUsingMedia(tx, id);
    if (using.length) throw inUseError(using);
    const attorney = await attorneyUsingMedia(tx, id);
    if (attorney) throw new DomainError('conflict', 'mediaIsAttorneyPhoto', `This image is the photo of ${attorney} in the firm settings. Choose another photo there first.`, { params: { name: attorney } });
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, { actor: { id: actor.id, email: actor.email }, action: 'media.delete', target: auditTarget(found), changes: { alt: { before: found.alt, after: null } }, ip: actor.ip ?? null });
    return found;
  });
  await storage.delete(keysOf(row));
}
