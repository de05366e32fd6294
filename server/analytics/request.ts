import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/**
 * What a request tells the counting (decision 0029), read from its headers only: whether it may be counted at
 * all, the visitor's device class, the site that linked to it and the campaign tags of its address.
 */

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** isbot's verdict per user agent, remembered: a site's visitors use a few hundred browsers, and its test is a long regular expression. */
const ROBOTS_KNOWN = 2_000;
const robots = new Map<string, boolean>();
function robot(ua: string): boolean {
  let verdict = robots.get(ua);
  if (verdict === undefined) {
    verdict = isbot(ua);
    if (robots.size >= ROBOTS_KNOWN) robots.clear();
    robots.set(ua, verdict);
  }
  return verdict;
}

/**
 * Not counted: robots (isbot, or no user agent at all), a browser that asks not to be tracked (Global Privacy
 * Control, Do Not Track), and a prefetch or prerender the visitor may never see.
 */
export function mayCount(headers: IncomingHttpHeaders): boolean {
  const ua = header(headers, 'user-agent');
  if (!ua || robot(ua)) return false;
  if (header(headers, 'sec-gpc') === '1' || header(headers, 'dnt') === '1') return false;
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-moz')}`.toLowerCase();
  return !/prefetch|prerender|preview/.test(purpose);
}

/** Whether the browser asked not to be tracked: nothing about the visit is attached to its messages either. */
export const asksNotToTrack = (headers: IncomingHttpHeaders) => header(headers, 'sec-gpc') === '1' || header(headers, 'dnt') === '1';

export type Device = 'phone' | 'tablet' | 'computer';

/** The device class from the user agent (the only thing kept of it). */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile|BlackBerry/i.test(userAgent)) return 'phone';
  return 'computer';
}

/** The host of a link's page when it is another site ('' for this site, none or nonsense), without `www.`. */
export function referrerHostOf(referer: string, siteHost: string): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host === siteHost.replace(/^www\./, '') ? '' : host.slice(0, 253);
  } catch {
    return '';
  }
}

/** A campaign tag as kept: trimmed, lower case, at most 100 characters. */
export const tagOf = (value: string | null | undefined) => (value ?? '').trim().toLowerCase().slice(0, 100);

/** The utm_source, utm_medium and utm_campaign of an address's query. */
export function campaignOf(query: URLSearchParams): { source: string; medium: string; campaign: string } {
  return { source: tagOf(query.get('utm_source')), medium: tagOf(query.get('utm_medium')), campaign: tagOf(query.get('utm_campaign')) };
}
