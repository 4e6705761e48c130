import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they are applied by our own code at start (server/db/migrate.ts),
// because drizzle-kit migrate cannot load pg_trgm into PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
