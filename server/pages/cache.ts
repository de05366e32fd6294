import diagnostics_channel from 'node:diagnostics_channel';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
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

/**
 * The longest a booking page is kept (PAGE_CACHE_MS if shorter). Every booking change clears it at once; what
 * the time-out bounds is the clock: a time that passes into the minimum notice still shows for this long (and is
 * refused, with the nearest free ones, if chosen).
 */
export const BOOKING_PAGE_MS = 5_000;

/** The query parameters a page reads (the blog and resources lists, the sign-in page's return path and mode); every other one is ignored. */
export const PAGE_QUERY_PARAMS = ['category', 'from', 'mode', 'page', 'q', 'reset'] as const;

/**
 * The one key (and URL to render) for a request: its path and the parameters pages read, in a fixed order.
 * `?utm_source=x`, `?fbclid=…` or `?a=1&b=2` do not make new entries, and render the same page as without them.
 */
export function canonicalPageUrl(url: string, params: readonly string[] = PAGE_QUERY_PARAMS): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  if (at === -1) return pathname;
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of params) {
    const value = given.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Counters of one cache since it was made, for operators and bench/load.ts (through CACHE_CHANNEL). */
export interface PageCacheStats {
  name: string;
  /** get() found a live entry / found none (never stored, expired, evicted or cleared). */
  hits: number;
  misses: number;
  stores: number;
  /** Entries dropped to make room (the byte bound), and entries found expired. */
  evicted: number;
  expired: number;
  entries: number;
  /** The bytes its entries hold now (answerBytes: body, both compressed variants, key), and the most they held. */
  bytes: number;
  peakBytes: number;
}

/**
 * Every PageCache announces itself here when made (diagnostics_channel: nothing is published without a
 * subscriber). A probe loaded into the server process (bench/page-cache-probe.mjs, through NODE_OPTIONS) keeps
 * them and reads their counters; nothing in the server subscribes.
 */
export const CACHE_CHANNEL = 'site:page-cache';
const created = diagnostics_channel.channel(CACHE_CHANNEL);

/** The bytes a stored answer holds: its raw body (UTF-8) and both compressed variants, and its key. */
export function answerBytes(answer: CachedAnswer, key: string): number {
  return Buffer.byteLength(answer.body) + answer.br.length + answer.gzip.length + key.length;
}

export interface PageCacheOptions<T> {
  /** Named in its counters (PageCacheStats). */
  name: string;
  /** How long an entry is served after it was stored (PAGE_CACHE_MS); 0 turns the cache off. */
  ttlMs: number;
  /** The most bytes its entries may hold together (PAGE_CACHE_MB); past it the least recently used go first. */
  maxBytes: number;
  /** The bytes an entry holds (answerBytes for CachedAnswer). */
  sizeOf(page: T, key: string): number;
}

/**
 * lru-cache underneath, bounded by bytes (an entry larger than the whole bound is not kept), each entry served
 * for `ttlMs` after it was stored (a read does not extend it). What it adds: only 200s are kept, and a
 * generation counter, so that a page rendered before a clear() (a content change) is never stored after it.
 */
export class PageCache<T extends { status: number } = CachedAnswer> {
  private readonly lru: LRUCache<string, T> | null;
  private clears = 0;
  /** The renders under way, by generation and key (`shared`). */
  private readonly underWay = new Map<string, Promise<unknown>>();
  private readonly counts: PageCacheStats;
  /**
   * The time of the get() or set() under way: lru-cache's clock (callers and tests may give their own; lru-cache
   * reads a start time of 0 as 'never expires', so a test's clock starts at 1).
   */
  private now = 0;

  constructor(opts: PageCacheOptions<T>) {
    this.counts = { name: opts.name, hits: 0, misses: 0, stores: 0, evicted: 0, expired: 0, entries: 0, bytes: 0, peakBytes: 0 };
    this.lru =
      opts.ttlMs > 0 && opts.maxBytes > 0
        ? new LRUCache<string, T>({
            ttl: opts.ttlMs,
            // The time is read once per call (below), not cached by lru-cache between calls.
            ttlResolution: 0,
            perf: { now: () => this.now },
            maxSize: opts.maxBytes,
            // At least 1: lru-cache refuses an entry of size 0.
            sizeCalculation: (page, key) => Math.max(1, opts.sizeOf(page, key)),
            dispose: (_page, _key, reason) => {
              if (reason === 'evict') this.counts.evicted++;
              else if (reason === 'expire') this.counts.expired++;
            },
          })
        : null;
    if (created.hasSubscribers) created.publish(this);
  }

  get stats(): PageCacheStats {
    return { ...this.counts, entries: this.lru?.size ?? 0, bytes: this.lru?.calculatedSize ?? 0 };
  }

  /** Read before rendering and passed to set(): a page rendered before a clear() is never stored after it. */
  get generation(): number {
    return this.clears;
  }

  get(key: string, now = Date.now()): T | undefined {
    this.now = now;
    const page = this.lru?.get(key);
    if (page === undefined) this.counts.misses++;
    else this.counts.hits++;
    return page;
  }

  /** Stores successful pages only (200): an error or a not-found answer is rendered afresh every time. */
  set(key: string, page: T, now = Date.now(), generation = this.clears): void {
    if (!this.lru || page.status !== 200 || generation !== this.clears) return;
    this.now = now;
    this.lru.set(key, page);
    if (this.lru.has(key)) this.counts.stores++;
    this.counts.peakBytes = Math.max(this.counts.peakBytes, this.lru.calculatedSize);
  }

  /**
   * Runs `produce` for a key that missed, unless a run for the same key (since the last clear()) is under way: then
   * its outcome is shared. A page that expires while fifty visitors ask for it is rendered once, not fifty times.
   * A clear() starts a new generation: a request after a content change never joins a render begun before it.
   */
  shared<R>(key: string, produce: () => Promise<R>): Promise<R> {
    const slot = `${this.clears}\n${key}`;
    const running = this.underWay.get(slot) as Promise<R> | undefined;
    if (running) return running;
    const run = produce().finally(() => this.underWay.delete(slot));
    this.underWay.set(slot, run);
    return run;
  }

  clear(): void {
    this.clears++;
    this.lru?.clear();
  }

  get size(): number {
    return this.lru?.size ?? 0;
  }
}
