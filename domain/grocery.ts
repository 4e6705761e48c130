import { AISLES } from './catalogue';
import { countAmount, formatAmount, massAmount, volumeAmount, type Amount } from './grocery-amounts';
import { parseIngredientLine } from './ingredients/parse-ingredient';
import { VOLUME_ML, WEIGHT_GRAMS, isVolumeUnit, isWeightUnit, type Unit } from './ingredients/units';
import { isStapleFood } from './staples';

/**
 * The grocery list of a week: the ingredient lines of every planned recipe, scaled by the servings
 * planned against the servings the recipe makes, merged by food across recipes with unit conversion
 * (2 tbsp and 1/4 cup of oil become 1/2 cup), grouped by aisle in store order. Lines without an
 * amount ("salt to taste") appear once, without an amount, unless the food is needed in an amount anyway.
 * Staples and spices (domain/staples.ts) go to 'Check you have' rather than to their aisle: most
 * kitchens hold them, and a week's worth of quarter teaspoons would crowd out the shopping.
 */

export interface GroceryFood {
  id: number;
  key: string;
  name: string;
  aliases: readonly string[];
  aisle: string;
  /** Grams per household unit: { cup: 160, medium: 110 }. */
  portions: Readonly<Record<string, number>>;
  mlDensity: number | null;
}

/** One ingredient line of a planned recipe, as stored, with the scale of the plan entry. */
export interface PlannedIngredientLine {
  food: GroceryFood | null;
  /** The food phrase the line was read as ("red onions"). */
  name: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  /** The grams the recipe line was worked out to, for the whole recipe. */
  grams: number | null;
  /**
   * The grams are a weight the line states for all of it, whatever the count: "3 to 4 (1 pound) chicken breasts" is
   * a pound at 3 or at 4 (absent: the grams weigh the range's low end).
   */
  gramsStated?: boolean;
  /** Entry servings / recipe servings. */
  scale: number;
}

export interface GroceryLine extends Amount {
  /** Merge key: the food, else the line's name; with the unit when a food keeps more than one line. */
  key: string;
  foodId: number | null;
  name: string;
  aisle: string;
  /** Approximate grams, when known: for pantry subtraction. */
  grams: number | null;
  /** Names a pantry item may use for this line (food name, aliases, the recipes' wording). */
  matchNames: string[];
  food: GroceryFood | null;
}

/** Foods nobody buys: tap water in its many temperatures. */
export const NEVER_BOUGHT = new Set(['water']);
export const OTHER_AISLE = 'Other';
/** The section of staples and spices, after the aisles: what to look for at home before shopping. */
export const CHECK_YOU_HAVE = 'Check you have';
/** Pieces lighter than this are bought by weight (27 cashews, 9 green beans), once there are enough of them to weigh. */
const SMALL_PIECE_GRAMS = 10;
const WEIGH_FROM_GRAMS = 20;
/** What one buys of a food a recipe names without an amount ('lemon wedges to serve'): one of it. */
const ONE_OF = ['medium', 'piece', 'packet', 'bunch', 'head'] as const;
/** A piece lighter than this is no thing one buys one of ('shredded cheddar to serve' is not 1 cheddar; a lemon is). */
const ONE_OF_PIECE_GRAMS = 40;
const PIECE_UNITS = new Set(['piece', 'small', 'medium', 'large']);

/** Lower case, no punctuation, simple plural removed: 'Tomatoes' and 'tomato' compare equal. */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word.length > 3 && word.endsWith('oes')
        ? word.slice(0, -2)
        : word.length > 3 && /[^s]s$/.test(word)
          ? word.slice(0, -1)
          : word,
    )
    .join(' ');
}

interface Part {
  /** 'mass' (g), 'volume' (ml), or 'count:<unit>' ('count:piece', 'count:clove'). */
  kind: string;
  amount: number;
  /** null once any line of the part could not be weighed. */
  grams: number | null;
}

interface Group {
  key: string;
  food: GroceryFood | null;
  name: string;
  aisle: string;
  parts: Map<string, Part>;
  names: Set<string>;
}

