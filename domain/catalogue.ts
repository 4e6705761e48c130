import { z } from 'zod';

/**
 * The shapes of the team-written catalogue files under server/db/seed/data/.
 * Foods: server/db/seed/data/foods/*.json (arrays of SeedFood).
 * Recipes: server/db/seed/data/recipes/*.json (arrays of SeedRecipe).
 */

export const AISLES = [
  'Produce',
  'Dairy & Eggs',
  'Meat & Seafood',
  'Bakery',
  'Grains & Pasta',
  'Pulses & Legumes',
  'Spices & Herbs',
  'Oils & Condiments',
  'Canned & Jarred',
  'Baking',
  'Nuts & Seeds',
  'Frozen',
  'Beverages',
  'Other',
] as const;
export type Aisle = (typeof AISLES)[number];

/** Dietary facts about a food, used to derive recipe flags (vegan, Jain, gluten free...). */
export const FOOD_FACTS = [
  'meat', // beef, pork, lamb, goat, poultry
  'fish', // fish and shellfish
  'egg',
  'dairy',
  'honey',
  'gluten', // wheat, barley, rye, semolina, maida, atta, regular soy sauce...
  'onion-garlic', // onion, garlic, shallot, leek, spring onion, chives, asafoetida-free
  'root-vegetable', // potato, carrot, beetroot, radish, fresh ginger, fresh turmeric, sweet potato, yam...
  'mushroom',
  'alcohol',
] as const;
export type FoodFact = (typeof FOOD_FACTS)[number];

/** Household units a food may give a gram weight for. Volume units convert through `cup` or `mlDensity`. */
export const PORTION_UNITS = [
  'cup',
  'tbsp',
  'tsp',
  'piece',
  'small',
  'medium',
  'large',
  'clove',
  'slice',
  'can',
  'bunch',
  'sprig',
  'pinch',
  'stick',
  'leaf',
  'inch',
  'head',
  'fillet',
  'packet',
  'stalk',
  'pod',
  'sheet',
  'rack',
] as const;
export type PortionUnit = (typeof PORTION_UNITS)[number];

export const SeedFood = z.object({
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), // unique, e.g. "chickpeas-cooked"
  name: z.string().min(2), // display name, e.g. "Chickpeas, cooked"
  aliases: z.array(z.string().min(2)), // lower-case names a recipe line may use: "chana", "garbanzo beans"
  aisle: z.enum(AISLES),
  per100g: z.object({
    kcal: z.number().nonnegative(),
    protein: z.number().nonnegative(), // g
    fat: z.number().nonnegative(), // g
    carbs: z.number().nonnegative(), // g, total carbohydrate by difference
    fiber: z.number().nonnegative(), // g
    sugar: z.number().nonnegative(), // g
    sodium: z.number().nonnegative(), // mg
  }),
  portions: z.partialRecord(z.enum(PORTION_UNITS), z.number().positive()), // grams per unit
  mlDensity: z.number().positive().optional(), // grams per millilitre, for liquids and powders
  facts: z.array(z.enum(FOOD_FACTS)),
  ndb: z
    .string()
    .regex(/^\d{5}$/)
    .optional(), // USDA SR28 counterpart, for the accuracy benchmark only
});
export type SeedFood = z.infer<typeof SeedFood>;

export const COURSES = [
  'Breakfast',
  'Snack',
  'Light Meal',
  'Lunch',
  'Main Course',
  'Dinner',
  'Dessert',
  'Side Dish',
] as const;
export const DIETS = ['Vegan', 'Vegetarian', 'Jain', 'Eggetarian', 'Pescatarian', 'Non-Vegetarian'] as const;
export const COOKING_METHODS = [
  'Simmered',
  'Stir-fried',
  'Sauteed',
  'Baked',
  'Roasted',
  'Grilled',
  'Steamed',
  'Boiled',
  'Pan-fried',
  'Deep-fried',
  'Pressure-cooked',
  'Slow-cooked',
  'Braised',
  'No-cook',
  'Tandoor',
] as const;
export const PICTURE_STYLES = [
  'curry',
  'dal',
  'rice',
  'biryani',
  'noodles',
  'pasta',
  'salad',
  'soup',
  'stew',
  'flatbread',
  'dosa',
  'idli',
  'dumplings',
  'cake',
  'cookies',
  'pudding',
  'skewers',
  'sandwich',
  'burger',
  'pancakes',
  'drink',
  'porridge',
  'roast',
  'fried-snack',
  'tacos',
  'pizza',
  'sushi',
  'wraps',
  'eggs',
  'fish',
  'stir-fry',
  'bowl',
  'pie',
  'sweet-balls',
] as const;

export const IngredientGroup = z.object({ group: z.string().min(1), items: z.array(z.string().min(2)).min(1) });

export const SeedRecipe = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), // unique across the catalogue
  title: z.string().min(3).max(80),
  description: z.string().min(40).max(400),
  cuisine: z.string().min(3), // "Indian", "Italian", "Thai"...
  region: z.string().optional(), // "Gujarati", "Kerala", "Sicilian"...
  course: z.enum(COURSES),
  diet: z.enum(DIETS),
  cookingMethod: z.enum(COOKING_METHODS),
  prepMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  cookMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  servings: z.number().int().min(1).max(24),
  onePot: z.boolean(),
  // Ingredient lines exactly as a cookbook prints them ("2 cups chopped onions", "salt to taste"),
  // optionally grouped ("For the tadka").
  ingredients: z.array(z.union([z.string().min(2), IngredientGroup])).min(2),
  steps: z.array(z.string().min(10)).min(2),
  picture: z.object({
    style: z.enum(PICTURE_STYLES),
    vessel: z.enum(['bowl', 'plate', 'glass', 'skillet', 'platter', 'cup', 'board', 'pot']),
    colors: z
      .array(z.string().regex(/^#[0-9a-f]{6}$/i))
      .min(2)
      .max(5), // main colour first, then accents
    garnish: z.string().optional(), // "coriander leaves", "sesame seeds", "lime wedge"
  }),
});
export type SeedRecipe = z.infer<typeof SeedRecipe>;
