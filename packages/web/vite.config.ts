import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenChunks } from './first-screen-chunks.ts';
import { precompress } from './precompress.ts';
import { pureSchemas } from './pure-schemas.ts';
import { scrollAreaMergeRefs } from './scroll-area-merge-refs.ts';

/**
 * React Router's build without its development warnings, in the build only: every condition of its package's
 * exports names the development build, whose warnings would reach every screen (issue 22 §4).
 */
const reactRouterProduction = (): Plugin => ({
  name: 'portal:react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: path.join(
            path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
            'dist/production/index.mjs',
          ),
        },
      ],
    },
  }),
});

const firstScreens = firstScreenChunks();

export default defineConfig({
  // pureSchemas: a screen that imports a rule of @portal/domain does not bring the module's schemas with it.
  plugins: [react(), pureSchemas(), precompress(), scrollAreaMergeRefs(), reactRouterProduction(), firstScreens.plugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets `npm run bench` (bench/web-bundle.ts) follow each route's imports.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one chunk: dozens of small chunks of Mantine and the
        // app's shell each compressed on their own cost the first screen ~10 kB more, and a request each.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }, ...firstScreens.groups],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The API and its realtime WebSocket live on the server; the dev server forwards both.
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
