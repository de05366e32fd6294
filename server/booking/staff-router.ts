import { bookingBlockInput, bookingCancelInput, bookingStatusInput, bookingWeekInput, calendarFeedInput } from '@shared/schemas/booking';
import { adminProcedure, router } from '../trpc/trpc';
import { announceBooking } from './service';
import { blockTime, bookingWeek, cancelByStaff, listCalendarFeeds, resetCalendarFeed, setBookingStatus } from './staff';

/** /admin/bookings (administrators): the week per attorney, attendance, cancellations, blocked time, calendar feeds. */
export const bookingsRouter = router({
  week: adminProcedure.input(bookingWeekInput).query(({ ctx, input }) => bookingWeek(ctx.db, input)),
  setStatus: adminProcedure.input(bookingStatusInput).mutation(async ({ ctx, input }) => {
    await setBookingStatus(ctx.db, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input.id, input.status);
    return { ok: true as const };
  }),
  cancel: adminProcedure.input(bookingCancelInput).mutation(async ({ ctx, input }) => {
    await cancelByStaff(ctx.db, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input.id, input.reason);
    announceBooking(ctx);
    return { ok: true as const };
  }),
  block: adminProcedure.input(bookingBlockInput).mutation(async ({ ctx, input }) => {
    const blocked = await blockTime(ctx.db, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input);
    announceBooking(ctx);
    return blocked;
  }),
  feeds: adminProcedure.query(({ ctx }) => listCalendarFeeds(ctx.db)),
  /** Makes or replaces the attorney's feed; the link is in this answer only (only its hash is kept). */
  resetFeed: adminProcedure.input(calendarFeedInput).mutation(async ({ ctx, input }) => {
    const { token } = await resetCalendarFeed(ctx.db, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input.attorneyKey);
    return { url: `${ctx.config.publicUrl}/calendar/${token}.ics` };
  }),
});
