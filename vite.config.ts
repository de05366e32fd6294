import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * index.html's entry script downloads at low priority, after the stylesheets: the stylesheet and the largest
 * image (what a visitor sees first) go ahead of it on a slow connection. The server-rendered HTML is complete
 * without scripts; they make it interactive (src/main.tsx loads the rest once the content has loaded).
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'scripts-after-content',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // The stylesheets first: requested before the scripts, whatever their priority.
        const styles = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = styles.reduce((h, s) => h.replace(s, ''), html);
        out = out.replace(/(\s*)<script type="module"/, (_m, space: string) => `${styles.join('')}${space}<script type="module"`);
        return out.replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin');
      },
    },
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const SPEC = `["']([^"']+)["']`;
const IMPORT_NAMED = new RegExp(String.raw`\bimport\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*${SPEC}`, 'g');
const IMPORT_NS = new RegExp(String.raw`\bimport\s*\*\s*as\s*([\w$]+)\s*from\s*${SPEC}`, 'g');
const EXPORT_LIST = new RegExp(String.raw`\bexport\s*\{([^}]*)\}(?:\s*from\s*${SPEC})?`, 'g');
const EXPORT_STAR = new RegExp(String.raw`\bexport\s*\*\s*(?:as\s*([\w$]+)\s*)?from\s*${SPEC}`, 'g');

/** `a, b as c` -> [['a', 'a'], ['b', 'c']]. */
const pairs = (list: string | undefined): [string, string][] =>
  (list ?? '')
    .split(',')
    .map((s) => s.trim().replace(/^type\s+/, '').split(/\s+as\s+/))
    .filter((p): p is [string] | [string, string] => Boolean(p[0]))
    .map((p) => [p[0], p[1] ?? p[0]]);

/** A module that only re-exports (a package's index): its importers use the modules of the names they import. */
function isBarrel(code: string): boolean {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(IMPORT_NS, '')
    .replace(IMPORT_NAMED, '')
    .replace(EXPORT_STAR, '')
    .replace(EXPORT_LIST, '');
  return /^[\s;]*$/.test(rest);
}

/** The names a module imports from each specifier ('*': all of it). */
function importsOf(code: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (spec: string | undefined, name: string) => out.set(spec ?? '', (out.get(spec ?? '') ?? new Set()).add(name));
  for (const m of code.matchAll(IMPORT_NAMED)) {
    if (m[1]) add(m[3], 'default');
    for (const [name] of pairs(m[2])) add(m[3], name);
  }
  for (const m of code.matchAll(IMPORT_NS)) add(m[2], '*');
  for (const m of code.matchAll(EXPORT_LIST)) if (m[2]) for (const [name] of pairs(m[1])) add(m[2], name);
  for (const m of code.matchAll(EXPORT_STAR)) add(m[2], '*');
  return out;
}

/** Where each name a barrel exports comes from: [specifier, name there ('*': the whole module)]; and its `export *`. */
function exportsOf(code: string): { named: Map<string, [string, string]>; star: string[] } {
  const local = new Map<string, [string, string]>();
  for (const m of code.matchAll(IMPORT_NAMED)) {
    if (m[1]) local.set(m[1], [m[3] ?? '', 'default']);
    for (const [name, as] of pairs(m[2])) local.set(as, [m[3] ?? '', name]);
  }
  for (const m of code.matchAll(IMPORT_NS)) local.set(m[1] ?? '', [m[2] ?? '', '*']);
  const named = new Map<string, [string, string]>();
  for (const m of code.matchAll(EXPORT_LIST)) {
    for (const [name, as] of pairs(m[1])) {
      const from = m[2] ? ([m[2], name] as [string, string]) : local.get(name);
      if (from) named.set(as, from);
    }
  }
  const star: string[] = [];
  for (const m of code.matchAll(EXPORT_STAR)) {
    if (m[1]) named.set(m[1], [m[2] ?? '', '*']);
    else star.push(m[2] ?? '');
  }
  return { named, star };
}

/** The module `spec` (as written in `importer`) resolved to, among the importer's imports. */
function resolve(importer: string, spec: string, importedIds: readonly string[]): string | undefined {
  if (spec.startsWith('.')) {
    const target = path.resolve(path.dirname(importer), spec);
    return importedIds.find((id) => id === target || /^[./]/.test(id.slice(target.length, target.length + 1)) && id.startsWith(target));
  }
  const marker = `/node_modules/${spec}`;
  return importedIds.find((id) => {
    const at = id.lastIndexOf(marker);
    return at >= 0 && /^(?:[/.]|$)/.test(id.slice(at + marker.length, at + marker.length + 1));
  });
}

/**
 * The modules that `from` runs, following static imports (never into `stop`) as tree-shaking does: through a
 * barrel (a package index that only re-exports) to the modules of the names imported from it only. Where a
 * barrel's names cannot be told, all of it: a module too many in the set, never one missing.
 */
