// Prints the JavaScript and CSS a visitor downloads for a page (raw, gzip, brotli), from the production build,
// and the render-blocking CSS of /, /blog, a post and /contact against bench/budget.json.
// Usage: npm run build && node bench/js-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const client = path.resolve('dist/client');
const html = fs.readFileSync(path.join(client, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'));
const budget = JSON.parse(fs.readFileSync(path.resolve('bench/budget.json'), 'utf8'));

/** A chunk and its static imports: its JavaScript files and the CSS files they bring. */
function closure(key, files = new Set(), css = new Set()) {
  const m = manifest[key];
  if (!m || files.has(m.file)) return { files, css };
  files.add(m.file);
  for (const c of m.css ?? []) css.add(c);
  for (const i of m.imports ?? []) closure(i, files, css);
  return { files, css };
}

// The entry and its static imports: what the home page loads before it is interactive.
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);

function sizes(list) {
  let raw = 0, gz = 0, br = 0;
  for (const f of list) {
    const data = fs.readFileSync(path.join(client, f));
    raw += data.length;
    gz += zlib.gzipSync(data, { level: 9 }).length;
    br += zlib.brotliCompressSync(data).length;
  }
  return { files: list.length, raw, gzip: gz, brotli: br };
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const js = sizes([...entry.files]);
const styles = sizes([...entry.css]);
console.log(`home page JavaScript: ${js.files} files, ${kib(js.raw)} raw, ${kib(js.gzip)} gzip, ${kib(js.brotli)} brotli`);
console.log(`home page CSS:        ${styles.files} files, ${kib(styles.raw)} raw, ${kib(styles.gzip)} gzip, ${kib(styles.brotli)} brotli`);
console.log(`entry referenced by index.html: ${/src="\/assets\/([^"]+)"/.exec(html)?.[1]}`);

// Render-blocking CSS per page: the entry's CSS plus that of the page's own chunk when the page is
// split out of the entry (the server links both before the page renders).
const pages = { '/': 'src/pages/HomePage.tsx', '/blog': 'src/pages/BlogListPage.tsx', 'a post': 'src/pages/BlogPostPage.tsx', '/contact': 'src/pages/ContactPage.tsx' };
for (const [page, module] of Object.entries(pages)) {
  const css = new Set(entry.css);
  if (manifest[module]) for (const c of closure(module).css) css.add(c);
  const s = sizes([...css]);
  console.log(`render-blocking CSS ${page.padEnd(8)} ${s.files} files, ${kib(s.raw)} raw, ${kib(s.gzip)} gzip, ${kib(s.brotli)} brotli`);
}
const admin = Object.keys(manifest).find((k) => /AdminApp/.test(k));
if (admin) {
  const css = [...closure(admin).css].filter((c) => !entry.css.has(c));
  const s = sizes(css);
  console.log(`admin chunk CSS (lazy):  ${s.files} files, ${kib(s.raw)} raw, ${kib(s.gzip)} gzip, ${kib(s.brotli)} brotli`);
}
console.log(`budget (bench/budget.json): home page render-blocking CSS ≤ ${budget.css.homeRenderBlockingGzipKiB} KiB gzip`);
