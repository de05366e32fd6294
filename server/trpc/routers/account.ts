import { profileInput, updatePasswordInput } from '../../../src/shared/schemas/auth';
import * as auth from '../../services/auth';
import { router, userProcedure } from '../trpc';

export const accountRouter = router({
  updatePassword: userProcedure.input(updatePasswordInput).mutation(async ({ ctx, input }) => {
    await auth.updatePassword(ctx, { userId: ctx.user.id, email: ctx.user.email, sessionId: ctx.session.id, ip: ctx.ip }, input);
    return { ok: true as const };
  }),

  updateProfile: userProcedure.input(profileInput).mutation(({ ctx, input }) => auth.updateProfile(ctx, ctx.user.id, input)),
});
