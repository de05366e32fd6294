import { profileInput, updatePasswordInput } from '@shared/schemas/auth';
import { disableTwoFactorInput, enableTwoFactorInput } from '@shared/schemas/two-factor';
import * as auth from '../../services/auth';
import * as totp from '../../services/totp';
import { router, userProcedure } from '../trpc';

/**
 * The signed-in user's own account. These stay open when an administrator requires two-factor and the
 * account has none yet: that is where it turns it on.
 */
export const accountRouter = router({
  updatePassword: userProcedure.input(updatePasswordInput).mutation(async ({ ctx, input }) => {
    await auth.updatePassword(ctx, { userId: ctx.user.id, email: ctx.user.email, sessionId: ctx.session.id, ip: ctx.ip }, input);
    return { ok: true as const };
  }),

  updateProfile: userProcedure.input(profileInput).mutation(({ ctx, input }) => auth.updateProfile(ctx, ctx.user.id, input)),

  twoFactorStatus: userProcedure.query(({ ctx }) => totp.twoFactorStatus(ctx.db, ctx.user.id)),
  /** A new key, its otpauth:// URI and QR code; two-factor is on only once enableTwoFactor gets a code from it. */
  startTwoFactor: userProcedure.mutation(({ ctx }) => totp.startEnrolment(ctx.db, ctx.user)),
  /** Returns the ten recovery codes, shown once. */
  enableTwoFactor: userProcedure
    .input(enableTwoFactorInput)
    .mutation(({ ctx, input }) => totp.enableTwoFactor(ctx, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input)),
  disableTwoFactor: userProcedure.input(disableTwoFactorInput).mutation(async ({ ctx, input }) => {
    await totp.disableTwoFactor(ctx, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input);
    return { ok: true as const };
  }),
});
