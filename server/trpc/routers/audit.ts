import { auditListInput } from '@shared/schemas/audit';
import * as audit from '../../services/audit';
import { adminProcedure, router } from '../trpc';

/** /admin/audit: administrators only. */
export const auditRouter = router({
  /** Newest first, paged (at most ADMIN_PAGE_SIZE_MAX a page), filtered by action and by the actor's e-mail. */
  list: adminProcedure.input(auditListInput.prefault({})).query(({ ctx, input }) => audit.listAudit(ctx.db, input)),
});
