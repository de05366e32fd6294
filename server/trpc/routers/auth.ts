import {
  emailOnlyInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
  tokenInput,
} from '../../../src/shared/schemas/auth';
import * as auth from '../../services/auth';
import { publicProcedure, router, userProcedure } from '../trpc';

const OK = { ok: true as const };

export const authRouter = router({
  /** The signed-in user and session expiry, or null: the client's "session restored on load". */
  me: publicProcedure.query(({ ctx }) => (ctx.user && ctx.session ? { user: ctx.user, expiresAt: ctx.session.expiresAt } : null)),

  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const { session, user } = await auth.signIn(ctx, ctx, input);
    ctx.setCookie(ctx.sessions.cookie(session));
    return user;
  }),

  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    await auth.signUp(ctx, ctx, input);
    return OK;
  }),

  resendConfirmation: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await auth.resendConfirmation(ctx, ctx, input);
    return OK;
  }),

  confirmEmail: publicProcedure.input(tokenInput).mutation(async ({ ctx, input }) => {
    await auth.confirmEmail(ctx, input);
    return OK;
  }),

  requestPasswordReset: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await auth.requestPasswordReset(ctx, ctx, input);
    return OK;
  }),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const { session, user } = await auth.resetPassword(ctx, input);
    ctx.setCookie(ctx.sessions.cookie(session));
    return user;
  }),

  signOut: userProcedure.mutation(async ({ ctx }) => {
    await ctx.sessions.invalidate(ctx.session.id);
    ctx.setCookie(ctx.sessions.blankCookie());
    return OK;
  }),
});