function staticClosure(graph: ModuleGraph, from: string, stop: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const seenNames = new Set<string>();
  const barrels = new Map<string, boolean>();
  const barrel = (id: string, code: string) => {
    let b = barrels.get(id);
    if (b === undefined) barrels.set(id, (b = id.includes('/node_modules/') && isBarrel(code)));
    return b;
  };
  const visit = (id: string, wanted: Set<string> | 'all'): void => {
    if (stop(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    const code = info.code ?? '';
    if (wanted !== 'all' && !wanted.has('*') && barrel(id, code)) {
      const { named, star } = exportsOf(code);
      for (const name of wanted) {
        if (seenNames.has(`${id}\0${name}`)) continue;
        seenNames.add(`${id}\0${name}`);
        const origin = named.get(name);
        const sources: [string, string][] = origin ? [origin] : star.map((s) => [s, name]);
        const targets = sources.map(([spec, there]) => [resolve(id, spec, info.importedIds), there] as const);
        if (!targets.length || targets.some(([t]) => !t)) return visit(id, 'all');
        for (const [target, there] of targets) visit(target ?? '', there === '*' ? 'all' : new Set([there]));
      }
      return;
    }
    if (seen.has(id)) return;
    seen.add(id);
    const imports = importsOf(code);
    for (const dep of info.importedIds) {
      const depCode = graph.getModuleInfo(dep)?.code ?? '';
      if (!barrel(dep, depCode)) {
        visit(dep, 'all');
        continue;
      }
      const names = new Set<string>();
      for (const [spec, list] of imports) if (resolve(id, spec, info.importedIds) === dep) for (const n of list) names.add(n);
      visit(dep, names.size ? names : 'all');
    }
  };
  visit(from, 'all');
  return seen;
}

/**
 * One chunk for what every page runs (decision 0013): src/main.tsx loads src/hydrate.tsx with each page, so
 * whatever hydrate.tsx runs (React DOM, React Query, the router, the layout) goes into one `app` chunk, next to
 * the page's own chunk. Left to itself, Rolldown splits those modules by the set of pages that also import
 * them (a dozen small chunks on every page: 3.5 KiB more gzip and as many requests), not knowing that hydrate.tsx
 * is always there. Stay out of it: the entry's own modules (React, the route list), and what src/main.tsx
 * loads beside hydrate.tsx (the language's strings), which would otherwise wait for the app chunk to arrive;
 * the page's modules, the admin's and the lazily loaded ones stay in their chunks.
 */
function appChunk(root: string) {
  let app: Set<string> | undefined;
  // The idempotency keys of public forms (the contact form on the home page, the chat): a few hundred bytes that
  // would otherwise be a chunk of their own on the home page, one more request and its overhead.
  const keys = path.join(root, 'src/lib/submission-key.ts');
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!app) {
        const main = path.join(root, 'src/main.tsx');
        const hydrate = path.join(root, 'src/hydrate.tsx');
        const outside = staticClosure(graph, main, () => false);
        for (const dynamic of graph.getModuleInfo(main)?.dynamicallyImportedIds ?? []) {
          if (dynamic !== hydrate) for (const m of staticClosure(graph, dynamic, (x) => outside.has(x))) outside.add(m);
        }
        app = staticClosure(graph, hydrate, (m) => outside.has(m));
        // hydrate.tsx stays the chunk src/main.tsx imports (Vite's manifest names it), importing `app`.
        for (const m of outside) app.delete(m);
        app.delete(hydrate);
      }
      return app.has(id) || id === keys ? 'app' : null;
    },
    debugName: 'app',
    // The set holds its modules' imports already (or they are outside it, in chunks loaded as early).
    includeDependenciesRecursively: false,
  };
}

/**
 * Modules kept by Rolldown for side effects nobody needs: typesafe-i18n's locale detectors each make a default
 * detector at load (src/i18n/i18n-util.ts imports their index, and the site detects no locale in the browser).
 */
function noSideEffects(test: RegExp): Plugin {
  return {
    name: 'no-side-effects',
    transform(code, id) {
      return test.test(id) ? { code, moduleSideEffects: false } : null;
    },
  };
}

// No source maps: the production server and image must not serve them (they would publish the sources).
/** What both sides import, by one name from anywhere (tsconfig.json's `paths`; esbuild and tsx read them there). */
export const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), scriptsAfterContent(), noSideEffects(/[\\/]node_modules[\\/]typesafe-i18n[\\/]detectors[\\/]/)],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      // wouter's copy of React's useSyncExternalStore for React 17 and older: React's own instead.
      ...(isSsrBuild ? [] : [{ find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: path.join(root, 'src/lib/use-sync-external-store-shim.ts') }]),
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        target: 'es2022',
        // No preload links injected when a chunk is imported: the browser fetches a chunk's imports as soon as
        // it reads it anyway, and on a phone the injection (a <link> appended per dependency) cost about 0.2 s
        // of main thread while the page hydrated (measured with a 4x CPU slowdown on /blog).
        modulePreload: false,
        rolldownOptions: { output: { codeSplitting: { groups: [appChunk(root)] } } },
      },
  ssr: {
    // Bundle the UI libraries into the server entry so CSS-importing packages resolve as in the client.
    noExternal: ['@radix-ui/themes', 'react-toastify'],
  },
  server: { port: 5173 },
}));
