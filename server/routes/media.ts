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
import { IMMUTABLE_CACHE, LocalMediaStorage, mediaStorage } from '../services/media-storage';
import { mediaQueueFull, MediaUploadError, uploadMedia } from '../services/media';
import { PRIVATE_NO_STORE } from '../plugins/app/ssr';
import { MEDIA_CONTENT_TYPE, type UploadFormat } from '@shared/media';
import { MEDIA_MAX_BYTES, MEDIA_MSG, mediaAlt } from '@shared/schemas/media';

export const MEDIA_UPLOAD_PATH = '/api/media';

/** Room for the multipart framing and the alt text around a file at the size limit. */
const ENVELOPE_BYTES = 64 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: 'file' | 'alt',
  ) {
    super(message);
  }
}

const STATUS_TEXT: Record<number, string> = { 413: 'Payload Too Large', 429: 'Too Many Requests', 503: 'Service Unavailable' };

/** The answer to every refused upload: the body may be unread, so the connection is not kept for another request. */
function sendHttpError(reply: FastifyReply, err: HttpError): FastifyReply {
  reply.header('connection', 'close');
  return reply.status(err.status).send({ error: STATUS_TEXT[err.status] ?? 'Bad Request', message: err.message, ...(err.field ? { field: err.field } : {}) });
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
        if (part.valueTruncated) throw new HttpError(400, MEDIA_MSG.altTooLong, 'alt');
        alt = part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MEDIA_MSG.tooLarge, 'file');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(400, MEDIA_MSG.noFile, 'file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(400, 'Send one image and its alt text.', 'file');
    // A body cut short or malformed multipart framing.
    throw new HttpError(400, 'The upload did not arrive complete. Please try again.', 'file');
  }
  return { alt, bytes, filename };
}

const FILE = /^([1-9]\d{0,4})\.(avif|webp|jpg)$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DIMS = /^[1-9]\d{0,4}x[1-9]\d{0,4}$/;
const EXT_FORMAT: Record<string, UploadFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };

export async function registerMedia(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const storage = mediaStorage(deps.config);
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
      refuse: (reply, err) => sendHttpError(reply.header('cache-control', PRIVATE_NO_STORE), new HttpError(httpStatusOf(err.kind), err.message)),
    });
    scope.post(MEDIA_UPLOAD_PATH, { preHandler: staffOnly }, async (req, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      try {
        const { user } = callerOf(req);
        const actor = { id: user.id, email: user.email, ip: req.ip };
        // Decision 0007: a per-person hourly budget (counted in PostgreSQL, shared by every instance), and no reading
        // of a body that would only wait behind a full queue.
        await deps.limiter.consume('mediaUpload', { ip: req.ip, subject: actor.id }).catch((err: unknown) => {
          if (err instanceof DomainError) throw new HttpError(httpStatusOf(err.kind), err.message, 'file');
          throw err;
        });
        if (mediaQueueFull()) {
          reply.header('retry-after', '60');
          throw new HttpError(429, MEDIA_MSG.busy, 'file');
        }
        // A body far above the limit is refused from its declared length, before it is read.
        const declared = Number(req.headers['content-length']);
        if (Number.isFinite(declared) && declared > MEDIA_MAX_BYTES + ENVELOPE_BYTES) throw new HttpError(413, MEDIA_MSG.tooLarge, 'file');
        const upload = await readUpload(req);
        const alt = mediaAlt.safeParse(upload.alt ?? '');
        if (!upload.bytes || upload.bytes.length === 0) throw new HttpError(400, MEDIA_MSG.noFile, 'file');
        if (!alt.success) throw new HttpError(400, alt.error.issues[0]?.message ?? MEDIA_MSG.altRequired, 'alt');
        const item = await uploadMedia(deps.db, storage, actor, { bytes: upload.bytes, filename: upload.filename, alt: alt.data });
        req.log.info({ mediaId: item.id, bytes: item.bytes, width: item.width, height: item.height }, 'media uploaded');
        return reply.status(201).send(item);
      } catch (err) {
        if (err instanceof HttpError) return sendHttpError(reply, err);
        if (err instanceof MediaUploadError) {
          if (err.status === 429) reply.header('retry-after', '60');
          return reply.status(err.status).send({ error: STATUS_TEXT[err.status] ?? 'Bad Request', message: err.message, field: err.field });
        }
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
