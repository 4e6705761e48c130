// `npm run bench`: runs every benchmark in turn; each prints its figures as JSON.
// Benchmarks that read ../shared/data or a PostgreSQL server skip with a notice when those are absent.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const BENCHMARKS = [
  'nutrition-accuracy.ts',
  'food-table-accuracy.ts',
  'catalogue-nutrition-shift.ts',
  'import-accuracy.ts',
  'import-hostile.ts',
  'catalogue-load.ts',
  'search.ts',
  'landing.ts',
  'generator.ts',
  'generator-http.ts',
  'suggestions.ts',
];

const only = process.argv.slice(2);
let failed = 0;
for (const file of BENCHMARKS) {
  if (only.length && !only.some((name) => file.startsWith(name))) continue;
  const path = join(import.meta.dirname, file);
  if (!existsSync(path)) continue;
  console.log(`\n## ${file}`);
  const started = Date.now();
  const run = spawnSync('npx', ['tsx', path], { stdio: 'inherit' });
  console.log(`(${file}: ${((Date.now() - started) / 1000).toFixed(1)} s, exit ${run.status})`);
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
