/**
 * Media upload (decision 0014): how long from sending a 12-megapixel camera photo to the post page's image being
 * loadable, and what the upload becomes (widths, bytes per format).
 *
 * Starts the production server (demo mode, embedded database, local media storage), signs the demo admin in,
 * makes a photo-like 4000 x 3000 JPEG with sharp (smooth colour fields plus sensor-like noise, quality 90:
 * about what a phone writes), then, RUNS times: POST /api/media (multipart, as the admin's browser sends it)
 * and GET the copy a browser picks first (the widest AVIF), timing send → 201 → that copy downloaded.
 *
 *   npm run build && npm run bench:media [-- --runs=3]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort } from '../server/demo/embedded-postgres';
import { pictureFor } from '@shared/media';
import type { MediaItem } from '@shared/schemas/media';
import { signInAdmin, startServer } from './lib';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = Math.max(1, arg('runs', 3));
const WIDTH = 4000;
const HEIGHT = 3000;

async function photo(): Promise<Buffer> {
  const seed = Buffer.from(Array.from({ length: 40 * 30 * 3 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256));
  const smooth = await sharp(seed, { raw: { width: 40, height: 30, channels: 3 } }).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 6 } } }).raw().toBuffer();
  const pixels = Buffer.from(smooth.map((v, i) => Math.min(255, v + (noise[i] ?? 0))));
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-'));
  fs.chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when started by root
  const server = await startServer({ port: await freePort(), dataDir });
  try {
    const cookie = await signInAdmin(server.url);
    const bytes = await photo();
    console.log(`photo: ${WIDTH} x ${HEIGHT} JPEG (${(WIDTH * HEIGHT) / 1e6} MP), ${kib(bytes.length)}; ${os.cpus().length} CPUs, ${RUNS} runs\n`);
    const totals: number[] = [];
    const processing: number[] = [];
    let last: MediaItem | null = null;
    for (let run = 1; run <= RUNS; run++) {
      const body = new FormData();
      body.append('alt', 'A photo for the media benchmark');
      body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
      const started = performance.now();
      const res = await fetch(`${server.url}/api/media`, { method: 'POST', body, headers: { cookie, origin: server.url } });
      const item = (await res.json()) as MediaItem;
      const created = performance.now();
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(item)}`);
      const widest = pictureFor(item.url)?.sources[0]?.srcSet.split(', ').pop()?.split(' ')[0] ?? '';
      const copy = await fetch(`${server.url}${widest}`);
      await copy.arrayBuffer();
      if (!copy.ok) throw new Error(`${widest} answered ${copy.status}`);
      const visible = performance.now();
      totals.push(visible - started);
      processing.push(created - started);
      console.log(`run ${run}: upload + processing ${(created - started).toFixed(0)} ms (201), first copy loaded at ${(visible - started).toFixed(0)} ms`);
      last = item;
    }
    console.log(`\nupload to visible: median ${median(totals).toFixed(0)} ms (201 after ${median(processing).toFixed(0)} ms)`);
    if (last) {
      console.log(`\ncopies of one upload (original ${kib(last.bytes)}, kept, never served):`);
      console.log('format  ' + [...new Set(last.variants.map((v) => v.width))].sort((a, b) => a - b).map((w) => `${w}w`.padStart(12)).join('') + '       total');
      for (const format of ['avif', 'webp', 'jpeg']) {
        const vs = last.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
        const total = vs.reduce((n, v) => n + v.bytes, 0);
        console.log(format.padEnd(8) + vs.map((v) => kib(v.bytes).padStart(12)).join('') + kib(total).padStart(12));
      }
      console.log(`sizes: ${[...new Set([...last.variants].sort((a, b) => a.width - b.width).map((v) => `${v.width}x${v.height}`))].join(', ')}`);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
