// Writes public/guides/client-portal-guide.pdf: a short printable guide to the client portal, in plain
// PDF 1.4 syntax (Helvetica, no embedded fonts, no dependencies). Firm facts come from src/shared/site.ts.
// Usage: node --import tsx scripts/make-guide-pdf.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fullAddress, site } from '../src/shared/site.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'guides', 'client-portal-guide.pdf');

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 64;
const TEXT_W = PAGE_W - 2 * MARGIN;

/** The guide, as headings (h), paragraphs (p), bullets (li) and numbered steps (n). */
const content = [
  ['title', 'Client Portal Guide'],
  ['sub', `${site.firmName} - ${site.address.city}, Florida`],
  ['p', 'Our client portal is a secure website where you and your legal team share everything about your case: its status, your next important dates, documents, messages and invoices. It works day and night, on a phone or a computer. This guide shows you how to use it.'],
  ['h', '1. Before you start'],
  ['li', 'You need the e-mail address you gave our firm and access to that inbox.'],
  ['li', 'Use a phone or computer that only you (or people you trust) can use.'],
  ['li', `The portal address is ${site.portalUrl}. You can also open it from the Client Portal page of our website.`],
  ['h', '2. Your first sign-in (new clients)'],
  ['n', 'When you hire our firm, we create your portal account. Look for a welcome e-mail from the portal with your user name and a temporary password. Check your spam or junk folder too.'],
  ['n', 'Open the link in the e-mail, or select "Access portal" on our Client Portal page.'],
  ['n', 'Sign in with your e-mail address and the temporary password.'],
  ['n', 'Choose a new, private password that only you know. Use at least 8 characters; a short sentence is easy to remember and hard to guess.'],
  ['n', 'Open your case. The first screen lists the documents we need from you.'],
  ['h', '3. Uploading documents'],
  ['n', 'Open your case and go to the Documents section.'],
  ['n', 'Select Upload, then choose the file or take a photo with your phone.'],
  ['n', 'Give the file a clear name, for example "Passport - Maria" or "Birth certificate - son".'],
  ['n', 'Wait for the upload to finish before you close the page.'],
  ['p', 'Photos must be sharp and show the whole page. Upload every page of a document, including the back if it has writing. Upload any notice from USCIS, ICE or the immigration court as soon as you receive it.'],
  ['h', '4. Messages'],
  ['li', 'Use portal messages for questions that are not urgent. Your legal team answers within one business day.'],
  ['li', `For an emergency, such as a detention, call us at ${site.phone}, 24 hours a day, 7 days a week.`],
  ['li', 'Messages in the portal are private between you and the firm.'],
  ['h', '5. Existing clients: everyday use'],
  ['li', 'Check the portal after each court date or government notice: we post an update there.'],
  ['li', 'Your next important dates appear on the case page. Add them to your own calendar.'],
  ['li', 'You can read and download every document we prepare for you, and pay invoices online.'],
  ['h', '6. If you forgot your password'],
  ['n', 'On the portal sign-in page, select "Forgot password".'],
  ['n', 'Enter your e-mail address and open the e-mail you receive.'],
  ['n', 'Follow the link and choose a new password.'],
  ['h', '7. Keep your account safe'],
  ['li', 'We will never ask for your portal password by phone, e-mail or chat.'],
  ['li', 'Do not share your password, and sign out when you use a shared computer.'],
  ['li', 'If a message claiming to be from us looks strange, call us before you answer it.'],
  ['h', '8. Need help?'],
  ['p', `If you cannot sign in, did not receive your welcome e-mail, or have any question about the portal, contact us. We speak English, Spanish, French, Haitian Creole and Jamaican Patois.`],
  ['li', `Phone: ${site.phone} (24/7)`],
  ['li', `E-mail: ${site.email}`],
  ['li', `Office: ${fullAddress}`],
  ['p', 'This guide is general information about using the portal, not legal advice.'],
];

// Approximate Helvetica advance widths (per 1000 em) for line wrapping; generous for unknown characters.
const NARROW = new Set("il.,:;'!|I[]()/ ");
const SEMI = new Set('frtj-"*');
const WIDE = new Set('mwMW@');
function textWidth(text, size) {
  let units = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) units += 278;
    else if (SEMI.has(ch)) units += 333;
    else if (WIDE.has(ch)) units += 889;
    else if (ch >= 'A' && ch <= 'Z') units += 700;
    else units += 560;
  }
  return (units * size) / 1000;
}

function wrap(text, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const escapePdf = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

// Lay the content out into pages of drawing operators.
const pages = [];
let ops = [];
let y = PAGE_H - MARGIN;
let step = 0;
const newPage = () => {
  if (ops.length) pages.push(ops);
  ops = [];
  y = PAGE_H - MARGIN;
};
const draw = (text, font, size, x) => ops.push(`BT /${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td (${escapePdf(text)}) Tj ET`);
const block = (lines, { font = 'F1', size = 11, leading = 15, x = MARGIN, before = 0, after = 6, marker = null }) => {
  const needed = before + lines.length * leading;
  if (y - needed < MARGIN + 30) newPage();
  else y -= before;
  lines.forEach((l, i) => {
    y -= leading;
    if (i === 0 && marker) draw(marker, 'F1', size, x - 16);
    draw(l, font, size, x);
  });
  y -= after;
};

for (const [kind, text] of content) {
  if (kind === 'title') block([text], { font: 'F2', size: 24, leading: 30, after: 4 });
  else if (kind === 'sub') {
    block([text], { size: 12, leading: 16, after: 14 });
    ops.push(`0.91 0.71 0.30 RG 2 w ${MARGIN} ${(y + 6).toFixed(1)} m ${PAGE_W - MARGIN} ${(y + 6).toFixed(1)} l S`);
  } else if (kind === 'h') {
    step = 0;
    block(wrap(text, 14, TEXT_W), { font: 'F2', size: 14, leading: 18, before: 10, after: 4 });
  } else if (kind === 'p') block(wrap(text, 11, TEXT_W), {});
  else if (kind === 'li') block(wrap(text, 11, TEXT_W - 18), { x: MARGIN + 18, marker: '-', after: 3 });
  else if (kind === 'n') block(wrap(text, 11, TEXT_W - 18), { x: MARGIN + 18, marker: `${++step}.`, after: 3 });
}
newPage();

// Footer with page numbers, then serialise the objects with a correct cross-reference table.
const objects = [];
const add = (body) => objects.push(body) && objects.length;
const catalogId = add(null);
const pagesId = add(null);
const fontRegular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
const fontBold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
const pageIds = [];
pages.forEach((pageOps, i) => {
  const footer = `BT /F1 9 Tf ${MARGIN} 36 Td (${escapePdf(`${site.firmName}  |  ${site.phone}  |  Page ${i + 1} of ${pages.length}`)}) Tj ET`;
  const stream = [...pageOps, '0 0 0 rg', footer].join('\n');
  const contentId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  pageIds.push(
    add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${contentId} 0 R >>`,
    ),
  );
});
objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (en-US) /ViewerPreferences << /DisplayDocTitle true >> >>`;
const infoId = add(`<< /Title (Client Portal Guide) /Author (${escapePdf(site.firmName)}) /Subject (How to use the client portal) >>`);

let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(pdf, 'latin1'));
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, Buffer.from(pdf, 'latin1'));
console.log(`wrote ${out}: ${pages.length} pages, ${Buffer.byteLength(pdf, 'latin1')} bytes`);
