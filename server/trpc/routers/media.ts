import { mediaIdInput, mediaListInput, mediaRemoveUnusedInput, mediaUpdateAltInput } from '@shared/schemas/media';
import * as mediaService from '../../services/media';
import { router, staffProcedure } from '../trpc';

/**
 * The admin's media library (decision 0014); uploads arrive over POST /api/media (server/routes/media.ts). Staff only.
 * A change or deletion is announced (decision 0016): no cached page may keep showing a deleted image.
 */
export const mediaRouter = router({
  /**
   * Newest first, one page (adminPageInput); a pageSize above ADMIN_PAGE_SIZE_MAX is refused with a 400. `unused`:
   * only uploads nothing uses; `listedAt` is what 'Remove unused' then passes.
   */
  list: staffProcedure.input(mediaListInput.prefault({})).query(({ ctx, input }) => mediaService.listMedia(ctx.db, ctx.media.storage, input)),
  get: staffProcedure.input(mediaIdInput).query(({ ctx, input }) => mediaService.getMedia(ctx.db, ctx.media.storage, input.id)),
  /** Changes the library's alt text; posts keep the alt text written in them. */
  updateAlt: staffProcedure.input(mediaUpdateAltInput).mutation(async ({ ctx, input }) => {
    const item = await mediaService.updateMediaAlt(ctx.db, ctx.media.storage, { ...ctx.user, ip: ctx.ip }, input.id, input.alt);
    ctx.changes.announce({ kind: 'media', id: input.id });
    return item;
  }),
  /** CONFLICT, naming a post, while any post uses the image; otherwise its row and files go. */
  delete: staffProcedure.input(mediaIdInput).mutation(async ({ ctx, input }) => {
    await mediaService.deleteMedia(ctx.db, ctx.media.storage, { ...ctx.user, ip: ctx.ip }, input.id);
    ctx.changes.announce({ kind: 'media', id: input.id });
    return { ok: true as const };
  }),
  /** Deletes every upload still unused, uploaded at or before `through`; one used meanwhile stays. */
  removeUnused: staffProcedure.input(mediaRemoveUnusedInput).mutation(async ({ ctx, input }) => {
    const removed = await mediaService.removeUnusedMedia(ctx.db, ctx.media.storage, { ...ctx.user, ip: ctx.ip }, input.through);
    if (removed.removed > 0) ctx.changes.announce({ kind: 'media' });
    return removed;
  }),
});
