import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import { TRENDING_COUNT, trendingCourses, type RecipeCard, type RecipeDetail } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { favoriteRecipes, recipeIngredients, recipes } from '../../db/schema';
import { cardColumns, getRecipeCards, ratingTotalsJoin, toCard } from './recipe-cards.queries';
import { visibleTo } from './search-filters';

/** A recipe with its ingredient lines (grouped as written) and steps; null when missing or not the person's to see. */
export async function getRecipeDetail(
  db: Db,
  { id, userId }: { id: number; userId: string | null },
): Promise<RecipeDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      region: recipes.region,
      sourceUrl: recipes.sourceUrl,
      fiber: recipes.fiber,
      sugar: recipes.sugar,
      sodium: recipes.sodium,
      steps: recipes.steps,
    })
    .from(recipes)
    .leftJoin(...ratingTotalsJoin)
    .where(and(eq(recipes.id, id), visibleTo(userId)));
  if (!row) return null;
  const lines = await db
    .select()
    .from(recipeIngredients)
    .where(eq(recipeIngredients.recipeId, id))
    .orderBy(asc(recipeIngredients.position));
  const groups: RecipeDetail['ingredientGroups'] = [];
  for (const line of lines) {
    let group = groups.at(-1);
    if (!group || group.name !== line.groupName) groups.push((group = { name: line.groupName, lines: [] }));
    group.lines.push({
      text: line.originalText,
      quantity: line.quantity,
      quantityMax: line.quantityMax,
      unit: line.unit,
      name: line.name,
      note: line.note,
    });
  }
  const { region, sourceUrl, fiber, sugar, sodium, steps, ...card } = row;
  return { ...toCard(card), region, sourceUrl, fiber, sugar, sodium, steps, ingredientGroups: groups };
}

/** How often each recipe was made a favorite since a moment, most first (spec 001 section 9: the last 7 days). */
export async function recentFavoriteCounts(db: Db, since: Date): Promise<{ recipeId: number; count: number }[]> {
  const n = count();
  return db
    .select({ recipeId: favoriteRecipes.recipeId, count: n })
    .from(favoriteRecipes)
    .innerJoin(recipes, eq(recipes.id, favoriteRecipes.recipeId))
    .where(and(gte(favoriteRecipes.createdAt, since), isNull(recipes.ownerId)))
    .groupBy(favoriteRecipes.recipeId)
    .orderBy(desc(n), asc(favoriteRecipes.recipeId))
    .limit(TRENDING_COUNT);
}

/**
 * Catalogue recipes with a picture that meet a condition, starting from an id that moves with the day
 * (so the filler changes daily) and wrapping around; walks the primary key, so it stays cheap at any size.
 */
async function pickRecipes(
  db: Db,
  { where, exclude, limit, day }: { where?: SQL; exclude: number[]; limit: number; day: number },
) {
  if (limit <= 0) return [];
  const base = and(
    isNull(recipes.ownerId),
    isNotNull(recipes.picture),
    where,
    exclude.length ? notInArray(recipes.id, exclude) : undefined,
  );
  const [top] = await db.select({ id: max(recipes.id) }).from(recipes);
  const pivot = ((day * 7919) % (top?.id ?? 1)) + 1;
  const pick = (range: SQL) =>
    db
      .select(cardColumns)
      .from(recipes)
      .leftJoin(...ratingTotalsJoin)
      .where(and(base, range))
      .orderBy(asc(recipes.id))
      .limit(limit);
  const first = await pick(gte(recipes.id, pivot));
  const rest = first.length < limit ? await pick(lt(recipes.id, pivot)) : [];
  return [...first, ...rest].slice(0, limit).map(toCard);
}

/**
 * Trending (spec 001 section 9): the 4 recipes most favorited in the last 7 days; under 6, filled up to 8
 * with recipes of the courses that suit the hour, then quick ones (cooking 30 minutes or less), then any.
 * Catalogue recipes only: the list is public.
 */
export async function listTrendingRecipes(
  db: Db,
  { hour, now = new Date() }: { hour: number; now?: Date },
): Promise<RecipeCard[]> {
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
  const favorites = (await recentFavoriteCounts(db, since)).slice(0, 4);
  const picked = await getRecipeCards(
    db,
    favorites.map((f) => f.recipeId),
  );
  if (picked.length >= 6) return picked;
  const day = Math.floor(now.getTime() / 86_400_000);
  const fill = async (where?: SQL) => {
    const more = await pickRecipes(db, {
      where,
      exclude: picked.map((r) => r.id),
      limit: TRENDING_COUNT - picked.length,
      day,
    });
    picked.push(...more);
  };
  await fill(or(...trendingCourses(hour).map((course) => ilike(recipes.course, `%${course}%`))));
  await fill(lte(recipes.cookMinutes, 30));
  await fill();
  return picked;
}
