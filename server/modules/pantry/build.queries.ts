import { and, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { BUILD_LIMITS, difficultyOf, type BuiltRecipe } from '../../../domain/pantry';
import { FILTER_GROUPS, RECIPE_FLAGS, type FilterGroup, type SearchFilters } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { foods, recipeIngredients, recipes } from '../../db/schema';
import { selectRows } from '../recipes/raw-rows';
import { getRecipeCards } from '../recipes/search.queries';
import { resolveIngredients, STAPLE_FOOD_KEYS } from './food-index';

const GROUP_COLUMN = { cuisines: recipes.cuisine, diets: recipes.diet, courses: recipes.course, cookingMethods: recipes.cookingMethod } as const satisfies Record<FilterGroup, unknown>;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search filters (from 'Use my dietary preferences') as conditions on `recipes`, with the search's matching rules. */
export function filterConditions(filters: SearchFilters): SQL {
  const conditions: (SQL | undefined)[] = [];
  for (const group of FILTER_GROUPS) {
    const values = filters[group];
    if (values?.length) conditions.push(or(...values.map((v) => ilike(GROUP_COLUMN[group], `%${escapeLike(v)}%`))));
  }
  for (const flag of RECIPE_FLAGS) if (filters[flag]) conditions.push(eq(recipes[flag], true));
  if (filters.maxCookingTime !== null) conditions.push(lte(recipes.cookMinutes, filters.maxCookingTime));
  return and(sql`true`, ...conditions)!;
}

interface RankedRow {
  recipe_id: number;
  used: number[];
  lines: number;
  needed: number;
  had: number;
  missing: string[] | null;
}

export interface BuildInput {
  userId: string;
  /** What the person has, as typed. */
  ingredients: readonly string[];
  /** How many of the first ingredients every recipe must use (build: the primary, and the secondary when given). */
  required: number;
  filters: SearchFilters | null;
  limit?: number;
}

/**
 * Recipes that use what a person has (spec 001: generate-recipes-from-ingredients). An ingredient counts
 * through the food it names and that food's forms ('aloo' → potato, baby and boiled potatoes), or by its
 * words on lines no food was found for. Ranked by the share of the recipe's ingredients at hand, then by
 * fewest missing, then by more of the person's ingredients used. Salt, pepper, water and cooking oil are
 * taken as at hand.
 */
export async function buildRecipesFromIngredients(db: Db, { userId, ingredients, required, filters, limit = BUILD_LIMITS.results }: BuildInput): Promise<BuiltRecipe[]> {
  if (!ingredients.length) return [];
  const resolved = await resolveIngredients(db, ingredients);
  const wanted = resolved.flatMap((r, idx) => r.foodIds.map((foodId) => ({ idx, foodId })));
  const allFoods = [...new Set(wanted.map((w) => w.foodId))];
  const patterns = resolved.map((r) => r.pattern);
  const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
  const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
  const visible = sql`(${recipes.ownerId} is null or ${recipes.ownerId} = ${userId})`;
  const ri = recipeIngredients;

  const rows = await selectRows<RankedRow>(db, sql`
    with wanted(idx, food_id) as (select * from unnest(${intArray(wanted.map((w) => w.idx))}, ${intArray(wanted.map((w) => w.foodId))})),
    terms(idx, pattern) as (select ord::int - 1, pattern from unnest(${textArray(patterns)}) with ordinality as t(pattern, ord)),
    hits as (
      select ${ri.recipeId} as recipe_id, wanted.idx from ${ri} join wanted on wanted.food_id = ${ri.foodId}
      union
      select ${ri.recipeId}, terms.idx from ${ri} join terms on ${ri.foodId} is null and ${ri.name} ~* terms.pattern
    ),
    matched as (
      select recipe_id, array_agg(distinct idx order by idx) as used from hits group by recipe_id
      having count(distinct idx) filter (where idx < ${required}) = ${required}
    ),
    candidates as (
      select matched.* from matched join ${recipes} on ${recipes.id} = matched.recipe_id
      where ${visible} and ${filters ? filterConditions(filters) : sql`true`}
    ),
    lines as (
      select ${ri.recipeId} as recipe_id, ${ri.name} as name, ${ri.position} as position,
        coalesce(${foods.key} = any(${textArray(STAPLE_FOOD_KEYS)}), false) as staple,
        (${ri.foodId} = any(${intArray(allFoods)}) or (${ri.foodId} is null and ${ri.name} ~* any(${textArray(patterns)}))) as had
      from ${ri} join candidates on candidates.recipe_id = ${ri.recipeId} left join ${foods} on ${foods.id} = ${ri.foodId}
    ),
    ranked as (
      select c.recipe_id, c.used, count(l.*)::int as lines,
        (count(l.*) filter (where not l.staple))::int as needed,
        (count(l.*) filter (where not l.staple and l.had))::int as had,
        array_agg(l.name order by l.position) filter (where not l.staple and not l.had) as missing
      from candidates c left join lines l on l.recipe_id = c.recipe_id group by c.recipe_id, c.used
    )
    select * from ranked
    order by had::float / greatest(needed, 1) desc, needed - had, cardinality(used) desc, recipe_id
    limit ${limit}`);

  const ids = rows.map((r) => r.recipe_id);
  const [cards, sources] = await Promise.all([
    getRecipeCards(db, ids),
    ids.length ? db.select({ id: recipes.id, sourceUrl: recipes.sourceUrl }).from(recipes).where(inArray(recipes.id, ids)) : [],
  ]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const sourceById = new Map(sources.map((s) => [s.id, s.sourceUrl]));
  return rows.flatMap((row) => {
    const card = cardById.get(row.recipe_id);
    if (!card) return [];
    return [{
      recipe_id: card.id,
      recipe_title: card.title,
      recipe_description: card.description,
      recipe_picture: card.picture,
      recipe_URL: sourceById.get(card.id) ?? `/dashboard/recipes/${card.id}`,
      recipe_prep_time_mins: card.prepMinutes,
      recipe_cooking_time_mins: card.cookMinutes,
      recipe_ss_calories: card.calories,
      recipe_cuisine: card.cuisine,
      difficulty: difficultyOf({ prepMinutes: card.prepMinutes, cookMinutes: card.cookMinutes, lines: row.lines }),
      used_ingredients: row.used.map((i) => ingredients[i]!).filter(Boolean),
      missing_ingredients: [...new Set(row.missing ?? [])],
      match_score: Math.round((row.had / Math.max(row.needed, 1)) * 100) / 100,
      card,
    }];
  });
}
