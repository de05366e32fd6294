import { blogListInput, idInput, postInput, postUpdateInput, slugInput } from '../../../src/shared/schemas/posts';
import { renderPostBody } from '../../../src/shared/post-body';
import { adminSearchInput } from '../../../src/shared/schemas/paging';
import * as posts from '../../services/posts';
import { publicProcedure, router, staffProcedure } from '../trpc';

const isStaff = (role: string | null | undefined) => role === 'admin' || role === 'editor';

export const postsRouter = router({
  list: publicProcedure.input(blogListInput).query(({ ctx, input }) => posts.listPublished(ctx.db, input)),

  /** null when there is no such post, or it is a draft and the caller is not staff: the page shows 'Post Not Found'. */
  bySlug: publicProcedure.input(slugInput).query(async ({ ctx, input }) => {
    const post = await posts.getBySlug(ctx.db, input.slug, { includeDrafts: isStaff(ctx.user?.role) });
    if (!post) return null;
    // The public shape, field by field: what the page shows and nothing else (no author id, view count,
    // version or raw content). The body is rendered here, so browsers never download the sanitiser and
    // the page inserts this HTML as is; canEdit shows the author an Edit Post button.
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      description: post.description,
      category: post.category,
      imageUrl: post.imageUrl,
      published: post.published,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      html: renderPostBody(post.content, { siteOrigin: ctx.config.publicUrl }),
      canEdit: isStaff(ctx.user?.role) && post.authorId === ctx.user?.id,
    };
  }),

  /** One view of a published post, counted by the page in the browser (queries never change state). Staff previews do not count. */
  countView: publicProcedure.input(slugInput).mutation(async ({ ctx, input }) => {
    if (!isStaff(ctx.user?.role)) await posts.countView(ctx.db, input.slug, ctx.ip);
    return { ok: true as const };
  }),

  // ---- staff ----
  /** Paged and searched on the server (adminSearchInput): a pageSize above ADMIN_PAGE_SIZE_MAX is refused with a 400 saying the maximum. */
  adminList: staffProcedure.input(adminSearchInput.prefault({})).query(({ ctx, input }) => posts.adminListPosts(ctx.db, input)),
  /** The post form's category suggestions (capped at POST_CATEGORIES_MAX), instead of the whole post list. */
  categories: staffProcedure.query(({ ctx }) => posts.listCategories(ctx.db)),
  byId: staffProcedure.input(idInput).query(({ ctx, input }) => posts.getPostById(ctx.db, input.id)),
  create: staffProcedure.input(postInput).mutation(({ ctx, input }) => posts.createPost(ctx.db, ctx.user.id, input)),
  /** Saves over the version the form loaded (postUpdateInput); CONFLICT, with posts.POST_CHANGED, when it moved on. */
  update: staffProcedure.input(postUpdateInput).mutation(({ ctx, input }) => posts.updatePost(ctx.db, input.id, input.version, input.data)),
  delete: staffProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await posts.deletePost(ctx.db, input.id);
    return { ok: true as const };
  }),
  stats: staffProcedure.query(({ ctx }) => posts.dashboardStats(ctx.db)),
});
