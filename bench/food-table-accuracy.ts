// Foods table accuracy: for project foods with an `ndb` number, how far their kcal (and macros) per
// 100 g are from USDA SR28. Usage: npx tsx bench/food-table-accuracy.ts
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTeamFoods, median, round1, sharedData, splitCsvLine } from './project-foods';

const COLUMNS = { kcal: 'energy_kcal', protein: 'protein_g', fat: 'fat_g', carbs: 'carbohydrate_g' } as const;
type Macro = keyof typeof COLUMNS;

interface Sr28Row {
  desc: string;
  values: Record<Macro, number>;
}

function readSr28(file: string): Map<string, Sr28Row> {
  const [header = '', ...rows] = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l !== '');
  const cols = splitCsvLine(header);
  const at = (name: string) => cols.indexOf(name);
  const out = new Map<string, Sr28Row>();
  for (const row of rows) {
    const cells = splitCsvLine(row);
    const num = (name: string) => Number(cells[at(name)] ?? 'NaN');
    out.set(cells[at('ndb_no')] ?? '', {
      desc: cells[at('long_desc')] ?? '',
      values: {
        kcal: num(COLUMNS.kcal),
        protein: num(COLUMNS.protein),
        fat: num(COLUMNS.fat),
        carbs: num(COLUMNS.carbs),
      },
    });
  }
  return out;
}

function main(): void {
  const file = join(sharedData, 'usda-sr28/sr28_macros_per100g.csv');
  if (!existsSync(file)) {
    console.log(`food-table-accuracy: skipped, ${file} is absent`);
    return;
  }
  const sr28 = readSr28(file);
  const foods = loadTeamFoods();
  const withNdb = foods.filter((f) => f.ndb !== undefined);
  const compared: { key: string; ndb: string; sr28: string; diff: Record<Macro, number>; kcal: [number, number] }[] =
    [];
  const unknownNdb: string[] = [];
  for (const food of withNdb) {
    const ref = sr28.get(food.ndb ?? '');
    if (!ref) {
      unknownNdb.push(`${food.key} (${food.ndb ?? ''})`);
      continue;
    }
    const diff = { kcal: 0, protein: 0, fat: 0, carbs: 0 };
    for (const k of Object.keys(COLUMNS) as Macro[]) diff[k] = Math.abs(food.per100g[k] - ref.values[k]);
    compared.push({
      key: food.key,
      ndb: food.ndb ?? '',
      sr28: ref.desc,
      diff,
      kcal: [food.per100g.kcal, ref.values.kcal],
    });
  }
  const medianOf = (k: Macro) => round1(median(compared.map((c) => c.diff[k])));
  const worst = [...compared].sort((a, b) => b.diff.kcal - a.diff.kcal).slice(0, 15);
  console.log(
    JSON.stringify(
      {
        foods: foods.length,
        withNdb: withNdb.length,
        compared: compared.length,
        medianAbsDiffPer100g: {
          kcal: medianOf('kcal'),
          protein: medianOf('protein'),
          fat: medianOf('fat'),
          carbs: medianOf('carbs'),
        },
        within10kcal: compared.filter((c) => c.diff.kcal <= 10).length,
        unknownNdb,
        largestKcalDiffs: worst.map((c) => ({
          key: c.key,
          ndb: c.ndb,
          sr28: c.sr28,
          ours: c.kcal[0],
          usda: c.kcal[1],
        })),
      },
      null,
      2,
    ),
  );
}

main();