/** Grams of a volume of a food: its own spoon or cup weight, else its density; null when it has neither. */
export function volumeGrams(food: GroceryFood | null, unit: keyof typeof VOLUME_ML, amount: number): number | null {
  if (!food) return null;
  const own = food.portions[unit];
  if (own !== undefined) return own * amount;
  const density = food.mlDensity ?? (food.portions.cup ?? NaN) / VOLUME_ML.cup;
  return Number.isFinite(density) ? amount * VOLUME_ML[unit] * density : null;
}

/** Grams of one counted unit of a food ('piece' counts weigh a medium one). */
export function unitGrams(food: GroceryFood | null, unit: string): number | null {
  if (!food) return null;
  const p = food.portions;
  return (unit === 'piece' ? (p.medium ?? p.piece ?? p.large ?? p.small) : p[unit]) ?? null;
}

/**
 * Whether a recipe line states the weight of all it counts, as nutrition reads it: "3 to 4 (1 pound) chicken breasts"
 * (not "3 to 4 chicken breasts", nor "1-2 lb chicken thighs", whose weight is the amount).
 */
export function statesWeightOfAll(line: string): boolean {
  const parsed = parseIngredientLine(line);
  return parsed.equivalent !== null && (parsed.unit === null || !isWeightUnit(parsed.unit));
}

function partOf(line: PlannedIngredientLine): Part | null {
  if (line.quantity === null) return null;
  // a range is bought at its middle ("1-2 green chillies": 1.5); the grams stored with the line weigh its low end, which
  // nutrition counts (decision 033, thirteenth session), and are scaled to the middle with it
  const amount = (line.quantityMax === null ? line.quantity : (line.quantity + line.quantityMax) / 2) * line.scale;
  const low = line.quantity * line.scale;
  const toMiddle = low > 0 && line.gramsStated !== true ? amount / low : 1;
  const stored = line.grams === null ? null : line.grams * line.scale * toMiddle;
  const unit = line.unit as Unit | null;
  if (unit && isWeightUnit(unit)) {
    const grams = amount * WEIGHT_GRAMS[unit];
    return { kind: 'mass', amount: grams, grams };
  }
  if (unit && isVolumeUnit(unit))
    return { kind: 'volume', amount: amount * VOLUME_ML[unit], grams: volumeGrams(line.food, unit, amount) ?? stored };
  const countUnit = unit === null || PIECE_UNITS.has(unit) ? 'piece' : unit;
  const each = unitGrams(line.food, countUnit);
  return { kind: `count:${countUnit}`, amount, grams: stored ?? (each === null ? null : each * amount) };
}

function addPart(parts: Map<string, Part>, part: Part): void {
  const seen = parts.get(part.kind);
  if (!seen) parts.set(part.kind, { ...part });
  else {
    seen.amount += part.amount;
    seen.grams = seen.grams === null || part.grams === null ? null : seen.grams + part.grams;
  }
}

function amountOfPart(part: Part): Amount {
  if (part.kind === 'mass') return massAmount(part.amount);
  if (part.kind === 'volume') return volumeAmount(part.amount);
  const unit = part.kind.slice('count:'.length);
  return countAmount(part.amount, unit === 'piece' ? null : unit);
}

/** A food no line gave an amount for: one of it when it is bought by the piece or bunch, else 'to taste'. */
function oneOf(food: GroceryFood | null): Amount {
  if (!food || isStapleFood(food)) return { quantity: null, unit: null };
  const unit = ONE_OF.find(
    (u) => food.portions[u] !== undefined && (!PIECE_UNITS.has(u) || food.portions[u]! >= ONE_OF_PIECE_GRAMS),
  );
  if (!unit) return { quantity: null, unit: null };
  return { quantity: 1, unit: unit === 'medium' || unit === 'piece' ? null : unit };
}

/** A part as it is bought: small pieces of what is not a staple by weight, the rest as measured. */
function amountToBuy(part: Part, food: GroceryFood | null): Amount {
  const each = unitGrams(food, 'piece');
  const small = part.kind === 'count:piece' && food && !isStapleFood(food) && each !== null && each < SMALL_PIECE_GRAMS;
  return small && part.grams !== null && part.grams >= WEIGH_FROM_GRAMS ? massAmount(part.grams) : amountOfPart(part);
}

/**
 * One food's parts as lines. A single kind of measure stays as it is. Mixed measures are weighed
 * and added: shown as a count when the food was counted and a unit weight is known (2 onions and
 * 1 cup chopped onion make 3 1/2 onions), else in grams. A part that cannot be weighed keeps its own line.
 */
