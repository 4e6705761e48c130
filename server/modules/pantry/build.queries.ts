import { and, eq, ilike, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { BUILD_LIMITS, difficultyOf, type BuiltRecipe } from '../../../domain/pantry';
import { STAPLE_AISLES, STAPLE_FOOD_KEYS } from '../../../domain/staples';
import { coverageOf, MINOR_LINE_SHARE, rankSuggestions } from '../../../domain/suggestion-rank';
import { FILTER_GROUPS, RECIPE_FLAGS, type FilterGroup, type SearchFilters } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { foods, recipeIngredients, recipes } from '../../db/schema';
import { selectRows } from '../recipes/raw-rows';
import { getRecipeCards } from '../recipes/recipe-cards.queries';
import { countNamedInTitle, resolveIngredients, type ResolvedIngredient } from './food-index';

const namedOf = (title: string, used: readonly ResolvedIngredient[]) => {
  const { named, asTyped } = countNamedInTitle(title, used);
  return { named, namedAsTyped: asTyped };
};

const GROUP_COLUMN = {
  cuisines: recipes.cuisine,
  diets: recipes.diet,
  courses: recipes.course,
  cookingMethods: recipes.cookingMethod,
} as const satisfies Record<FilterGroup, unknown>;
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

interface CandidateRow {
  recipe_id: number;
  used: number[];
  lines: number;
  main_count: number;
  main_had: number;
  main_grams: number;
  had_grams: number;
  preference_matches: number;
  title: string;
  missing: string[] | null;
}

/** Preferences that rank rather than filter: a cuisine, course or cooking method the person likes. */
export type SoftPreferences = Pick<SearchFilters, 'cuisines' | 'courses' | 'cookingMethods'>;

export interface BuildInput {
  userId: string;
  /** What the person has, as typed. */
  ingredients: readonly string[];
  /** How many of the first ingredients every recipe must use (build: the primary, and the secondary when given). */
  required: number;
  /** Conditions every suggestion meets (diet, flags, cooking time). */
  filters: SearchFilters | null;
  /** Preferences that break ties between equally good suggestions. */
  preferences?: SoftPreferences | null;
  limit?: number;
}

/**
 * Recipes that use what a person has (spec 001: generate-recipes-from-ingredients). An ingredient counts
 * through the food it names and that food's forms ('aloo' → potato, baby and boiled potatoes), or by its
 * words on lines no food was found for. Each recipe's lines are sorted here into staples, minor lines and
 * main ingredients (domain/suggestion-rank.ts says how); the ranking itself is rankSuggestions.
 */
export async function buildRecipesFromIngredients(
  db: Db,
  { userId, ingredients, required, filters, preferences = null, limit = BUILD_LIMITS.results }: BuildInput,
): Promise<BuiltRecipe[]> {
  if (!ingredients.length) return [];
  const resolved = await resolveIngredients(db, ingredients);
  const wanted = resolved.flatMap((r, idx) => r.foodIds.map((foodId) => ({ idx, foodId })));
  const allFoods = [...new Set(wanted.map((w) => w.foodId))];
  const patterns = resolved.map((r) => r.pattern);
  const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
  const textArray = (values: readonly string[]) =>
    sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
  const visible = sql`(${recipes.ownerId} is null or ${recipes.ownerId} = ${userId})`;
  const ri = recipeIngredients;
  const likes = (column: SQLWrapper, values: readonly string[] | undefined) =>
    values?.length ? sql`(${column} ilike any(${textArray(values.map((v) => `%${escapeLike(v)}%`))}))::int` : sql`0`;

  const rows = await selectRows<CandidateRow>(
    db,
    sql`
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
      select matched.*, ${recipes.title} as title, ${likes(recipes.cuisine, preferences?.cuisines)} + ${likes(recipes.course, preferences?.courses)}
          + ${likes(recipes.cookingMethod, preferences?.cookingMethods)} as preference_matches
      from matched join ${recipes} on ${recipes.id} = matched.recipe_id
      where ${visible} and ${filters ? filterConditions(filters) : sql`true`}
    ),
    lines as (
      select ${ri.recipeId} as recipe_id, ${ri.name} as name, ${ri.position} as position, ${ri.grams} as grams,
        coalesce(${ri.foodId}::text, lower(${ri.name})) as thing,
        coalesce(${foods.key} = any(${textArray(STAPLE_FOOD_KEYS)}) or ${foods.aisle} = any(${textArray(STAPLE_AISLES)}), false) as staple,
        (${ri.foodId} = any(${intArray(allFoods)}) or (${ri.foodId} is null and ${ri.name} ~* any(${textArray(patterns)}))) as had
      from ${ri} join candidates on candidates.recipe_id = ${ri.recipeId} left join ${foods} on ${foods.id} = ${ri.foodId}
    ),
    weighed as (
      select lines.*, sum(grams) filter (where not staple) over (partition by recipe_id) as recipe_grams from lines
    ),
    main as (
      select * from weighed where not staple and (grams is null or grams >= ${MINOR_LINE_SHARE} * recipe_grams)
    )
    select c.recipe_id, c.used, c.preference_matches, c.title,
      (select count(*)::int from lines l where l.recipe_id = c.recipe_id) as lines,
      count(distinct m.thing)::int as main_count,
      (count(distinct m.thing) filter (where m.had))::int as main_had,
      coalesce(sum(m.grams), 0)::float as main_grams,
      coalesce(sum(m.grams) filter (where m.had), 0)::float as had_grams,
      array_agg(m.name order by m.position) filter (where not m.had) as missing
    from candidates c left join main m on m.recipe_id = c.recipe_id
    group by c.recipe_id, c.used, c.preference_matches, c.title`,
  );

  const ranked = rankSuggestions(
    rows.map((row) => ({
      ...row,
      recipeId: row.recipe_id,
      usedIdx: row.used,
      mainCount: row.main_count,
      mainHad: row.main_had,
      mainGrams: row.main_grams,
      hadGrams: row.had_grams,
      used: row.used.length,
      preferenceMatches: row.preference_matches,
      ...namedOf(
        row.title,
        row.used.map((i) => resolved[i]!),
      ),
    })),
    limit,
  );
  const ids = ranked.map((r) => r.recipe_id);
  const [cards, sources] = await Promise.all([
    getRecipeCards(db, ids),
    ids.length
      ? db.select({ id: recipes.id, sourceUrl: recipes.sourceUrl }).from(recipes).where(inArray(recipes.id, ids))
      : [],
  ]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const sourceById = new Map(sources.map((s) => [s.id, s.sourceUrl]));
  return ranked.flatMap((row) => {
    const card = cardById.get(row.recipe_id);
    if (!card) return [];
    return [
      {
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
        used_ingredients: row.usedIdx.map((i) => ingredients[i]!).filter(Boolean),
        main_ingredients_count: row.main_count,
        main_ingredients_at_hand: row.main_had,
        missing_ingredients: [...new Set(row.missing ?? [])],
        match_score: coverageOf(row),
        card,
      },
    ];
  });
}
