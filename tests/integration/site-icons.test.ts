/** The site's icons and web app manifest (decision 0012). */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

describe('site icons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a manifest naming the firm, whose icons all exist at their stated sizes', async () => {
    const res = await t.app.inject({ url: '/site.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(res.body) as { name: string; start_url: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest.name).toBe('Alvarez & Laurent Immigration Law');
    expect(manifest.start_url).toBe('/');
    for (const icon of manifest.icons) {
      const file = fs.readFileSync(path.join('public', icon.src));
      if (icon.type === 'image/png') {
        // PNG: width and height are the big-endian words at bytes 16 and 20 of the IHDR chunk.
        expect(`${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
      } else {
        expect(file.toString('utf8'), icon.src).toContain('<svg');
      }
    }
  });

  it('has a favicon.ico with 16, 32 and 48 px images, and a 180 px apple-touch-icon', () => {
    const ico = fs.readFileSync('public/favicon.ico');
    expect(ico.readUInt16LE(2)).toBe(1); // an icon
    const count = ico.readUInt16LE(4);
    expect(Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
    const touch = fs.readFileSync('public/apple-touch-icon.png');
    expect([touch.readUInt32BE(16), touch.readUInt32BE(20)]).toEqual([180, 180]);
    expect(fs.readFileSync('index.html', 'utf8')).toMatch(/<link rel="icon" href="\/favicon.ico"[\s\S]*<link rel="apple-touch-icon" href="\/apple-touch-icon.png" \/>[\s\S]*<link rel="manifest" href="\/site.webmanifest" \/>/);
  });
});
