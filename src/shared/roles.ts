/**
 * The one role vocabulary, for the server (sessions, procedures, plain routes) and the client (what the admin
 * area shows). An account without a role is signed in but waits for an administrator's approval.
 */
export const ROLES = ['admin', 'editor'] as const;

export type Role = (typeof ROLES)[number];

/** Every role is a staff role: what staff may do, both roles may do; administrators may do more. */
export const STAFF_ROLES: readonly Role[] = ROLES;

/** Whether a role may use the admin area (an administrator's approval gave it one). */
export function isStaff(role: string | null | undefined): role is Role {
  return STAFF_ROLES.some((r) => r === role);
}

export function isAdmin(role: string | null | undefined): role is 'admin' {
  return role === 'admin';
}
