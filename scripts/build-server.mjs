// Compiles the server's entry points to plain JavaScript in dist/node/, so production runs `node` with no
// TypeScript loader (tsx is a dev dependency). npm packages stay external: they are loaded from node_modules.
//   dist/node/index.js        the server              (server/index.ts)
//   dist/node/migrate.js      apply migrations, exit  (server/cli/migrate.ts)
//   dist/node/user-create.js  create a staff account  (server/cli/user-create.ts)
//   dist/node/chunks/*.js     code shared by the entries, and the demo (embedded database, seed content) in
//                             chunks of their own that only demo mode loads: production never runs them
// The bundles find drizzle/ (MIGRATIONS_DIR) and dist/server (CLIENT_DIST) relative to the working
// directory, so run them from the project root (/app in the image).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = path.resolve('dist/node');
fs.rmSync(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: {
    index: 'server/index.ts',
    migrate: 'server/cli/migrate.ts',
    'user-create': 'server/cli/user-create.ts',
  },
  outdir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  // Dynamic imports (server/demo/*) become chunks of their own instead of being inlined into index.js.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node24',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  // An ES module has no `require`; give one to any bundled code that still calls it.
  banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
});

for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
  console.log(`${path.relative(process.cwd(), file)}  ${(bytes / 1024).toFixed(0)} KiB`);
}
