import { signInInput } from '../../../src/shared/schemas/auth';
import * as auth from '../../services/auth';
import { publicProcedure, router, userProcedure } from '../trpc';

export const authRouter = router({
  /** The signed-in user, or null: the client's "session restored on load". */
  me: publicProcedure.query(({ ctx }) => ctx.user),

  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const { session, user } = await auth.signIn(ctx.db, ctx.sessions, input);
    ctx.setCookie(ctx.sessions.cookie(session));
    return user;
  }),

  signOut: userProcedure.mutation(async ({ ctx }) => {
    await ctx.sessions.invalidate(ctx.session.id);
    ctx.setCookie(ctx.sessions.blankCookie());
    return { ok: true as const };
  }),
});
