import { z } from 'zod';
import { idInput, resourceInput } from '../../../src/shared/schemas/posts';
import * as resources from '../../services/resources';
import { publicProcedure, router, staffProcedure } from '../trpc';

export const resourcesRouter = router({
  list: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(100).optional() }).default({}))
    .query(({ ctx, input }) => resources.listResources(ctx.db, input)),

  // ---- staff ----
  byId: staffProcedure.input(idInput).query(({ ctx, input }) => resources.getResourceById(ctx.db, input.id)),
  create: staffProcedure.input(resourceInput).mutation(({ ctx, input }) => resources.createResource(ctx.db, input)),
  update: staffProcedure
    .input(idInput.extend({ data: resourceInput }))
    .mutation(({ ctx, input }) => resources.updateResource(ctx.db, input.id, input.data)),
  delete: staffProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await resources.deleteResource(ctx.db, input.id);
    return { ok: true as const };
  }),
});
