import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'happy-dom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'precompress.test.ts'],
      // Screens render the whole Mantine tree in happy-dom: on a busy 2-core CI machine one test can
      // take several seconds, which is slowness, not failure.
      testTimeout: 20_000,
    },
  }),
);
