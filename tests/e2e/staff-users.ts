/**
 * Staff accounts for browser tests, created through the service layer in the e2e server's own database
 * (the embedded PostgreSQL under E2E_OUT/e2e-data, found by its postmaster.pid). A test that signs in
 * with a user of its own never spends the shared admin's sign-in rate limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { connect } from '../../server/db/client';
import { upsertStaffUser } from '../../server/services/users';

const OUT = process.env.E2E_OUT ?? '.test-output';

function databaseUrl(): string {
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

/**
 * A saved signed-in state for a staff account of its own: created through the service layer and signed in
 * once through the API (not the form), so tests never spend the shared admin's sign-in rate limit.
 */
export async function staffStorageState(
  playwright: { request: { newContext(opts: { baseURL: string; storageState: { cookies: []; origins: [] } }): Promise<import('@playwright/test').APIRequestContext> } },
  baseURL: string,
  opts: { prefix: string; role: 'admin' | 'editor'; path: string },
): Promise<{ email: string }> {
  const user = await createStaffUser(opts.prefix, opts.role);
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const res = await request.post('/trpc/auth.signIn', { data: { json: { email: user.email, password: user.password } }, headers: { origin: baseURL } });
  if (res.status() !== 200) throw new Error(`staff sign-in failed: ${res.status()} ${await res.text()}`);
  await request.storageState({ path: opts.path });
  await request.dispose();
  return { email: user.email };
}
