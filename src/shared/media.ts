/**
 * Uploaded images (decision 0014), for pages and the post-body renderer: pure, no Node imports.
 *
 * Every stored file has an address of the form
 *   <base>/<id>/<width>x<height>/<variant width>.<avif|webp|jpg>   (a processed copy)
 *   <base>/<id>/<width>x<height>/original.<jpg|png|webp|avif>      (the upload as sent)
 * where <width>x<height> is the original's size, so any one address is enough to rebuild the whole
 * `<picture>` (every format and width, and the width/height attributes) without asking the database.
 * <base> is /media on local disk, or MEDIA_PUBLIC_URL with S3-compatible storage.
 */
import { escapeHtml } from './html';

/** Widths made of every upload (never wider than the original). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** Formats made of every upload, best first (the order of `<source>`s); jpeg is the fallback `<img>`. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** Formats an upload may be in, read from its content. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export const MEDIA_EXTENSION: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };
export const MEDIA_CONTENT_TYPE: Record<UploadFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** Where local storage is served (server/routes/media.ts). */
export const LOCAL_MEDIA_BASE = '/media';

/** `sizes` for a body or featured image: the article column is at most 800 CSS pixels wide. */
export const DEFAULT_PICTURE_SIZES = '(max-width: 800px) 100vw, 800px';

/**
 * The widths made of an original `width` pixels wide: the standard widths it reaches, and its own width
 * when it is narrower than the largest (an image 1000 wide gets 480, 960 and 1000; one 300 wide gets 300).
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w <= width);
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? 0;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** The height of a copy `variantWidth` wide, as sharp makes it (aspect ratio kept, rounded). */
export function variantHeight(width: number, height: number, variantWidth: number): number {
  return Math.max(1, Math.round((height * variantWidth) / width));
}

export interface MediaRef {
  /** Everything before /<id>: /media, or MEDIA_PUBLIC_URL. */
  base: string;
  id: string;
  /** The original's size. */
  width: number;
  height: number;
}

/** The storage key (also the address below <base>) of a copy, or of the original (`'original'`). */
export function mediaKey(ref: Omit<MediaRef, 'base'>, variant: number | 'original', format: UploadFormat): string {
  return `${ref.id}/${ref.width}x${ref.height}/${variant}.${MEDIA_EXTENSION[format]}`;
}

export function mediaUrl(ref: MediaRef, variant: number | 'original', format: UploadFormat): string {
  return `${ref.base}/${mediaKey(ref, variant, format)}`;
}

