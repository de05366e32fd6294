import { and, eq } from 'drizzle-orm';
import type { Attribution, JourneyInput } from '@shared/schemas/analytics';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import { isSensitivePage, postOfPath, SENSITIVE_CATEGORIES, visitorPath } from './paths';
import { tagOf } from './request';

type Reader = Pick<Db, 'select'>;

/** A published post at `path`, with its category, or null. */
async function postAt(db: Reader, path: string) {
  const post = postOfPath(path);
  if (!post) return null;
  const [row] = await db
    .select({ title: blogPosts.title, category: blogPosts.category })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, post.slug), eq(blogPosts.locale, post.locale), eq(blogPosts.published, true)))
    .limit(1);
  return row ? { ...row, locale: post.locale } : null;
}

const sensitiveCategory = (category: string) => SENSITIVE_CATEGORIES.includes(category.trim().toLowerCase());

/**
 * What a conversion's record keeps of the visit its page sent (decision 0029), or null: nothing for a browser that
 * asked not to be tracked; an entry page only if it is a page of the site; the article only if it is a published
 * post, named by its title now (the record keeps it if the post changes); the VAWA page and VAWA posts never.
 */
export async function attributionOf(db: Reader, journey: JourneyInput | undefined, caller: { doNotTrack?: boolean | undefined }): Promise<Attribution | null> {
  if (!journey || caller.doNotTrack) return null;
  const out: Attribution = {};
  const entry = journey.entry ? visitorPath(journey.entry) : null;
  if (entry && !isSensitivePage(entry)) {
    const post = await postAt(db, entry);
    if (!post || !sensitiveCategory(post.category)) out.entry = entry;
  }
  const article = journey.article ? visitorPath(journey.article) : null;
  if (article) {
    const post = await postAt(db, article);
    if (post && !sensitiveCategory(post.category)) out.article = { path: article, title: post.title, locale: post.locale };
  }
  const referrer = (journey.referrer ?? '').toLowerCase().replace(/^www\./, '');
  if (referrer) out.referrer = referrer;
  for (const key of ['source', 'medium', 'campaign'] as const) {
    const tag = tagOf(journey[key]);
    if (tag) out[key] = tag;
  }
  return Object.keys(out).length > 0 ? out : null;
}
