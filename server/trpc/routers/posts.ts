import { z } from 'zod';
import { adminContentListInput, blogListInput, idInput, localeField, postCreateInput, postUpdateInput, slugInput } from '../../../src/shared/schemas/posts';
import { localizedPath } from '../../../src/shared/locales';
import * as posts from '../../services/posts';
import { publicProcedure, router, staffProcedure } from '../trpc';

const isStaff = (role: string | null | undefined) => role === 'admin' || role === 'editor';

export const postsRouter = router({
  list: publicProcedure.input(blogListInput).query(({ ctx, input }) => posts.listPublished(ctx.db, input)),

  /**
   * The post with this slug in this language. null when there is none anywhere, or it is a draft and the
   * caller is not staff: the page shows 'Post Not Found'. { movedTo } when the slug belongs to a published
   * post of another language (an old /es/blog/<English slug> link): the page answers 301 to its translation
   * in this language, or to the post in its own language.
   */
  bySlug: publicProcedure.input(slugInput).query(async ({ ctx, input }) => {
    const includeDrafts = isStaff(ctx.user?.role);
    const post = await posts.getBySlug(ctx.db, input.locale, input.slug, { includeDrafts });
    if (!post) {
      const moved = await posts.findMovedSlug(ctx.db, input.locale, input.slug);
      return moved ? { movedTo: localizedPath(moved.locale, `/blog/${moved.slug}`) } : null;
    }
    const translations = await posts.translationsOf(ctx.db, post.translationGroup, post.id, { includeDrafts });
    // The public shape, field by field: what the page shows and nothing else (no author id, view count,
    // version or raw content). The body was rendered and sanitised at save (htmlOf), so browsers never
    // download the sanitiser and the page inserts this HTML as is; canEdit shows the author an Edit Post button.
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      description: post.description,
      category: post.category,
      imageUrl: post.imageUrl,
      published: post.published,
      locale: post.locale,
      /** The other languages of this article the caller may read, each with its own slug. */
      translations,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      html: await posts.htmlOf(ctx.db, post, ctx.config.publicUrl),
      canEdit: isStaff(ctx.user?.role) && post.authorId === ctx.user?.id,
    };
  }),

  /** One view of a published post, counted by the page in the browser (queries never change state). Staff previews do not count. */
  countView: publicProcedure.input(slugInput).mutation(async ({ ctx, input }) => {
    if (!isStaff(ctx.user?.role)) await posts.countView(ctx.db, input.locale, input.slug, ctx.ip);
    return { ok: true as const };
  }),

  // ---- staff ----
  /** Paged and searched on the server (adminSearchInput): a pageSize above ADMIN_PAGE_SIZE_MAX is refused with a 400 saying the maximum. */
  /** With each post's language and translations (EN ✓ ES – FR ✓); `locale` filters one language. */
  adminList: staffProcedure.input(adminContentListInput.prefault({})).query(({ ctx, input }) => posts.adminListPosts(ctx.db, input)),
  /** The post form's category suggestions in the post's language (capped at POST_CATEGORIES_MAX), instead of the whole post list. */
  categories: staffProcedure
    .input(z.object({ locale: localeField.default('en') }).prefault({}))
    .query(({ ctx, input }) => posts.listCategories(ctx.db, input.locale)),
  byId: staffProcedure.input(idInput).query(({ ctx, input }) => posts.getPostById(ctx.db, input.id)),
  /** `translationOf`: 'Add translation' — the new post joins that post's translation group (one post per language). */
  create: staffProcedure.input(postCreateInput).mutation(({ ctx, input }) => posts.createPost(ctx.db, ctx.user.id, input, ctx.config.publicUrl)),
  /** Saves over the version the form loaded (postUpdateInput); CONFLICT, with posts.POST_CHANGED, when it moved on. */
  update: staffProcedure.input(postUpdateInput).mutation(({ ctx, input }) => posts.updatePost(ctx.db, input.id, input.version, input.data, ctx.config.publicUrl)),
  delete: staffProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await posts.deletePost(ctx.db, input.id);
    return { ok: true as const };
  }),
  stats: staffProcedure.query(({ ctx }) => posts.dashboardStats(ctx.db)),
});
