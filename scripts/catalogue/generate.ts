// Synthetic recipes for large-catalogue tests and benchmarks: rows for `recipes` and `recipe_ingredients`
// built from real foods, with nutrition summed from the ingredient lines and flags derived by the rules
// of domain/nutrition/recipe-flags.ts. Recipe n depends only on (seed, n): deterministic in any batching.
import { fryingOilEaten, isAddedFat, roundNutrients, type Nutrients } from '../../domain/nutrition/compute-nutrition';
import { EXCLUDED_FACTS, THRESHOLDS } from '../../domain/nutrition/recipe-flags';
import type { recipes } from '../../server/db/schema/recipes';
import { COOK_RANGE, type Distributions } from './distributions';
import {
  DISHES,
  FAMILY_OF,
  FLAVOURS,
  KIND_OF,
  MAINS,
  METHOD_WORD,
  PANTRY,
  REQUIRED,
  REQUIRED_EXTRAS,
  SAVOURY_ADJECTIVES,
  SIDES,
  SWEET_ADJECTIVES,
  SWEET_FLAVOURS,
  SWEET_PANTRY,
  SWEET_SIDES,
  groupOf,
  type MainClass,
  type Part,
} from './lexicon';
import { buildDescription, buildSteps, buildTitle, labelOf } from './text';

export interface CatalogueFood {
  id: number;
  key: string;
  name: string;
  aliases: readonly string[];
  facts: readonly string[];
  per100g: Nutrients;
}
export type RecipeRow = Required<Omit<typeof recipes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;
export interface IngredientRow {
  position: number;
  originalText: string;
  quantity: number;
  unit: string;
  name: string;
  note: string | null;
  foodId: number;
  foodKey: string;
  grams: number;
  confidence: number;
}
export interface GeneratedRecipe {
  n: number;
  recipe: RecipeRow;
  ingredients: IngredientRow[];
}

/** Facts each diet rules out of every ingredient. */
export const DIET_EXCLUDES: Record<string, readonly string[]> = {
  Vegan: EXCLUDED_FACTS.vegan,
  Jain: EXCLUDED_FACTS.jain,
  Vegetarian: ['meat', 'fish', 'egg'],
  Eggetarian: ['meat', 'fish'],
  Pescatarian: ['meat'],
  'Non-Vegetarian': [],
};
// The same words domain/nutrition/recipe-flags.ts looks for in ingredient lines and steps.
const DEEP_FRY = /\bdeep[- ]?fr(?:y|ied|ying|ies)\b/i;
const OVEN = /\b(?:bake[sd]?|baking|oven)\b/i;
const SMALL_COURSES = ['Snack', 'Side Dish', 'Dessert'];
/** Grams per serving of pantry foods; anything else is a spoonful of seasoning. */
const PANTRY_GRAMS: Record<string, number> = {
  onion: 40,
  tomato: 50,
  garlic: 5,
  ginger: 5,
  'green-chilli': 4,
  'gluten-free-asafoetida': 0.2,
  'spring-onion': 10,
  'red-chilli-fresh': 3,
  shallot: 15,
  lemongrass: 6,
  jalapeno: 10,
  'red-bell-pepper': 40,
  celery: 20,
  leek: 30,
  'lemon-juice': 8,
  'lime-juice': 8,
  'soy-sauce': 10,
  tamari: 10,
  'rice-vinegar': 8,
  miso: 12,
  'fish-sauce': 8,
  'palm-sugar': 6,
  'vegetarian-curry-paste': 15,
  mustard: 8,
  worcestershire: 5,
  mirin: 10,
  'sesame-seeds': 3,
  ghee: 5,
  yogurt: 40,
  'fresh-cream': 15,
  butter: 8,
  cheddar: 20,
  parmesan: 10,
  feta: 25,
  'queso-fresco': 20,
  'sour-cream': 20,
  'greek-yogurt': 30,
  'monterey-jack': 20,
  'condensed-milk': 15,
  'heavy-cream': 20,
  milk: 100,
  paneer: 40,
  egg: 50,
  anchovies: 8,
  'dried-fish': 8,
  bacon: 15,
  'chicken-stock': 60,
  gelatin: 3,
};

