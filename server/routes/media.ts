/**
 * Media over plain HTTP (decision 0014): the upload (tRPC does not stream files) and, with local storage, the
 * stored copies. Everything else about media (the library: list, alt text, delete) is the tRPC `media` router.
 *
 *   POST /api/media             multipart/form-data: `alt` (text, send it before the file) and `file`.
 *                               Staff only, same-origin only. 201 with the MediaItem (src/shared/schemas/media.ts);
 *                               4xx { error, message, field: 'file' | 'alt' } with the sentence to show; 429 when
 *                               the staff member sent 60 this hour, or when too many wait to be processed.
 *   GET  /media/<id>/<w>x<h>/<width>.<avif|webp|jpg>
 *                               A stored copy (local storage only; with S3 browsers read MEDIA_PUBLIC_URL).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf, requireAccess } from '../access';
import { DomainError, httpStatusOf } from '../errors';
import type { AppDeps } from '../deps';
import { databaseUnavailable, DATABASE_UNAVAILABLE } from '../db/errors';
import { IMMUTABLE_CACHE, LocalMediaStorage } from '../services/media-storage';
import { uploadMedia } from '../services/media';
import { PRIVATE_NO_STORE } from '../plugins/ssr';
import { MEDIA_CONTENT_TYPE, type UploadFormat } from '@shared/media';
import { MEDIA_MAX_BYTES, MEDIA_MSG, mediaAlt } from '@shared/schemas/media';

export const MEDIA_UPLOAD_PATH = '/api/media';

/** Room for the multipart framing and the alt text around a file at the size limit. */
const ENVELOPE_BYTES = 64 * 1024;

const STATUS_TEXT: Record<number, string> = { 413: 'Payload Too Large', 429: 'Too Many Requests', 503: 'Service Unavailable' };

/** The route's own refusals, beside the form field they are about. */
const refusal = (kind: 'invalid' | 'too-large', code: string, message: string, field: 'file' | 'alt' = 'file') => new DomainError(kind, code, message, { field });

/**
 * The answer to every refused upload, whoever refused it (the access check, the rate limiter, this route, the
 * media service): the status of its kind, and the body may be unread, so the connection is not kept for another
 * request. A full processing queue says when to try again.
 */
function sendRefusal(reply: FastifyReply, err: DomainError): FastifyReply {
  const status = httpStatusOf(err.kind);
  if (err.code === 'mediaBusy') reply.header('retry-after', '60');
  reply.header('connection', 'close');
  return reply.status(status).send({ error: STATUS_TEXT[status] ?? 'Bad Request', message: err.message, ...(err.field ? { field: err.field } : {}) });
}

/** Reads `alt` and `file` from the multipart body; the file's bytes stop at the size limit. */
async function readUpload(req: FastifyRequest): Promise<{ alt: unknown; bytes: Buffer | null; filename: string }> {
  let alt: unknown;
  let bytes: Buffer | null = null;
  let filename = '';
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          part.file.resume();
          continue;
        }
        filename = part.filename;
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'alt') {
        if (part.valueTruncated) throw refusal('invalid', 'mediaAltTooLong', MEDIA_MSG.altTooLong, 'alt');
        alt = part.value;
      }
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusal('too-large', 'mediaTooLarge', MEDIA_MSG.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw refusal('invalid', 'mediaNoFile', MEDIA_MSG.noFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw refusal('invalid', 'mediaOneFile', 'Send one image and its alt text.');
    // A body cut short or malformed multipart framing.
    throw refusal('invalid', 'mediaIncomplete', 'The upload did not arrive complete. Please try again.');
  }
  return { alt, bytes, filename };
}

const FILE = /^([1-9]\d{0,4})\.(avif|webp|jpg)$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DIMS = /^[1-9]\d{0,4}x[1-9]\d{0,4}$/;
const EXT_FORMAT: Record<string, UploadFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };

export async function registerMedia(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { storage } = deps.media;
  if (deps.config.mode === 'production' && storage.kind === 'local') {
    app.log.warn(
      { dir: deps.config.media.kind === 'local' ? deps.config.media.dir : undefined },
      'Uploaded images are kept on this instance\'s disk (DATA_DIR/media): with several instances, set MEDIA_S3_BUCKET and MEDIA_PUBLIC_URL, or give every instance the same DATA_DIR volume.',
    );
  }

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 8 * 1024, headerPairs: 100 },
    });
    // staffProcedure's checks (server/access.ts); without an Origin header, what Sec-Fetch-Site says decides.
    const staffOnly = requireAccess(deps, 'staff', {
      sameOrigin: 'fetch-metadata',
      refuse: (reply, err) => sendRefusal(reply.header('cache-control', PRIVATE_NO_STORE), err),
    });
    scope.post(MEDIA_UPLOAD_PATH, { preHandler: staffOnly }, async (req, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      try {
        const { user } = callerOf(req);
        const actor = { id: user.id, email: user.email, ip: req.ip };
        // Decision 0007: a per-person hourly budget (counted in PostgreSQL, shared by every instance), and no reading
        // of a body that would only wait behind a full queue.
        await deps.limiter.consume('mediaUpload', { ip: req.ip, subject: actor.id }).catch((err: unknown) => {
          throw err instanceof DomainError ? new DomainError(err.kind, err.code, err.message, { params: err.params, field: 'file' }) : err;
        });
        if (deps.media.uploads.full()) throw new DomainError('too-many', 'mediaBusy', MEDIA_MSG.busy, { field: 'file' });
        // A body far above the limit is refused from its declared length, before it is read.
        const declared = Number(req.headers['content-length']);
        if (Number.isFinite(declared) && declared > MEDIA_MAX_BYTES + ENVELOPE_BYTES) throw refusal('too-large', 'mediaTooLarge', MEDIA_MSG.tooLarge);
        const upload = await readUpload(req);
        const alt = mediaAlt.safeParse(upload.alt ?? '');
        if (!upload.bytes || upload.bytes.length === 0) throw refusal('invalid', 'mediaNoFile', MEDIA_MSG.noFile);
        if (!alt.success) throw refusal('invalid', 'mediaAlt', alt.error.issues[0]?.message ?? MEDIA_MSG.altRequired, 'alt');
        const item = await uploadMedia(deps.db, deps.media, actor, { bytes: upload.bytes, filename: upload.filename, alt: alt.data });
        req.log.info({ mediaId: item.id, bytes: item.bytes, width: item.width, height: item.height }, 'media uploaded');
        return reply.status(201).send(item);
      } catch (err) {
        if (err instanceof DomainError) return sendRefusal(reply, err);
        if (databaseUnavailable(err)) return reply.status(503).send({ error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
        throw err;
      }
    });
  });

  if (storage instanceof LocalMediaStorage) {
    app.get<{ Params: { id: string; dims: string; file: string } }>('/media/:id/:dims/:file', async (req, reply) => {
      const { id, dims, file } = req.params;
      const m = FILE.exec(file);
      const format = m ? EXT_FORMAT[m[2] ?? ''] : undefined;
      const found = m && format && ID.test(id) && DIMS.test(dims) ? await storage.open(`${id}/${dims}/${file}`) : null;
      if (!found || !format) return reply.status(404).header('cache-control', 'no-store').send({ error: 'Not Found', message: 'Not found' });
      return reply
        .header('content-type', MEDIA_CONTENT_TYPE[format])
        .header('content-length', found.size)
        .header('cache-control', IMMUTABLE_CACHE)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(found.stream);
    });
  }
}
