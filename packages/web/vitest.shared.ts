import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const include = [
  'src/**/*.test.{ts,tsx}',
  'precompress.test.ts',
  'pure-schemas.test.ts',
  'initial-load.test.ts',
  'scroll-area-merge-refs.test.ts',
  'first-screen-chunks.test.ts',
];

/** Test files that replace a module with vi.mock: a mocked module would leak into the files after them. */
const src = fileURLToPath(new URL('src', import.meta.url));
const mockingFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => /\.test\.tsx?$/.test(f) && readFileSync(join(src, f), 'utf8').includes('vi.mock('))
  .map((f) => `src/${f}`);

/**
 * The web tests as two projects (vitest.config.ts, vitest.mocks.config.ts). Files share one module graph per
 * worker (isolate: false): importing Mantine and the app once per worker instead of once per file took the
 * suite from 6.3 to under 2 minutes on 2 cores. The few files that mock a module run isolated.
 */
export const webTestConfig = (mocks: boolean) =>
  mergeConfig(
    viteConfig,
    defineConfig({
      test: {
        name: mocks ? 'web-mocks' : 'web',
        include: mocks ? mockingFiles : include,
        exclude: mocks ? [] : mockingFiles,
        isolate: mocks,
        environment: 'happy-dom',
        setupFiles: ['./vitest.setup.ts'],
        // Screens render the whole Mantine tree in happy-dom: on a busy 2-core CI machine one test can
        // take several seconds, which is slowness, not failure.
        testTimeout: 20_000,
        // No test leaves a global stub or spy behind for the next (cookies and toasts: vitest.setup.ts).
        unstubGlobals: true,
        unstubEnvs: true,
        restoreMocks: true,
      },
    }),
  );
