import { z } from 'zod';
import { ROLES } from '../roles';
import { emailField } from './auth';

/** The Team tab's 'Invite' dialog (server/services/invitations.ts): an address and the role the invitation grants. */
export const inviteInput = z.object({ email: emailField, role: z.enum(ROLES, { error: 'Choose a role' }) });
export type InviteInput = z.input<typeof inviteInput>;

export const INVITATION_GONE = 'This invitation was already used or withdrawn.';
export const invitationIdInput = z.object({ id: z.uuid(INVITATION_GONE) });
