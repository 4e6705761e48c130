import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests (pure code) run once. Database tests (server/**) run on embedded PGlite, and again on a
// PostgreSQL server when TEST_DATABASE_URL is set (CI sets it), each test file on a fresh migrated copy.
const dbTests = ['server/**/*.test.ts'];
const pureServerTests = [
  'server/config.test.ts',
  'server/logging.test.ts',
  'server/adapters/mail/*.test.ts',
  'server/adapters/storage/*.test.ts',
  'server/modules/recipes/import/{extract-recipe,safe-fetch,durations}*.test.ts',
];

const dbProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `db-${kind}`,
    include: dbTests,
    exclude: pureServerTests,
    env: { DB_KIND: kind, NODE_ENV: 'test' },
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: on a 2-core CI machine, one test file at a time, while a
    // database test file mostly waits on PGlite's single thread or the PostgreSQL server. Two at a time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts', ...pureServerTests],
        },
      },
      dbProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [dbProject('postgres')] : []),
    ],
  },
});
