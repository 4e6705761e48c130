// Validates the team-written catalogue files: shapes, unique keys and slugs, and counts.
// Usage: npx tsx scripts/check-catalogue.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SeedFood, SeedRecipe } from '../domain/catalogue';

const root = join(import.meta.dirname, '../server/db/seed/data');

function readAll<T>(dir: string, schema: z.ZodType<T>): { file: string; item: T }[] {
  const out: { file: string; item: T }[] = [];
  for (const file of readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = z.array(schema).safeParse(JSON.parse(readFileSync(join(root, dir, file), 'utf8')));
    if (!parsed.success) {
      console.error(`${dir}/${file}:\n${z.prettifyError(parsed.error)}`);
      process.exitCode = 1;
      continue;
    }
    for (const item of parsed.data) out.push({ file, item });
  }
  return out;
}

const foods = readAll('foods', SeedFood);
const recipes = readAll('recipes', SeedRecipe);
const dupes = (keys: string[]) => keys.filter((k, i) => keys.indexOf(k) !== i);
const foodDupes = dupes(foods.map((f) => f.item.key));
const aliasDupes = dupes(
  foods.flatMap((f) => [f.item.name.toLowerCase(), ...f.item.aliases.map((a) => a.toLowerCase())]),
);
const recipeDupes = dupes(recipes.map((r) => r.item.slug));
const titleDupes = dupes(recipes.map((r) => r.item.title.toLowerCase()));
if (foodDupes.length) console.error('duplicate food keys:', foodDupes.join(', '));
if (aliasDupes.length) console.error('aliases naming two foods:', [...new Set(aliasDupes)].join(', '));
if (recipeDupes.length) console.error('duplicate recipe slugs:', recipeDupes.join(', '));
if (titleDupes.length) console.error('duplicate recipe titles:', titleDupes.join(', '));
if (foodDupes.length || recipeDupes.length || titleDupes.length || aliasDupes.length) process.exitCode = 1;

const count = (f: (r: SeedRecipe) => string) =>
  Object.entries(recipes.reduce<Record<string, number>>((m, { item }) => ((m[f(item)] = (m[f(item)] ?? 0) + 1), m), {}))
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
console.log(`foods: ${foods.length}`);
console.log(`recipes: ${recipes.length}`);
console.log(`cuisines: ${count((r) => r.cuisine)}`);
console.log(`courses: ${count((r) => r.course)}`);
console.log(`diets: ${count((r) => r.diet)}`);
