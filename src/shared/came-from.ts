import type { Attribution } from './schemas/analytics';

/**
 * Where an inquiry's or a booking's visit came from (decision 0029), as staff read it: "Came from: <article> (es) ·
 * facebook / otoño". The article read last before it, else the page the visit began on; then the campaign's source
 * and name, else the site that linked. Null when nothing is known.
 */
export function cameFromText(a: Attribution | null | undefined): string | null {
  if (!a) return null;
  const page = a.article ? `${a.article.title} (${a.article.locale})` : a.entry;
  const campaign = [a.source, a.campaign].filter(Boolean).join(' / ');
  const parts = [page, campaign || a.referrer].filter(Boolean);
  return parts.length > 0 ? `Came from: ${parts.join(' · ')}` : null;
}
