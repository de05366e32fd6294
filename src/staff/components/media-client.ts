/**
 * The admin's side of POST /api/media (server/routes/media.ts): an upload with its progress, and the server's
 * sentence when it is refused. tRPC does not stream files, so this one request is plain XMLHttpRequest
 * (fetch reports no upload progress).
 */
import { parseMediaUrl, mediaUrl, variantWidths } from '@shared/media';
import { MEDIA_MAX_BYTES, MEDIA_MSG, type MediaItem } from '@shared/schemas/media';

export const MEDIA_UPLOAD_URL = '/api/media';
/** The file input's `accept`: what the server takes (it checks the content, this only filters the picker). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
export const MEDIA_TYPES_NOTE = 'JPEG, PNG, WebP or AVIF, up to 15 MB and 40 megapixels.';

/** A refused upload: the server's sentence, and the field it belongs to. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly field: 'file' | 'alt' = 'file',
  ) {
    super(message);
  }
}

export type UploadPhase = { phase: 'sending'; percent: number } | { phase: 'processing' };

/** A name for the library's alt text until the editor writes one: the file name without extension. */
export function altFromFileName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[-_]+/g, ' ').trim();
  return base.slice(0, 200) || 'Uploaded image';
}

/**
 * Sends one image with its alt text; `onProgress` hears the bytes going out, then the server's processing.
 * The size limit is checked here first, so a 40 MB file is refused at once instead of after its upload.
 */
export function uploadImage(file: File, alt: string, onProgress?: (p: UploadPhase) => void): Promise<MediaItem> {
  if (file.size > MEDIA_MAX_BYTES) return Promise.reject(new UploadError(MEDIA_MSG.tooLarge));
  if (file.size === 0) return Promise.reject(new UploadError(MEDIA_MSG.noFile));
  return new Promise((resolve, reject) => {
    const body = new FormData();
    // The server reads alt before the file.
    body.append('alt', alt);
    body.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', MEDIA_UPLOAD_URL);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (!e.lengthComputable) return;
      onProgress?.(e.loaded >= e.total ? { phase: 'processing' } : { phase: 'sending', percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.upload.onload = () => onProgress?.({ phase: 'processing' });
    xhr.onload = () => {
      const json = xhr.response as (MediaItem & { message?: unknown; field?: unknown }) | null;
      if (xhr.status === 201 && json) {
        resolve({ ...json, createdAt: new Date(json.createdAt) });
        return;
      }
      const message = typeof json?.message === 'string' ? json.message : `The upload failed (${xhr.status}). Please try again.`;
      reject(new UploadError(message, json?.field === 'alt' ? 'alt' : 'file'));
    };
    xhr.onerror = () => reject(new UploadError('The upload did not reach the server. Check the connection and try again.'));
    xhr.send(body);
  });
}

/** The smallest JPEG copy of an upload, for thumbnails; any other URL as it is. */
export function thumbnailUrl(url: string): string {
  const ref = parseMediaUrl(url);
  if (!ref) return url;
  const [smallest] = variantWidths(ref.width);
  return mediaUrl(ref, smallest ?? ref.width, 'jpeg');
}

/** 1.2 MB, 340 KB, 900 B. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The body line that shows an image (the post format's `[alt](url)`); brackets in the alt would end it early. */
export function markdownFor(item: { alt: string; url: string }): string {
  return `[${item.alt.replace(/[[\]]/g, '')}](${item.url})`;
}
