// Derives the project's USDA food table from the SR28 CSVs in ../shared/data/usda-sr28:
// every food with its macros per 100 g, its household portions, an aisle and dietary facts.
// Usage: npx tsx scripts/foods/derive-food-table.ts [sr28-folder]
// Writes server/db/seed/data/sr28/sr28-foods.tsv (read by server/db/seed/sr28-foods.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Aisle, FoodFact } from '../../domain/catalogue';
import { splitCsvLine } from '../../bench/project-foods';

const ROOT = join(import.meta.dirname, '../..');
export const SR28_TSV = join(ROOT, 'server/db/seed/data/sr28/sr28-foods.tsv');

export const CITATION =
  'US Department of Agriculture, Agricultural Research Service, Nutrient Data Laboratory. ' +
  'USDA National Nutrient Database for Standard Reference, Release 28.';

const AISLE_OF_GROUP: Record<string, Aisle> = {
  'Beef Products': 'Meat & Seafood',
  'Pork Products': 'Meat & Seafood',
  'Poultry Products': 'Meat & Seafood',
  'Lamb, Veal, and Game Products': 'Meat & Seafood',
  'Sausages and Luncheon Meats': 'Meat & Seafood',
  'Finfish and Shellfish Products': 'Meat & Seafood',
  'Dairy and Egg Products': 'Dairy & Eggs',
  'Vegetables and Vegetable Products': 'Produce',
  'Fruits and Fruit Juices': 'Produce',
  'Legumes and Legume Products': 'Pulses & Legumes',
  'Nut and Seed Products': 'Nuts & Seeds',
  'Spices and Herbs': 'Spices & Herbs',
  'Fats and Oils': 'Oils & Condiments',
  'Soups, Sauces, and Gravies': 'Canned & Jarred',
  'Cereal Grains and Pasta': 'Grains & Pasta',
  'Breakfast Cereals': 'Grains & Pasta',
  'Baked Products': 'Bakery',
  Sweets: 'Baking',
  Beverages: 'Beverages',
};

/** The aisle a shopper finds the food in: its group's, except canned and frozen produce and pulses. */
export function aisleOf(group: string, name: string): Aisle {
  const aisle = AISLE_OF_GROUP[group] ?? 'Other';
  if (aisle === 'Produce' && /\bjuice\b/i.test(name)) return 'Beverages';
  if ((aisle === 'Produce' || aisle === 'Pulses & Legumes') && /\bcanned\b/i.test(name)) return 'Canned & Jarred';
  if (aisle === 'Produce' && /\bfrozen\b/i.test(name)) return 'Frozen';
  return aisle;
}

const MEAT_GROUPS = /^(Beef|Pork|Poultry|Lamb, Veal|Sausages)/;
const MEAT =
  /\b(beef|pork|chicken|turkey|lamb|mutton|veal|ham|bacon|sausages?|salami|pepperoni|meat|duck|goose|venison|bison|frankfurter|bologna|lard|chorizo|gelatins?|meatballs?|pastrami)\b/;
/** "Sausage, meatless", "Veggie Sausage": a stand-in named after the meat it replaces. */
const MEATLESS = /\b(meatless|vegetarian|veggie)\b/;
const FISH =
  /\b(fish|tuna|salmon|shrimp|crab|clams?|oysters?|anchov(y|ies)|sardines?|cod|lobster|scallops?|mussels?|squid|octopus|caviar|roe|surimi|prawns?|mackerel|herring|tilapia|trout|halibut)\b/;
const NOT_DAIRY =
  /\b(coconut|almond|soy|soymilk|rice|oat|peanut|cashew|cocoa|apple|sesame|nut|shea|hazelnut|imitation|nondairy|non-dairy)\b/;
const DAIRY = /\b(milk|cheese|butter|cream|yogurt|whey|casein|ghee|buttermilk|custard|kefir)\b/;
const GLUTEN =
  /\b(wheat|barley|rye|semolina|bulgur|couscous|spelt|farina|breads?|bread crumbs|pasta|spaghetti|macaroni|crackers?|cookies?|cakes?|pastry|pie|biscuits?|croissants?|muffins?|pretzels?|bagels?|seitan|malt|beer|soy sauce|doughnuts?|pizza|dumplings?|waffles?|pancakes?)\b/;
const NOT_GLUTEN = /\b(gluten-free|rice cakes?|corn tortillas?|rice noodles)\b/;

