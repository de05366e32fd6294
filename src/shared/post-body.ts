/**
 * Post body renderer (decision 0004 "Blog post detail", post body format; decision 0004).
 *
 * The spec inserts the content as raw HTML; the product never does. Every line is turned into
 * one of the elements the format defines (h2, h3, ul/li, p, br, a 16:9 figure/img). Text inside a
 * heading, bullet or paragraph may carry inline HTML, which goes through an allowlist sanitiser
 * (sanitize-html: links, bold, italics, line breaks); everything else in it is escaped text.
 *
 * Pure module: runs on the server (SSR) and in the browser alike. No Node or UI imports.
 */
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './html';
import { pictureFor, renderPictureHtml } from './media';

/**
 * Bumped whenever the renderer's output changes for the same content: posts store their rendered body with
 * the version (and site origin) it was made with, and a stale one is rendered again (server/services/posts.ts).
 */
export const POST_RENDERER_VERSION = 3;

export interface RenderPostBodyOptions {
  /**
   * The site's own origin (e.g. `https://example-law.com`). Absolute http(s) links to this origin
   * are treated as same-site: they keep the current tab (no target/rel).
   */
  siteOrigin?: string;
  /**
   * The post's featured image, shown above the body: a body image with the same URL is left out, so the
   * picture never appears twice in a row.
   */
  featuredImage?: string | null;
}

export { escapeHtml };

// C0 controls, space, DEL and C1 controls: browsers strip the leading/trailing ones from URLs and
// silently remove tab/CR/LF inside them (the `jav\tascript:` trick), so none is accepted inside.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const EDGE_CONTROL_OR_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const HTTP_URL = /^https?:\/\/[^/\\?#]/i;
const MAILTO_OR_TEL = /^(?:mailto|tel):/i;

/** `/` or `/x` where x is neither `/` nor `\` (same rule as decision 0008). */
function isSameSitePath(url: string): boolean {
  return url === '/' || (url.startsWith('/') && url[1] !== '/' && url[1] !== '\\');
}

/**
 * Normalises a URL the way a browser would before resolving it (trims leading/trailing C0 controls
 * and spaces) and returns it when it is allowed, otherwise null.
 * - link: http(s) with a host, mailto:, tel:, or a same-site path (`/x`, never `//x` or `/\x`).
 * - image: http(s) with a host or a same-site path.
 * Anything with control characters, whitespace or a backslash inside is refused, as is every other
 * scheme (javascript:, data:, vbscript:, ...) and every relative form (`x`, `?x`, `#x`, `//x`).
 */
export function normalizeSafeUrl(url: string, kind: 'link' | 'image'): string | null {
  const value = url.replace(EDGE_CONTROL_OR_SPACE, '');
  if (value === '' || CONTROL_OR_SPACE.test(value) || value.includes('\\')) return null;
  if (HTTP_URL.test(value) || isSameSitePath(value)) return value;
  if (kind === 'link' && MAILTO_OR_TEL.test(value)) return value;
  return null;
}

