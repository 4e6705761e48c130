// Helpers for the accuracy benchmarks: the project's foods table and the shared reference folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SeedFood } from '../domain/catalogue';
import { mergeFoodTables, parseUsdaFoods } from '../domain/ingredients/usda-foods';

export const projectRoot = join(import.meta.dirname, '..');
/** Reference data sits beside the project (see its README); benchmarks skip when it is absent. */
export const sharedData = process.env.SHARED_DATA ?? join(projectRoot, '../shared/data');

/** The food table the product seeds: the team's foods and the USDA SR28 foods (see readFoodTable). */
export function loadProjectFoods(): SeedFood[] {
  const file = join(projectRoot, 'server/db/seed/data/sr28/sr28-foods.tsv');
  const usda = existsSync(file) ? parseUsdaFoods(readFileSync(file, 'utf8')) : [];
  return mergeFoodTables(loadTeamFoods(), usda);
}

/** All foods in server/db/seed/data/foods/*.json; a file that does not validate is reported and skipped. */
export function loadTeamFoods(): SeedFood[] {
  const dir = join(projectRoot, 'server/db/seed/data/foods');
  if (!existsSync(dir)) return [];
  const foods: SeedFood[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = z.array(SeedFood).safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (parsed.success) foods.push(...parsed.data);
    else console.error(`skipping foods/${file}: it does not match SeedFood`);
  }
  return foods;
}

export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const hi = s[mid] ?? 0;
  return s.length % 2 === 1 ? hi : ((s[mid - 1] ?? 0) + hi) / 2;
}

export function round1(x: number | null): number | null {
  return x === null ? null : Math.round(x * 10) / 10;
}

/** Splits one CSV record, honouring double quotes and "" escapes. */
export function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}
