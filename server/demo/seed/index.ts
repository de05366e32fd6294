import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, resources, users } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import { newUserId } from '../../services/users';
import { recordFirstRevisions } from '../../services/post-editing';
import { recordFirstResourceRevisions } from '../../services/resources';
import { demoPosts, demoResources } from './content';
import { postsEs, resourcesEs } from './content-es';
import { postsFr, resourcesFr } from './content-fr';
import type { DemoPostTranslation, DemoResourceTranslation } from './translations';
import type { Locale } from '@shared/locales';

/** The demo content's Spanish and French versions, each naming the English item it translates. */
const POST_TRANSLATIONS: [Locale, DemoPostTranslation[]][] = [
  ['es', postsEs],
  ['fr', postsFr],
];
const RESOURCE_TRANSLATIONS: [Locale, DemoResourceTranslation[]][] = [
  ['es', resourcesEs],
  ['fr', resourcesFr],
];

const DAY = 86_400_000;

/**
 * The demo bodies were written with the featured picture as their first image; the page shows it above the
 * body already, so the seed leaves that line out (the renderer would skip it too: post-body.ts).
 */
function withoutFeaturedImage(content: string, imageUrl: string | null): string {
  if (!imageUrl) return content;
  return content
    .split('\n')
    .filter((line) => !(line.trim().startsWith('[') && line.trim().endsWith(`](${imageUrl})`)))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** That left-out line's alt text becomes the featured image's (the post form requires one with an image). */
function featuredAlt(content: string, imageUrl: string | null): string {
  if (!imageUrl) return '';
  const line = content.split('\n').find((l) => l.trim().startsWith('[') && l.trim().endsWith(`](${imageUrl})`));
  return line ? line.trim().slice(1, -`](${imageUrl})`.length) : '';
}

export interface SeedResult {
  /** created: the database had no admin; kept: an admin exists and nobody's password was touched. */
  admin: 'created' | 'kept' | 'address-taken';
  posts: number;
  resources: number;
}

/**
 * Demo content, written once into an empty database: posts and resources only when there are none,
 * so a firm's own content is never touched. The admin is created only while the database has no admin
 * at all: a restart never resets a password somebody changed, and an address that already belongs to
 * an account is never taken over.
 */
export async function seedDemo(db: Db, admin: { email: string; password: string }): Promise<SeedResult> {
  const now = Date.now();
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts (several instances on one database).
    await tx.execute('select pg_advisory_xact_lock(727274)');
    const email = admin.email.trim().toLowerCase();
    let state: SeedResult['admin'] = 'kept';
    let [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (!user) {
      // A person's name, as a firm would give its intake staff: visitors read chat replies signed with its first
      // word ("Elena, office staff"), never "Demo".
      [user] = await tx
        .insert(users)
        .values({ id: newUserId(), email, name: 'Elena Ruiz', role: 'admin', emailVerified: true, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, email: users.email });
      state = user ? 'created' : 'address-taken';
    }
    const [posts] = await tx.select({ n: count() }).from(blogPosts);
    const [res] = await tx.select({ n: count() }).from(resources);
    let addedPosts = 0;
    let addedResources = 0;
    if (posts?.n === 0) {
      // Every article in English, Spanish and French: one translation group per article.
      const rows = demoPosts.flatMap((p) => {
        const at = new Date(now - p.daysAgo * DAY);
        const translationGroup = randomUUID();
        const shared = { imageUrl: p.imageUrl, published: p.published, featured: p.featured, authorId: user?.id ?? null, createdAt: at, updatedAt: at, translationGroup };
        const english = { ...shared, locale: 'en' as const, title: p.title, slug: p.slug, description: p.description, category: p.category, imageAlt: featuredAlt(p.content, p.imageUrl), content: withoutFeaturedImage(p.content, p.imageUrl) };
        const others = POST_TRANSLATIONS.map(([locale, list]) => {
          const t = list.find((x) => x.of === p.slug);
          if (!t) throw new Error(`demo post ${p.slug} has no ${locale} version`);
          return { ...shared, locale, title: t.title, slug: t.slug, description: t.description, category: t.category, imageAlt: featuredAlt(t.content, p.imageUrl), content: withoutFeaturedImage(t.content, p.imageUrl) };
        });
        return [english, ...others];
      });
      const inserted = await tx.insert(blogPosts).values(rows).returning();
      // Each post's 'Revisions' starts with the version the seed wrote, as a post created in the form does.
      await recordFirstRevisions(tx, inserted, user ?? null);
      addedPosts = rows.length;
    }
    if (res?.n === 0) {
      const rows = demoResources.flatMap((r) => {
        const at = new Date(now - r.daysAgo * DAY);
        const shared = { icon: r.icon, createdAt: at, updatedAt: at, translationGroup: randomUUID() };
        const others = RESOURCE_TRANSLATIONS.map(([locale, list]) => {
          const t = list.find((x) => x.of === r.link);
          if (!t) throw new Error(`demo resource ${r.link} has no ${locale} version`);
          return { ...shared, locale, title: t.title, description: t.description, type: t.type, link: t.link };
        });
        return [{ ...shared, locale: 'en' as const, title: r.title, description: r.description, type: r.type, link: r.link }, ...others];
      });
      const inserted = await tx.insert(resources).values(rows).returning();
      // As for the posts: each resource's 'Revisions' starts with the version the seed wrote.
      await recordFirstResourceRevisions(tx, inserted, user ?? null);
      addedResources = rows.length;
    }
    return { admin: state, posts: addedPosts, resources: addedResources };
  });
}
