import type { SessionCookie } from './lucia';
import { LINK_COOKIE, type LinkKind } from '@shared/posted-form';

/** An e-mailed link's token: 32 random bytes in base64url (server/services/tokens.ts), with room to spare. */
const TOKEN = /^[\w-]{20,200}$/;
const LINK_MAX_AGE_S = 3600;
const LINK_KINDS: readonly LinkKind[] = ['reset', 'confirm', 'invite'];

/**
 * The cookie a reset, confirmation or invitation link sets (server/routes/forms.ts) before it redirects to the sign-in page:
 * HttpOnly, so no script reads it, and for an hour (a reset link's life). The sign-in page renders its form
 * from it and the form's POST reads it; both the form and the tRPC call that use it clear it.
 */
export function linkCookie(kind: LinkKind, token: string, secure: boolean): SessionCookie | null {
  if (!TOKEN.test(token)) return null;
  return { name: LINK_COOKIE, value: `${kind}.${token}`, attributes: { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: LINK_MAX_AGE_S } };
}

export function clearedLinkCookie(secure: boolean): SessionCookie {
  return { name: LINK_COOKIE, value: '', attributes: { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: 0 } };
}

/** The kind and token a link cookie holds, or null for none or a malformed one. */
export function readLinkCookie(value: string | undefined): { kind: LinkKind; token: string } | null {
  const m = /^(reset|confirm|invite)\.([\w-]{20,200})$/.exec(value ?? '');
  const kind = LINK_KINDS.find((k) => k === m?.[1]);
  return kind && m?.[2] ? { kind, token: m[2] } : null;
}
