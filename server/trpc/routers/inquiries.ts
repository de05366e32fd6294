import { z } from 'zod';
import { adminPageInput, INQUIRY_SORTS, sortInput } from '@shared/schemas/paging';
import { conversationOfInquiry } from '../../chat/views';
import * as urgent from '../../chat/urgent';
import * as inquiries from '../../services/inquiries';
import { adminProcedure, router } from '../trpc';

const idInput = z.object({ id: z.uuid('Unknown inquiry') });

const actorOf = (ctx: { user: { id: string; email: string }; ip: string }) => ({ id: ctx.user.id, email: ctx.user.email, ip: ctx.ip });

/**
 * The admin Inquiries tab: administrators only (prospective clients' messages are private). Its CSV export is a
 * plain route that streams the file: GET /admin/inquiries.csv (server/routes/export.ts).
 */
export const inquiriesRouter = router({
  /** Paged (adminPageInput): at most ADMIN_PAGE_SIZE_MAX rows; a larger pageSize is refused with a 400 that says the maximum. Sorted by INQUIRY_SORTS. */
  list: adminProcedure.input(adminPageInput.extend(sortInput(INQUIRY_SORTS)).prefault({})).query(({ ctx, input }) => inquiries.listInquiries(ctx.db, input)),
  setHandled: adminProcedure
    .input(idInput.extend({ handled: z.boolean() }))
    .mutation(({ ctx, input }) => inquiries.setHandled(ctx.db, actorOf(ctx), input.id, input.handled)),
  delete: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await inquiries.deleteInquiry(ctx.db, actorOf(ctx), input.id);
    return { ok: true as const };
  }),
  /** A chat inquiry's conversation (oldest message first) and its urgent alerts (newest step first). */
  conversation: adminProcedure.input(idInput).query(async ({ ctx, input }) => ({
    messages: await conversationOfInquiry(ctx.db, input.id),
    alerts: await urgent.alertsOf(ctx.db, input.id),
  })),
  /** Urgent chats nobody acknowledged yet (the dashboard's banner), oldest first, at most 20 listed; one taken but not called back stays marked in `list`. */
  urgent: adminProcedure.query(({ ctx }) => urgent.openUrgent(ctx.db)),
  /** 'I'm on it' from the admin: stops the escalation, recorded in the audit log. */
  acknowledgeUrgent: adminProcedure.input(idInput).mutation(({ ctx, input }) => urgent.acknowledgeByAdmin(ctx.db, actorOf(ctx), input.id)),
  /** 'Called back': someone called the visitor of an urgent chat; it stays marked Urgent until then. Audited. */
  calledBack: adminProcedure.input(idInput).mutation(({ ctx, input }) => urgent.recordCallback(ctx.db, actorOf(ctx), input.id)),
});
