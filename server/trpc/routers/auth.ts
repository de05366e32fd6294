import {
  acceptInvitationInput,
  confirmEmailInput,
  emailOnlyInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
} from '@shared/schemas/auth';
import { signInCodeInput } from '@shared/schemas/two-factor';
import { clearedLinkCookie } from '../../auth/link-cookie';
import * as auth from '../../services/auth';
import * as invitations from '../../services/invitations';
import { isStaff } from '@shared/roles';
import { completeSignIn, twoFactorGate } from '../../services/totp';
import { publicProcedure, router, userProcedure } from '../trpc';

const OK = { ok: true as const };

export const authRouter = router({
  /** The signed-in user and session expiry, or null: the client's "session restored on load". */
  /**
   * twoFactorSetupNeeded: an administrator requires two-factor and this staff account has none yet; the
   * admin area sends it to the profile page, and staff calls answer FORBIDDEN until it is on.
   */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.user || !ctx.session) return null;
    const staff = isStaff(ctx.user.role);
    const gate = staff ? await twoFactorGate(ctx.db, ctx.user.id) : { enabled: false, required: false };
    return { user: ctx.user, expiresAt: ctx.session.expiresAt, twoFactorSetupNeeded: gate.required && !gate.enabled };
  }),

  /**
   * The signed-in user, or, for an account with two-factor on, { twoFactorTicket } for signInCode. A complete
   * sign-in also sets the device cookie (server/services/devices.ts).
   */
  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const result = await auth.signIn(ctx, ctx, input);
    if (!result.session) return result.pending;
    ctx.setCookie(ctx.sessions.cookie(result.session));
    ctx.setCookie(result.device);
    return result.user;
  }),

  /** Sign-in's code step: a TOTP code or a recovery code, with the ticket of the password step. */
  signInCode: publicProcedure.input(signInCodeInput).mutation(async ({ ctx, input }) => {
    const { session, user, device } = await completeSignIn(ctx, ctx, input);
    ctx.setCookie(ctx.sessions.cookie(session));
    ctx.setCookie(device);
    return auth.toSessionUser(user);
  }),

  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    await auth.signUp(ctx, ctx, input);
    return OK;
  }),

  resendConfirmation: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await auth.resendConfirmation(ctx, ctx, input);
    return OK;
  }),

  confirmEmail: publicProcedure.input(confirmEmailInput).mutation(async ({ ctx, input }) => {
    await auth.confirmEmail(ctx, ctx, input);
    ctx.setCookie(clearedLinkCookie(ctx.config.secureCookies));
    return OK;
  }),

  requestPasswordReset: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await auth.requestPasswordReset(ctx, ctx, input);
    return OK;
  }),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const result = await auth.resetPassword(ctx, input, ctx);
    // The link's cookie (server/routes/forms.ts) has done its work.
    ctx.setCookie(clearedLinkCookie(ctx.config.secureCookies));
    if (!result.session) return result.pending;
    ctx.setCookie(ctx.sessions.cookie(result.session));
    ctx.setCookie(result.device);
    return result.user;
  }),

  /** An administrator's invitation: the account gets its name, password and role, and this browser is signed in. */
  acceptInvitation: publicProcedure.input(acceptInvitationInput).mutation(async ({ ctx, input }) => {
    const result = await invitations.acceptInvitation(ctx, input, ctx);
    ctx.setCookie(clearedLinkCookie(ctx.config.secureCookies));
    ctx.setCookie(ctx.sessions.cookie(result.session));
    ctx.setCookie(result.device);
    return result.user;
  }),

  signOut: userProcedure.mutation(async ({ ctx }) => {
    await auth.signOut(ctx, { userId: ctx.user.id, email: ctx.user.email, sessionId: ctx.session.id, ip: ctx.ip });
    ctx.setCookie(ctx.sessions.blankCookie());
    return OK;
  }),
});
