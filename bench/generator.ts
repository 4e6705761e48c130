// Meal plan generator on a 100k-recipe synthetic catalogue (scripts/catalogue/generate.ts, built in memory):
// generation time (p50/p95: the candidate cut, then the worker pool's heuristic, and HiGHS within the
// route's 850 ms limit when improvement is likely; wall clock and CPU time), weekly calorie and macro deviation, the worst day's calorie deviation, the
// objective against the MILP optimum found with a long time limit, and the same figures for a random week
// within the rules (what comparable open-source planners do). Prints JSON. Over HTTP, quiet and 20 at once: bench/generator-http.ts.
// Usage: npx tsx bench/generator.ts [--recipes 100000] [--runs 20] [--optimum-runs 5] [--optimum-seconds 20] [--per-course 800]
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import loadHighs from 'highs';
import { CANDIDATES_PER_COURSE, cutCandidates } from '../domain/meal-plan-generator/candidates';
import { planDeviations, type PlanDeviations } from '../domain/meal-plan-generator/deviations';
import { randomGenerator } from '../domain/meal-plan-generator/heuristic';
import { evaluate } from '../domain/meal-plan-generator/objective';
import { assignmentOfEntries, buildProblem } from '../domain/meal-plan-generator/problem';
import { randomPlan } from '../domain/meal-plan-generator/random-plan';
import { DEFAULT_WEEKLY_TARGETS, type WeeklyTargets } from '../domain/nutrition-targets';
import { NO_PREFERENCES, type SearchPreferences } from '../domain/recipe-search';
import { buildSyntheticCatalogue } from './generator-catalogue';
import { GENERATION_TIME_LIMIT_MS } from '../server/modules/meal-plans/generator/generate-plan';
import { generateWeek } from '../server/modules/meal-plans/generator/generator-pool';
import { loadConfig } from '../server/config';
import { WorkerPool } from '../server/workers/worker-pool';
import { solveMilp } from '../server/modules/meal-plans/generator/highs-milp';
import { buildMilp } from '../server/modules/meal-plans/generator/milp-model';
import { buildShortlists } from '../server/modules/meal-plans/generator/shortlist';
import { DEFAULT_SOLVE_SETTINGS } from '../server/modules/meal-plans/generator/solve-week';

const { values } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    'optimum-runs': { type: 'string', default: '5' },
    'optimum-seconds': { type: 'string', default: '20' },
    'per-course': { type: 'string', default: String(CANDIDATES_PER_COURSE) },
    milp: { type: 'string', default: DEFAULT_SOLVE_SETTINGS.milpWhen },
  },
});
const TARGETS = { p95Ms: 300, weeklyCaloriesPct: 3, dayCaloriesPct: 10, objectiveGapPct: 2 };

/** The people the runs plan for: preferences and targets cycle through these. */
const PEOPLE: { name: string; preferences: SearchPreferences }[] = [
  { name: 'no preferences', preferences: NO_PREFERENCES },
  { name: 'vegetarian', preferences: { ...NO_PREFERENCES, diets: ['Vegetarian'] } },
  { name: 'vegan', preferences: { ...NO_PREFERENCES, flags: { isVegan: true } } },
  { name: 'Indian, Italian, Thai', preferences: { ...NO_PREFERENCES, cuisines: ['Indian', 'Italian', 'Thai'] } },
  { name: 'Jain', preferences: { ...NO_PREFERENCES, flags: { isJain: true } } },
  {
    name: 'high protein, 45 min',
    preferences: { ...NO_PREFERENCES, flags: { isHighProtein: true }, maxCookingTime: 45 },
  },
  {
    name: 'gluten free, pescatarian',
    preferences: { ...NO_PREFERENCES, diets: ['Pescatarian'], flags: { isGlutenFree: true } },
  },
];
const TARGET_SETS: WeeklyTargets[] = [
  DEFAULT_WEEKLY_TARGETS,
  { calories: 12600, protein: 630, fat: 420, carbs: 1600 },
  { calories: 16100, protein: 900, fat: 560, carbs: 1900 },
];

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const stats = (xs: number[]) => ({ mean: round(mean(xs)), max: round(Math.max(...xs)) });

function quality(all: PlanDeviations[], objectives: number[]) {
  const weekly = (n: 'calories' | 'protein' | 'fat' | 'carbs') => stats(all.map((d) => Math.abs(d.week[n].percent)));
  return {
    weeklyDeviationPct: {
      calories: weekly('calories'),
      protein: weekly('protein'),
      fat: weekly('fat'),
      carbs: weekly('carbs'),
    },
    worstDayCaloriesPct: stats(all.map((d) => d.worstDayCaloriesPercent)),
    weeksWithinWeeklyCalorieTarget: all.filter((d) => Math.abs(d.week.calories.percent) <= TARGETS.weeklyCaloriesPct)
      .length,
    weeksWithEveryDayWithin10Pct: all.filter((d) => d.worstDayCaloriesPercent <= TARGETS.dayCaloriesPct).length,
    objective: stats(objectives.map((o) => round(o, 4))),
  };
}

