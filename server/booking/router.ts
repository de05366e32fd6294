import { z } from 'zod';
import { LOCALES } from '@shared/locales';
import { bookingChatPrefillInput, bookingPageInput, bookingRequestInput, bookingTokenField, startField, timeZoneField } from '@shared/schemas/booking';
import { publicProcedure, router } from '../trpc/trpc';
import { cancelByVisitor, chatPrefill, createBooking, rescheduleBooking } from './service';
import { bookingLinkPage, bookingPage } from './views';
import { powChallenge } from '../chat/pow';

const linkInput = z.object({
  token: bookingTokenField,
  locale: z.enum(LOCALES).default('en'),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  timeZone: timeZoneField.optional(),
});

/**
 * Consultations booked on the site (decision 0028). The pages' reads are never in the shared cache of anonymous
 * answers: free times change with every booking. Opening a link reads; only the mutations change anything.
 */
export const bookingRouter = router({
  page: publicProcedure.input(bookingPageInput.prefault({})).query(({ ctx, input }) => bookingPage(ctx.db, input)),
  link: publicProcedure.input(linkInput).query(({ ctx, input }) => bookingLinkPage(ctx.db, input)),
  /** The booking form's fields from the chat the visitor just sent in this tab (its token is the only key). */
  chatPrefill: publicProcedure.input(bookingChatPrefillInput).query(({ ctx, input }) => chatPrefill(ctx.db, input.chatToken)),
  /** A signed proof-of-work challenge (ALTCHA, as the chat's), solved by the page while the form is filled. */
  challenge: publicProcedure.mutation(({ ctx }) => powChallenge(ctx, ctx.ip, 'booking')),
  book: publicProcedure.input(bookingRequestInput).mutation(async ({ ctx, input }) => {
    const booked = await createBooking(ctx, ctx, input);
    return booked ? { start: booked.start.toISOString(), end: booked.end.toISOString(), attorneyName: booked.attorneyName } : null;
  }),
  reschedule: publicProcedure.input(z.object({ token: bookingTokenField, start: startField })).mutation(async ({ ctx, input }) => {
    const moved = await rescheduleBooking(ctx, ctx, input.token, input.start);
    return { start: moved.start.toISOString(), end: moved.end.toISOString(), attorneyName: moved.attorneyName };
  }),
  cancel: publicProcedure.input(z.object({ token: bookingTokenField })).mutation(async ({ ctx, input }) => {
    await cancelByVisitor(ctx, ctx, input.token);
    return { ok: true as const };
  }),
});
