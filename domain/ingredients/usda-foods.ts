import { AISLES, FOOD_FACTS, type Aisle, type FoodFact, type PortionUnit, type SeedFood } from '../catalogue';

/**
 * Reads the USDA SR28 food table (server/db/seed/data/sr28/sr28-foods.tsv, written by
 * scripts/foods/derive-food-table.ts) into foods the engine uses, and names each food the way a recipe
 * line does: "Apricots, dried, sulfured, uncooked" answers to "dried apricots" and "apricots".
 */

/** The key of the food of an SR28 number. */
export const usdaKey = (ndb: string) => `usda-${ndb}`;

/** Words of SR28 descriptions that give a food's state: they decide between raw, cooked, dried, canned... */
export const STATE_WORDS = [
  'raw',
  'uncooked',
  'dry',
  'cooked',
  'boiled',
  'baked',
  'roasted',
  'fried',
  'grilled',
  'broiled',
  'braised',
  'stewed',
  'steamed',
  'dried',
  'dehydrated',
  'canned',
  'drained',
  'frozen',
  'smoked',
  'toasted',
  'sweetened',
  'unsweetened',
  'salted',
  'unsalted',
  'pickled',
  'prepared',
  'fresh',
] as const;
const STATES = new Set<string>(STATE_WORDS);
/** States that leave a food as a cook buys it: these do not stop a plain name from naming the food. */
const PLAIN_STATES = new Set(['raw', 'uncooked', 'dry', 'fresh', 'sweetened', 'unsweetened', 'salted', 'unsalted']);
// A state a line may say in other words: "tinned" is canned, "dehydrated" is dried.
const SAME_STATE: Record<string, string> = {
  uncooked: 'raw',
  dry: 'raw',
  dehydrated: 'dried',
  boiled: 'cooked',
  drained: 'canned',
};

// First segments that only say what kind of thing follows: "Spices, cumin seed" is cumin seed.
const CATEGORIES = new Set(
  'spices|nuts|seeds|beverages|beverage|alcoholic beverage|fish|mollusks|crustaceans|game meat|cereals|cereals ready-to-eat|snacks|candies|candy|syrups|leavening agents|vegetables|fruit|dessert|desserts'.split(
    '|',
  ),
);
// First segments that are the food's head noun, said last in English: "Oil, olive" is olive oil.
const HEAD_CATEGORIES = new Set(
  'oil|fat|vinegar|sauce|soup|juice|salad dressing|cookies|crackers|bread|cake|cheese spread'.split('|'),
);
// Groups whose foods are whole dishes or brand products: in the table, but not named by a recipe line.
const UNNAMED_GROUPS = /^(Baby Foods|Fast Foods|Restaurant Foods|Meals, Entrees|American Indian)/;

const lower = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const plainSegment = (s: string) => /^[a-z][a-z -]*$/.test(s) && s.split(' ').length <= 2;

