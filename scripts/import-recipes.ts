// Imports recipes given as the original product's rows (a JSON array; flags as booleans or yes/true/1):
//   npx tsx scripts/import-recipes.ts recipes.json
// Uses DATABASE_URL, else the embedded database in DATA_DIR (stop the server first: PGlite is one process).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateUnderLock } from '../server/db/startup';
import { importSpecRows } from '../server/modules/recipes/spec-import';

const file = process.argv[2];
if (!file) {
  console.error('usage: npx tsx scripts/import-recipes.ts <rows.json>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(config.DATA_DIR, 'pg') },
);
await migrateUnderLock(database);
const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
console.log(`imported ${await importSpecRows(database.db, rows)} recipes`);
await database.close();
