import { defineConfig } from 'vitest/config';

/**
 * Server integration tests share one database per worker (PGlite takes seconds to start) and isolate by
 * creating a fresh firm per test. With TEST_DATABASE_URL they run a second time on PostgreSQL.
 */
const server = {
  root: './packages/server',
  include: ['src/**/*.test.ts'],
  pool: 'forks' as const,
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/web',
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
