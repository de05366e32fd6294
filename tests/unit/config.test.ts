import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('environment configuration', () => {
  it('starts with documented defaults and nothing set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir.endsWith('data')).toBe(true);
    expect(c.secureCookies).toBe(false);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ SEED_ADMIN_PASSWORD: 'short' })).toThrow(/SEED_ADMIN_PASSWORD: must be at least 8 characters/);
    expect(() => loadConfig({ FIRM_INBOX: 'nope' })).toThrow(/FIRM_INBOX/);
  });

  it('uses secure cookies and no demo seeding for an https site on its own database', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://www.example-law.com/', DATABASE_URL: 'postgres://u:p@db/app' });
    expect(c.publicUrl).toBe('https://www.example-law.com');
    expect(c.secureCookies).toBe(true);
    expect(c.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/app', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});

describe('database pool', () => {
  it('opens at most DATABASE_POOL_MAX connections for requests (default 10), and refuses a pool too small to migrate', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'lots' })).toThrow(/DATABASE_POOL_MAX/);
  });
});

describe('proxy trust', () => {
  it('believes X-Forwarded-For only from the proxies it names, never from whoever connects', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 172.30.0.2 ,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '172.30.0.2', 'fd00::/8']);
    // A hop count or `true` would believe any client that reaches the server directly: refused, saying why.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY.*not a number of hops.*any client that reaches the server directly/s);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*not true/s);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY.*addresses or ranges/s);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe('seed admin password', () => {
  it('defaults to the documented demo password outside production, and keeps a given one', () => {
    expect(loadConfig({}).seedAdmin).toEqual({ email: 'admin@example.com', password: 'demo-admin-2025' });
    expect(loadConfig({ SEED_ADMIN_EMAIL: 'Boss@Firm.example', SEED_ADMIN_PASSWORD: 'my-own-secret' }).seedAdmin).toEqual({
      email: 'boss@firm.example',
      password: 'my-own-secret',
    });
  });
});

