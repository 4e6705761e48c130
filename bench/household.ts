// Family planning (issue 20 item 2, decision 032) on the 100k-recipe synthetic catalogue: a household of 4
// with different diets, meals and weekly targets, generated through the worker pool as the route does (the
// candidate cut for the table's shared preferences and average targets, then the solve with each member's
// portions). Prints JSON: generation time p50/p95 (wall and CPU), and each member's weekly calories and macros
// against their own targets (bar: within 5 %, p95 under 1 s on a quiet machine).
// `--household vegan`: one vegan among three omnivores; the dishes keep the omnivores' diet and the vegan gets a
// variant where a dish is not vegan (decision 032, 2026-11-27). Every run checks every member eats only dishes of
// their diet (`outsideDiet`, the bar: 0).
// Usage: npx tsx bench/household.ts [--recipes 100000] [--runs 20] [--household four|vegan]
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { memberPreferences, tableWithVariant, type MemberDiet } from '../domain/family';
import { cutCandidates } from '../domain/meal-plan-generator/candidates';
import { tableTargets } from '../domain/meal-plan-generator/family-week';
import { randomGenerator } from '../domain/meal-plan-generator/heuristic';
import { fitsPreferences } from '../domain/meal-plan-generator/rules';
import { GRID_MEAL_TYPES, type GridMealType } from '../domain/meal-types';
import type { WeeklyTargets } from '../domain/nutrition-targets';
import { loadConfig } from '../server/config';
import { GENERATION_TIME_LIMIT_MS } from '../server/modules/meal-plans/generator/generate-plan';
import { generateWeek } from '../server/modules/meal-plans/generator/generator-pool';
import { DEFAULT_SOLVE_SETTINGS } from '../server/modules/meal-plans/generator/solve-week';
import { WorkerPool } from '../server/workers/worker-pool';
import { buildSyntheticCatalogue } from './generator-catalogue';

const { values } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    'heuristic-ms': { type: 'string', default: String(DEFAULT_SOLVE_SETTINGS.heuristicMs) },
    household: { type: 'string', default: 'four' },
  },
});
const BARS = { withinPct: 5, p95Ms: 1000 };

interface BenchMember {
  id: number;
  name: string;
  diet: MemberDiet;
  glutenFree: boolean;
  targets: WeeklyTargets;
  mealTypes: GridMealType[];
}

/** Four people at one table; the runs vary the targets around these by up to ±10 %. */
const HOUSEHOLD: BenchMember[] = [
  {
    id: 1,
    name: 'Parent, high protein',
    diet: 'Any',
    glutenFree: false,
    targets: { calories: 16100, protein: 900, fat: 560, carbs: 1900 },
    mealTypes: [...GRID_MEAL_TYPES],
  },
  {
    id: 2,
    name: 'Parent, vegetarian',
    diet: 'Vegetarian',
    glutenFree: false,
    targets: { calories: 12600, protein: 560, fat: 430, carbs: 1650 },
    mealTypes: [...GRID_MEAL_TYPES],
  },
  {
    id: 3,
    name: 'Child, no lunch at home',
    diet: 'Any',
    glutenFree: false,
    targets: { calories: 9800, protein: 400, fat: 350, carbs: 1300 },
    mealTypes: ['Breakfast', 'Evening Snack', 'Dinner'],
  },
  {
    id: 4,
    name: 'Grandparent, Jain',
    diet: 'Jain',
    glutenFree: false,
    targets: { calories: 10500, protein: 420, fat: 350, carbs: 1450 },
    mealTypes: ['Breakfast', 'Lunch', 'Evening Snack', 'Dinner'],
  },
];

/** One vegan among three omnivores: the table's dishes are the omnivores', the vegan gets variants. */
const VEGAN_AMONG_OMNIVORES: BenchMember[] = [
  { ...HOUSEHOLD[0]!, name: 'Parent, high protein' },
  { ...HOUSEHOLD[1]!, name: 'Parent, vegan', diet: 'Vegan' },
  { ...HOUSEHOLD[2]!, name: 'Child, no lunch at home' },
  { ...HOUSEHOLD[3]!, name: 'Grandparent, no diet', diet: 'Any' },
];
const TABLES: Record<string, BenchMember[]> = { four: HOUSEHOLD, vegan: VEGAN_AMONG_OMNIVORES };
const TABLE = TABLES[values.household] as BenchMember[];
if (!TABLES[values.household]) throw new Error(`--household must be one of ${Object.keys(TABLES).join(', ')}`);

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const NUTRIENTS = ['calories', 'protein', 'fat', 'carbs'] as const;

