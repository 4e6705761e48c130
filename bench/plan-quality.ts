// Plan quality: would a cook serve the generated weeks? 20 varied people (vegetarian, Jain, vegan,
// high-protein, 1,400 to 3,200 kcal a day), 5 weeks in a row each (100 weeks), every week told the
// dishes of the two before it and which were last week's, as the server does. Counts what breaks the
// menu rules (a dish that is no breakfast at breakfast, sweets beyond the allowance, a dish more than
// twice a week, a day of more than two cuisines, two days alike), the nutrition error of each week and
// its worst day, the vegetarian 630 g protein week, and how much of each week the week before already
// had (per person too, with the dishes each row may take). Prints JSON.
// Usage: npx tsx bench/plan-quality.ts [--catalogue synthetic|seed] [--recipes 100000] [--weeks 5] [--per-course 800]
//   [--milp likely|always] [--shortlist 40] [--heuristic-ms 150] [--stall-kicks 30] [--good-enough 2,5|off] [--leftovers] (cook once, eat twice: each dinner is also the next day's lunch)
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import loadHighs from 'highs';
import { CANDIDATES_PER_COURSE, cutCandidates } from '../domain/meal-plan-generator/candidates';
import { randomGenerator } from '../domain/meal-plan-generator/heuristic';
import { buildProblem, type GeneratorRecipe } from '../domain/meal-plan-generator/problem';
import { GRID_MEAL_TYPES } from '../domain/meal-types';
import { DEFAULT_SWEETS_PER_WEEK } from '../domain/meal-plan-generator/slot-fit';
import { menuBreaks, type MenuEntry } from '../domain/meal-plan-generator/week-rules';
import { GENERATION_TIME_LIMIT_MS } from '../server/modules/meal-plans/generator/generate-plan';
import { DEFAULT_SOLVE_SETTINGS, solveWeek } from '../server/modules/meal-plans/generator/solve-week';
import { buildSeedCatalogue, buildSyntheticCatalogue } from './generator-catalogue';
import { PEOPLE, VEGETARIAN_630 } from './support/plan-quality-people';

const { values } = parseArgs({
  options: {
    catalogue: { type: 'string', default: 'synthetic' },
    recipes: { type: 'string', default: '100000' },
    weeks: { type: 'string', default: '5' },
    'per-course': { type: 'string', default: String(CANDIDATES_PER_COURSE) },
    shortlist: { type: 'string', default: String(DEFAULT_SOLVE_SETTINGS.shortlistSize) },
    milp: { type: 'string', default: DEFAULT_SOLVE_SETTINGS.milpWhen },
    leftovers: { type: 'boolean', default: false },
    'heuristic-ms': { type: 'string', default: String(DEFAULT_SOLVE_SETTINGS.heuristicMs) },
    'stall-kicks': { type: 'string' },
    'good-enough': { type: 'string' },
  },
});
const BARS = { weeklyPct: 3, dayPct: 10, overlapPct: 25 };

const FIGURES = ['calories', 'protein', 'fat', 'carbs'] as const;

