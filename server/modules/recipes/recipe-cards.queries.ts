import { eq, inArray } from 'drizzle-orm';
import { summarizeRatings } from '../../../domain/ratings';
import type { RecipeCard } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { recipeRatingTotals, recipes } from '../../db/schema';

/** The columns of a result card: select them with `.leftJoin(...ratingTotalsJoin)`. */
export const cardColumns = {
  id: recipes.id,
  slug: recipes.slug,
  title: recipes.title,
  description: recipes.description,
  picture: recipes.picture,
  cuisine: recipes.cuisine,
  course: recipes.course,
  diet: recipes.diet,
  cookingMethod: recipes.cookingMethod,
  prepMinutes: recipes.prepMinutes,
  cookMinutes: recipes.cookMinutes,
  servings: recipes.servings,
  calories: recipes.calories,
  protein: recipes.protein,
  carbs: recipes.carbs,
  fat: recipes.fat,
  isVegan: recipes.isVegan,
  isGlutenFree: recipes.isGlutenFree,
  isJain: recipes.isJain,
  isHighProtein: recipes.isHighProtein,
  isLowCalorie: recipes.isLowCalorie,
  isLowCarb: recipes.isLowCarb,
  isLowSugar: recipes.isLowSugar,
  isHighFiber: recipes.isHighFiber,
  isLowSodium: recipes.isLowSodium,
  isQuick30Min: recipes.isQuick30Min,
  isOnePot: recipes.isOnePot,
  isMinimalOil: recipes.isMinimalOil,
  isNoDeepFrying: recipes.isNoDeepFrying,
  isNoBaking: recipes.isNoBaking,
  isSteamedOnly: recipes.isSteamedOnly,
  ownerId: recipes.ownerId,
  ratingCount: recipeRatingTotals.ratingCount,
  starTotal: recipeRatingTotals.starTotal,
};

/** Recipes with their rating totals (none for a recipe nobody rated), for selecting `cardColumns`. */
export const ratingTotalsJoin = [recipeRatingTotals, eq(recipeRatingTotals.recipeId, recipes.id)] as const;

type CardRow = Omit<RecipeCard, 'isCustom' | 'rating'> & {
  ownerId: string | null;
  ratingCount: number | null;
  starTotal: number | null;
};
export const toCard = ({ ownerId, ratingCount, starTotal, ...card }: CardRow): RecipeCard => ({
  ...card,
  isCustom: ownerId !== null,
  rating: summarizeRatings(ratingCount ?? 0, starTotal ?? 0),
});

/** The cards of some recipes, in the order of the ids. */
export async function getRecipeCards(db: Db, ids: readonly number[]): Promise<RecipeCard[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .leftJoin(...ratingTotalsJoin)
    .where(inArray(recipes.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
