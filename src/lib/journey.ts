/**
 * The visit as this tab's scripts saw it (decision 0029), in memory only: never a cookie, localStorage or
 * sessionStorage. The first page the server counted itself; each page shown after it inside the site is told to
 * the server by a beacon, and a tap on the firm's phone number too. A form, the chat or a booking sends the
 * journey with it. A browser that asks not to be tracked (Global Privacy Control, Do Not Track) sends nothing.
 */

interface Journey {
  entry?: string;
  article?: string;
  referrer?: string;
  source?: string;
  medium?: string;
  campaign?: string;
}

let journey: Journey | null = null;
let last = '';

const ARTICLE = /^(\/(es|fr))?\/blog\/[^/]+$/;

const tracked = () =>
  typeof navigator !== 'undefined' && !(navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl && navigator.doNotTrack !== '1';

function tell(body: { p: string; e?: 'phone' }): void {
  if (tracked()) navigator.sendBeacon?.('/count', JSON.stringify(body));
}

/**
 * The page shown now: the visit's first (counted by the server) or a later one (told by a beacon). `search`: the
 * address's query when it was shown (this module loads after the page, when the address may have moved on).
 */
export function pageShown(path: string, search: string): void {
  if (path === last || path.startsWith('/admin')) return;
  if (!journey) {
    const query = new URLSearchParams(search);
    let referrer = '';
    try {
      const from = document.referrer ? new URL(document.referrer).hostname : '';
      if (from && from !== location.hostname) referrer = from;
    } catch {
      // An unreadable referrer is no referrer.
    }
    const tag = (name: string) => query.get(`utm_${name}`) ?? undefined;
    journey = { entry: path, referrer, source: tag('source'), medium: tag('medium'), campaign: tag('campaign') };
    // A tap on the firm's phone number, wherever it is on the page.
    document.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) tell({ p: location.pathname, e: 'phone' });
    });
  } else tell({ p: path });
  last = path;
  if (ARTICLE.test(path)) journey.article = path;
}

/** What a form, the chat or a booking sends of the visit ('' when there is nothing to send, or nothing may be). */
export function journeyText(): string {
  return journey && tracked() ? JSON.stringify(journey) : '';
}
