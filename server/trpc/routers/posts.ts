import { blogListInput, slugInput } from '../../../src/shared/schemas/posts';
import * as posts from '../../services/posts';
import { publicProcedure, router } from '../trpc';

const isStaff = (role: string | null | undefined) => role === 'admin' || role === 'editor';

export const postsRouter = router({
  list: publicProcedure.input(blogListInput).query(({ ctx, input }) => posts.listPublished(ctx.db, input)),

  /** null when there is no such post, or it is a draft and the caller is not staff: the page shows 'Post Not Found'. */
  bySlug: publicProcedure
    .input(slugInput)
    .query(({ ctx, input }) => posts.getBySlug(ctx.db, input.slug, { includeDrafts: isStaff(ctx.user?.role) })),
});