/** The address a post stores for an upload (image_url, social_image, body images): its largest JPEG. */
export function primaryMediaUrl(ref: MediaRef): string {
  const widths = variantWidths(ref.width);
  return mediaUrl(ref, widths[widths.length - 1] ?? ref.width, 'jpeg');
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MEDIA_PATH = new RegExp(`^(.*)/(${UUID})/([1-9]\\d{0,4})x([1-9]\\d{0,4})/(original|[1-9]\\d{0,4})\\.(avif|webp|jpg|png)$`);
const EXTENSION_FORMAT: Record<string, UploadFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

/** A base that may be used in a page: a same-site path, or an http(s) address with a host. No query or fragment. */
function isSafeBase(base: string): boolean {
  if (base === '') return false;
  if (/[\s"'<>\\?#]/.test(base)) return false;
  if (base.startsWith('/')) return base[1] !== '/';
  return /^https?:\/\/[^/]+(\/.*)?$/i.test(base);
}

/**
 * The upload an address names, or null when it is not an uploaded image's address (any other image URL).
 * The file the address names must be one that upload makes: a copy at one of its widths, or its original.
 */
export function parseMediaUrl(url: string): MediaRef | null {
  const m = MEDIA_PATH.exec(url.trim());
  if (!m) return null;
  const [, base = '', id = '', w = '', h = '', variant = '', ext = ''] = m;
  if (!isSafeBase(base)) return null;
  const ref = { base, id, width: Number(w), height: Number(h) };
  const format = EXTENSION_FORMAT[ext];
  if (!format) return null;
  if (variant === 'original') return ref;
  if (format === 'png' || !variantWidths(ref.width).includes(Number(variant))) return null;
  return ref;
}

export function isMediaUrl(url: string): boolean {
  return parseMediaUrl(url) !== null;
}

export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface MediaPicture {
  /** AVIF then WebP: the browser takes the first it supports. */
  sources: PictureSource[];
  /** The JPEG `<img>`: src is the largest copy, srcSet every width. */
  fallback: { src: string; srcSet: string };
  /** Of the largest copy: width/height attributes that reserve the image's space before it loads. */
  width: number;
  height: number;
}

function srcSet(ref: MediaRef, format: MediaFormat): string {
  return variantWidths(ref.width)
    .map((w) => `${mediaUrl(ref, w, format)} ${w}w`)
    .join(', ');
}

/** `<picture>` sources for an uploaded image's address; null for any other URL (render a plain `<img>`). */
export function pictureFor(url: string): MediaPicture | null {
  const ref = parseMediaUrl(url);
  if (!ref) return null;
  const widths = variantWidths(ref.width);
  const largest = widths[widths.length - 1] ?? ref.width;
  return {
    sources: [
      { type: MEDIA_CONTENT_TYPE.avif, srcSet: srcSet(ref, 'avif') },
      { type: MEDIA_CONTENT_TYPE.webp, srcSet: srcSet(ref, 'webp') },
    ],
    fallback: { src: mediaUrl(ref, largest, 'jpeg'), srcSet: srcSet(ref, 'jpeg') },
    width: largest,
    height: variantHeight(ref.width, ref.height, largest),
  };
}

export interface PictureHtmlOptions {
  alt: string;
  /** `sizes` of every srcset (DEFAULT_PICTURE_SIZES). */
  sizes?: string;
  /** class of the `<img>` (the `<picture>` itself is display: contents by default in no browser: style the img). */
  className?: string;
  /** 'lazy' (default) below the fold; 'eager' for the page's main image. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** The picture as an HTML string (escaped), for the post-body renderer and other string templates. */
export function renderPictureHtml(picture: MediaPicture, opts: PictureHtmlOptions): string {
  const sizes = escapeHtml(opts.sizes ?? DEFAULT_PICTURE_SIZES);
  const sources = picture.sources.map((s) => `<source type="${escapeHtml(s.type)}" srcset="${escapeHtml(s.srcSet)}" sizes="${sizes}">`).join('');
  const attrs = [
    `src="${escapeHtml(picture.fallback.src)}"`,
    `srcset="${escapeHtml(picture.fallback.srcSet)}"`,
    `sizes="${sizes}"`,
    `alt="${escapeHtml(opts.alt)}"`,
    `width="${picture.width}"`,
    `height="${picture.height}"`,
    `loading="${opts.loading ?? 'lazy'}"`,
    'decoding="async"',
    ...(opts.fetchPriority ? [`fetchpriority="${opts.fetchPriority}"`] : []),
    ...(opts.className ? [`class="${escapeHtml(opts.className)}"`] : []),
  ];
  return `<picture>${sources}<img ${attrs.join(' ')}></picture>`;
}

/** An `<img>` or `<picture>` for any image URL: uploads get every format and width, other URLs a plain `<img>`. */
export function renderImageHtml(url: string, opts: PictureHtmlOptions & { width?: number; height?: number }): string {
  const picture = pictureFor(url);
  if (picture) return renderPictureHtml(picture, opts);
  const size = opts.width && opts.height ? ` width="${opts.width}" height="${opts.height}"` : '';
  const cls = opts.className ? ` class="${escapeHtml(opts.className)}"` : '';
  const priority = opts.fetchPriority ? ` fetchpriority="${opts.fetchPriority}"` : '';
  return `<img src="${escapeHtml(url)}" alt="${escapeHtml(opts.alt)}"${size} loading="${opts.loading ?? 'lazy'}" decoding="async"${priority}${cls}>`;
}
