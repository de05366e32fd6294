import { z } from 'zod';
import * as resources from '../../services/resources';
import { publicProcedure, router } from '../trpc';

export const resourcesRouter = router({
  list: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(100).optional() }).default({}))
    .query(({ ctx, input }) => resources.listResources(ctx.db, input)),
});
