import fs from 'node:fs/promises';
import path from 'node:path';
import type { PageModule } from '../../src/route-manifest';
import type { Locale } from '../../src/shared/locales';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /**
   * The `<head>` links a page needs beyond the entry script (which index.html already loads with its own
   * imports and CSS): its chunk and the chunks only it imports as `modulepreload`, their stylesheets (render-
   * blocking, as the entry's are: no flash of unstyled content), and the page language's strings.
   */
  linksFor(page: PageModule | null, locale: Locale): string;
}

/** Reads the client build's manifest once, at start; the links of each page are computed once too. */
export async function loadPageAssets(clientDir: string): Promise<PageAssets> {
  const manifest = JSON.parse(await fs.readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const closure = (key: string, files = new Set<string>(), css = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return { files, css };
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) closure(i, files, css);
    return { files, css };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error(`${clientDir}/.vite/manifest.json names no entry chunk: is the client build complete?`);
  const entry = closure(entryKey);

  const memo = new Map<string, string>();
  return {
    linksFor(page, locale) {
      const memoKey = `${page ?? ''}|${locale}`;
      const known = memo.get(memoKey);
      if (known !== undefined) return known;
      const files = new Set<string>();
      const css = new Set<string>();
      if (page) closure(`src/pages/${page}.tsx`, files, css);
      closure(`src/i18n/${locale}/index.ts`, files, css);
      const links = [
        ...[...css].filter((f) => !entry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...[...files].filter((f) => !entry.files.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ].join('\n');
      memo.set(memoKey, links);
      return links;
    },
  };
}