async function main() {
  const catalogue = buildSyntheticCatalogue(Number(values.recipes));
  const byId = new Map(catalogue.recipes.map((r) => [r.id, r]));
  const random = randomGenerator(32);
  const pool = new WorkerPool({ size: loadConfig({}).WORKER_THREADS, maxQueue: 100 });
  await pool.whenReady();
  const load = [loadavg()[0]!];
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const worst: Record<(typeof NUTRIENTS)[number], number> = { calories: 0, protein: 0, fat: 0, carbs: 0 };
  const misses: { run: number; member: string; nutrient: string; pct: number }[] = [];
  let memberWeeks = 0;
  let memberWeeksWithin = 0;
  let emptySlots = 0;
  let variants = 0;
  let outsideDiet = 0;

  for (let run = 0; run < Number(values.runs); run += 1) {
    const jitter = () => 0.9 + random() * 0.2;
    // one factor per member: targets stay consistent (their macros add up to their calories)
    const members = TABLE.map((m, _, __, factor = jitter()) => ({
      ...m,
      targets: Object.fromEntries(
        NUTRIENTS.map((n) => [n, Math.round(m.targets[n] * factor)]),
      ) as unknown as WeeklyTargets,
    }));
    const { preferences, variant } = tableWithVariant(members);
    const targets = tableTargets(members);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const recipes = cutCandidates(catalogue.recipes, { targets, preferences });
    const outcome = await generateWeek(pool, {
      input: { recipes, fixed: [], targets, preferences, household: { members, ...(variant && { variant }) } },
      settings: { ...DEFAULT_SOLVE_SETTINGS, heuristicMs: Number(values['heuristic-ms']) },
      deadline: Date.now() + Math.max(GENERATION_TIME_LIMIT_MS, 2 * Number(values['heuristic-ms']) + 300),
    });
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    emptySlots += outcome.emptySlots;
    load.push(loadavg()[0]!);

    for (const member of members) {
      const portions = outcome.memberPortions!.find((p) => p.memberId === member.id)!;
      const week = { calories: 0, protein: 0, fat: 0, carbs: 0 };
      outcome.entries.forEach((e, i) => {
        const own = portions.variants?.[i];
        const r = byId.get(own ?? e.recipeId)!;
        if (own) variants += 1;
        if (portions.servings[i]! > 0 && !fitsPreferences(r, memberPreferences(member))) outsideDiet += 1;
        for (const n of NUTRIENTS) week[n] += r[n] * portions.servings[i]!;
      });
      let within = true;
      for (const n of NUTRIENTS) {
        const pct = (100 * (week[n] - member.targets[n])) / member.targets[n];
        worst[n] = Math.max(worst[n], Math.abs(pct));
        if (Math.abs(pct) > BARS.withinPct) {
          within = false;
          misses.push({ run, member: member.name, nutrient: n, pct: round(pct) });
        }
      }
      memberWeeks += 1;
      if (within) memberWeeksWithin += 1;
    }
  }
  await pool.close();
  const p95 = percentile(times, 95);
  console.log(
    JSON.stringify(
      {
        benchmark: 'household',
        recipes: Number(values.recipes),
        runs: Number(values.runs),
        household: TABLE.map((m) => ({ name: m.name, diet: m.diet, targets: m.targets, meals: m.mealTypes })),
        cores: availableParallelism(),
        loadAverage1m: { min: round(Math.min(...load), 2), max: round(Math.max(...load), 2) },
        timeMs: { p50: round(percentile(times, 50)), p95: round(p95), max: round(Math.max(...times)) },
        cpuMs: { p50: round(percentile(cpuTimes, 50)), p95: round(percentile(cpuTimes, 95)) },
        memberWeeks,
        memberWeeksWithin5Pct: memberWeeksWithin,
        worstWeeklyDeviationPct: Object.fromEntries(NUTRIENTS.map((n) => [n, round(worst[n])])),
        emptySlots,
        variantMeals: variants,
        mealsOutsideADiet: outsideDiet,
        misses: misses.slice(0, 20),
        bars: {
          everyMemberWithin5Pct: memberWeeksWithin === memberWeeks,
          everyMealInEachMembersDiet: outsideDiet === 0,
          p95Under1s: p95 < BARS.p95Ms,
          note: 'time bars are for a quiet machine; see loadAverage1m',
        },
      },
      null,
      2,
    ),
  );
}

await main();
