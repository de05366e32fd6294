import { z } from 'zod';
import { adminPageInput } from '../../../src/shared/schemas/paging';
import * as team from '../../services/team';
import { text } from '../../../src/shared/schemas/text';
import { adminProcedure, router } from '../trpc';

/** The admin Team tab: administrators only. */
export const teamRouter = router({
  /** Paged (adminPageInput): at most ADMIN_PAGE_SIZE_MAX accounts; a larger pageSize is refused with a 400 that says the maximum. */
  list: adminProcedure.input(adminPageInput.prefault({})).query(({ ctx, input }) => team.listTeam(ctx.db, input)),
  setRole: adminProcedure
    .input(z.object({ userId: text().min(1).max(64), role: z.enum(['admin', 'editor']).nullable() }))
    .mutation(({ ctx, input }) => team.setRole(ctx.db, ctx.user.id, input.userId, input.role)),
});
