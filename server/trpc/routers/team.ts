import { z } from 'zod';
import * as team from '../../services/team';
import { text } from '../../../src/shared/schemas/text';
import { adminProcedure, router } from '../trpc';

/** The admin Team tab: administrators only. */
export const teamRouter = router({
  list: adminProcedure.query(({ ctx }) => team.listTeam(ctx.db)),
  setRole: adminProcedure
    .input(z.object({ userId: text().min(1).max(64), role: z.enum(['admin', 'editor']).nullable() }))
    .mutation(({ ctx, input }) => team.setRole(ctx.db, ctx.user.id, input.userId, input.role)),
});
