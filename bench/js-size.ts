// Prints what a visitor downloads for each public page (gzip and brotli), from the production build, read
// from Vite's manifest the way the server reads it (server/pages/assets.ts), against bench/budget.json:
//   JavaScript before the page is interactive (entry + app chunk + the page's chunks), the language's strings
//   (a chunk per language, and the string namespaces only some pages load) and the render-blocking CSS.
// Usage: npm run build && npm run bench:js-size [-- <client dir>]   (default dist/client; or JS_SIZE_DIST=<client dir>)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageFiles, readViteManifest } from '../server/pages/assets';
import { PAGE_MODULES, PAGE_ROUTES } from '../src/route-manifest';
import { LOCALES } from '@shared/locales';

const client = path.resolve(process.argv[2] ?? process.env.JS_SIZE_DIST ?? 'dist/client');
const manifest = readViteManifest(client);
const budget = JSON.parse(fs.readFileSync(path.resolve('bench/budget.json'), 'utf8')) as {
  css: { homeRenderBlockingGzipKiB: number };
  js: { homeGzipKiB: number; everyPublicPageGzipKiB: number };
};

function sizes(files: Iterable<string>) {
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    const data = fs.readFileSync(path.join(client, f));
    gzip += zlib.gzipSync(data, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(data).length;
  }
  return { gzip: gzip / 1024, brotli: brotli / 1024 };
}
const kib = (n: number) => n.toFixed(1).padStart(6);

console.log(`${'page'.padEnd(20)} ${'JS gzip'.padStart(8)} ${'brotli'.padStart(7)} ${'files'.padStart(5)}  ${'CSS gzip'.padStart(8)}`);
for (const page of PAGE_MODULES) {
  const f = pageFiles(manifest, page);
  const js = new Set([...f.entry.js, ...f.page.js]);
  const s = sizes(js);
  const css = sizes([...f.entry.css, ...f.page.css]);
  console.log(`${page.padEnd(20)} ${kib(s.gzip)}  ${kib(s.brotli)} ${String(js.size).padStart(5)}  ${kib(css.gzip)}`);
}
const namespaces = [...new Set(PAGE_ROUTES.flatMap((r) => r.strings ?? []))];
for (const locale of LOCALES) {
  const s = sizes(pageFiles(manifest, 'HomePage', locale).strings);
  console.log(`strings (${locale})        ${kib(s.gzip)}  ${kib(s.brotli)}   (loaded with any page in that language)`);
  for (const ns of namespaces) {
    const file = manifest[`src/i18n/${locale}/${ns}/index.ts`]?.file;
    const pages = PAGE_ROUTES.filter((r) => r.strings?.includes(ns)).map((r) => r.path);
    if (!file) continue;
    const n = sizes([file]);
    console.log(`${`+ ${ns} (${locale})`.padEnd(20)}${kib(n.gzip)}  ${kib(n.brotli)}   (besides them on ${pages.join(', ')})`);
  }
}
const entry = sizes(pageFiles(manifest, null).entry.js);
console.log(`entry script (index.html): ${kib(entry.gzip)} KiB gzip; the rest loads after the page's content (src/main.tsx)`);
const admin = Object.keys(manifest).find((k) => k.endsWith('src/staff/AdminRoot.tsx'));
if (admin) console.log(`admin chunk (lazy, /admin only): ${kib(sizes([manifest[admin]?.file ?? '']).gzip)} KiB gzip`);
console.log(
  `budget (bench/budget.json): home JS ≤ ${budget.js.homeGzipKiB} KiB, every public page ≤ ${budget.js.everyPublicPageGzipKiB} KiB, home render-blocking CSS ≤ ${budget.css.homeRenderBlockingGzipKiB} KiB gzip`,
);
