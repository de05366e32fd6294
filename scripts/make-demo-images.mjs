// Demo image generator: `node scripts/make-demo-images.mjs` regenerates public/images
// (blog illustrations, default post image, hero, service and attorney placeholders)
// and public/images/og-default.png from hand-written SVG. No text, fonts or network.
// One-off tool: it exports nothing. Requires the `sharp` devDependency.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pub = join(root, 'public');

const NAVY = '#0b1f3a';
const NAVY2 = '#13325c';
const TEAL = '#0f766e';
const TEAL2 = '#14b8a6';
const GOLD = '#d4a94f';
const GOLD2 = '#f1d38a';
const CREAM = '#f8f4ea';

/** One gradient stop: `[offset, colour]` or `[offset, colour, opacity]`. */
const stops = (list) =>
  list.map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`).join('');
const linear = (id, [x1, y1, x2, y2], list) => `  <linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">\n    ${stops(list)}\n  </linearGradient>`;
const radial = (id, list) => `  <radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">\n    ${stops(list)}\n  </radialGradient>`;

/** Shared gradient definitions; every SVG includes them. */
const defs = `
<defs>
${[
  linear('bgA', [0, 0, 1, 1], [[0, NAVY], [0.6, NAVY2], [1, TEAL]]),
  linear('bgB', [0, 1, 1, 0], [[0, TEAL], [0.55, NAVY2], [1, NAVY]]),
  linear('bgC', [0, 0, 0, 1], [[0, NAVY2], [1, NAVY]]),
  linear('gold', [0, 0, 0, 1], [[0, GOLD2], [1, GOLD]]),
  linear('teal', [0, 0, 1, 1], [[0, TEAL2], [1, TEAL]]),
  linear('paper', [0, 0, 0, 1], [[0, '#ffffff'], [1, CREAM]]),
  radial('glow', [[0, GOLD2, 0.35], [1, GOLD2, 0]]),
  radial('glowTeal', [[0, TEAL2, 0.35], [1, TEAL2, 0]]),
].join('\n')}
</defs>`;

/** Background: gradient, soft glows, large faint rings and a gold diagonal accent. */
function background(w, h, variant = 'bgA') {
  const r = Math.max(w, h);
  return `
  <rect width="${w}" height="${h}" fill="url(#${variant})"/>
  <circle cx="${w * 0.82}" cy="${h * 0.3}" r="${r * 0.38}" fill="url(#glowTeal)"/>
  <circle cx="${w * 0.15}" cy="${h * 0.85}" r="${r * 0.3}" fill="url(#glow)"/>
  <circle cx="${w * 0.9}" cy="${h * 1.05}" r="${r * 0.35}" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="${r * 0.012}"/>
  <circle cx="${w * 0.05}" cy="${h * -0.1}" r="${r * 0.28}" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="${r * 0.01}"/>
  <path d="M${w * 0.55} ${h} L${w} ${h * 0.42}" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="${r * 0.004}"/>
  <path d="M${w * 0.62} ${h} L${w} ${h * 0.52}" stroke="${GOLD}" stroke-opacity="0.2" stroke-width="${r * 0.003}"/>`;
}

/** Wrap a motif drawn around (0,0) in roughly a 400x400 box. */
const place = (cx, cy, s, body) => `<g transform="translate(${cx} ${cy}) scale(${s})">${body}</g>`;

// ---- Motifs (each centred on the origin, about 400 units across) ----

function columns() {
  let cols = '';
  for (let i = 0; i < 5; i++) {
    const x = -150 + i * 75;
    cols += `<rect x="${x - 18}" y="-60" width="36" height="170" rx="4" fill="url(#paper)" opacity="0.95"/>
      <rect x="${x - 24}" y="-70" width="48" height="12" rx="2" fill="${GOLD}"/>
      <rect x="${x - 24}" y="108" width="48" height="10" rx="2" fill="${GOLD}"/>
      <path d="M${x - 6} -52 V102 M${x + 6} -52 V102" stroke="${NAVY}" stroke-opacity="0.12" stroke-width="4"/>`;
  }
  return `
  <path d="M-200 -95 L0 -190 L200 -95 Z" fill="url(#gold)"/>
  <path d="M-150 -103 L0 -172 L150 -103 Z" fill="${NAVY}" opacity="0.25"/>
  <rect x="-205" y="-95" width="410" height="24" rx="3" fill="url(#paper)"/>
  ${cols}
  <rect x="-215" y="118" width="430" height="18" rx="3" fill="url(#paper)"/>
  <rect x="-235" y="136" width="470" height="18" rx="3" fill="${CREAM}" opacity="0.85"/>
  <rect x="-255" y="154" width="510" height="18" rx="3" fill="${CREAM}" opacity="0.7"/>`;
}

