import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A few seconds of memory for what anonymous visitors are sent: the HTML of public pages, and the answers of the
 * public API reads their browsers make (plugins/trpc.ts). Rendering a page costs milliseconds of CPU; under
 * load most visitors ask for the same dozen pages, and one that is at most a few seconds old is as good.
 * Anything personal (a session cookie) bypasses it. Every instance clears it when any instance announces a
 * content change (server/realtime/changes.ts, PostgreSQL NOTIFY); the time-out is the safety net.
 *
 * An entry keeps its brotli and gzip variants, made once when it is stored: browsers always ask for a
 * compressed answer, and compressing the same page for every request cost more than rendering it once.
 */
export interface CachedAnswer {
  status: number;
  /** Its own headers (content-type, vary), sent again with every copy. */
  headers: Record<string, string>;
  /** The answer uncompressed, for a client that accepts neither encoding. */
  body: string;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality 6 and gzip level 6: about 2 ms each for a 50 KB page (quality 11 takes 60 ms for 11 % less). */
export async function compressedAnswer(status: number, headers: Record<string, string>, body: string): Promise<CachedAnswer> {
  const bytes = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip(bytes, { level: 6 }),
  ]);
  return { status, headers, body, br, gzip: gz };
}

/** The variant of `answer` for this request: brotli, then gzip, else the uncompressed body. */
export function variantFor(req: FastifyRequest, answer: CachedAnswer): { encoding: 'br' | 'gzip' | null; payload: Buffer | string } {
  const accepted = req.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), ['br', 'gzip']) : null;
  return { encoding, payload: encoding ? answer[encoding] : answer.body };
}

function addVary(reply: FastifyReply, value: string): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, ${value}` : value);
}

/**
 * Gives the reply the answer's headers and names the variant's encoding (the compression plugin then leaves the
 * payload as it is); the answer depends on Accept-Encoding.
 */
export function encodedAs(reply: FastifyReply, answer: CachedAnswer, encoding: 'br' | 'gzip' | null): FastifyReply {
  for (const [name, value] of Object.entries(answer.headers)) {
    if (name === 'vary') addVary(reply, value);
    else reply.header(name, value);
  }
  addVary(reply, 'Accept-Encoding');
  return encoding ? reply.header('content-encoding', encoding) : reply;
}

/** Sends a cached answer in the encoding the client prefers, compressing nothing. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const { encoding, payload } = variantFor(req, answer);
  return encodedAs(reply.status(answer.status), answer, encoding).send(payload);
}

/** The query parameters a page reads (the blog and resources lists, the sign-in page's return path and mode); every other one is ignored. */
export const PAGE_QUERY_PARAMS = ['category', 'from', 'mode', 'page', 'q', 'reset'] as const;

/**
 * The one key (and URL to render) for a request: its path and the parameters pages read, in a fixed order.
 * `?utm_source=x`, `?fbclid=…` or `?a=1&b=2` do not make new entries, and render the same page as without them.
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  if (at === -1) return pathname;
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = given.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export class PageCache<T extends { status: number } = CachedAnswer> {
  private readonly entries = new Map<string, { page: T; expires: number }>();
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Read before rendering and passed to set(): a page rendered before a clear() is never stored after it. */
  get generation(): number {
    return this.clears;
  }

  get(key: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.page;
  }

  /** Stores successful pages only (200): an error or a not-found answer is rendered afresh every time. */
  set(key: string, page: T, now = Date.now(), generation = this.clears): void {
    if (this.ttlMs <= 0 || page.status !== 200 || generation !== this.clears) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expires: now + this.ttlMs });
    // Map keeps insertion order: the first key is the oldest.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.clears++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
