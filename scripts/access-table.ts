// `npx tsx scripts/access-table.ts`: rewrites README.md's "Who may call what" table from
// tests/integration/access-table.ts, the table the access test proves against the app.
import fs from 'node:fs';
import path from 'node:path';
import { accessTableMarkdown, README_END, README_START } from '../tests/integration/access-table';

const file = path.resolve(import.meta.dirname, '..', 'README.md');
const readme = fs.readFileSync(file, 'utf8');
const start = readme.indexOf(README_START);
const end = readme.indexOf(README_END);
if (start === -1 || end < start) throw new Error(`README.md needs the lines ${README_START} and ${README_END}`);
fs.writeFileSync(file, `${readme.slice(0, start + README_START.length)}\n${accessTableMarkdown()}\n${readme.slice(end)}`);
console.log('README.md: access table written');
