import { z } from 'zod';
import { adminContentListInput, blogListInput, idInput, localeField, postCreateInput, postUpdateInput, restoreRevisionInput, slugInput } from '@shared/schemas/posts';
import { localizedPath } from '@shared/locales';
import { isStaff } from '@shared/roles';
import { POST_SORTS, sortInput } from '@shared/schemas/paging';
import * as posts from '../../services/posts';
import * as editing from '../../services/post-editing';
import { readsAsStaff } from '../../access';
import { publicContentProcedure, publicProcedure, router, staffProcedure } from '../trpc';

export const postsRouter = router({
  list: publicContentProcedure.input(blogListInput).query(({ ctx, input }) => posts.listPublished(ctx.db, input)),

  /**
   * The post with this slug in this language. null when there is none anywhere, or it is a draft and the
   * caller is not staff (or is, without the two-factor an administrator requires): the page shows 'Post Not
   * Found'. { movedTo } when the slug is an old slug of a published post (in this language, or in another
   * after a rename) or belongs to a published post of another language (an old /es/blog/<English slug> link):
   * the page answers 301 to its translation in this language, or to the post in its own language.
   */
  bySlug: publicContentProcedure.input(slugInput).query(async ({ ctx, input }) => {
    const includeDrafts = await readsAsStaff(ctx, ctx.user);
    const post = await posts.getBySlug(ctx.db, input.locale, input.slug, { includeDrafts });
    if (!post) {
      // An old address of a post in this language (its slug changed), a post of another language with this
      // slug, then an old address in another language.
      const moved =
        (await editing.findRedirect(ctx.db, input.locale, input.slug)) ??
        (await posts.findMovedSlug(ctx.db, input.locale, input.slug)) ??
        (await editing.findRedirect(ctx.db, input.locale, input.slug, { otherLanguages: true }));
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
      imageAlt: post.imageAlt,
      published: post.published,
      locale: post.locale,
      /** The other languages of this article the caller may read, each with its own slug. */
      translations,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      html: await posts.htmlOf(ctx.db, post, ctx.config.publicUrl),
      /** The page's title, description and social image: the SEO fields, or the title, description and featured image. */
      seo: {
        title: post.metaTitle || post.title,
        description: post.metaDescription || post.description,
        image: post.socialImage || post.imageUrl,
      },
      canEdit: includeDrafts && post.authorId === ctx.user?.id,
    };
  }),

  /** One view of a published post, counted by the page in the browser (queries never change state). Staff previews do not count. */
  countView: publicProcedure.input(slugInput).mutation(async ({ ctx, input }) => {
    if (!isStaff(ctx.user?.role)) await posts.countView(ctx.db, input.locale, input.slug, ctx.ip);
    return { ok: true as const };
  }),

  // ---- staff ----
  /** Paged and searched on the server (adminSearchInput): a pageSize above ADMIN_PAGE_SIZE_MAX is refused with a 400 saying the maximum. */
  /** With each post's language and translations (EN ✓ ES – FR ✓); `locale` filters one language; `sort`/`dir` order it (POST_SORTS). */
  adminList: staffProcedure.input(adminContentListInput.extend(sortInput(POST_SORTS)).prefault({})).query(({ ctx, input }) => posts.adminListPosts(ctx.db, input)),
  /** The post form's category suggestions in the post's language (capped at POST_CATEGORIES_MAX), instead of the whole post list. */
  categories: staffProcedure
    .input(z.object({ locale: localeField.default('en') }).prefault({}))
    .query(({ ctx, input }) => posts.listCategories(ctx.db, input.locale)),
  byId: staffProcedure.input(idInput).query(({ ctx, input }) => posts.getPostById(ctx.db, input.id)),
  /** `translationOf`: 'Add translation' — the new post joins that post's translation group (one post per language). */
  create: staffProcedure.input(postCreateInput).mutation(({ ctx, input }) => editing.createPost(ctx.db, ctx.changes, { ...ctx.user, ip: ctx.ip }, input, ctx.config.publicUrl)),
  /** Saves over the version the form loaded (postUpdateInput); CONFLICT, with CHANGED_MSG.post, when it moved on. */
  update: staffProcedure
    .input(postUpdateInput)
    .mutation(({ ctx, input }) => editing.updatePost(ctx.db, ctx.changes, { ...ctx.user, ip: ctx.ip }, input.id, input.version, input.data, ctx.config.publicUrl, { takeOverRedirect: input.takeOverRedirect })),
  delete: staffProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await editing.deletePost(ctx.db, ctx.changes, { ...ctx.user, ip: ctx.ip }, input.id);
    return { ok: true as const };
  }),
  /** A post's saved versions, newest first (who, when, title); `revision` reads one with its fields. */
  revisions: staffProcedure.input(idInput).query(({ ctx, input }) => editing.listRevisions(ctx.db, input.id)),
  revision: staffProcedure.input(idInput).query(({ ctx, input }) => editing.getRevision(ctx.db, input.id)),
  /** Saves the revision's fields over the version the form loaded (CONFLICT otherwise), as a new revision. */
  restore: staffProcedure.input(restoreRevisionInput).mutation(({ ctx, input }) => editing.restoreRevision(ctx.db, ctx.changes, { ...ctx.user, ip: ctx.ip }, input.revisionId, input.version, ctx.config.publicUrl)),
  stats: staffProcedure.query(({ ctx }) => posts.dashboardStats(ctx.db)),
});