function clock() {
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 120 : 132;
    ticks += `<line x1="${Math.sin(a) * r1}" y1="${-Math.cos(a) * r1}" x2="${Math.sin(a) * 145}" y2="${-Math.cos(a) * 145}" stroke="${NAVY}" stroke-width="${i % 3 === 0 ? 9 : 5}" stroke-linecap="round"/>`;
  }
  // Gold arc covering two thirds of the dial ("the first 48 hours").
  const a2 = (2 * Math.PI * 2) / 3;
  const arc = `M0 -185 A185 185 0 1 1 ${Math.sin(a2) * 185} ${-Math.cos(a2) * 185}`;
  return `
  <circle r="200" fill="${TEAL}" opacity="0.25"/>
  <path d="${arc}" fill="none" stroke="url(#gold)" stroke-width="18" stroke-linecap="round"/>
  <circle r="160" fill="url(#paper)"/>
  ${ticks}
  <line x1="0" y1="0" x2="0" y2="-95" stroke="${NAVY}" stroke-width="12" stroke-linecap="round"/>
  <line x1="0" y1="0" x2="78" y2="45" stroke="${TEAL}" stroke-width="9" stroke-linecap="round"/>
  <circle r="14" fill="${GOLD}"/>`;
}

function person(x, y, s, fill) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="0" cy="-120" r="42" fill="${fill}"/>
    <path d="M-70 60 V-20 Q-70 -68 -22 -68 H22 Q70 -68 70 -20 V60 Z" fill="${fill}"/>
  </g>`;
}

function family() {
  return `
  <circle cx="0" cy="-10" r="210" fill="url(#glow)"/>
  <path d="M-250 150 Q0 110 250 150" stroke="${GOLD}" stroke-width="6" fill="none" stroke-opacity="0.8"/>
  ${person(-120, 80, 1.05, CREAM)}
  ${person(120, 80, 1.0, GOLD2)}
  ${person(-38, 120, 0.62, TEAL2)}
  ${person(42, 126, 0.55, CREAM)}
  <path d="M0 -190 C-18 -215 -55 -205 -50 -176 C-46 -155 -15 -140 0 -124 C15 -140 46 -155 50 -176 C55 -205 18 -215 0 -190 Z" fill="${GOLD}"/>`;
}

function documents() {
  const lines = (x, y, n) => {
    let out = '';
    for (let i = 0; i < n; i++) {
      const w = i % 3 === 2 ? 110 : 170;
      out += `<rect x="${x}" y="${y + i * 28}" width="${w}" height="10" rx="5" fill="${NAVY}" opacity="0.18"/>`;
    }
    return out;
  };
  return `
  <g transform="rotate(-9)"><rect x="-190" y="-170" width="250" height="320" rx="14" fill="${CREAM}" opacity="0.55"/></g>
  <g transform="rotate(5)"><rect x="-120" y="-190" width="250" height="320" rx="14" fill="${CREAM}" opacity="0.75"/></g>
  <rect x="-150" y="-175" width="260" height="340" rx="16" fill="url(#paper)"/>
  <rect x="-120" y="-140" width="120" height="16" rx="8" fill="${NAVY}" opacity="0.55"/>
  ${lines(-120, -100, 8)}
  <circle cx="100" cy="120" r="62" fill="url(#gold)"/>
  <circle cx="100" cy="120" r="48" fill="none" stroke="${NAVY}" stroke-opacity="0.35" stroke-width="4"/>
  <path d="M75 120 L94 139 L128 103" fill="none" stroke="${NAVY}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function shield() {
  const d = 'M0 -200 L160 -140 V-20 C160 90 85 160 0 200 C-85 160 -160 90 -160 -20 V-140 Z';
  return `
  <circle r="230" fill="url(#glowTeal)"/>
  <path d="${d}" fill="url(#gold)"/>
  <path d="${d}" transform="scale(0.84)" fill="${NAVY}"/>
  <path d="M0 -168 L134 -118 V-20 C134 75 70 135 0 168 Z" transform="scale(0.84)" fill="${TEAL}" opacity="0.55"/>
  <path d="M0 -40 C-25 -78 -88 -66 -82 -18 C-77 18 -30 48 0 80 C30 48 77 18 82 -18 C88 -66 25 -78 0 -40 Z" fill="${CREAM}"/>`;
}

