import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      // The API and its realtime WebSocket live on the server; the dev server forwards both.
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
