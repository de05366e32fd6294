import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageFiles, readViteManifest, type ViteManifest } from '../../server/pages/assets';
import { PAGE_MODULES, PAGE_ROUTES, type PageModule } from '../../src/route-manifest';

// Decision 0013: the public pages' bundles stay within budget (bench/budget.json, shared with
// bench/js-size.ts), measured on the built client that `npm test` builds before this suite, with the same
// reading of Vite's manifest as the server's (server/pages/assets.ts).
interface Budget {
  css: { homeRenderBlockingGzipKiB: number };
  js: { homeGzipKiB: number; everyPublicPageGzipKiB: number };
}
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const client = path.resolve('dist/client');
const budget = JSON.parse(fs.readFileSync(path.resolve('bench/budget.json'), 'utf8')) as Budget;
const KIB = 1024;

function readManifest(): ViteManifest {
  return readViteManifest(client);
}

/** A chunk's CSS and that of its static imports (what loads with it, before the page renders). */
function cssOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>(), css = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return css;
  seen.add(key);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) cssOf(manifest, i, seen, css);
  return css;
}

const gzipKiB = (files: Iterable<string>) =>
  [...files].reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(client, f)), { level: 9 }).length, 0) / KIB;

/** A page's render-blocking CSS: index.html's and the server's links for the page. */
function cssOfPage(page: PageModule): Set<string> {
  const files = pageFiles(readManifest(), page);
  const css = new Set([...files.entry.css, ...files.page.css]);
  // The stylesheets index.html links are render-blocking too, whatever the manifest says.
  const html = fs.readFileSync(path.join(client, 'index.html'), 'utf8');
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)) if (m[1]) css.add(m[1]);
  return css;
}
const homeCss = () => cssOfPage('HomePage');

/** A page's JavaScript before it is interactive: the entry, the app chunk, the page's chunks (not its strings). */
function jsOfPage(page: PageModule): Set<string> {
  const files = pageFiles(readManifest(), page);
  return new Set([...files.entry.js, ...files.page.js]);
}

describe('bundle budget (bench/budget.json)', () => {
  it('the built client exists (npm test builds it before this suite)', () => {
    expect(fs.existsSync(path.join(client, '.vite/manifest.json')), 'run `npm run build` first').toBe(true);
  });

  it(`home page render-blocking CSS ≤ ${budget.css.homeRenderBlockingGzipKiB} KiB gzip`, () => {
    const css = homeCss();
    expect(css.size, 'the home page has a stylesheet').toBeGreaterThan(0);
    const size = gzipKiB(css);
    expect(size, `render-blocking CSS of / is ${size.toFixed(1)} KiB gzip (${[...css].join(', ')}); budget ${budget.css.homeRenderBlockingGzipKiB} KiB`).toBeLessThanOrEqual(
      budget.css.homeRenderBlockingGzipKiB,
    );
  });

  it(`home page JavaScript ≤ ${budget.js.homeGzipKiB} KiB gzip`, () => {
    const js = jsOfPage('HomePage');
    const size = gzipKiB(js);
    expect(size, `JavaScript of / is ${size.toFixed(1)} KiB gzip in ${js.size} files; budget ${budget.js.homeGzipKiB} KiB`).toBeLessThanOrEqual(budget.js.homeGzipKiB);
  });

  it(`every public page's JavaScript ≤ ${budget.js.everyPublicPageGzipKiB} KiB gzip`, () => {
    const pages = [...new Set<PageModule>([...PAGE_ROUTES.map((r) => r.page), 'NotFoundPage'])];
    expect(pages.length).toBe(PAGE_MODULES.length);
    const over = pages.map((p) => ({ p, kib: gzipKiB(jsOfPage(p)) })).filter((x) => x.kib > budget.js.everyPublicPageGzipKiB);
    expect(over.map((x) => `${x.p}: ${x.kib.toFixed(1)} KiB`)).toEqual([]);
  });

  it('no page script is loaded before the page has shown its content: index.html preloads nothing but its small entry', () => {
    const html = fs.readFileSync(path.join(client, 'index.html'), 'utf8');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script type="module" fetchpriority="low"/);
    const entry = gzipKiB(pageFiles(readManifest(), null).entry.js);
    expect(entry, `the entry is ${entry.toFixed(1)} KiB gzip`).toBeLessThan(10);
  });

  it('admin-only Radix components stay out of the render-blocking CSS', () => {
    const text = [...homeCss()].map((f) => fs.readFileSync(path.join(client, f), 'utf8')).join('\n');
    for (const cls of ['rt-TableRoot', 'rt-SelectTrigger', 'rt-SwitchRoot', 'rt-BaseDialogContent', 'rt-BaseMenuContent', 'rt-TabsContent']) {
      expect(text.includes(cls), `public CSS carries ${cls}`).toBe(false);
    }
    for (const cls of ['rt-Button', 'rt-Card', 'rt-Heading', 'rt-TextFieldRoot', 'rt-r-mt-4']) {
      expect(text.includes(cls), `public CSS lacks ${cls}`).toBe(true);
    }
  });

  it('the admin chunk brings the Radix rules the public CSS leaves out', () => {
    const manifest = readManifest();
    const admin = Object.keys(manifest).find((k) => k.endsWith('src/staff/AdminRoot.tsx'));
    expect(admin, 'the manifest has the lazy admin chunk').toBeDefined();
    const text = [...cssOf(manifest, admin ?? '')].map((f) => fs.readFileSync(path.join(client, f), 'utf8')).join('\n');
    for (const cls of ['rt-TableRoot', 'rt-SelectTrigger', 'rt-SwitchRoot', 'rt-BaseDialogContent', 'rt-TabsContent', '--green-9']) {
      expect(text.includes(cls), `admin CSS lacks ${cls}`).toBe(true);
    }
  });
});