export function rngFor(seed: number, n: number): () => number {
  let h = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(n + 0x7f4a7c15, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  let a = (h ^ (h >>> 16)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A weighted list, picked by binary search over cumulative weights. */
class Choices<T> {
  private readonly cumulative: number[] = [];
  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    let sum = 0;
    for (const w of weights) this.cumulative.push((sum += w));
  }
  pick(rng: () => number): T | undefined {
    const x = rng() * (this.cumulative.at(-1) ?? 0);
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

export const slugify = (s: string) =>
  (/[^\x20-\x7e]/.test(s) ? s.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');

/** Rounds a quantity the way a recipe prints it. */
const roundQty = (g: number) =>
  g >= 100
    ? Math.round(g / 5) * 5
    : g >= 10
      ? Math.round(g)
      : g >= 1
        ? Math.max(1, Math.round(g * 2) / 2)
        : Math.max(0.1, Math.round(g * 10) / 10);

interface Line {
  food: CatalogueFood;
  g: number;
  scale: boolean;
  note: string | null;
  role: string;
}

/** Returns a function that builds recipe n. */
export function createGenerator(foodList: readonly CatalogueFood[], dists: Distributions, seed: number) {
  const foods = new Map(foodList.map((f) => [f.key, f]));
  const cache = new Map<string, Choices<unknown>>();
  const allowed = (key: string | undefined, diet: string) => {
    const food = key === undefined ? undefined : foods.get(key);
    return food !== undefined && !food.facts.some((f) => (DIET_EXCLUDES[diet] ?? []).includes(f));
  };
  function choices<T>(key: string, build: () => { items: T[]; weight: (item: T) => number }): Choices<T> {
    let c = cache.get(key) as Choices<T> | undefined;
    if (!c) {
      const { items, weight } = build();
      c = new Choices(items, items.map(weight));
      cache.set(key, c as Choices<unknown>);
    }
    return c;
  }
  const allTimes = Object.values(dists.times).flat();

  return function generate(n: number): GeneratedRecipe {
    const rng = rngFor(seed, n);
    const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(rng() * xs.length)];
    const between = (lo: number, hi: number) => lo + rng() * (hi - lo);
    const t = pick(dists.templates)!;
    const { cuisine, course, diet, cookingMethod: method } = t;
    const kind = KIND_OF[course] ?? 'M';
    const family = FAMILY_OF[method] ?? 'wet';
    const group = groupOf(cuisine);
    const ok = (key: string | undefined) => allowed(key, diet);
    const sweet = kind === 'D';

    // times, servings and the kcal to aim for, from one real recipe cooked the same way
    const row = pick(dists.times[method] ?? allTimes) ?? { prep: 15, cook: 30, servings: 4, kcal: null };
    const jitter = () => (dists.source === 'seed' ? between(0.8, 1.25) : 1);
    const [lo, hi] = COOK_RANGE[method] ?? [0, 600];
    const nice = (m: number) => (m < 15 ? Math.round(m) : Math.round(m / 5) * 5);
    const prep = Math.max(5, nice(row.prep * jitter()));
    const cook = method === 'No-cook' ? 0 : Math.min(hi, Math.max(lo, nice(row.cook * jitter())));
    const servings = row.servings;
    const baseKcal = row.kcal ?? pick(dists.courseKcal[course] ?? []) ?? 400;
    const target = Math.min(1100, Math.max(60, baseKcal * (dists.kcalScale[course] ?? 1) * jitter()));

    const dish = choices(`dish|${cuisine}|${kind}|${family}|${diet}`, () => ({
      items: DISHES.filter(
        (d) =>
          (d.groups === '*' || d.groups.includes(group)) &&
          d.kinds.includes(kind) &&
          d.families.includes(family) &&
          (!d.base || ok(d.base.food)),
      ),
      weight: (d) => (d.name ? dists.wordWeight(d.name, cuisine) : 4),
    })).pick(rng)!;
    let cls: MainClass = sweet
      ? 'sweet'
      : diet === 'Non-Vegetarian'
        ? 'meat'
        : diet === 'Pescatarian'
          ? 'fish'
          : diet === 'Eggetarian' && rng() < 0.5
            ? 'egg'
            : (diet === 'Vegetarian' && rng() < 0.35) || (diet === 'Jain' && rng() < 0.3)
              ? 'dairy'
              : 'plant';
    if (dish.base?.food === 'egg' && cls === 'egg') cls = 'plant';
    const partChoices = (name: string, list: readonly Part[], exclude: readonly (string | undefined)[]) =>
      choices(`${name}|${diet}|${cuisine}|${exclude.join(',')}`, () => ({
        items: list.filter((p) => ok(p.food) && !exclude.includes(p.food) && (!p.groups || p.groups.includes(group))),
        weight: (p) => dists.wordWeight(p.word, cuisine),
      }));
    const main =
      partChoices(cls, MAINS[cls], [dish.base?.food]).pick(rng) ??
      partChoices('plant', MAINS.plant, [dish.base?.food]).pick(rng)!;
    const side =
      rng() < (sweet ? 0.35 : 0.85)
        ? partChoices(sweet ? 'sweet-side' : 'side', sweet ? SWEET_SIDES : SIDES, [main.food, dish.base?.food]).pick(
            rng,
          )
        : undefined;
    const flavours = sweet ? SWEET_FLAVOURS : [...FLAVOURS[group], ...FLAVOURS['*']];
    const flavour =
      rng() < 0.45
        ? partChoices(sweet ? 'sweet-flavour' : `flavour-${group}`, flavours, [main.food, side?.food]).pick(rng)
        : undefined;

    const lines: Line[] = [];
    const add = (key: string | undefined, g: number, scale: boolean, role: string, note: string | null = null) => {
      const food = key === undefined ? undefined : foods.get(key);
      if (!food || !ok(key)) return;
      const same = lines.find((l) => l.food === food);
      if (same) same.g += g;
      else lines.push({ food, g, scale, note, role });
    };
    add(main.food, main.grams * between(0.85, 1.2), true, 'main', main.note ?? null);
    if (dish.base) add(dish.base.food, dish.base.grams * between(0.85, 1.15), true, 'base');
    if (side) add(side.food, side.grams * between(0.8, 1.2), true, 'side', side.note ?? null);
    if (flavour) add(flavour.food, flavour.grams, false, 'flavour');
    const pantryPick = (
      keys: readonly string[],
      count: number,
      role: string,
      grams = (k: string) => PANTRY_GRAMS[k] ?? 2,
    ) => {
      const pool = keys.filter((k) => ok(k) && !lines.some((l) => l.food.key === k));
      for (let i = 0; i < count && pool.length; i += 1) {
        const [k] = pool.splice(Math.floor(rng() * pool.length), 1);
        if (k) add(k, grams(k) * between(0.8, 1.2), false, role);
      }
    };
    const fatShare = { wet: 1, pan: 1, oven: 0.9, fire: 0.8, fry: 1, steam: 0.3, raw: 0.5 }[family];
    if (sweet) {
      pantryPick(SWEET_PANTRY.sweeteners, 1, 'sweetener', () => between(12, 28));
      if (rng() < 0.7) pantryPick(SWEET_PANTRY.milks, 1, 'milk', () => between(50, 140));
      if ((family === 'oven' || family === 'pan' || family === 'fry') && rng() < 0.8)
        pantryPick(SWEET_PANTRY.flours, 1, 'flour', () => between(25, 45));
      if (rng() < fatShare * 0.8) pantryPick(SWEET_PANTRY.fats, 1, 'fat', () => between(4, 12));
    } else {
      const pantry = PANTRY[group];
      // a short list: the named parts, an aromatic, one or two seasonings, the fat and salt
      pantryPick(pantry.aromatics, rng() < 0.8 ? 1 : 0, 'aromatic');
      pantryPick(pantry.seasonings, rng() < 0.3 ? 2 : 1, 'seasoning');
      if (rng() < fatShare) pantryPick(pantry.fats, 1, 'fat', () => (family === 'fry' ? 0 : between(2, 12)));
    }
    const required = REQUIRED[diet as keyof typeof REQUIRED] as string | undefined;
    if (required && !lines.some((l) => l.food.facts.includes(required))) {
      const extras =
        required === 'dairy'
          ? sweet
            ? ['milk', 'butter', 'ghee', 'heavy-cream']
            : PANTRY[group].dairy
          : (REQUIRED_EXTRAS[required] ?? []);
      pantryPick(sweet && required === 'meat' ? ['gelatin'] : extras, 1, 'required');
    }
    if (lines.length < 3)
      pantryPick(
        sweet ? SWEET_PANTRY.milks : PANTRY[group].seasonings,
        1,
        sweet ? 'milk' : 'seasoning',
        sweet ? () => between(50, 140) : undefined,
      );
    if (!sweet || rng() < 0.4) add('salt', sweet ? 0.15 : between(0.4, 1.3), false, 'salt');

    // amounts: scale the main parts so kcal per serving lands near the target, then print them
    const kcalOf = (ls: Line[]) => ls.reduce((s, l) => s + (l.food.per100g.kcal * l.g) / 100, 0);
    const fixed = kcalOf(lines.filter((l) => !l.scale));
    const scalable = kcalOf(lines.filter((l) => l.scale));
    const factor = scalable > 0 ? Math.min(1.7, Math.max(0.6, (target - fixed) / scalable)) : 1;
    const total: Nutrients = { kcal: 0, protein: 0, fat: 0, carbs: 0, fiber: 0, sugar: 0, sodium: 0 };
    const ingredients: IngredientRow[] = lines.map((l, position) => {
      const frying = l.role === 'fat' && method === 'Deep-fried';
      const quantity = roundQty(frying ? servings * between(60, 100) : l.g * (l.scale ? factor : 1) * servings);
      const grams = frying ? Math.round(fryingOilEaten(quantity) * 10) / 10 : quantity;
      for (const k of Object.keys(total) as (keyof Nutrients)[]) total[k] += (l.food.per100g[k] * grams) / 100;
      const name = labelOf(l.food);
      const note = frying ? 'for deep-frying' : l.note;
      return {
        position,
        originalText: `${quantity} g ${name}${note ? `, ${note}` : ''}`,
        quantity,
        unit: 'g',
        name,
        note,
        foodId: l.food.id,
        foodKey: l.food.key,
        grams,
        confidence: 1,
      };
    });
    const per = roundNutrients(
      Object.fromEntries(Object.entries(total).map(([k, v]) => [k, v / servings])) as unknown as Nutrients,
    );

    const labelsOf = (role: string) =>
      lines
        .filter((l) => l.role === role)
        .map((l) => labelOf(l.food))
        .join(' and ') || null;
    const steps = buildSteps({
      kind,
      family,
      method,
      main: main.word.toLowerCase(),
      side: side?.word.toLowerCase() ?? null,
      base: dish.base ? labelOf(foods.get(dish.base.food)!) : null,
      aromatics: labelsOf('aromatic'),
      seasonings: labelsOf('seasoning') ?? labelsOf('flavour'),
      fat: labelsOf('fat'),
      sweetener: labelsOf('sweetener'),
      cook,
    });
    const facts = new Set(lines.flatMap((l) => l.food.facts));
    const freeOf = (xs: readonly string[]) => xs.every((f) => !facts.has(f));
    const limits = SMALL_COURSES.includes(course) ? THRESHOLDS.small : THRESHOLDS.meal;
    const share = (g: number) => (per.kcal > 0 ? (g * 4) / per.kcal : 0);
    const text = [...ingredients.map((i) => i.originalText), ...steps].join('\n');
    const deepFried = method === 'Deep-fried' || DEEP_FRY.test(text);
    const addedFat =
      ingredients.filter((_, i) => isAddedFat(lines[i]!.food)).reduce((s, i) => s + i.grams, 0) / Math.max(1, servings);
    const flags = {
      isVegan: freeOf(EXCLUDED_FACTS.vegan),
      isGlutenFree: freeOf(EXCLUDED_FACTS.glutenFree),
      isJain: freeOf(EXCLUDED_FACTS.jain),
      isHighProtein: per.protein >= THRESHOLDS.minProteinG && share(per.protein) >= THRESHOLDS.minProteinEnergyShare,
      isLowCalorie: per.kcal <= limits.maxKcal,
      isLowCarb: per.kcal > 0 && share(per.carbs) <= THRESHOLDS.maxCarbEnergyShare,
      isLowSugar: per.sugar <= limits.maxSugarG,
      isHighFiber: per.fiber >= THRESHOLDS.minFibreG,
      isLowSodium: per.sodium <= limits.maxSodiumMg,
      isQuick30Min: prep + cook <= THRESHOLDS.maxQuickMinutes,
      isOnePot: t.onePot,
      isMinimalOil: !deepFried && addedFat <= THRESHOLDS.maxAddedFatG,
      isNoDeepFrying: !deepFried,
      isNoBaking: method !== 'Baked' && !OVEN.test(steps.join('\n')),
      isSteamedOnly: method === 'Steamed',
    };

    const adjectives = (sweet ? SWEET_ADJECTIVES : SAVOURY_ADJECTIVES).filter(
      (a) => (!a.families || a.families.includes(family)) && (!a.quick || flags.isQuick30Min),
    );
    const r = rng();
    const lead = !dish.name
      ? (METHOD_WORD[method] ?? null)
      : r < 0.28
        ? (pick(adjectives)?.word ?? null)
        : r < 0.36 && method !== 'Simmered'
          ? (METHOD_WORD[method] ?? null)
          : null;
    const prefixRoll = rng();
    const prefix =
      t.region && /^[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*$/.test(t.region) && prefixRoll < 0.18
        ? t.region
        : prefixRoll > 0.93
          ? cuisine
          : null;
    const styleRoll = rng();
    const sideStyle = !side
      ? null
      : !dish.name || styleRoll < dists.withShare
        ? 'with'
        : styleRoll < dists.withShare + 0.1
          ? 'and'
          : null;
    const flavourWord =
      flavour && !`${main.word} ${dish.name}`.toLowerCase().includes(flavour.word.toLowerCase()) ? flavour.word : null;
    const title = buildTitle({
      prefix,
      lead,
      flavour: flavourWord,
      main: main.word,
      dish: dish.name,
      side: side?.word ?? null,
      sideStyle,
    });
    const tags = [
      flags.isVegan ? 'vegan' : diet === 'Jain' ? 'Jain' : diet === 'Vegetarian' ? 'vegetarian' : null,
      flags.isGlutenFree && rng() < 0.5 ? 'gluten-free' : null,
      flags.isHighProtein ? 'high-protein' : flags.isLowCalorie ? 'low-calorie' : null,
    ].filter((x): x is string => x !== null);
    const description = buildDescription(
      {
        cuisine,
        course,
        method,
        tags,
        main: main.word.toLowerCase(),
        side: side?.word.toLowerCase() ?? null,
        flavour: flavour?.word.toLowerCase() ?? null,
        minutes: prep + cook,
        servings,
      },
      Math.floor(rng() * 3),
    );

    const recipe: RecipeRow = {
      slug: `gen-${n}-${slugify(title)}`,
      ownerId: null,
      title,
      description,
      picture: null,
      cuisine,
      region: t.region,
      course,
      diet,
      cookingMethod: method,
      prepMinutes: prep,
      cookMinutes: cook,
      servings,
      steps,
      sourceUrl: null,
      calories: per.kcal,
      protein: per.protein,
      carbs: per.carbs,
      fat: per.fat,
      fiber: per.fiber,
      sugar: per.sugar,
      sodium: per.sodium,
      nutritionCoverage: 1,
      ...flags,
      flagOverrides: {},
      ingredientNames: ingredients.map((i) => i.name).join(' '),
    };
    return { n, recipe, ingredients };
  };
}

/** Recipes start, start+1, ... one at a time: memory stays flat for any count. */
export function* generateRecipes(
  generate: (n: number) => GeneratedRecipe,
  start: number,
  count: number,
): Generator<GeneratedRecipe> {
  for (let n = start; n < start + count; n += 1) yield generate(n);
}
