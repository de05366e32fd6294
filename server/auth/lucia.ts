/**
 * Every Lucia import lives in this file (decision 0006: Lucia v3 is deprecated upstream; swapping it
 * for the maintainers' one-file session implementation on the same tables stays a one-file change).
 */
import { DrizzlePostgreSQLAdapter } from '@lucia-auth/adapter-drizzle';
import { generateIdFromEntropySize, Lucia, TimeSpan } from 'lucia';
import type { Role } from '@shared/roles';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/** The role vocabulary is shared with the client (src/shared/roles.ts). */
export type StaffRole = Role;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole | null;
  emailVerified: boolean;
}

export interface AuthSession {
  id: string;
  userId: string;
  expiresAt: Date;
  /** True when Lucia extended the session: the cookie must be sent again. */
  fresh: boolean;
}

export interface SessionCookie {
  name: string;
  value: string;
  attributes: {
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    path?: string;
    maxAge?: number;
    expires?: Date;
  };
}

export interface SessionStore {
  cookieName: string;
  create(userId: string): Promise<AuthSession>;
  validate(sessionId: string): Promise<{ session: AuthSession; user: SessionUser } | { session: null; user: null }>;
  invalidate(sessionId: string): Promise<void>;
  invalidateAllForUser(userId: string): Promise<void>;
  cookie(session: AuthSession): SessionCookie;
  blankCookie(): SessionCookie;
}

interface DatabaseUserAttributes {
  email: string;
  name: string;
  role: StaffRole | null;
  emailVerified: boolean;
}

const SESSION_DAYS = 30;

/**
 * What a session id can look like (Lucia's are 40 lowercase base32 characters). A cookie holding anything
 * else (NUL, control or non-ASCII bytes, an over-long value) is no session: it never reaches the database,
 * which refuses NUL with an error (decision 0019: every tRPC call answered 500).
 */
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A session row as Lucia would create it (same id format and lifetime), for a caller that must write it
 * inside its own transaction (a password reset: the new session exists only if the whole reset commits).
 */
export function newSessionRow(userId: string, now = new Date()): Omit<AuthSession, 'fresh'> {
  return { id: generateIdFromEntropySize(25), userId, expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60_000) };
}

function buildLucia(db: Db, secure: boolean) {
  const adapter = new DrizzlePostgreSQLAdapter(db, sessions, users);
  return new Lucia(adapter, {
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    sessionCookie: { name: 'session', attributes: { secure, sameSite: 'lax' } },
    getUserAttributes: (a: DatabaseUserAttributes): Omit<SessionUser, 'id'> => ({
      email: a.email,
      name: a.name,
      role: a.role,
      emailVerified: a.emailVerified,
    }),
  });
}

declare module 'lucia' {
  interface Register {
    Lucia: ReturnType<typeof buildLucia>;
    DatabaseUserAttributes: DatabaseUserAttributes;
  }
}

export function createSessionStore(db: Db, opts: { secureCookies: boolean }): SessionStore {
  const lucia = buildLucia(db, opts.secureCookies);
  return {
    cookieName: lucia.sessionCookieName,
    async create(userId) {
      return lucia.createSession(userId, {});
    },
    async validate(sessionId) {
      if (!SESSION_ID.test(sessionId)) return { session: null, user: null };
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session) return { session: null, user: null };
      return { session, user: { id: user.id, email: user.email, name: user.name, role: user.role, emailVerified: user.emailVerified } };
    },
    invalidate: (id) => lucia.invalidateSession(id),
    invalidateAllForUser: (userId) => lucia.invalidateUserSessions(userId),
    cookie: (session) => lucia.createSessionCookie(session.id),
    blankCookie: () => lucia.createBlankSessionCookie(),
  };
}