function mapPin() {
  return `
  <path d="M-230 60 L-80 10 L70 60 L230 10 L230 190 L70 240 L-80 190 L-230 240 Z" fill="${CREAM}" opacity="0.9"/>
  <path d="M-80 10 V190 M70 60 V240" stroke="${NAVY}" stroke-opacity="0.15" stroke-width="6"/>
  <path d="M-190 200 C-120 120 -40 220 20 150" fill="none" stroke="${TEAL}" stroke-width="8" stroke-dasharray="16 14" stroke-linecap="round"/>
  <circle cx="-190" cy="200" r="12" fill="${TEAL}"/>
  <ellipse cx="40" cy="140" rx="50" ry="14" fill="${NAVY}" opacity="0.25"/>
  <path d="M40 140 C10 90 -40 40 -40 -20 A80 80 0 0 1 120 -20 C120 40 70 90 40 140 Z" fill="url(#gold)"/>
  <circle cx="40" cy="-20" r="32" fill="${NAVY}"/>`;
}

function scales() {
  const pan = (x) => `
    <line x1="${x}" y1="-120" x2="${x - 60}" y2="10" stroke="${GOLD2}" stroke-width="4"/>
    <line x1="${x}" y1="-120" x2="${x + 60}" y2="10" stroke="${GOLD2}" stroke-width="4"/>
    <path d="M${x - 75} 10 H${x + 75} A75 40 0 0 1 ${x - 75} 10 Z" fill="url(#gold)"/>`;
  return `
  <circle cy="-20" r="220" fill="url(#glow)"/>
  <rect x="-10" y="-170" width="20" height="320" rx="6" fill="url(#gold)"/>
  <path d="M-200 -120 L200 -120" stroke="url(#gold)" stroke-width="14" stroke-linecap="round"/>
  <circle cx="0" cy="-185" r="22" fill="${GOLD}"/>
  ${pan(-170)}${pan(170)}
  <path d="M-90 175 H90 L70 145 H-70 Z" fill="${CREAM}"/>`;
}

function passport() {
  return `
  <path d="M-260 120 C-150 -60 60 -160 260 -150" fill="none" stroke="${CREAM}" stroke-opacity="0.5" stroke-width="5" stroke-dasharray="14 14"/>
  <g transform="translate(230 -150) rotate(-20)"><path d="M-34 0 L30 -6 L38 0 L30 6 Z M-4 -3 L-18 -28 L-8 -28 L14 -3 Z M-4 3 L-18 28 L-8 28 L14 3 Z" fill="${CREAM}"/></g>
  <g transform="rotate(-6)">
    <rect x="-130" y="-170" width="260" height="350" rx="18" fill="${TEAL}"/>
    <rect x="-115" y="-170" width="245" height="350" rx="16" fill="url(#teal)"/>
    <circle cx="8" cy="-20" r="78" fill="none" stroke="url(#gold)" stroke-width="8"/>
    <ellipse cx="8" cy="-20" rx="34" ry="78" fill="none" stroke="url(#gold)" stroke-width="6"/>
    <path d="M-70 -20 H86 M-58 -60 H74 M-58 20 H74" stroke="url(#gold)" stroke-width="6"/>
    <rect x="-50" y="100" width="116" height="12" rx="6" fill="${GOLD2}" opacity="0.8"/>
  </g>`;
}

