import { z } from 'zod';
import type { Locale } from '../locales';
import { text } from './text';

/**
 * Counting and attribution (DESIGN.md §10, decision 0029). Nothing here is stored on the visitor's device: the
 * page keeps the visit's path in memory (src/lib/journey.ts) and sends it with a conversion.
 */

/** A path of this site as a page sends it: `/es/blog/some-post`, without query or fragment. */
const sitePath = text()
  .max(300)
  .transform((p) => p.split(/[?#]/, 1)[0] ?? '')
  .pipe(z.string().regex(/^\/[\w\-/.~%]*$/))
  .optional()
  .catch(undefined);
const tag = text().trim().max(100).optional().catch(undefined);

/** What a page sends with a form, a chat or a booking: the visit as it kept it in memory (a malformed part is dropped). */
export const journeyInput = z.object({
  /** The first page of the visit on this site. */
  entry: sitePath,
  /** The last article (a blog post) read before this page. */
  article: sitePath,
  /** The host of the site that sent the visitor here (never the whole address). */
  referrer: text()
    .max(253)
    .regex(/^[a-z0-9.-]*$/i)
    .optional()
    .catch(undefined),
  source: tag,
  medium: tag,
  campaign: tag,
});
export type JourneyInput = z.infer<typeof journeyInput>;

/**
 * A journey as an HTML form posts it (the JSON text of a JourneyInput in one hidden field, filled by the page's
 * script) or as an API caller sends it. Anything malformed is dropped, never an error: attribution is the
 * firm's concern, never a reason to refuse a visitor's message.
 */
export const journeyField = z
  .union([journeyInput, text().max(2000)])
  .optional()
  .transform((value): JourneyInput | undefined => {
    if (value === undefined || typeof value === 'object') return value;
    if (value === '') return undefined;
    try {
      const parsed = journeyInput.safeParse(JSON.parse(value));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  })
  .catch(undefined);

/** What a conversion's record keeps (inquiries, bookings, chat conversations): checked and named by the server. */
export interface Attribution {
  entry?: string;
  article?: { path: string; title: string; locale: Locale };
  referrer?: string;
  source?: string;
  medium?: string;
  campaign?: string;
}

/** The longest range the dashboard reads at once (and its comparison as long again before it). */
export const MAX_RANGE_DAYS = 400;

/** The dashboard's range: the last 7, 30 or 90 days, or from one date to another (the firm's calendar). */
export const analyticsRangeInput = z.object({
  from: text().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: text().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type AnalyticsRangeInput = z.infer<typeof analyticsRangeInput>;

export interface CountRow {
  views: number;
  entries: number;
}

/** /admin/analytics: one range, and the same number of days before it for comparison. */
export interface AnalyticsSummary {
  from: string;
  to: string;
  previous: { from: string; to: string; views: number; visitors: number; conversions: number | null };
  /** Every day of the range, with 0 for a day without views. */
  days: { day: string; views: number; visitors: number }[];
  totals: { views: number; visitors: number };
  /** The most viewed pages, each in its language. */
  pages: ({ path: string; locale: string; title: string | null } & CountRow)[];
  referrers: ({ referrer: string } & CountRow)[];
  campaigns: ({ source: string; medium: string; campaign: string } & CountRow)[];
  devices: { device: string; views: number }[];
  /** Administrators only (null for editors): conversions by kind, and per article. */
  conversions: {
    form: number;
    /** Chat intakes by the chat's path (family, detention, …). */
    chat: { path: string; count: number }[];
    booking: number;
    /** Taps on the firm's phone links. */
    phone: number;
    /** Per article (the last read before converting): its views in the range, conversions, and their ratio. */
    articles: { path: string; locale: string; title: string; views: number; conversions: number; rate: number }[];
  } | null;
}
