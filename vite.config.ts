import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The page's scripts download at low priority: the stylesheet and the largest image (what a visitor sees
 * first) go ahead of them on a slow connection. The server-rendered HTML is complete without them; they
 * make it interactive. server/http/page-assets.ts marks the page's own chunks the same way.
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
        out = out.replace(/(\s*)<script type="module"/, (m, space: string) => `${styles.join('')}${space}<script type="module"`);
        return out
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');
      },
    },
  };
}

// No source maps: the production server and image must not serve them (they would publish the sources).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), scriptsAfterContent()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        target: 'es2022',
        // Every browser the site supports has modulepreload; the polyfill would be 1 KB in every page.
        modulePreload: { polyfill: false },
      },
  ssr: {
    // Bundle the UI libraries into the server entry so CSS-importing packages resolve as in the client.
    noExternal: ['@radix-ui/themes', 'react-toastify'],
  },
  server: { port: 5173 },
}));