async function main() {
  const count = Number(values.recipes);
  const runs = Number(values.runs);
  const catalogue = buildSyntheticCatalogue(count);
  const random = randomGenerator(2024);
  const pool = new WorkerPool({ size: loadConfig({}).WORKER_THREADS, maxQueue: 100 });
  await pool.whenReady();
  const highs = await loadHighs();

  const times: number[] = [];
  const cpuTimes: number[] = [];
  const cutTimes: number[] = [];
  const firstWeekTimes: number[] = [];
  const solveTimes: number[] = [];
  const methods = { heuristic: 0, milp: 0 };
  const generated: PlanDeviations[] = [];
  const generatedObjectives: number[] = [];
  const randomWeeks: PlanDeviations[] = [];
  const randomObjectives: number[] = [];
  const optimum: {
    person: string;
    generator: number;
    optimum: number;
    bound: number | null;
    gapPct: number;
    status: string;
  }[] = [];
  const candidateCounts: number[] = [];

  for (let run = 0; run < runs; run += 1) {
    const person = PEOPLE[run % PEOPLE.length]!;
    const targets = TARGET_SETS[run % TARGET_SETS.length]!;
    // half the people have 15 favorites among the recipes their preferences allow
    const favorites = new Set<number>();
    if (run % 2 === 1)
      for (let k = 0; k < 200 && favorites.size < 15; k += 1) favorites.add(1 + Math.floor(random() * count));
    const recipes = favorites.size
      ? catalogue.recipes.map((r) => (favorites.has(r.id) ? { ...r, isFavorite: true } : r))
      : catalogue.recipes;

    const started = performance.now();
    const cpu = process.cpuUsage();
    const candidates = cutCandidates(recipes, {
      targets,
      preferences: person.preferences,
      perCourse: Number(values['per-course']),
    });
    const cut = performance.now();
    const input = { recipes: candidates, fixed: [], targets, preferences: person.preferences };
    const outcome = await generateWeek(pool, {
      input,
      settings: { ...DEFAULT_SOLVE_SETTINGS, milpWhen: values.milp === 'always' ? 'always' : 'likely' },
      deadline: Date.now() - (cut - started) + GENERATION_TIME_LIMIT_MS,
      onProgress: (p) => p.stage === 'heuristic' && firstWeekTimes.push(performance.now() - cut),
    });
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    cutTimes.push(cut - started);
    solveTimes.push(performance.now() - cut);
    methods[outcome.method] += 1;
    candidateCounts.push(candidates.length);
    generated.push(outcome.deviations);
    generatedObjectives.push(outcome.objective.total);

    const problem = buildProblem(input);
    const week = randomPlan(problem, random);
    randomWeeks.push(planDeviations(problem, week));
    randomObjectives.push(evaluate(problem, week).total);

    if (run < Number(values['optimum-runs'])) {
      // the optimum: HiGHS on a wider shortlist, started from the generator's week, for a long time
      const start = assignmentOfEntries(problem, outcome.entries);
      const built = buildMilp(problem, buildShortlists(problem, start, 120));
      const result = solveMilp(highs, built.model, built.columnsOf(start), {
        timeLimitSeconds: Number(values['optimum-seconds']),
        relativeGap: 1e-4,
      });
      const best = result.columns
        ? evaluate(problem, built.assignmentOf(result.columns)).total
        : outcome.objective.total;
      const opt = Math.min(best, outcome.objective.total);
      optimum.push({
        person: person.name,
        generator: round(outcome.objective.total, 5),
        optimum: round(opt, 5),
        bound: result.bound === null ? null : round(result.bound, 5),
        gapPct: round(opt > 0 ? ((outcome.objective.total - opt) / opt) * 100 : 0, 1),
        status: result.status,
      });
    }
  }
  await pool.close();

  const p95 = percentile(times, 95);
  const weeklyWorst = Math.max(...generated.map((d) => Math.abs(d.week.calories.percent)));
  const dayWorst = Math.max(...generated.map((d) => d.worstDayCaloriesPercent));
  const gaps = optimum.map((o) => o.gapPct);
  console.log(
    JSON.stringify(
      {
        benchmark: 'meal plan generator',
        machine: { cpus: availableParallelism(), loadAverage: loadavg().map((l) => round(l, 1)) },
        catalogue: {
          recipes: count,
          builtSeconds: round(catalogue.seconds, 1),
          distributions: catalogue.distributions,
          candidatesPerRun: stats(candidateCounts),
        },
        runs,
        timeLimitMs: GENERATION_TIME_LIMIT_MS,
        targets: TARGETS,
        generator: {
          timeMs: { p50: round(percentile(times, 50), 0), p95: round(p95, 0), max: round(Math.max(...times), 0) },
          // the machine is shared: CPU time of the cut and the solve (worker included) is what they take on a quiet one
          cpuMs: {
            p50: round(percentile(cpuTimes, 50), 0),
            p95: round(percentile(cpuTimes, 95), 0),
            max: round(Math.max(...cpuTimes), 0),
          },
          // of which: the candidate cut (SQL on the server, in memory here) and the worker's solve
          cutMs: { p50: round(percentile(cutTimes, 50), 0), p95: round(percentile(cutTimes, 95), 0) },
          solveMs: { p50: round(percentile(solveTimes, 50), 0), p95: round(percentile(solveTimes, 95), 0) },
          // of the solve: until the heuristic's week was ready (HiGHS then works on it until the deadline)
          heuristicWeekMs: {
            p50: round(percentile(firstWeekTimes, 50), 0),
            p95: round(percentile(firstWeekTimes, 95), 0),
          },
          winner: methods,
          ...quality(generated, generatedObjectives),
        },
        randomWeekWithinRules: quality(randomWeeks, randomObjectives),
        againstOptimum: { runs: optimum.length, gapPct: gaps.length ? stats(gaps) : null, details: optimum },
        met: {
          p95: p95 <= TARGETS.p95Ms,
          weeklyCalories: weeklyWorst <= TARGETS.weeklyCaloriesPct,
          everyDay: dayWorst <= TARGETS.dayCaloriesPct,
          objective: gaps.every((g) => g <= TARGETS.objectiveGapPct),
        },
      },
      null,
      2,
    ),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
