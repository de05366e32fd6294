// One-off tool: the site icons from public/favicon.svg (the brand mark), written into public/:
// favicon.ico (16, 32 and 48 px PNGs in an ICO container, for browsers and tools that ask for /favicon.ico),
// apple-touch-icon.png (180 px, on an opaque background as iOS requires) and icon-192.png / icon-512.png
// for site.webmanifest. Requires the `sharp` devDependency.  Usage: node scripts/make-icons.mjs
import fs from 'node:fs';
import sharp from 'sharp';

const svg = fs.readFileSync('public/favicon.svg');
const NAVY = '#1e2a4a';
const png = (size, { opaque = false } = {}) => {
  let img = sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size);
  if (opaque) img = img.flatten({ background: NAVY });
  return img.png({ compressionLevel: 9 }).toBuffer();
};

/** An ICO file holding PNG images (supported by every browser since Windows Vista-era formats). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // palette
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
fs.writeFileSync('public/favicon.ico', ico(images));
fs.writeFileSync('public/apple-touch-icon.png', await png(180, { opaque: true }));
fs.writeFileSync('public/icon-192.png', await png(192, { opaque: true }));
fs.writeFileSync('public/icon-512.png', await png(512, { opaque: true }));
console.log('wrote public/favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png');
