import fs from 'node:fs';
import path from 'node:path';
import type { PageModule } from '../../src/route-manifest';
import type { Locale } from '@shared/locales';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The chunk src/main.tsx loads for every page: React, the router, the layout. */
export const APP_CHUNK = 'src/hydrate.tsx';

export function readViteManifest(clientDir: string): ViteManifest {
  return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** The files of a page, as the browser fetches them (all paths relative to dist/client). */
export interface PageFiles {
  /** index.html's own: the entry script and its stylesheets (render-blocking). */
  entry: { js: Set<string>; css: Set<string> };
  /** What the page adds: the app chunk, the page's chunk and what they import, and their stylesheets. */
  page: { js: Set<string>; css: Set<string> };
  /** The language's strings (a script chunk loaded before hydrating). */
  strings: Set<string>;
}

/**
 * Everything a public page loads, from Vite's manifest: used by the server (its stylesheet links), by
 * tests/unit/bundle-budget.test.ts and by bench/js-size.ts, so the budget measures what pages really load.
 */
export function pageFiles(manifest: ViteManifest, page: PageModule | null, locale: Locale = 'en'): PageFiles {
  const closure = (key: string, js: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) closure(i, js, css);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey || !manifest[APP_CHUNK]) throw new Error(`Vite's manifest lacks the entry or ${APP_CHUNK}: is the client build complete?`);
  const entry = { js: new Set<string>(), css: new Set<string>() };
  closure(entryKey, entry.js, entry.css);
  const all = { js: new Set(entry.js), css: new Set(entry.css) };
  closure(APP_CHUNK, all.js, all.css);
  if (page) closure(`src/public/pages/${page}.tsx`, all.js, all.css);
  const strings = new Set<string>();
  closure(`src/i18n/${locale}/index.ts`, strings, new Set());
  const without = (set: Set<string>, known: Set<string>) => new Set([...set].filter((f) => !known.has(f)));
  return { entry, page: { js: without(all.js, entry.js), css: without(all.css, entry.css) }, strings: without(strings, all.js) };
}

export interface PageAssets {
  /**
   * The `<head>` links a page needs beyond what index.html links: the stylesheets of its chunks (render-
   * blocking, as the entry's are: no flash of unstyled content). Its scripts are not preloaded: src/main.tsx
   * loads them after the page's content (see there), and a preload would make them compete with it.
   * They go at the end of `<head>`, after the entry's own links.
   */
  linksFor(page: PageModule | null): string;
}

/** Reads the client build's manifest once, at start; the links of each page are computed once too. */
export function loadPageAssets(clientDir: string): PageAssets {
  const manifest = readViteManifest(clientDir);
  pageFiles(manifest, null); // fails at start, not on the first request, when the build is incomplete
  const memo = new Map<string, string>();
  return {
    linksFor(page) {
      const key = page ?? '';
      let links = memo.get(key);
      if (links === undefined) {
        links = [...pageFiles(manifest, page).page.css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('\n');
        memo.set(key, links);
      }
      return links;
    },
  };
}
