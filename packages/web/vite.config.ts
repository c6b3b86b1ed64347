import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';
import { scrollAreaMergeRefs } from './scroll-area-merge-refs.ts';

export default defineConfig({
  plugins: [react(), precompress(), scrollAreaMergeRefs()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets `npm run bench` (bench/web-bundle.ts) follow each route's imports.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      // The API and its realtime WebSocket live on the server; the dev server forwards both.
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
