import { z } from 'zod';
import { adminContentListInput, idInput, localeField, resourceCreateInput, resourceUpdateInput, restoreRevisionInput } from '@shared/schemas/posts';
import { PUBLIC_RESOURCES_MAX } from '@shared/constants';
import { RESOURCE_SORTS, sortInput } from '@shared/schemas/paging';
import * as resources from '../../services/resources';
import { publicContentProcedure, router, staffProcedure } from '../trpc';

export const resourcesRouter = router({
  /** Public, one language (default English), capped: the newest PUBLIC_RESOURCES_MAX (default); a larger limit is refused with a 400 saying the maximum. */
  list: publicContentProcedure
    .input(
      z
        .object({
          limit: z.number().int().min(1, 'limit must be 1 or more').max(PUBLIC_RESOURCES_MAX, `limit must be at most ${PUBLIC_RESOURCES_MAX}`).optional(),
          locale: localeField.default('en'),
        })
        .prefault({}),
    )
    .query(({ ctx, input }) => resources.listResources(ctx.db, input)),

  // ---- staff ----
  /** The admin Resources tab: paged, searched and sorted (RESOURCE_SORTS) on the server; a pageSize above ADMIN_PAGE_SIZE_MAX is refused with a 400. */
  adminList: staffProcedure.input(adminContentListInput.extend(sortInput(RESOURCE_SORTS)).prefault({})).query(({ ctx, input }) => resources.adminListResources(ctx.db, input)),
  byId: staffProcedure.input(idInput).query(({ ctx, input }) => resources.getResourceById(ctx.db, input.id)),
  /** `translationOf`: 'Add translation' — the new resource joins that resource's translation group (one per language). */
  create: staffProcedure.input(resourceCreateInput).mutation(({ ctx, input }) => resources.createResource(ctx.db, ctx.changes, { ...ctx.user, ip: ctx.ip }, input)),
  /** Saves over the version the form loaded (resourceUpdateInput); CONFLICT, with CHANGED_MSG.resource, when it moved on. */
  update: staffProcedure
    .input(resourceUpdateInput)
    .mutation(({ ctx, input }) => resources.updateResource(ctx.db, ctx.changes, { ...ctx.user, ip: ctx.ip }, input.id, input.version, input.data)),
  delete: staffProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await resources.deleteResource(ctx.db, ctx.changes, { ...ctx.user, ip: ctx.ip }, input.id);
    return { ok: true as const };
  }),
  /** A resource's saved versions, newest first (who, when, title); `revision` reads one with its fields. */
  revisions: staffProcedure.input(idInput).query(({ ctx, input }) => resources.listResourceRevisions(ctx.db, input.id)),
  revision: staffProcedure.input(idInput).query(({ ctx, input }) => resources.getResourceRevision(ctx.db, input.id)),
  /** Saves the revision's fields over the version the form loaded (CONFLICT otherwise), as a new revision. */
  restore: staffProcedure
    .input(restoreRevisionInput)
    .mutation(({ ctx, input }) => resources.restoreResourceRevision(ctx.db, ctx.changes, { ...ctx.user, ip: ctx.ip }, input.revisionId, input.version)),
});