function resolve(group: Group): { amount: Amount; grams: number | null; suffix: string }[] {
  const parts = [...group.parts.values()];
  if (parts.length === 0) return [{ amount: oneOf(group.food), grams: null, suffix: '' }];
  if (parts.length === 1) return [{ amount: amountToBuy(parts[0]!, group.food), grams: parts[0]!.grams, suffix: '' }];
  const weighed = parts.filter((p) => p.grams !== null);
  const apart = parts.filter((p) => p.grams === null);
  const total = weighed.reduce((sum, p) => sum + p.grams!, 0);
  const counted = weighed
    .filter((p) => p.kind.startsWith('count:') && unitGrams(group.food, p.kind.slice(6)) !== null)
    .sort((a, b) => b.grams! - a.grams!)[0];
  const merged: Part | null = !weighed.length
    ? null
    : weighed.length === 1
      ? weighed[0]!
      : counted
        ? { kind: counted.kind, amount: total / unitGrams(group.food, counted.kind.slice(6))!, grams: total }
        : { kind: 'mass', amount: total, grams: total };
  return [...(merged ? [merged] : []), ...apart].map((part, i) => ({
    amount: amountToBuy(part, group.food),
    grams: part.grams,
    suffix: i === 0 ? '' : `:${part.kind}`,
  }));
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Merges the week's ingredient lines into grocery lines, in store order. */
export function mergeGroceryLines(lines: readonly PlannedIngredientLine[]): GroceryLine[] {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    if (line.food && NEVER_BOUGHT.has(line.food.key)) continue;
    const key = line.food ? `food:${line.food.key}` : `name:${normalizeName(line.name)}`;
    if (key === 'name:') continue;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        food: line.food,
        name: line.food?.name ?? capitalize(line.name.trim()),
        aisle: !line.food ? OTHER_AISLE : isStapleFood(line.food) ? CHECK_YOU_HAVE : line.food.aisle,
        parts: new Map(),
        names: new Set(line.food ? [line.food.name, ...line.food.aliases] : []),
      };
      groups.set(key, group);
    }
    group.names.add(line.name);
    const part = partOf(line);
    if (part) addPart(group.parts, part);
  }
  const out: GroceryLine[] = [];
  for (const group of groups.values()) {
    for (const { amount, grams, suffix } of resolve(group)) {
      out.push({
        key: group.key + suffix,
        foodId: group.food?.id ?? null,
        name: group.name,
        aisle: group.aisle,
        ...amount,
        grams: grams === null ? null : Math.round(grams * 10) / 10,
        matchNames: [...new Set([...group.names].map(normalizeName))],
        food: group.food,
      });
    }
  }
  return sortByAisle(out);
}

/**
 * An item's amount as the list shows it: '1 1/2 cups', '250 g', '3' (pieces). A recipe line without an
 * amount reads 'to taste' for a staple or spice ('Salt: to taste') and 'as needed' for anything else
 * ('flour for dusting'); an item of one's own without an amount shows none.
 */
export function shownAmount(item: Amount & { aisle: string; isManual: boolean }): string {
  if (item.quantity !== null || item.isManual) return formatAmount(item);
  return item.aisle === CHECK_YOU_HAVE ? 'to taste' : 'as needed';
}

/** The aisle's place in a store walk (AISLES order); unknown aisles after the known ones. */
export function aisleRank(aisle: string): number {
  if (aisle === CHECK_YOU_HAVE) return AISLES.length + 1;
  const i = (AISLES as readonly string[]).indexOf(aisle);
  return i < 0 ? AISLES.length : i;
}

export function sortByAisle<T extends { aisle: string; name: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => aisleRank(a.aisle) - aisleRank(b.aisle) || a.aisle.localeCompare(b.aisle) || a.name.localeCompare(b.name),
  );
}

/** Items grouped by aisle, aisles in store order, items by name within each. */
export function groupByAisle<T extends { aisle: string; name: string }>(
  items: readonly T[],
): { aisle: string; items: T[] }[] {
  const groups: { aisle: string; items: T[] }[] = [];
  for (const item of sortByAisle(items)) {
    const last = groups[groups.length - 1];
    if (last && last.aisle === item.aisle) last.items.push(item);
    else groups.push({ aisle: item.aisle, items: [item] });
  }
  return groups;
}
