import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests (pure code) run once. Database tests run on embedded PGlite, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set (CI sets it), each test file on a fresh migrated copy. A server test is a database test
// when it imports the test app or database helpers from server/test/; every other server test is pure and runs once
// with the unit tests (the importer's tests among them, which ran once per database for nothing).
// Test files share a worker's modules (isolate: false): each file still builds its own app on its own database copy,
// but the app's modules (better-auth, Fastify, drizzle, PGlite: about 3 s) are loaded once per worker, not once per
// file. The app keeps no state in a module but caches keyed by the database, the request or a pure input, and the
// search's deep-page checkpoints (by query; only search-depth.test.ts pages that deep, and it forgets them before
// each measure). The one test that fakes a clock puts it back after each test. Decision 037.
const root = fileURLToPath(new URL('.', import.meta.url));
const serverTests = readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `server/${file.replaceAll('\\', '/')}`)
  .sort();
const usesDatabase = (file: string) => /from '(?:\.\.\/)*(?:\.\/)?test\//.test(readFileSync(join(root, file), 'utf8'));
const dbTests = serverTests.filter(usesDatabase);
const pureServerTests = serverTests.filter((file) => !dbTests.includes(file));

const dbProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `db-${kind}`,
    isolate: false,
    include: dbTests,
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
          isolate: false,
          include: ['domain/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts', ...pureServerTests],
          // as the database tests: a limit only bounds a failure, and the importer's hostile pages and the solver's
          // weeks run for seconds on a busy CI machine
          testTimeout: 30_000,
        },
      },
      dbProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [dbProject('postgres')] : []),
    ],
  },
});
