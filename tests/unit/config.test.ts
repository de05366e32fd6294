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

describe('proxy trust', () => {
  it('believes X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
