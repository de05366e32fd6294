import { chatSendInput, chatStartInput, chatSubmitInput, chatTokenInput } from '@shared/schemas/chat';
import * as chat from '../../services/chat';
import { publicProcedure, router } from '../trpc';

/**
 * The visitor's chat (decision 0010). Every call but `challenge` names the conversation by its token, in the body
 * of a POST (never in an address, so it reaches no log or Referer): reading one is a mutation for that reason.
 */
export const chatRouter = router({
  /** A signed proof-of-work challenge (ALTCHA), solved by the browser before its first message. */
  challenge: publicProcedure.mutation(({ ctx }) => chat.powChallenge(ctx.db)),
  /** The first message: creates the conversation; the token is returned once and kept by the browser only. */
  start: publicProcedure.input(chatStartInput).mutation(({ ctx, input }) => chat.startConversation(ctx, ctx, input)),
  /** One more answer ('' = Skip) or free text at the current question. */
  send: publicProcedure.input(chatSendInput).mutation(({ ctx, input }) => chat.sendAnswer(ctx, ctx, input.token, input.answer)),
  /** The conversation of this tab again (reload, another page). */
  resume: publicProcedure.input(chatTokenInput).mutation(({ ctx, input }) => chat.resumeConversation(ctx.db, input.token)),
  /** Sends the intake to the firm (consent required); sending again answers the same and stores nothing twice. */
  submit: publicProcedure.input(chatSubmitInput).mutation(({ ctx, input }) => chat.submitConversation(ctx, ctx, input.token)),
  /** 'End chat' and Quick exit: a conversation never sent is deleted; one sent stays with the firm. */
  end: publicProcedure.input(chatTokenInput).mutation(async ({ ctx, input }) => {
    await chat.endConversation(ctx.db, input.token);
    return { ok: true as const };
  }),
});
