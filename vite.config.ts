import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No source maps: the production server and image must not serve them (they would publish the sources).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : { outDir: 'dist/client', emptyOutDir: true, sourcemap: false, manifest: true, target: 'es2022' },
  ssr: {
    // Bundle the UI libraries into the server entry so CSS-importing packages resolve as in the client.
    noExternal: ['@radix-ui/themes', 'react-toastify'],
  },
  server: { port: 5173 },
}));
