import { chatSayInput, chatSendInput, chatStartInput, chatSubmitInput, chatTokenInput, chatWatchInput } from '@shared/schemas/chat';
import { tracked } from '@trpc/server';
import { streamsClosing } from '../realtime/hub';
import { withDomainErrors } from '../trpc/errors';
import * as chat from './service';
import * as stream from './stream';
import { chatInputError } from './errors';
import { powChallenge } from './pow';
import { middleware, publicProcedure, router } from '../trpc/trpc';

/**
 * The chat's schemas refuse with codes (src/shared/schemas/chat.ts): a refused input is answered as the domain
 * error of its code, with the English catalogue's sentence (server/chat/errors.ts), like every other refusal.
 */
export const chatInputCodes = middleware(async ({ next }) => {
  const result = await next();
  const coded = result.ok ? undefined : chatInputError(result.error.cause);
  if (coded) throw coded;
  return result;
});
const visitorProcedure = publicProcedure.use(chatInputCodes);

/**
 * The visitor's chat (decision 0010). Every call but `challenge` names the conversation by its token, in the body
 * of a POST (never in an address, so it reaches no log or Referer): reading one is a mutation for that reason.
 */
export const chatRouter = router({
  /** A signed proof-of-work challenge (ALTCHA), solved by the browser before its first message. */
  challenge: publicProcedure.mutation(({ ctx }) => powChallenge(ctx, ctx.ip)),
  /** The first message: creates the conversation; the token is returned once and kept by the browser only. */
  start: visitorProcedure.input(chatStartInput).mutation(({ ctx, input }) => chat.startConversation(ctx, ctx, input)),
  /** One more answer ('' = Skip) or free text at the current question. */
  send: visitorProcedure.input(chatSendInput).mutation(({ ctx, input }) => chat.sendAnswer(ctx, ctx, input.token, input.answer, input.submission)),
  /** The conversation of this tab again (reload, another page). */
  resume: visitorProcedure.input(chatTokenInput).mutation(({ ctx, input }) => chat.resumeConversation(ctx.db, input.token)),
  /** Sends the intake to the firm (consent required); sending again answers the same and stores nothing twice. */
  submit: visitorProcedure.input(chatSubmitInput).mutation(({ ctx, input }) => chat.submitConversation(ctx, ctx, input.token)),
  /** The visitor's own words once someone from the firm has replied (decision 0021). */
  say: visitorProcedure.input(chatSayInput).mutation(({ ctx, input }) => chat.sayToFirm(ctx, ctx, input.token, input.text, input.submission)),
  /** Whether someone from the firm can answer now (the panel asks when it opens; a stream tells it afterwards). */
  presence: publicProcedure.query(({ ctx }) => ({ available: ctx.live.available() })),
  /** A ticket for `watch`: the stream's address never carries the token. */
  ticket: visitorProcedure.input(chatTokenInput).mutation(({ ctx, input }) => stream.streamTicket(ctx.db, input.token)),
  /**
   * The conversation's live events over Server-Sent Events: each carries its last message id (`tracked`), so the
   * browser's reconnect asks for exactly what came after.
   */
  watch: visitorProcedure.input(chatWatchInput).subscription(({ ctx, input, signal }) =>
    withDomainErrors(
      (async function* () {
        const conversation = await stream.ticketConversation(ctx.db, input.ticket);
        const release = ctx.live.open({ ip: ctx.ip, conversationId: conversation.id });
        try {
          const after = Math.max(input.after, Number(input.lastEventId ?? 0));
          for await (const { id, event } of stream.conversationEvents(ctx, conversation, after, signal)) yield tracked(String(id), event);
          if (ctx.live.closing()) throw streamsClosing();
        } finally {
          release();
        }
      })(),
    ),
  ),
  /** 'End chat' and Quick exit: the token stops working; a conversation that never reached the firm is deleted. */
  end: visitorProcedure.input(chatTokenInput).mutation(async ({ ctx, input }) => {
    await chat.endConversation(ctx.db, input.token);
    return { ok: true as const };
  }),
});
