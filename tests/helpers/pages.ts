import fs from 'node:fs';
import path from 'node:path';

/** The client build to render pages with: E2E_DIST when given, else ./dist (npm test builds it first). */
export const CLIENT_DIST = path.resolve(process.env.E2E_DIST ?? 'dist');

export function requireClientBuild(): void {
  if (!fs.existsSync(path.join(CLIENT_DIST, 'server', 'entry-server.js'))) throw new Error(`no client build in ${CLIENT_DIST}: run npm run build first`);
}

/** A published post's form values, for tests that watch its page in a cache. */
export const publishedPost = (title: string, slug: string) => ({
  title,
  slug,
  description: 'A post whose page is cached while it changes.',
  category: 'News',
  imageUrl: '',
  content: 'Content of the post, long enough for the minimum length of a post body.',
  published: true,
  featured: false,
});
