import { z } from 'zod';
import { adminPageInput, sortInput, TEAM_SORTS } from '@shared/schemas/paging';
import { resetTwoFactorInput, twoFactorRequiredInput } from '@shared/schemas/two-factor';
import { invitationIdInput, inviteInput } from '@shared/schemas/team';
import * as invitations from '../../services/invitations';
import * as settings from '../../services/settings';
import * as team from '../../services/team';
import { text } from '@shared/schemas/text';
import { ROLES } from '@shared/roles';
import { adminProcedure, router } from '../trpc';

/** The admin Team tab: administrators only. */
export const teamRouter = router({
  /** Paged (adminPageInput): at most ADMIN_PAGE_SIZE_MAX accounts; a larger pageSize is refused with a 400 that says the maximum. Sorted by TEAM_SORTS. */
  list: adminProcedure.input(adminPageInput.extend(sortInput(TEAM_SORTS)).prefault({})).query(({ ctx, input }) => team.listTeam(ctx.db, input)),
  setRole: adminProcedure
    .input(z.object({ userId: text().min(1).max(64), role: z.enum(ROLES).nullable() }))
    .mutation(({ ctx, input }) => team.setRole(ctx.db, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input.userId, input.role)),
  /** Turns a member's two-factor off (lost phone), recorded in the audit log. */
  resetTwoFactor: adminProcedure
    .input(resetTwoFactorInput)
    .mutation(({ ctx, input }) => team.resetTwoFactor(ctx.db, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input.userId)),
  twoFactorRequired: adminProcedure.query(async ({ ctx }) => ({ required: await settings.isTwoFactorRequired(ctx.db) })),
  /** Requires two-factor of every staff member (or stops requiring it), recorded in the audit log. */
  setTwoFactorRequired: adminProcedure
    .input(twoFactorRequiredInput)
    .mutation(({ ctx, input }) => settings.setTwoFactorRequired(ctx.db, ctx.user, input.required, ctx.ip)),
  /** E-mails an invitation to join with `role` (refused for an address with a confirmed account; replaces a pending one). */
  invite: adminProcedure
    .input(inviteInput)
    .mutation(({ ctx, input }) => invitations.inviteMember(ctx.db, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input)),
  /** Invitations neither accepted nor withdrawn, newest first. */
  invitations: adminProcedure.query(({ ctx }) => invitations.listInvitations(ctx.db)),
  revokeInvitation: adminProcedure
    .input(invitationIdInput)
    .mutation(({ ctx, input }) => invitations.revokeInvitation(ctx.db, { id: ctx.user.id, email: ctx.user.email, ip: ctx.ip }, input.id)),
});