/** How many of the person's candidate dishes each row may take (a portion within reach of its calories). */
function dishesByMealType(candidates: GeneratorRecipe[], person: (typeof PEOPLE)[number]): Record<string, number> {
  const problem = buildProblem({
    recipes: candidates,
    fixed: [],
    targets: person.targets,
    preferences: person.preferences,
  });
  return Object.fromEntries(
    GRID_MEAL_TYPES.map((t) => {
      const slot = problem.slots.find((s) => s.mealType === t)!;
      return [t, new Set([...slot.candidates].map((o) => problem.optionRecipe[o])).size];
    }),
  );
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const stats = (xs: number[]) => ({ mean: round(mean(xs)), max: round(Math.max(0, ...xs)) });
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;

async function main() {
  const seed = values.catalogue === 'seed';
  const catalogue: GeneratorRecipe[] = seed
    ? buildSeedCatalogue()
    : buildSyntheticCatalogue(Number(values.recipes)).recipes;
  const highs = await loadHighs();
  const random = randomGenerator(2026);
  const weeksEach = Number(values.weeks);

  const breaks = {
    nonBreakfastAtBreakfast: 0,
    otherNotForSlot: 0,
    sweetsBeyondAllowance: 0,
    dishesMoreThanTwice: 0,
    daysOverTwoCuisines: 0,
    dayPairsAlike: 0,
    emptySlots: 0,
  };
  const weekly = { calories: [] as number[], protein: [] as number[], fat: [] as number[], carbs: [] as number[] };
  const worstDay: number[] = [];
  // every day's worst miss of each figure (the bar reads calories; the macros are shown beside it)
  const worstDayEach = {
    calories: [] as number[],
    protein: [] as number[],
    fat: [] as number[],
    carbs: [] as number[],
  };
  // the weeks that miss a nutrition bar, with their figures, so a miss can be traced to its person
  const missedWeeks: { person: string; week: number; weekPct: Record<string, number>; worstDayPct: number }[] = [];
  const overlaps: number[] = [];
  // per person, each consecutive pair's overlap and the dishes each row may take; the meals a week repeats, by row
  const overlapByPerson: {
    person: string;
    pct: number[];
    dishes: Record<string, number>;
    mealsRepeatedByRow: Record<string, number>;
  }[] = [];
  const repeatedByMealType: Record<string, number> = {};
  const vegetarian: { week: number; caloriesPct: number; proteinPct: number; fatPct: number; carbsPct: number }[] = [];
  const servings = new Map<number, number>();
  const times: number[] = [];
  const heuristicTimes: number[] = [];
  const cpuTimes: number[] = [];
  const settings = {
    ...DEFAULT_SOLVE_SETTINGS,
    milpWhen: values.milp === 'always' ? 'always' : 'likely',
    shortlistSize: Number(values.shortlist),
    heuristicMs: Number(values['heuristic-ms']),
    ...(values['stall-kicks'] ? { stallKicks: Number(values['stall-kicks']) } : {}),
    // 'off': search to the time limit as before decision 030; 'W,D': weekly figures within W %, days within D %
    ...(values['good-enough']
      ? {
          goodEnough:
            values['good-enough'] === 'off'
              ? undefined
              : {
                  week: Number(values['good-enough'].split(',')[0]) / 100,
                  day: Number(values['good-enough'].split(',')[1]) / 100,
                },
        }
      : {}),
  } as const;
  const relaxed: string[] = [];
  const solver = { milpRuns: 0, milpWins: 0 };
  let weeksWithin3 = 0;
  let weeksDaysWithin10 = 0;

  for (const [p, person] of PEOPLE.entries()) {
    let candidates = cutCandidates(catalogue, {
      targets: person.targets,
      preferences: person.preferences,
      perCourse: Number(values['per-course']),
    });
    if (p % 2 === 1 && candidates.length) {
      // every other person has 15 favorites among the recipes their preferences allow
      const favorites = new Set(
        Array.from({ length: 15 }, () => candidates[Math.floor(random() * candidates.length)]!.id),
      );
      candidates = candidates.map((r) => (favorites.has(r.id) ? { ...r, isFavorite: true } : r));
    }
    const byId = new Map(candidates.map((r) => [r.id, r]));
    const history: Set<number>[] = [];
    const personOverlaps: number[] = [];
    const personRepeats: Record<string, number> = {};
    overlapByPerson.push({
      person: person.name,
      pct: personOverlaps,
      dishes: dishesByMealType(candidates, person),
      mealsRepeatedByRow: personRepeats,
    });
    for (let w = 0; w < weeksEach; w += 1) {
      const recent = [...new Set(history.slice(-2).flatMap((s) => [...s]))];
      const started = performance.now();
      const cpu = process.cpuUsage();
      const input = {
        recipes: candidates,
        fixed: [],
        targets: person.targets,
        preferences: person.preferences,
        recent,
        lastWeek: [...(history.at(-1) ?? [])],
        leftovers: values.leftovers,
      };
      const deadline = Date.now() + Math.max(GENERATION_TIME_LIMIT_MS, settings.heuristicMs + settings.milpMs);
      const outcome = solveWeek(input, settings, highs, deadline, (p) => {
        if (p.stage === 'heuristic') heuristicTimes.push(performance.now() - started);
      });
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
      if ('status' in outcome.milp) solver.milpRuns += 1;
      if (outcome.relaxedSlots) relaxed.push(`${person.name}, week ${w + 1}: ${outcome.relaxedSlots}`);
      if (outcome.method === 'milp') solver.milpWins += 1;

      // a leftover lunch is the dinner before it again, by design: the menu rules read the dishes cooked
      const entries: MenuEntry[] = outcome.entries
        .filter((e) => !e.leftover)
        .map((e) => ({ ...e, ...byId.get(e.recipeId)! }));
      const found = menuBreaks(entries, DEFAULT_SWEETS_PER_WEEK);
      const atBreakfast = menuBreaks(
        entries.filter((e) => e.mealType === 'Breakfast'),
        DEFAULT_SWEETS_PER_WEEK,
      ).notForSlot;
      breaks.nonBreakfastAtBreakfast += atBreakfast;
      breaks.otherNotForSlot += found.notForSlot - atBreakfast;
      breaks.sweetsBeyondAllowance += found.sweetsOver;
      breaks.dishesMoreThanTwice += found.overused;
      breaks.daysOverTwoCuisines += found.daysOverCuisines;
      breaks.dayPairsAlike += found.dayPairsAlike;
      breaks.emptySlots += outcome.emptySlots;
      for (const e of outcome.entries) {
        const s = (e as { servings?: number }).servings ?? 1;
        servings.set(s, (servings.get(s) ?? 0) + 1);
      }

      const d = outcome.deviations;
      for (const n of FIGURES) {
        weekly[n].push(Math.abs(d.week[n].percent));
        worstDayEach[n].push(Math.max(...d.days.map((day) => Math.abs(day[n].percent))));
      }
      worstDay.push(d.worstDayCaloriesPercent);
      const weekWithin = FIGURES.every((n) => Math.abs(d.week[n].percent) <= BARS.weeklyPct);
      if (weekWithin) weeksWithin3 += 1;
      if (d.worstDayCaloriesPercent <= BARS.dayPct) weeksDaysWithin10 += 1;
      if (!weekWithin || d.worstDayCaloriesPercent > BARS.dayPct)
        missedWeeks.push({
          person: person.name,
          week: w + 1,
          weekPct: Object.fromEntries(FIGURES.map((n) => [n, d.week[n].percent])),
          worstDayPct: d.worstDayCaloriesPercent,
        });
      if (person.name === VEGETARIAN_630)
        vegetarian.push({
          week: w + 1,
          caloriesPct: d.week.calories.percent,
          proteinPct: d.week.protein.percent,
          fatPct: d.week.fat.percent,
          carbsPct: d.week.carbs.percent,
        });

      const dishes = new Set(outcome.entries.map((e) => e.recipeId));
      const before = history.at(-1);
      if (before) {
        const overlap = (100 * [...dishes].filter((r) => before.has(r)).length) / Math.max(1, dishes.size);
        overlaps.push(overlap);
        personOverlaps.push(round(overlap, 0));
        for (const e of outcome.entries) {
          if (!before.has(e.recipeId)) continue;
          repeatedByMealType[e.mealType] = (repeatedByMealType[e.mealType] ?? 0) + 1;
          personRepeats[e.mealType] = (personRepeats[e.mealType] ?? 0) + 1;
        }
      }
      history.push(dishes);
    }
  }

  const meals = [...servings.values()].reduce((s, n) => s + n, 0);
  console.log(
    JSON.stringify(
      {
        benchmark: 'plan quality',
        machine: { cpus: availableParallelism(), loadAverage: loadavg().map((l) => round(l)) },
        leftovers: values.leftovers,
        catalogue: { kind: seed ? 'seed' : 'synthetic', recipes: catalogue.length },
        people: PEOPLE.length,
        weeks: PEOPLE.length * weeksEach,
        bars: BARS,
        breaks,
        nutrition: {
          weeklyErrorPct: {
            calories: stats(weekly.calories),
            protein: stats(weekly.protein),
            fat: stats(weekly.fat),
            carbs: stats(weekly.carbs),
          },
          worstDayCaloriesErrorPct: stats(worstDay),
          worstDayErrorPctEachFigure: Object.fromEntries(FIGURES.map((n) => [n, stats(worstDayEach[n])])),
          weeksWithEveryWeeklyFigureWithin3Pct: weeksWithin3,
          weeksWithEveryDayWithin10Pct: weeksDaysWithin10,
          weeksWithEveryDayEveryFigureWithin10Pct: worstDayEach.calories.filter((_, i) =>
            FIGURES.every((n) => worstDayEach[n][i]! <= BARS.dayPct),
          ).length,
          missedWeeks,
        },
        vegetarian630: vegetarian,
        consecutiveWeeksOverlapPct: {
          ...stats(overlaps),
          pairsOver25Pct: overlaps.filter((o) => o > BARS.overlapPct).length,
          pairs: overlaps.length,
          mealsRepeatedByRow: repeatedByMealType,
          byPerson: overlapByPerson,
        },
        servings: Object.fromEntries(
          [...servings].sort((a, b) => a[0] - b[0]).map(([s, n]) => [String(s), round((100 * n) / meals)]),
        ),
        // meals the generator placed past a menu rule because nothing else fitted (small candidate sets)
        relaxedSlots: relaxed,
        solver: {
          ...solver,
          milpWhen: settings.milpWhen,
          timeMs: { p50: round(percentile(times, 50), 0), p95: round(percentile(times, 95), 0) },
          heuristicWeekMs: {
            p50: round(percentile(heuristicTimes, 50), 0),
            p95: round(percentile(heuristicTimes, 95), 0),
          },
          // the machine is shared: the solve's own CPU time is what it would take alone (one thread, no HiGHS)
          cpuMs: { p50: round(percentile(cpuTimes, 50), 0), p95: round(percentile(cpuTimes, 95), 0) },
        },
        met: {
          slotFit: breaks.nonBreakfastAtBreakfast + breaks.otherNotForSlot === 0,
          sweets: breaks.sweetsBeyondAllowance === 0,
          twiceAWeek: breaks.dishesMoreThanTwice === 0,
          twoCuisinesADay: breaks.daysOverTwoCuisines === 0,
          weekly: weeksWithin3 === PEOPLE.length * weeksEach,
          everyDay: weeksDaysWithin10 === PEOPLE.length * weeksEach,
          vegetarian630: vegetarian.every((v) =>
            [v.caloriesPct, v.proteinPct, v.fatPct, v.carbsPct].every((x) => Math.abs(x) <= BARS.weeklyPct),
          ),
          overlap: overlaps.every((o) => o <= BARS.overlapPct),
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
