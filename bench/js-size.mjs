// Prints the JavaScript and CSS a visitor downloads for a page (raw, gzip, brotli), from the production build.
// Usage: npm run build && node bench/js-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const client = path.resolve('dist/client');
const html = fs.readFileSync(path.join(client, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'));

// The entry and its static imports: what the home page loads before it is interactive.
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const files = new Set();
const css = new Set();
(function walk(key) {
  const m = manifest[key];
  if (!m || files.has(m.file)) return;
  files.add(m.file);
  for (const c of m.css ?? []) css.add(c);
  for (const i of m.imports ?? []) walk(i);
})(entryKey);

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
const js = sizes([...files]);
const styles = sizes([...css]);
console.log(`home page JavaScript: ${js.files} files, ${kib(js.raw)} raw, ${kib(js.gzip)} gzip, ${kib(js.brotli)} brotli`);
console.log(`home page CSS:        ${styles.files} files, ${kib(styles.raw)} raw, ${kib(styles.gzip)} gzip, ${kib(styles.brotli)} brotli`);
console.log(`entry referenced by index.html: ${/src="\/assets\/([^"]+)"/.exec(html)?.[1]}`);
