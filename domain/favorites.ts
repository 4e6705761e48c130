import { z } from 'zod';
import { Id, IdParam } from './meal-plans';
import { RecipeCard } from './recipe-search';
import { WeekDate } from './weeks.schema';

/** Favorite recipes and favorite meal plans (spec 001 sections 2, 4 and 8). */

export const FAVORITE_MESSAGES = {
  alreadyFavorite: 'Already in favorites',
  notFavorite: 'Favorite not found',
  planNotFavorite: 'Favorite meal plan not found',
  recipeNotFound: 'Recipe not found',
  noPlan: 'No meal plan for this week',
  emptyPlan: 'Add at least one recipe before saving the plan as a favorite',
} as const;

export const FAVORITE_NAME_MAX = 120;

export const AddFavoriteRecipeInput = z.object({ recipeId: Id });
export const RecipeParams = z.object({ recipeId: IdParam });
export const FavoritePlanParams = z.object({ id: IdParam });

export const SaveFavoritePlanInput = z.object({
  week: WeekDate,
  /** The plan's own name ('Week of 16 Nov 2026 - Priya') when left out. */
  name: z
    .string()
    .trim()
    .min(1, 'Name must not be empty')
    .max(FAVORITE_NAME_MAX, `Name must be at most ${FAVORITE_NAME_MAX} characters`)
    .optional(),
});

/** A favorite recipe with the card fields of the recipe (title, picture, cuisine, diet, calories, times...). */
export const FavoriteRecipe = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  createdAt: z.string(),
  recipe: RecipeCard,
});
export type FavoriteRecipe = z.infer<typeof FavoriteRecipe>;

/**
 * A saved meal plan: its name and 'Added on {date}' (createdAt), the week it was saved from (its plan's id
 * while that week exists) and how many meals were saved in it (a copy: later changes to the week leave it).
 */
export const FavoriteMealPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  mealPlanId: z.number().int().nullable(),
  weekStart: z.string(),
  entryCount: z.number().int(),
});
export type FavoriteMealPlan = z.infer<typeof FavoriteMealPlan>;

export const FavoriteRecipeIds = z.object({ recipeIds: z.array(z.number().int()) });
export type FavoriteRecipeIds = z.infer<typeof FavoriteRecipeIds>;