/** Dietary facts read from the food group and the description, erring towards naming a fact. */
export function factsOf(group: string, name: string): FoodFact[] {
  const n = name.toLowerCase();
  const facts = new Set<FoodFact>();
  if (MEAT_GROUPS.test(group) || (MEAT.test(n) && !MEATLESS.test(n))) facts.add('meat');
  if (group === 'Finfish and Shellfish Products' || FISH.test(n)) facts.add('fish');
  if (/\beggs?\b/.test(n)) facts.add('egg');
  if ((group === 'Dairy and Egg Products' && !/^egg/.test(n)) || (DAIRY.test(n) && !NOT_DAIRY.test(n)))
    facts.add('dairy');
  if (/\bhoney\b/.test(n)) facts.add('honey');
  if (
    (group === 'Baked Products' || GLUTEN.test(n) || (/\bflour\b/.test(n) && /wheat|all-purpose|bread/.test(n))) &&
    !NOT_GLUTEN.test(n)
  ) {
    facts.add('gluten');
  }
  if (/\b(onions?|garlic|shallots?|leeks?|chives|scallions?)\b/.test(n)) facts.add('onion-garlic');
  if (
    /\b(potato(es)?|carrots?|beets?|radish(es)?|turnips?|yams?|ginger root|taro|cassava|parsnips?|rutabagas?|jicama|celeriac|burdock|lotus root)\b/.test(
      n,
    )
  ) {
    facts.add('root-vegetable');
  }
  if (/\b(mushrooms?|shiitake|morels?|chanterelles?)\b/.test(n)) facts.add('mushroom');
  if (
    /\b(alcoholic|wine|beer|liqueur|rum|vodka|whiskey|gin|brandy|sake)\b/.test(n) &&
    !/vinegar|non-?alcoholic/.test(n)
  )
    facts.add('alcohol');
  return [...facts].sort();
}

/** Rows of a CSV file as objects keyed by the header. */
function readCsv(file: string): Record<string, string>[] {
  const [header = '', ...rows] = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l !== '');
  const cols = splitCsvLine(header);
  return rows.map((row) => {
    const cells = splitCsvLine(row);
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

const clean = (s: string) =>
  s
    .replace(/[\t\n|=]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const num = (s: string) => (s === '' ? '0' : String(Number(s)));
/** Grams of one measure: "2 tbsp" weighing 28 g is "tbsp=14". Whole grams past 100, else to 0.1 g. */
const gramsOfOne = (grams: number, amount: number) => {
  const g = grams / (amount > 0 ? amount : 1);
  return String(g >= 100 ? Math.round(g) : Math.round(g * 10) / 10);
};

export const COLUMNS = [
  'ndb',
  'name',
  'group',
  'aisle',
  'facts',
  'kcal',
  'protein',
  'fat',
  'carbs',
  'fiber',
  'sugar',
  'sodium',
  'portions',
];

export function deriveFoodTable(folder: string): string {
  const measures = new Map<string, string[]>();
  let portionCount = 0;
  for (const p of readCsv(join(folder, 'sr28_portions.csv'))) {
    const list = measures.get(p.ndb_no ?? '') ?? [];
    list.push(`${clean(p.measure_desc ?? '')}=${gramsOfOne(Number(p.gram_weight), Number(p.amount))}`);
    measures.set(p.ndb_no ?? '', list);
    portionCount += 1;
  }
  const foods = readCsv(join(folder, 'sr28_macros_per100g.csv'));
  const lines = [
    `# ${CITATION}`,
    `# Derived by scripts/foods/derive-food-table.ts from sr28_macros_per100g.csv and sr28_portions.csv: ${foods.length} foods, ${portionCount} household portions.`,
    '# Per 100 g: kcal, protein g, fat g, carbs g (by difference), fiber g, sugar g, sodium mg. Portions: "measure=grams of one measure", separated by "|".',
    "# aisle and facts are this project's reading of the food group and description (rules in the script).",
    COLUMNS.join('\t'),
  ];
  for (const f of foods) {
    const name = clean(f.long_desc ?? '');
    const group = clean(f.food_group ?? '');
    lines.push(
      [
        f.ndb_no,
        name,
        group,
        aisleOf(group, name),
        factsOf(group, name).join(','),
        num(f.energy_kcal ?? ''),
        num(f.protein_g ?? ''),
        num(f.fat_g ?? ''),
        num(f.carbohydrate_g ?? ''),
        num(f.fiber_g ?? ''),
        num(f.sugar_g ?? ''),
        num(f.sodium_mg ?? ''),
        (measures.get(f.ndb_no ?? '') ?? []).join('|'),
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2] ?? join(ROOT, '../shared/data/usda-sr28');
  writeFileSync(SR28_TSV, deriveFoodTable(folder));
  console.log(`wrote ${SR28_TSV}`);
}
