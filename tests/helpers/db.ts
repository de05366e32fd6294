import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Db } from '../../server/db/client';

export interface TestDatabase {
  db: Db;
  sql: ReturnType<typeof connect>['sql'];
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** A fresh, migrated database cloned from the run's template: one per test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const template = inject('pgTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = connect(serverUrl, 1);
  await admin.sql.unsafe(`create database ${name} template ${template}`);
  await admin.sql.end();
  const url = withDatabase(serverUrl, name);
  const { db, sql } = connect(url, 5);
  return {
    db,
    sql,
    url,
    async drop() {
      await sql.end({ timeout: 5 });
      const a = connect(serverUrl, 1);
      await a.sql.unsafe(`drop database if exists ${name} with (force)`);
      await a.sql.end();
    },
  };
}
