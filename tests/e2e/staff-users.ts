/**
 * Staff accounts for browser tests, created through the service layer in the e2e server's own database
 * (the embedded PostgreSQL under E2E_OUT/e2e-data, found by its postmaster.pid). A test that signs in
 * with a user of its own never spends the shared admin's sign-in rate limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { createSessionStore } from '../../server/auth/lucia';
import { connect } from '../../server/db/client';
import { findUserByEmail, upsertStaffUser } from '../../server/services/users';

const OUT = process.env.E2E_OUT ?? '.test-output';

export function databaseUrl(): string {
  const pid = fs.readFileSync(path.resolve(OUT, 'e2e-data', 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(pid[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error('e2e database port not found in postmaster.pid');
  return `postgres://postgres:postgres@127.0.0.1:${port}/app`;
}

export const STAFF_PASSWORD = 'e2e-staff-password-1';

/** A confirmed staff account with a unique e-mail (`prefix-<time>@e2e.example`). */
export async function createStaffUser(prefix: string, role: 'admin' | 'editor'): Promise<{ id: string; email: string; password: string }> {
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
    const user = await upsertStaffUser(db, { email, password: STAFF_PASSWORD, role });
    return { id: user.id, email, password: STAFF_PASSWORD };
  } finally {
    await sql.end();
  }
}

/** The id of the account with this e-mail (the seeded admin, say). */
export async function userIdByEmail(email: string): Promise<string> {
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`no account ${email} in the e2e database`);
    return user.id;
  } finally {
    await sql.end();
  }
}

/** A session for `userId` made through the service layer: its cookie, no sign-in request (no rate limit spent). */
export async function sessionCookieFor(userId: string): Promise<{ name: string; value: string }> {
  const { db, sql } = connect(databaseUrl(), 1);
  try {
    const sessions = createSessionStore(db, { secureCookies: false });
    const session = await sessions.create(userId);
    return { name: sessions.cookieName, value: session.id };
  } finally {
    await sql.end();
  }
}

/**
 * A new staff account signed in, as a saved storage state file (for `test.use({ storageState })`): the
 * account and its session are made through the service layer, so a growing suite never trips the real
 * sign-in rate limit. Only the sign-in tests use the form.
 */
export async function staffStorageState(baseURL: string, opts: { prefix: string; role: 'admin' | 'editor'; path: string }): Promise<{ id: string; email: string }> {
  const user = await createStaffUser(opts.prefix, opts.role);
  await sessionStorageState(baseURL, user.id, opts.path);
  return { id: user.id, email: user.email };
}

/** A session of an existing account (the seeded admin, say) as a saved storage state file, made through the service layer. */
export async function sessionStorageState(baseURL: string, userId: string, file: string): Promise<void> {
  const cookie = await sessionCookieFor(userId);
  const state = { cookies: [{ ...cookie, domain: new URL(baseURL).hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const }], origins: [] };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(state));
}

/** Signs `context` in as a new staff account (service-layer session, no sign-in request). */
export async function signedInAs(context: BrowserContext, baseURL: string | undefined, prefix: string, role: 'admin' | 'editor') {
  const user = await createStaffUser(prefix, role);
  const cookie = await sessionCookieFor(user.id);
  await context.addCookies([{ ...cookie, url: baseURL ?? 'http://127.0.0.1' }]);
  return user;
}
