import { z } from 'zod';
import { contactInput } from '../../../src/shared/schemas/contact';
import { adminPageInput } from '../../../src/shared/schemas/paging';
import * as inquiries from '../../services/inquiries';
import { publicProcedure, router, staffProcedure } from '../trpc';

const idInput = z.object({ id: z.uuid('Unknown inquiry') });

export const contactRouter = router({
  submit: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    await inquiries.submitInquiry(ctx, ctx, input);
    return { ok: true as const };
  }),
  /** What the privacy page promises about stored inquiries: the configured retention (INQUIRY_RETENTION_DAYS). */
  policy: publicProcedure.query(({ ctx }) => ({ inquiryRetentionDays: ctx.config.inquiryRetentionDays })),
});

/** The admin Inquiries tab: staff only. */
export const inquiriesRouter = router({
  /** Paged (adminPageInput): at most ADMIN_PAGE_SIZE_MAX rows; a larger pageSize is refused with a 400 that says the maximum. */
  list: staffProcedure.input(adminPageInput.prefault({})).query(({ ctx, input }) => inquiries.listInquiries(ctx.db, input)),
  setHandled: staffProcedure
    .input(idInput.extend({ handled: z.boolean() }))
    .mutation(({ ctx, input }) => inquiries.setHandled(ctx.db, input.id, input.handled)),
  delete: staffProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await inquiries.deleteInquiry(ctx.db, input.id);
    return { ok: true as const };
  }),
});