function portrait(w, h, tone) {
  // Abstract head-and-shoulders placeholder.
  const cx = w / 2;
  return `
  <rect width="${w}" height="${h}" fill="url(#bgC)"/>
  <circle cx="${cx}" cy="${h * 0.36}" r="${w * 0.55}" fill="url(#glow${tone === 'teal' ? 'Teal' : ''})"/>
  <circle cx="${cx}" cy="${h * 0.36}" r="${w * 0.19}" fill="${CREAM}" opacity="0.92"/>
  <path d="M${cx - w * 0.42} ${h} C${cx - w * 0.42} ${h * 0.66} ${cx - w * 0.25} ${h * 0.58} ${cx} ${h * 0.58}
           C${cx + w * 0.25} ${h * 0.58} ${cx + w * 0.42} ${h * 0.66} ${cx + w * 0.42} ${h} Z" fill="${CREAM}" opacity="0.92"/>
  <path d="M${cx - w * 0.09} ${h * 0.585} L${cx} ${h * 0.75} L${cx + w * 0.09} ${h * 0.585} Z" fill="${tone === 'teal' ? TEAL : GOLD}"/>
  <rect x="0" y="${h - 14}" width="${w}" height="14" fill="${tone === 'teal' ? TEAL : GOLD}"/>`;
}

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`;

/** A 16:9 illustration: background plus one main motif on the right, a small accent on the left. */
function scene(w, h, motif, variant, accent) {
  const s = h / 560;
  let body = background(w, h, variant) + place(w * 0.64, h * 0.52, s, motif());
  if (accent) body += place(w * 0.2, h * 0.3, s * 0.32, `<g opacity="0.55">${accent()}</g>`);
  return svg(w, h, body);
}

const jobs = [
  // Blog illustrations, 1200x675.
  ['images/blog/courthouse.webp', 1200, 675, () => scene(1200, 675, columns, 'bgA', scales)],
  ['images/blog/clock.webp', 1200, 675, () => scene(1200, 675, clock, 'bgB', shield)],
  ['images/blog/family.webp', 1200, 675, () => scene(1200, 675, family, 'bgA', mapPin)],
  ['images/blog/documents.webp', 1200, 675, () => scene(1200, 675, documents, 'bgC', columns)],
  ['images/blog/shield.webp', 1200, 675, () => scene(1200, 675, shield, 'bgB', family)],
  ['images/blog/map-pin.webp', 1200, 675, () => scene(1200, 675, mapPin, 'bgA', passport)],
  ['images/blog/scales.webp', 1200, 675, () => scene(1200, 675, scales, 'bgC', documents)],
  ['images/blog/passport.webp', 1200, 675, () => scene(1200, 675, passport, 'bgB', clock)],
  // Default card image.
  [
    'images/default-post.webp',
    1200,
    675,
    () =>
      svg(
        1200,
        675,
        background(1200, 675, 'bgA') +
          place(270, 365, 0.58, family()) +
          place(600, 350, 0.72, columns()) +
          place(900, 350, 0.62, shield()),
      ),
  ],
  // Home hero: left side kept calm for overlaid text.
  [
    'images/hero-home.webp',
    1920,
    1080,
    () =>
      svg(
        1920,
        1080,
        background(1920, 1080, 'bgA') +
          place(1330, 560, 1.45, columns()) +
          place(1640, 300, 0.55, `<g opacity="0.8">${shield()}</g>`) +
          place(1720, 840, 0.5, `<g opacity="0.8">${family()}</g>`) +
          `<rect width="1920" height="1080" fill="url(#bgC)" opacity="0.15"/>`,
      ),
  ],
  // Service pages, 1200x800.
  [
    'images/services/detention.webp',
    1200,
    800,
    () => svg(1200, 800, background(1200, 800, 'bgA') + place(560, 430, 1.25, columns()) + place(990, 200, 0.5, clock())),
  ],
  [
    'images/services/family.webp',
    1200,
    800,
    () => svg(1200, 800, background(1200, 800, 'bgB') + place(600, 420, 1.3, family()) + place(1010, 190, 0.4, documents())),
  ],
  [
    'images/services/vawa.webp',
    1200,
    800,
    () => svg(1200, 800, background(1200, 800, 'bgC') + place(600, 410, 1.3, shield()) + place(220, 620, 0.4, family())),
  ],
  // Attorney placeholders, 600x750.
  ['images/attorney-1.webp', 600, 750, () => svg(600, 750, portrait(600, 750, 'gold'))],
  ['images/attorney-2.webp', 600, 750, () => svg(600, 750, portrait(600, 750, 'teal'))],
  // Social preview image (PNG), 1200x630.
  [
    'images/og-default.png',
    1200,
    630,
    () =>
      svg(1200, 630, background(1200, 630, 'bgA') + place(800, 330, 1.05, columns()) + place(240, 330, 0.6, shield())),
  ],
];

for (const [rel, w, h, make] of jobs) {
  const out = join(pub, rel);
  await mkdir(dirname(out), { recursive: true });
  const img = sharp(Buffer.from(make())).resize(w, h);
  if (rel.endsWith('.png')) {
    await img.png({ compressionLevel: 9, palette: true, quality: 90, colours: 256, dither: 0.6 }).toFile(out);
  } else {
    await img.webp({ quality: 70, effort: 6, smartSubsample: true }).toFile(out);
  }
  console.log(`wrote public/${rel} (${w}x${h})`);
}