/** The names a recipe line may use for an SR28 food, most telling first; none for a dish or brand product. */
export function namesOfUsdaFood(name: string, group: string): string[] {
  // a brand in capitals ("Candies, HERSHEY'S KISSES") is a product a line names by its brand, not a food
  if (UNNAMED_GROUPS.test(group) || /\b[A-Z]{3,}\b/.test(name)) return [];
  const segments = name
    .split(',')
    .map(lower)
    .filter((s) => s !== '');
  let [base = '', ...rest] = segments;
  if (CATEGORIES.has(base) && rest[0] && plainSegment(rest[0])) [base = '', ...rest] = rest;
  else if (HEAD_CATEGORIES.has(base) && rest[0] && plainSegment(rest[0]))
    [base = '', ...rest] = [`${rest[0]} ${base}`, ...rest.slice(1)];
  if (!/^[a-z][a-z' -]*$/.test(base) || CATEGORIES.has(base) || HEAD_CATEGORIES.has(base)) return [];
  // "commercially prepared" is how it is bought, not a state; so is a juice's can or bottle
  const drink = base.endsWith(' juice') || /^(lemonade|limeade)$/.test(base) || group.startsWith('Beverages');
  const states = rest
    .filter((s) => !s.startsWith('commercially prepared'))
    .flatMap((s) => s.split(/[ -]/))
    .filter((w) => STATES.has(w) && !(drink && (w === 'canned' || w === 'bottled')));
  const kinds = rest.slice(0, 2).filter((s) => plainSegment(s) && !s.split(' ').some((w) => STATES.has(w)));
  const names: string[] = [];
  for (const kind of kinds) {
    for (const state of states) names.push(`${state} ${kind} ${base}`, `${kind} ${base} ${state}`);
    names.push(`${kind} ${base}`, `${base} ${kind}`);
  }
  for (const state of states) names.push(`${state} ${base}`, `${base} ${state}`);
  names.push(base);
  // a cooked, canned, dried or prepared food answers only to names that say so: "plantains" is not
  // "Plantains, green, fried", "black beans" not the canned ones
  const prepared =
    states.some((st) => !PLAIN_STATES.has(st)) ||
    /\bmix\b|ready-to|prepared from|imitation|\bdough\b|\bbatter\b/.test(name.toLowerCase());
  // a dry mix as bought ("Cake, yellow, enriched, dry mix") is named as a line names the box: "yellow cake mix"
  const mixAt = segments.indexOf('dry mix');
  if (mixAt > 0 && !segments.some((s) => s.startsWith('prepared'))) {
    const [first = ''] = segments;
    const kinds = segments.slice(1, mixAt).filter((k) => plainSegment(k) && !MIX_GRADES.has(k));
    const alone = MIX_KINDS_ALONE.has(first); // "Cookies, brownies": brownie mix; "Bread, cornbread": cornbread mix
    // the bare "pancakes mix" only for a mix of no kind (the plain pancakes, not the buckwheat ones)
    const named = kinds.flatMap((k) => [`${k} ${first} mix`, ...(alone ? [`${k} mix`] : [])]);
    return [...new Set(kinds.length > 0 ? named : [`${first} mix`])];
  }
  // a drink sold as a concentrate or a powder: made up with water it is the drink itself ("lemonade", "pineapple
  // juice"); as bought, only a line naming its form (or "instant coffee") means it
  const form = drink && !/\bmix\b/.test(base) ? concentrateOrPowder(rest) : null; // a mix keeps the rule of mixes
  if (form !== null) {
    if (rest.some((s) => /^(prepared|diluted) with .*water/.test(s))) return [...new Set([base, ...names])];
    const named = names.filter((n) => n.split(' ').includes('instant'));
    return [...new Set([`${base} ${form}`, ...states.map((st) => `${st} ${base} ${form}`), ...named])];
  }
  return [
    ...new Set(
      prepared ? names.filter((n) => n.split(' ').some((w) => states.includes(w) && !PLAIN_STATES.has(w))) : names,
    ),
  ];
}

const MIX_GRADES = new Set(['enriched', 'unenriched', 'pudding-type', 'regular', 'plain']);
const MIX_KINDS_ALONE = new Set(['cookies', 'bread']);

/** "concentrate" or "powder" when a description's later segments say the food is sold so ("frozen concentrate"). */
function concentrateOrPowder(rest: readonly string[]): 'concentrate' | 'powder' | null {
  const words = rest.filter((s) => !s.includes('from concentrate')).flatMap((s) => s.split(' '));
  if (words.includes('concentrate')) return 'concentrate';
  return words.includes('powder') || words.includes('powdered') ? 'powder' : null;
}

/**
 * How well an SR28 food stands for a plain name: lower is better. Raw, dry and unprepared forms first
 * (a line says "cooked" when it means it), then shorter descriptions (the generic food, not a variety).
 */
export function usdaGenericRank(name: string): number {
  const words = name.toLowerCase().split(/[^a-z]+/);
  const stated = words.filter((w) => STATES.has(w)).map((w) => SAME_STATE[w] ?? w);
  const raw = stated.length === 0 || stated.every((s) => s === 'raw') ? 0 : 1;
  // a line says "low-fat", "light", "salted" or "double-stuffed" when it means it
  const variant =
    /fat[- ]free|nonfat|low[- ]?fat|reduced|\blight\b|\bdiet\b|special dietary|sugar[- ]free|low sodium|with salt|with extra|imitation|flavou?r/i.test(
      name,
    )
      ? 1
      : 0;
  return raw * 100 + variant * 50 + name.split(',').length * 10 + Math.min(9, Math.floor(name.length / 10));
}

/** The states a recipe line names, each as written then in general ("hard-boiled" → boiled, cooked). */
export function statesOf(text: string): string[] {
  const words = lower(text)
    .replace(/\btinned\b/g, 'canned')
    .split(/[^a-z]+/);
  return [...new Set(words.filter((w) => STATES.has(w)).flatMap((w) => [w, SAME_STATE[w] ?? w]))];
}

// SR28 measure words and the household unit each gives a weight for ("cup, chopped" → cup).
const MEASURE_UNITS: [RegExp, PortionUnit][] = [
  [/^cups?\b/, 'cup'],
  [/^(tbsp|tablespoons?)\b/, 'tbsp'],
  [/^(tsp|teaspoons?)\b/, 'tsp'],
  [/^small\b/, 'small'],
  [/^medium\b/, 'medium'],
  [/^large\b/, 'large'],
  [/^cloves?\b/, 'clove'],
  [/^slices?\b/, 'slice'],
  [/^can\b/, 'can'],
  [/^bunch\b/, 'bunch'],
  [/^sprigs?\b/, 'sprig'],
  [/^stick\b/, 'stick'],
  [/^leaf|^leaves\b/, 'leaf'],
  [/^head\b/, 'head'],
  [/^fillets?\b/, 'fillet'],
  [/^(packet|package)\b/, 'packet'],
  [/^stalks?\b/, 'stalk'],
  [/^pods?\b/, 'pod'],
  [/^sheets?\b/, 'sheet'],
  [
    /^(pieces?|each|fruit|whole|item|unit|egg|breast|thigh|drumstick|wing|link|patty|bar|roll|steak|chop|ear|cookies?|crackers?|muffins?|biscuits?|pancakes?|waffles?|tortillas?|bagels?)\b/,
    'piece',
  ],
];

/** A word without a plural ending, to compare a measure's word with the food's ("croissants" and "croissant"). */
const singular = (word: string) => word.replace(/(?:es|s)$/, '');

/**
 * Grams per household unit from SR28 measures ("cup, chopped=160|medium (2-1/2" dia)=110"); the first of each unit
 * wins. A measure named after the food itself ("croissant, medium=57" of "Croissants, butter", "ladyfinger=11",
 * "chayote (5-3/4")=203", "crust=183" of a graham cracker pie crust) is one piece, the medium one first, when no
 * other measure gives a piece; its small and large sizes give those units.
 */
export function portionsOfMeasures(measures: string, name = ''): Partial<Record<PortionUnit, number>> {
  const out: Partial<Record<PortionUnit, number>> = {};
  const own: { desc: string; grams: number }[] = [];
  const nameWords = new Set(
    lower(name)
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4)
      .map(singular),
  );
  for (const m of measures.split('|')) {
    const at = m.lastIndexOf('=');
    if (at <= 0) continue;
    const desc = m.slice(0, at).toLowerCase().trim();
    const grams = Number(m.slice(at + 1));
    if (!(grams > 0)) continue;
    const unit = MEASURE_UNITS.find(([re]) => re.test(desc))?.[1];
    if (unit && out[unit] === undefined) out[unit] = grams;
    else if (!unit && nameWords.has(singular(/^[a-z]+/.exec(desc)?.[0] ?? ''))) own.push({ desc, grams });
  }
  if (out.piece !== undefined || own.length === 0) return out;
  const sized = (size: string) => own.find((m) => new RegExp(`\\b${size}\\b`).test(m.desc))?.grams;
  const plain = own.find((m) => !/\b(?:mini|miniature|small|large|extra large|jumbo|slices?|pieces?)\b/.test(m.desc));
  out.piece = sized('medium') ?? plain?.grams ?? own[0]!.grams;
  for (const size of ['small', 'medium', 'large'] as const) out[size] ??= sized(size);
  return Object.fromEntries(Object.entries(out).filter(([, grams]) => grams !== undefined));
}

/** Grams per ml of baked goods and snacks measured by the cup (cubed cake, crushed chips): about 60 g a cup. */
export const BAKED_ML_DENSITY = 0.25;
const LIGHT_SOLID_GROUPS = new Set(['Baked Products', 'Snacks', 'Breakfast Cereals']);

const isAisle = (s: string): s is Aisle => (AISLES as readonly string[]).includes(s);
const isFact = (s: string): s is FoodFact => (FOOD_FACTS as readonly string[]).includes(s);

/** The foods of the TSV text, as seed foods: names from the description, values per 100 g, portions. */
export function parseUsdaFoods(tsv: string): SeedFood[] {
  const rows = tsv.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
  const [header = '', ...data] = rows;
  const cols = header.split('\t');
  const at = (name: string) => cols.indexOf(name);
  return data.map((row) => {
    const c = row.split('\t');
    const get = (name: string) => c[at(name)] ?? '';
    const num = (name: string) => Number(get(name)) || 0;
    const name = get('name');
    const aisle = get('aisle');
    const portions = portionsOfMeasures(get('portions'), name);
    // a cup of cubed or crumbled cake, bread, cookies or chips weighs about 60 g, not the 240 g of water
    const bakedWithoutVolume = LIGHT_SOLID_GROUPS.has(get('group')) && !portions.cup && !portions.tbsp && !portions.tsp;
    return {
      key: usdaKey(get('ndb')),
      name,
      aliases: namesOfUsdaFood(name, get('group')),
      aisle: isAisle(aisle) ? aisle : 'Other',
      per100g: {
        kcal: num('kcal'),
        protein: num('protein'),
        fat: num('fat'),
        carbs: num('carbs'),
        fiber: num('fiber'),
        sugar: num('sugar'),
        sodium: num('sodium'),
      },
      portions,
      ...(bakedWithoutVolume ? { mlDensity: BAKED_ML_DENSITY } : {}),
      facts: get('facts').split(',').filter(isFact),
      ndb: get('ndb'),
    };
  });
}

/**
 * The whole food table: the team's foods, then every SR28 food no team food stands for (a team food's
 * `ndb` claims its SR28 counterpart, whose cup and spoon weights fill those the team food lacks).
 */
export function mergeFoodTables(team: readonly SeedFood[], usda: readonly SeedFood[]): SeedFood[] {
  const byNdb = new Map(usda.map((f) => [f.ndb, f]));
  const claimed = new Set(team.flatMap((f) => (f.ndb ? [f.ndb] : [])));
  const merged = team.map((f) => {
    const counterpart = f.ndb ? byNdb.get(f.ndb) : undefined;
    if (!counterpart) return f;
    // only spoon and cup weights: a team food's counterpart may be a bigger or smaller kind
    // (cherry tomatoes stand on ordinary tomatoes), so its piece sizes are not the team food's
    const { cup, tbsp, tsp } = counterpart.portions;
    const volumes = Object.fromEntries(Object.entries({ cup, tbsp, tsp }).filter(([, g]) => g !== undefined));
    return { ...f, portions: { ...volumes, ...f.portions } };
  });
  return [...merged, ...usda.filter((f) => f.ndb === undefined || !claimed.has(f.ndb))];
}