/** Every production refusal sentence starts with the variable it is about. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as Error).message;
    expect(message).toMatch(/^Production refuses to start:/);
    return message
      .split('\n')
      .filter((l) => l.startsWith('  '))
      .map((l) => l.trim());
  }
  return [];
}

const variablesOf = (problems: string[]) => problems.map((p) => p.split(' ')[0]);

const PRODUCTION_COMPLETE = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:secret@db.internal/app',
  PUBLIC_URL: 'https://www.example-law.com',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
};

describe('production mode', () => {
  it('refuses to start without its database, https address and SMTP server, naming all three at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(variablesOf(problems)).toEqual(['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL']);
    expect(problems[0]).toMatch(/^DATABASE_URL is missing/);
    expect(problems[1]).toMatch(/^PUBLIC_URL is missing/);
    expect(problems[2]).toMatch(/^SMTP_URL is missing/);
    // SITE_MODE=production means the same, whatever NODE_ENV says.
    expect(variablesOf(problemsOf({ SITE_MODE: 'production' }))).toEqual(['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL']);
    expect(variablesOf(problemsOf({ SITE_MODE: 'production', NODE_ENV: 'development' }))).toEqual(['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL']);
  });

  it('each ALLOW_* variable removes exactly its own sentence', () => {
    const base = { NODE_ENV: 'production' };
    expect(variablesOf(problemsOf({ ...base, ALLOW_EMBEDDED_DATABASE: '1' }))).toEqual(['PUBLIC_URL', 'SMTP_URL']);
    expect(variablesOf(problemsOf({ ...base, ALLOW_HTTP_PUBLIC_URL: '1' }))).toEqual(['DATABASE_URL', 'SMTP_URL']);
    expect(variablesOf(problemsOf({ ...base, ALLOW_MAIL_OUTBOX: '1' }))).toEqual(['DATABASE_URL', 'PUBLIC_URL']);
    // Anything but 1 or true does not relax the rule.
    expect(variablesOf(problemsOf({ ...base, ALLOW_MAIL_OUTBOX: '0' }))).toEqual(['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL']);
    const relaxed = loadConfig({ ...base, ALLOW_EMBEDDED_DATABASE: '1', ALLOW_HTTP_PUBLIC_URL: 'true', ALLOW_MAIL_OUTBOX: '1' });
    expect(relaxed.mode).toBe('production');
    expect(relaxed.databaseUrl).toBeUndefined();
    expect(relaxed.smtpUrl).toBeUndefined();
  });

  it('names the http address it was given and refuses it unless ALLOW_HTTP_PUBLIC_URL=1', () => {
    const problems = problemsOf({ ...PRODUCTION_COMPLETE, PUBLIC_URL: 'http://law.example.org' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_URL is http:\/\/law\.example\.org, not https/);
    const allowed = loadConfig({ ...PRODUCTION_COMPLETE, PUBLIC_URL: 'http://law.example.org', ALLOW_HTTP_PUBLIC_URL: '1' });
    expect(allowed.publicUrl).toBe('http://law.example.org');
    expect(allowed.secureCookies).toBe(false);
  });

  it('loads a complete https configuration in production mode', () => {
    const c = loadConfig(PRODUCTION_COMPLETE);
    expect(c.mode).toBe('production');
    expect(c.env).toBe('production');
    expect(c.publicUrl).toBe('https://www.example-law.com');
    expect(c.secureCookies).toBe(true);
    expect(c.databaseUrl).toBe('postgres://app:secret@db.internal/app');
    expect(c.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com');
    expect(c.seedDemo).toBe(false);
  });

  it('demands an own admin password when SEED_DEMO=1 seeds a production database', () => {
    const problems = problemsOf({ ...PRODUCTION_COMPLETE, SEED_DEMO: '1' });
    expect(variablesOf(problems)).toEqual(['SEED_ADMIN_PASSWORD']);
    const c = loadConfig({ ...PRODUCTION_COMPLETE, SEED_DEMO: '1', SEED_ADMIN_PASSWORD: 'a-real-secret' });
    expect(c.seedDemo).toBe(true);
    expect(c.seedAdmin.password).toBe('a-real-secret');
    // Without SEED_DEMO nothing is seeded, so no password is needed.
    expect(problemsOf(PRODUCTION_COMPLETE)).toEqual([]);
  });

  it('SITE_MODE=demo runs the local demo even with NODE_ENV=production and nothing else set', () => {
    const c = loadConfig({ NODE_ENV: 'production', SITE_MODE: 'demo' });
    expect(c.mode).toBe('demo');
    expect(c.env).toBe('production');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.seedAdmin.password).toBe('demo-admin-2025');
    expect(() => loadConfig({ SITE_MODE: 'staging' })).toThrow(/SITE_MODE: must be demo or production/);
  });

  it('is development or test mode otherwise', () => {
    expect(loadConfig({}).mode).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).mode).toBe('test');
  });
});

describe('deployment settings', () => {
  it('applies migrations at start unless MIGRATE_ON_START=false', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: '1' }).migrateOnStart).toBe(true);
    expect(loadConfig({ ...PRODUCTION_COMPLETE, MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
  });

  it('keeps inquiries 730 days unless told otherwise, and never 0 days', () => {
    expect(loadConfig({}).inquiryRetentionDays).toBe(730);
    expect(loadConfig({ INQUIRY_RETENTION_DAYS: '90' }).inquiryRetentionDays).toBe(90);
    expect(() => loadConfig({ INQUIRY_RETENTION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ INQUIRY_RETENTION_DAYS: '0' })).toThrow(/INQUIRY_RETENTION_DAYS/);
    expect(() => loadConfig({ INQUIRY_RETENTION_DAYS: 'forever' })).toThrow(/INQUIRY_RETENTION_DAYS/);
  });

  it('runs two jobs at once by default', () => {
    expect(loadConfig({}).workerConcurrency).toBe(2);
    expect(loadConfig({ WORKER_CONCURRENCY: '0' }).workerConcurrency).toBe(0);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '-1' })).toThrow(/WORKER_CONCURRENCY/);
  });
});
