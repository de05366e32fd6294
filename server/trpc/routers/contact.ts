import { contactInput } from '@shared/schemas/contact';
import * as inquiries from '../../services/inquiries';
import { publicProcedure, router } from '../trpc';

export const contactRouter = router({
  submit: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    await inquiries.submitInquiry(ctx, ctx, input);
    return { ok: true as const };
  }),
  /** What the privacy page promises about stored inquiries: the configured retention (INQUIRY_RETENTION_DAYS). */
  policy: publicProcedure.query(({ ctx }) => ({ inquiryRetentionDays: ctx.config.inquiryRetentionDays })),
});
