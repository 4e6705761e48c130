// The catalogue in memory (docs/decisions/038-speed-catalogue-in-memory.md) at the size of a loaded database: reads
// every catalogue recipe as the server does (pages of JSON text), builds the shared index as a worker does, and
// prints the rows, the index's bytes, the JSON read, the CPU time of reading and of building, the process's peak
// RSS, and the CPU of one generation's cut per course from memory (the median over 200 cuts). Reads only.
// Usage: npx tsx bench/catalogue-memory.ts --database-url postgres://postgres@127.0.0.1:5432/gen_bench
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { idealCalories } from '../domain/meal-plan-generator/candidates';
import { DEFAULT_WEEKLY_TARGETS } from '../domain/nutrition-targets';
import { COURSES } from '../domain/catalogue';
import { NO_PREFERENCES } from '../domain/recipe-search';
import { openDatabase } from '../server/db/client';
import { catalogueFilter } from '../server/modules/meal-plans/generator/candidates.queries';
import { readCataloguePage } from '../server/modules/meal-plans/generator/catalogue.queries';
import {
  buildCatalogueIndex,
  catalogueIndexBytes,
  nearestInCatalogue,
} from '../server/modules/meal-plans/generator/catalogue-index';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('--database-url is needed');

const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return Math.round((u.user + u.system) / 1000);
};

async function main() {
  const database = await openDatabase({ kind: 'postgres', url: url!, maxConnections: 2 });
  try {
    const readFrom = process.cpuUsage();
    const pages: string[] = [];
    for (let afterId = 0; ;) {
      const page = await readCataloguePage(database.db, { afterId, limit: 20_000 });
      if (page.count) pages.push(page.rows);
      if (page.count < 20_000) break;
      afterId = page.lastId;
    }
    const readCpu = cpuMs(readFrom);
    const jsonBytes = pages.reduce((n, p) => n + Buffer.byteLength(p), 0);
    const buildFrom = process.cpuUsage();
    const index = buildCatalogueIndex(1, pages);
    const buildCpu = cpuMs(buildFrom);
    pages.length = 0;
    const ideal = idealCalories(DEFAULT_WEEKLY_TARGETS);
    const aims = COURSES.filter((c) => ideal.has(c.toLowerCase())).map((c): [string, number] => [
      c,
      ideal.get(c.toLowerCase())!,
    ]);
    const filters = [
      catalogueFilter(NO_PREFERENCES),
      catalogueFilter({ ...NO_PREFERENCES, diets: ['vegetarian'], maxCookingTime: 30 }),
    ];
    const cuts = filters.map((filter) => {
      const times: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        const from = process.cpuUsage();
        nearestInCatalogue(index, aims, filter, 200);
        const u = process.cpuUsage(from);
        times.push((u.user + u.system) / 1000);
      }
      return Math.round(times.sort((a, b) => a - b)[100]! * 100) / 100;
    });
    console.log(
      JSON.stringify(
        {
          benchmark: 'catalogue in memory',
          loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
          recipes: index.size,
          indexBytes: catalogueIndexBytes(index),
          bytesPerRecipe: Math.round(catalogueIndexBytes(index) / Math.max(1, index.size)),
          jsonBytesRead: jsonBytes,
          readCpuMs: readCpu,
          buildCpuMs: buildCpu,
          peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
          cutCpuMsMedian: { noPreferences: cuts[0], vegetarian30Minutes: cuts[1] },
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
