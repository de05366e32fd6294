import { blogListInput, slugInput } from '../../../src/shared/schemas/posts';
import { renderPostBody } from '../../../src/shared/post-body';
import * as posts from '../../services/posts';
import { publicProcedure, router } from '../trpc';

const isStaff = (role: string | null | undefined) => role === 'admin' || role === 'editor';

export const postsRouter = router({
  list: publicProcedure.input(blogListInput).query(({ ctx, input }) => posts.listPublished(ctx.db, input)),

  /** One view of a published post, counted by the page in the browser (queries never change state). Staff previews do not count. */
  countView: publicProcedure.input(slugInput).mutation(async ({ ctx, input }) => {
    if (!isStaff(ctx.user?.role)) await posts.countView(ctx.db, input.slug);
    return { ok: true as const };
  }),

  /** null when there is no such post, or it is a draft and the caller is not staff: the page shows 'Post Not Found'. */
  bySlug: publicProcedure.input(slugInput).query(async ({ ctx, input }) => {
    const post = await posts.getBySlug(ctx.db, input.slug, { includeDrafts: isStaff(ctx.user?.role) });
    // Rendered here so visitors' browsers never download the sanitiser: the page inserts this HTML as is.
    return post ? { ...post, html: renderPostBody(post.content, { siteOrigin: ctx.config.publicUrl }) } : null;
  }),
});
