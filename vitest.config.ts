import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Server integration tests share one database per worker (PGlite takes seconds to start) and isolate by
 * creating a fresh firm per test. With TEST_DATABASE_URL they run a second time on PostgreSQL (a database per
 * worker: src/test/test-database.ts).
 */
const server = {
  root: './packages/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  pool: 'forks' as const,
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest leaves a core free by default: on CI's 2 cores that ran every file one after another (10 min, 5.5 with both).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/domain',
      'packages/web/vitest.config.ts',
      'packages/web/vitest.mocks.config.ts',
      // Repository scripts written as plain ES modules (npm run audit, ...).
      { test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'] } },
      { test: { ...server, name: 'server', env: { TEST_DB_KIND: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...server,
                name: 'server-postgres',
                include: ['src/**/*.int.test.ts'],
                env: { TEST_DB_KIND: 'postgresql' },
              },
            },
          ]
        : []),
    ],
  },
});
