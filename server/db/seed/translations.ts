/**
 * Spanish and French versions of the demo content (content-es.ts, content-fr.ts): each one names the
 * English item it translates (a post by its slug, a resource by its link) and carries its own title,
 * slug, category and body, so the seed writes it as its own row in the English item's translation group.
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
