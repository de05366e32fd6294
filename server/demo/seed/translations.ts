/**
 * What the demo content of every language shares: the types of the Spanish and French versions
 * (content-es.ts, content-fr.ts: each names the English item it translates, a post by its slug, a resource
 * by its link, and carries its own title, slug, category and body, so the seed writes it as its own row in
 * the English item's translation group), the images and the body builder.
 */
export interface DemoPostTranslation {
  /** The English post's slug. */
  of: string;
  title: string;
  slug: string;
  description: string;
  category: string;
  content: string;
}

export interface DemoResourceTranslation {
  /** The English resource's link, exactly. */
  of: string;
  title: string;
  description: string;
  type: string;
  link: string;
}

/** The demo images (public/images/blog, made by scripts/make-demo-images.mjs), shared by every language. */
export const IMG = {
  clock: '/images/blog/clock.webp',
  courthouse: '/images/blog/courthouse.webp',
  documents: '/images/blog/documents.webp',
  family: '/images/blog/family.webp',
  mapPin: '/images/blog/map-pin.webp',
  passport: '/images/blog/passport.webp',
  scales: '/images/blog/scales.webp',
  shield: '/images/blog/shield.webp',
} as const;

/** A body builder for one language: trims the text and appends that language's closing disclaimer paragraph. */
export function bodyWith(disclaimer: string): (text: string) => string {
  return (text) => `${text.trim()}\n\n${disclaimer}`;
}
