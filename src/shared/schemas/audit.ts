import type { z } from 'zod';
import { adminPageInput } from './paging';
import { text } from './text';

/**
 * Every action the audit log records, with the label the /admin/audit filter shows. Append new ones here
 * (posts, resources, settings, …) when a service starts recording them.
 */
export const AUDIT_ACTIONS = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.sign_out': 'Signed out',
  'two_factor.enable': 'Two-factor turned on',
  'two_factor.disable': 'Two-factor turned off',
  'two_factor.reset': 'Two-factor reset by an admin',
  'settings.two_factor_required': 'Two-factor requirement changed',
  'settings.firm': 'Firm details changed',
  'team.role_change': 'Role changed',
  'team.member_removed': 'Access removed',
  'team.invite': 'Colleague invited',
  'team.invite_revoked': 'Invitation withdrawn',
  'team.invite_accepted': 'Invitation accepted',
  'inquiry.handled': 'Inquiry marked handled or new',
  'inquiry.deleted': 'Inquiry deleted',
  'inquiry.exported': 'Inquiries exported',
  'chat.submitted': 'Chat intake received',
  'chat.urgent_early': 'Urgent chat alerted before it was sent',
  'chat.unfinished': 'Unfinished chat reached the firm',
  'chat.closed': 'Chat conversation closed',
  'chat.urgent_alerted': 'Urgent chat: on-call alerted',
  'chat.urgent_acknowledged': "Urgent chat: 'I'm on it'",
  'chat.urgent_unanswered': 'Urgent chat: nobody acknowledged',
  'chat.urgent_called_back': 'Urgent chat: called back',
  'booking.made': 'Consultation booked',
  'booking.moved': 'Consultation moved',
  'booking.cancelled': 'Consultation cancelled',
  'booking.status': 'Consultation marked attended or no-show',
  'booking.blocked': 'Time blocked',
  'booking.unblocked': 'Blocked time freed',
  'booking.feed_reset': 'Calendar feed link reset',
  'post.create': 'Post created',
  'post.update': 'Post changed',
  'post.restore': 'Post revision restored',
  'post.delete': 'Post deleted',
  'post.scheduled_publish': 'Scheduled post published',
  'resource.create': 'Resource created',
  'resource.update': 'Resource changed',
  'resource.restore': 'Resource revision restored',
  'resource.delete': 'Resource deleted',
  'media.upload': 'Image uploaded',
  'media.update': 'Image alt text changed',
  'media.delete': 'Image deleted',
  'site.exported': 'Site content exported',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** The /admin/audit list: a page, newest first, optionally one action and one actor's e-mail. */
export const auditListInput = adminPageInput.extend({
  action: text().trim().max(64, 'Action must be at most 64 characters').default(''),
  actorEmail: text().trim().max(254, 'E-mail must be at most 254 characters').default(''),
});
export type AuditListInput = z.infer<typeof auditListInput>;
