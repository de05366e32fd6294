import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { blogPosts, resources } from '../schema';
import { upsertStaffUser } from '../../services/users';
import { demoPosts, demoResources } from './content';

const DAY = 86_400_000;

/**
 * Demo content, written once into an empty database: posts and resources only when there are none,
 * so a firm's own content is never touched. The demo admin is (re)created with the configured password.
 */
export async function seedDemo(db: Db, admin: { email: string; password: string }): Promise<{ posts: number; resources: number }> {
  const user = await upsertStaffUser(db, { email: admin.email, password: admin.password, role: 'admin', name: 'Demo Admin' });
  const now = Date.now();
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts (several instances on one database).
    await tx.execute('select pg_advisory_xact_lock(727274)');
    const [posts] = await tx.select({ n: count() }).from(blogPosts);
    const [res] = await tx.select({ n: count() }).from(resources);
    let addedPosts = 0;
    let addedResources = 0;
    if (posts?.n === 0) {
      await tx.insert(blogPosts).values(
        demoPosts.map((p) => {
          const at = new Date(now - p.daysAgo * DAY);
          return {
            title: p.title,
            slug: p.slug,
            description: p.description,
            category: p.category,
            imageUrl: p.imageUrl,
            content: p.content,
            published: p.published,
            featured: p.featured,
            authorId: user.id,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
      addedPosts = demoPosts.length;
    }
    if (res?.n === 0) {
      await tx.insert(resources).values(
        demoResources.map((r) => {
          const at = new Date(now - r.daysAgo * DAY);
          return { title: r.title, description: r.description, type: r.type, link: r.link, icon: r.icon, createdAt: at, updatedAt: at };
        }),
      );
      addedResources = demoResources.length;
    }
    return { posts: addedPosts, resources: addedResources };
  });
}
