/**
 * Where uploaded images live, behind one small interface: DATA_DIR/media on local disk (served by
 * server/routes/media.ts), or an S3-compatible bucket read by browsers under MEDIA_PUBLIC_URL.
 * Keys are `<id>/<width>x<height>/<variant width>.<ext>` (src/shared/media.ts), and `originals/<id>.<ext>` for
 * the upload as sent, which keeps its metadata (camera, location): it is never served.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config, MediaStorageConfig } from '../config';
import { LOCAL_MEDIA_BASE } from '@shared/media';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** What addresses start with: /media, or MEDIA_PUBLIC_URL. */
  readonly publicBase: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the keys; a key already gone is not an error. */
  delete(keys: string[]): Promise<void>;
}

/** A key is made by the service, never from a request: still, refuse anything that could leave the root. */
const SAFE_KEY = /^(?:originals\/[0-9a-f-]{36}\.[a-z]{3,4}|[0-9a-f-]{36}\/\d{1,5}x\d{1,5}\/\d{1,5}\.[a-z]{3,4})$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe media key: ${key}`);
  return key;
}

export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  readonly publicBase = LOCAL_MEDIA_BASE;
  constructor(readonly dir: string) {}

  path(key: string): string {
    return path.join(this.dir, checkKey(key));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.path(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: a reader (or another instance on a shared volume) never sees half a file.
    const tmp = `${file}.${randomUUID()}.tmp`;
    await fsp.writeFile(tmp, body);
    await fsp.rename(tmp, file);
  }

  async delete(keys: string[]): Promise<void> {
    const dirs = new Set<string>();
    for (const key of keys) {
      const file = this.path(key);
      await fsp.rm(file, { force: true });
      dirs.add(path.dirname(file));
    }
    // Empty folders of the upload go too (<id>/<w>x<h>, then <id>); a folder still holding files stays.
    for (const dir of dirs) {
      for (let d = dir; d.startsWith(this.dir + path.sep) && d !== this.dir; d = path.dirname(d)) {
        const removed = await fsp.rmdir(d).then(
          () => true,
          () => false,
        );
        if (!removed) break;
      }
    }
  }

  /** A stream of the file, or null when there is none. */
  async open(key: string): Promise<{ stream: fs.ReadStream; size: number } | null> {
    const file = this.path(key);
    try {
      const stat = await fsp.stat(file);
      if (!stat.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stat.size };
    } catch {
      return null;
    }
  }
}

export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  readonly publicBase: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: Extract<MediaStorageConfig, { kind: 's3' }>) {
    this.bucket = config.bucket;
    this.publicBase = config.publicUrl;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE }),
    );
  }

  async delete(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((k) => ({ Key: checkKey(k) }));
      if (batch.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }
}

/** The storage of a configuration (AppDeps.media: made once per instance, the S3 client keeps its connections). */
export function createMediaStorage(config: Config): MediaStorage {
  return config.media.kind === 's3' ? new S3MediaStorage(config.media) : new LocalMediaStorage(config.media.dir);
}
