/**
 * One PostgreSQL server for the integration run: TEST_DATABASE_URL when given, otherwise a throwaway
 * embedded server. A template database is migrated once; each test file clones it (tests/helpers/db.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, ensureDatabase, runMigrations } from '../../server/db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/demo/embedded-postgres';

export const TEMPLATE_DB = 'app_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-site-test-pg-'));
    fs.chmodSync(dir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'), { info: () => {}, warn: (m) => console.warn(m) });
    serverUrl = embedded.url('postgres');
  }
  const admin = connect(serverUrl, 1);
  await admin.sql.unsafe(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.sql.end();
  await ensureDatabase(serverUrl, TEMPLATE_DB);
  const template = connect(withDatabase(serverUrl, TEMPLATE_DB), 2);
  await runMigrations(template.db, template.sql, withDatabase(serverUrl, TEMPLATE_DB));
  await template.sql.end();

  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', TEMPLATE_DB);

  return async () => {
    await embedded?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
