import { z } from 'zod';
import { adminPageInput } from './paging';
import { text } from './text';

/** Upload limits (decision 0014): a file above either is refused before it is processed. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
/**
 * Decision 0014: the memory an image takes once decoded (width x height x channels x bytes per channel, read from
 * its header), checked before anything is decoded: a 40-megapixel 8-bit RGBA photo fits exactly, 16-bit RGBA
 * fits up to 20 megapixels. A small file can hold a far larger image: the file size says nothing about this.
 */
export const MEDIA_MAX_DECODED_BYTES = MEDIA_MAX_PIXELS * 4;
/** Uploads one staff member may send an hour (server/services/rate-limit.ts). */
export const MEDIA_UPLOADS_PER_HOUR = 60;
export const MEDIA_ALT_MAX = 500;

export const MEDIA_MSG = {
  tooLarge: 'The file is larger than 15 MB.',
  tooManyPixels: 'The image is larger than 40 megapixels.',
  tooMuchMemory:
    'The image needs too much memory to process (it has 16-bit colour, or is very large). Save it as an 8-bit JPEG or PNG of at most 40 megapixels and upload it again.',
  tooManyUploads: `You have uploaded ${MEDIA_UPLOADS_PER_HOUR} images in the last hour, the most allowed. Please wait a while and try again.`,
  busy: 'The server is busy processing other uploads. Please try again in a minute.',
  wrongType: 'Upload a JPEG, PNG, WebP or AVIF image.',
  noFile: 'Choose an image to upload.',
  altRequired: 'Alt text is required',
  altTooLong: `Alt text must be at most ${MEDIA_ALT_MAX} characters`,
  notFound: 'This image no longer exists.',
  unreadable: 'The image could not be read. It may be damaged: try saving it again, or another file.',
} as const;

/** The alt text of an upload (the upload form's field, and 'Edit alt text' in the library). */
export const mediaAlt = text({ error: MEDIA_MSG.altRequired }).trim().min(1, MEDIA_MSG.altRequired).max(MEDIA_ALT_MAX, MEDIA_MSG.altTooLong);

export const mediaIdInput = z.object({ id: z.uuid(MEDIA_MSG.notFound) });
/** `unused`: only uploads nothing names (no post, resource or setting), the candidates for 'Remove unused'. */
export const mediaListInput = adminPageInput.extend({ unused: z.boolean().default(false) });
/**
 * 'Remove unused': every upload still unused when it runs, uploaded at or before `through` (the list's `listedAt`),
 * so an image uploaded after the editor looked at the list is never removed unseen.
 */
export const mediaRemoveUnusedInput = z.object({ through: z.date({ error: 'through must be a date' }) });
export const mediaUpdateAltInput = mediaIdInput.extend({ alt: mediaAlt });
export type MediaUpdateAltInput = z.input<typeof mediaUpdateAltInput>;

/** An upload as the admin sees it (media.list, media.get, and the upload's answer). */
export interface MediaItem {
  id: string;
  filename: string;
  alt: string;
  width: number;
  height: number;
  /** The original's format: jpeg, png, webp or avif. */
  format: string;
  /** The original's size in bytes. */
  bytes: number;
  /** Every stored copy, with its address. */
  variants: { format: string; width: number; height: number; bytes: number; url: string }[];
  /** What a post stores (image_url, social_image, a body image `[alt](url)`): the largest JPEG copy's address. */
  url: string;
  createdAt: Date;
  createdBy: string | null;
}
