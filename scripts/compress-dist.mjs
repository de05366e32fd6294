// Precompresses the client build (brotli and gzip) so the server sends compressed files without CPU per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve('dist/client');
const exts = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.map']);
let files = 0;
let raw = 0;
let br = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (!exts.has(path.extname(file)) || file.endsWith('.map')) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  const b = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(`${file}.br`, b);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  files++;
  raw += data.length;
  br += b.length;
}
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli`);