/** Whether `url` may be used as a link target (`kind: 'link'`) or image source (`kind: 'image'`). */
export function isSafeUrl(url: string, kind: 'link' | 'image'): boolean {
  return normalizeSafeUrl(url, kind) !== null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A plain http(s) URL in text, up to whitespace or markup; trailing punctuation is not part of it. */
const PLAIN_URL = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

function buildSanitizeOptions(siteOrigin: string | undefined): sanitizeHtml.IOptions {
  const ownOrigin = siteOrigin ? originOf(siteOrigin) : null;
  /** The link attributes for an allowed href: another site's links open in a new tab, without referrer. */
  const linkAttribs = (href: string): sanitizeHtml.Attributes => {
    const external = HTTP_URL.test(href) && (ownOrigin === null || originOf(href) !== ownOrigin);
    return external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
  };
  // How deep the parser is inside <a> elements of the input: a URL already inside a link is not linked again.
  let anchorDepth = 0;
  return {
    onOpenTag: (name) => {
      if (name === 'a') anchorDepth += 1;
    },
    onCloseTag: (name) => {
      if (name === 'a') anchorDepth = Math.max(0, anchorDepth - 1);
    },
    // Plain URLs in text become links under the same rules as written ones (normalizeSafeUrl, new tab for
    // other sites). `text` arrives HTML-escaped and is inserted as returned.
    textFilter: (text) => {
      if (anchorDepth > 0) return text;
      return text.replace(PLAIN_URL, (match) => {
        const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? '';
        const shown = match.slice(0, match.length - trailing.length);
        const href = normalizeSafeUrl(shown.replace(/&amp;/g, '&'), 'link');
        if (href === null) return match;
        const attribs = Object.entries(linkAttribs(href))
          .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
          .join('');
        return `<a${attribs}>${shown}</a>${trailing}`;
      });
    },
    allowedTags: ['a', 'strong', 'b', 'em', 'i', 'br'],
    // target/rel are only ever written by transformTags below; an author's own values are dropped there.
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    allowedClasses: {},
    allowedStyles: {},
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    // Tags whose text content is dropped together with the tag (the rest keep their text).
    nonTextTags: ['script', 'style', 'textarea', 'option', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp', 'template', 'title'],
    enforceHtmlBoundary: false,
    parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    transformTags: {
      a: (_tagName, attribs) => {
        // attribs are entity-decoded by the parser, so `jav&#x09;ascript:` arrives as `jav\tascript:`.
        const href = attribs.href === undefined ? null : normalizeSafeUrl(attribs.href, 'link');
        if (href === null) {
          // No usable target: unwrap the link (its text stays) by turning it into a disallowed tag.
          return { tagName: 'span', attribs: {} };
        }
        const { href: _href, ...rest } = linkAttribs(href);
        return { tagName: 'a', attribs: { href, ...(attribs.title !== undefined ? { title: attribs.title } : {}), ...rest } };
      },
    },
  };
}

const defaultSanitizeOptions = buildSanitizeOptions(undefined);

/**
 * Sanitises the inline HTML of one line: keeps `a` (href/title; target/rel set here), `strong`,
 * `b`, `em`, `i`, `br`; other tags are discarded with their text kept (script/style/iframe/... lose
 * their content too); all text is HTML-escaped.
 */
export function sanitizeInline(html: string, opts?: RenderPostBodyOptions): string {
  const options = opts?.siteOrigin ? buildSanitizeOptions(opts.siteOrigin) : defaultSanitizeOptions;
  return sanitizeHtml(html, options);
}

const HEADING = /^(#{2,3})(?:[ \t]+(.*))?$/;
const BULLET = /^-(?:[ \t]+(.*))?$/;
/** `[alt text](URL)`: the alt has no `]`, the URL no whitespace. */
const IMAGE = /^\[([^\]]*)\]\((\S+)\)$/;

export type PostBlock =
  | { type: 'h2' | 'h3' | 'p'; text: string }
  | { type: 'text'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'br' }
  | { type: 'img'; alt: string; src: string };

/**
 * Splits post content into blocks (`h2`/`h3`/`p`/`ul` text is inline HTML still to be sanitised;
 * `text` is plain text rendered as an escaped paragraph). Lines are trimmed before their marker is read. Empty headings
 * and empty bullets are dropped; runs of blank lines become one break (none at the start or end);
 * an image line whose URL is not allowed becomes a paragraph holding its alt text (or nothing when
 * the alt is empty).
 */
export function parsePostBody(content: string): PostBlock[] {
  const blocks: PostBlock[] = [];
  let list: string[] | null = null;
  let pendingBreak = false;

  const push = (block: PostBlock): void => {
    if (pendingBreak && blocks.length > 0) blocks.push({ type: 'br' });
    pendingBreak = false;
    blocks.push(block);
  };

  for (const raw of content.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '') {
      list = null;
      pendingBreak = true;
      continue;
    }

    const bullet = BULLET.exec(line);
    if (bullet) {
      const text = bullet[1]?.trim() ?? '';
      if (text === '') continue;
      if (list === null) {
        list = [];
        push({ type: 'ul', items: list });
      }
      list.push(text);
      continue;
    }
    list = null;

    const heading = HEADING.exec(line);
    if (heading) {
      const text = heading[2]?.trim() ?? '';
      if (text !== '') push({ type: heading[1] === '##' ? 'h2' : 'h3', text });
      continue;
    }

    const image = IMAGE.exec(line);
    if (image) {
      const alt = (image[1] ?? '').trim();
      const src = normalizeSafeUrl(image[2] ?? '', 'image');
      if (src !== null) push({ type: 'img', alt, src });
      else if (alt !== '') push({ type: 'text', text: alt });
      continue;
    }

    push({ type: 'p', text: line });
  }
  return blocks;
}

/**
 * Renders post content (spec post body format) to safe HTML. Elements whose text is empty once
 * sanitised (e.g. a line holding only a `<script>`) are left out, and breaks are collapsed again
 * around them so the output never starts or ends with a break or holds two in a row.
 */
export function renderPostBody(content: string, opts?: RenderPostBodyOptions): string {
  const options = opts?.siteOrigin ? buildSanitizeOptions(opts.siteOrigin) : defaultSanitizeOptions;
  const inline = (text: string): string => sanitizeHtml(text, options);
  const featured = opts?.featuredImage ? normalizeSafeUrl(opts.featuredImage, 'image') : null;
  const parts: string[] = [];
  let pendingBreak = false;
  const emit = (html: string): void => {
    if (pendingBreak && parts.length > 0) parts.push('<br>');
    pendingBreak = false;
    parts.push(html);
  };

  for (const block of parsePostBody(content)) {
    switch (block.type) {
      case 'h2':
      case 'h3':
      case 'p': {
        const html = inline(block.text);
        if (html.trim() !== '') emit(`<${block.type}>${html}</${block.type}>`);
        break;
      }
      case 'text':
        emit(`<p>${escapeHtml(block.text)}</p>`);
        break;
      case 'ul': {
        const items = block.items.map(inline).filter((html) => html.trim() !== '');
        if (items.length > 0) emit(`<ul>${items.map((html) => `<li>${html}</li>`).join('')}</ul>`);
        break;
      }
      case 'br':
        pendingBreak = true;
        break;
      case 'img': {
        if (block.src === featured) break;
        // An uploaded image: AVIF and WebP at several widths, with its real width and height.
        const picture = pictureFor(block.src);
        if (picture) {
          emit(`<figure class="post-figure"><div class="post-image-frame">${renderPictureHtml(picture, { alt: block.alt })}</div></figure>`);
          break;
        }
        emit(
          `<figure class="post-figure"><div class="post-image-frame">` +
            `<img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" loading="lazy" decoding="async" width="1200" height="675">` +
            `</div></figure>`,
        );
        break;
      }
    }
  }
  return parts.join('');
}
