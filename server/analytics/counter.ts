import { sql } from 'drizzle-orm';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import type { Db } from '../db/client';
import { analyticsEvents, analyticsViews, analyticsVisitors } from '../db/schema';
import { firmDate } from '../booking/slots';
import type { DailySecrets } from './visitors';

/**
 * Page views counted in memory and written in batches (decision 0029): one upsert per FLUSH_MS adds every
 * (day, page, origin, device) row's views, one insert keeps the day's new visitor hashes. Several instances add to
 * the same rows. What a crash loses is at most the last FLUSH_MS of counts, never a visitor's message.
 */
export interface ViewDims {
  path: string;
  locale: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  device: string;
  /** The view began a visit (it came from outside the site, or from nowhere). */
  entry: boolean;
}

export interface Visitor {
  ip: string;
  userAgent: string;
}

export interface PageCounter {
  /** Counts a view (the visitor is hashed, never kept); false when the visitor is past the day's cap. */
  view(visitor: Visitor, dims: ViewDims, now?: Date): Promise<boolean>;
  /** Counts an event of a page: a tap on the firm's phone link. */
  event(visitor: Visitor, kind: 'phone', page: { path: string; locale: string }, now?: Date): Promise<boolean>;
  /** Writes what is counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest. */
  close(): Promise<void>;
}

export const FLUSH_MS = 2_000;
/** Views and events one visitor may add per day on one instance: a script reloading a page counts no further. */
export const DAILY_CAP = 300;
/** Visitors whose views this instance counts against the cap at once (about 10 MB). */
const VISITORS_KNOWN = 100_000;
/** Rows kept in memory before a write is started without waiting for the timer. */
const MAX_PENDING = 5_000;
/** Rows per statement. */
const BATCH = 1_000;

const SEP = '\u0000';

/** Why a write failed: the driver's reason (drizzle wraps it in "Failed query: …" with the whole statement). */
const reasonOf = (err: unknown): string => (err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message.split('\n')[0] ?? err.message) : String(err));

export function createPageCounter(db: Db, secrets: DailySecrets, opts: { site: string; log?: Pick<Console, 'warn'>; flushMs?: number }): PageCounter {
  const log = opts.log ?? console;
  let views = new Map<string, { views: number; entries: number }>();
  let events = new Map<string, number>();
  let visitors = new Set<string>();
  /** Per visitor hash of the current day: what it added (the cap). */
  let capDay = '';
  let perVisitor = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  async function admit(visitor: Visitor, now: Date): Promise<{ day: string; hash: string } | null> {
    const day = firmDate(now, FIRM_TIME_ZONE);
    const hash = await secrets.hash(day, { site: opts.site, ip: visitor.ip, userAgent: visitor.userAgent });
    if (capDay !== day) {
      capDay = day;
      perVisitor = new Map();
    }
    const seen = perVisitor.get(hash) ?? 0;
    if (seen >= DAILY_CAP) return null;
    // Bounded memory whatever a flood of made-up browsers sends: past VISITORS_KNOWN, the caps start again.
    if (perVisitor.size >= VISITORS_KNOWN) perVisitor = new Map();
    perVisitor.set(hash, seen + 1);
    visitors.add(`${day}${SEP}${hash}`);
    return { day, hash };
  }

  const pending = () => views.size + events.size + visitors.size;
  /** The periodic write runs while there is something to write (and again after close, if counting goes on). */
  let timer: NodeJS.Timeout | null = null;
  const soon = () => {
    if (pending() >= MAX_PENDING) void counter.flush();
    if (!timer) {
      timer = setInterval(() => void counter.flush(), opts.flushMs ?? FLUSH_MS);
      timer.unref();
    }
  };

  async function write(v: typeof views, e: typeof events, u: typeof visitors): Promise<void> {
    const viewRows = [...v].map(([key, c]) => {
      const [day = '', path = '', locale = '', referrer = '', source = '', medium = '', campaign = '', device = ''] = key.split(SEP);
      return { day, path, locale, referrer, source, medium, campaign, device, views: c.views, entries: c.entries };
    });
    for (let i = 0; i < viewRows.length; i += BATCH) {
      await db
        .insert(analyticsViews)
        .values(viewRows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: [analyticsViews.day, analyticsViews.path, analyticsViews.locale, analyticsViews.referrer, analyticsViews.source, analyticsViews.medium, analyticsViews.campaign, analyticsViews.device],
          set: { views: sql`${analyticsViews.views} + excluded.views`, entries: sql`${analyticsViews.entries} + excluded.entries` },
        });
    }
    const eventRows = [...e].map(([key, count]) => {
      const [day = '', kind = '', path = '', locale = ''] = key.split(SEP);
      return { day, kind, path, locale, count };
    });
    for (let i = 0; i < eventRows.length; i += BATCH) {
      await db
        .insert(analyticsEvents)
        .values(eventRows.slice(i, i + BATCH))
        .onConflictDoUpdate({ target: [analyticsEvents.day, analyticsEvents.kind, analyticsEvents.path, analyticsEvents.locale], set: { count: sql`${analyticsEvents.count} + excluded.count` } });
    }
    const visitorRows = [...u].map((key) => {
      const [day = '', hash = ''] = key.split(SEP);
      return { day, hash };
    });
    for (let i = 0; i < visitorRows.length; i += BATCH) await db.insert(analyticsVisitors).values(visitorRows.slice(i, i + BATCH)).onConflictDoNothing();
  }

  const counter: PageCounter = {
    async view(visitor, dims, now = new Date()) {
      const admitted = await admit(visitor, now);
      if (!admitted) return false;
      const key = [admitted.day, dims.path, dims.locale, dims.referrer, dims.source, dims.medium, dims.campaign, dims.device].join(SEP);
      const c = views.get(key) ?? { views: 0, entries: 0 };
      c.views++;
      if (dims.entry) c.entries++;
      views.set(key, c);
      soon();
      return true;
    },
    async event(visitor, kind, page, now = new Date()) {
      const admitted = await admit(visitor, now);
      if (!admitted) return false;
      const key = [admitted.day, kind, page.path, page.locale].join(SEP);
      events.set(key, (events.get(key) ?? 0) + 1);
      soon();
      return true;
    },
    flush() {
      // One write at a time, in order; what was counted meanwhile waits for the next.
      writing = writing.then(async () => {
        if (pending() === 0) return;
        const [v, e, u] = [views, events, visitors];
        views = new Map();
        events = new Map();
        visitors = new Set();
        try {
          await write(v, e, u);
        } catch (err) {
          // The database is away: the counts go back for the next try (bounded: a later write takes them).
          log.warn(`page counts not written, kept for the next try (${reasonOf(err)})`);
          for (const [key, c] of v) {
            const now = views.get(key) ?? { views: 0, entries: 0 };
            views.set(key, { views: now.views + c.views, entries: now.entries + c.entries });
          }
          for (const [key, c] of e) events.set(key, (events.get(key) ?? 0) + c);
          for (const key of u) visitors.add(key);
        }
      });
      return writing;
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await counter.flush();
    },
  };
  return counter;
}
