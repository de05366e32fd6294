import { analyticsRangeInput } from '@shared/schemas/analytics';
import { router, staffProcedure } from '../trpc/trpc';
import { analyticsSummary } from './summary';

/** /admin/analytics (decision 0029): administrators see everything; editors the page counts, without conversions. */
export const analyticsRouter = router({
  summary: staffProcedure.input(analyticsRangeInput).query(({ ctx, input }) => analyticsSummary(ctx.db, input, { conversions: ctx.user.role === 'admin' })),
});
