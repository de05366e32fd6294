import { inboxIdInput, inboxPresenceInput, inboxReplyInput } from '@shared/schemas/chat';
import * as inbox from './inbox';
import { streamsClosing } from '../realtime/hub';
import { withDomainErrors } from '../trpc/errors';
import { adminProcedure, router } from '../trpc/trpc';
import { chatInputCodes } from './router';

const staffOf = (ctx: { user: { id: string; email: string; name: string }; ip: string }): inbox.Staff => ({ id: ctx.user.id, email: ctx.user.email, name: ctx.user.name, ip: ctx.ip });

/**
 * Live replies, the staff side (decision 0021): administrators, as the Inquiries list. `watch` is a Server-Sent
 * Events stream that names each conversation that changed; the inbox reads it again.
 */
const inboxProcedure = adminProcedure.use(chatInputCodes);

export const inboxRouter = router({
  list: adminProcedure.query(({ ctx }) => inbox.listInbox(ctx.db)),
  waiting: adminProcedure.query(({ ctx }) => inbox.waitingCount(ctx.db)),
  conversation: inboxProcedure.input(inboxIdInput).query(({ ctx, input }) => inbox.inboxConversation(ctx.db, input.id)),
  reply: inboxProcedure.input(inboxReplyInput).mutation(({ ctx, input }) => inbox.reply(ctx.db, staffOf(ctx), input.id, input.text)),
  close: inboxProcedure.input(inboxIdInput).mutation(async ({ ctx, input }) => {
    await inbox.closeConversation(ctx.db, staffOf(ctx), input.id);
    return { ok: true as const };
  }),
  presence: adminProcedure.query(({ ctx }) => inbox.presenceOf(ctx.db, ctx.user.id)),
  /** 'Available' on or off; the open inbox tab sends it again every 20 s as its heartbeat. */
  setPresence: adminProcedure.input(inboxPresenceInput).mutation(({ ctx, input }) => inbox.setPresence(ctx.db, ctx.live, staffOf(ctx), input.available)),
  watch: adminProcedure.subscription(({ ctx, signal }) =>
    withDomainErrors(
      (async function* () {
        const release = ctx.live.open({ ip: ctx.ip });
        try {
          const sessionId = ctx.session.id;
          const stillSignedIn = async () => {
            const { user } = await ctx.sessions.validate(sessionId).catch(() => ({ user: null }));
            return user?.role === 'admin';
          };
          yield* inbox.inboxEvents({ db: ctx.db, live: ctx.live, stillSignedIn }, signal);
          if (ctx.live.closing()) throw streamsClosing();
        } finally {
          release();
        }
      })(),
    ),
  ),
});
