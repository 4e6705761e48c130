import { count } from 'drizzle-orm';
import { suggestedFeatures } from '../../db/schema';
import type { Seed } from '../../db/seed/run-seeds';

/** What people planning meals for a household ask us for; the Feature Wishlist lists them in this order. */
export const SUGGESTED_FEATURES = [
  'Export the weekly plan and grocery list to PDF, laid out to print on one page each',
  'Share a meal plan with my family, so everyone sees the week and can tick off the grocery list',
  'Leftover planning: cook once, and let tomorrow’s lunch use what is left of tonight’s dinner',
  'Regional festival menus: Navratri and Ekadashi fasting, Paryushan (Jain), Ramadan iftar and Onam sadhya',
  'Price estimates for the grocery list in my local currency, with a weekly food budget',
  'Cooking for different diets at one table: one base dish with Jain, vegan and non-vegetarian variations',
  'Tiffin and lunch-box planning for school and office, with dishes that travel well',
  'Batch cooking and meal prep mode: a Sunday prep list for the whole week',
  'Scale recipes by servings, and switch between metric units and cups and spoons',
  'Order the grocery list from a delivery app (BigBasket, Blinkit, Instacart) in one tap',
  'Reminders the evening before: soak the rajma, thaw the chicken, set the curd',
  'Nutrition goals for pregnancy, diabetes (low glycaemic index) and children',
] as const;

export const wishlistSeed: Seed = {
  name: 'wishlist features',
  async isEmpty(db) {
    const [row] = await db.select({ n: count() }).from(suggestedFeatures);
    return (row?.n ?? 0) === 0;
  },
  async run(db) {
    await db.insert(suggestedFeatures).values(SUGGESTED_FEATURES.map((featureDescription) => ({ featureDescription })));
  },
};