describe('the public/admin split of the Radix CSS (postcss.config.mjs)', () => {
  it('public code never imports from the admin folders (their Radix components are not in the public CSS)', () => {
    const src = path.resolve('src');
    const adminDirs = ['src/staff/'];
    const offenders: string[] = [];
    for (const f of fs.readdirSync(src, { recursive: true }).map((p) => path.join(src, String(p)))) {
      const rel = path.relative(process.cwd(), f).split(path.sep).join('/');
      if (!/\.tsx?$/.test(rel) || adminDirs.some((d) => rel.startsWith(d))) continue;
      const text = fs.readFileSync(f, 'utf8');
      // The lazy import of the admin app is the one allowed way in.
      for (const m of text.matchAll(/(?:^|\n)\s*import[^'"]*['"]([^'"]+)['"]/g)) {
        const target = m[1] ?? '';
        if (!target.startsWith('.')) continue;
        const resolved = path.relative(process.cwd(), path.resolve(path.dirname(f), target)).split(path.sep).join('/');
        if (adminDirs.some((d) => `${resolved}/`.startsWith(d) || resolved.startsWith(d))) offenders.push(`${rel} -> ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('radix-public.css imports every colour scale public code uses', () => {
    const src = path.resolve('src');
    const entry = fs.readFileSync(path.join(src, 'styles/radix-public.css'), 'utf8');
    const scales = new Set([...entry.matchAll(/tokens\/colors\/(\w+)\.css/g)].map((m) => m[1]));
    const missing = new Set<string>();
    for (const f of fs.readdirSync(src, { recursive: true }).map((p) => path.join(src, String(p)))) {
      const rel = path.relative(process.cwd(), f).split(path.sep).join('/');
      if (!/\.(tsx?|css)$/.test(rel) || rel.startsWith('src/staff/')) continue;
      const text = fs.readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\b(?:color|accentColor|grayColor)[=:]\s*["'](\w+)["']|var\(--([a-z]+)-a?\d+\)/g)) {
        const scale = m[1] ?? m[2] ?? '';
        if (['accent', 'radius', 'shadow', 'space', 'font', 'focus', 'black', 'white', 'cursor', 'line', 'letter', 'heading'].includes(scale)) continue;
        if (!scales.has(scale)) missing.add(`${scale} (${rel})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
