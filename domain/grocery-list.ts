import { z } from 'zod';
import { AISLES } from './catalogue';

/** The grocery list's contracts, shared by the server and the web app (ARCHITECTURE section 6). */

export const GROCERY_MESSAGES = {
  noPlan: 'No meal plan for this week',
  emptyPlan: 'Add recipes to the meal plan before generating its grocery list',
  noList: 'No grocery list for this week yet',
  itemNotFound: 'Grocery item not found',
} as const;

export const GROCERY_LIMITS = { nameMax: 100, unitMax: 20, quantityMax: 100_000 } as const;

export const BuildGroceryInput = z
  .object({
    /** Leave out what the latest saved pantry scan holds. Left out: as the list was last built (off at first). */
    subtractPantry: z.boolean().optional(),
  })
  .nullish(); // a POST may come without a body

export const AddGroceryItemInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name must not be empty')
    .max(GROCERY_LIMITS.nameMax, `Name must be at most ${GROCERY_LIMITS.nameMax} characters`),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .positive('Quantity must be more than 0')
    .max(GROCERY_LIMITS.quantityMax, `Quantity must be at most ${GROCERY_LIMITS.quantityMax}`)
    .nullable()
    .optional(),
  unit: z
    .string()
    .trim()
    .max(GROCERY_LIMITS.unitMax, `Unit must be at most ${GROCERY_LIMITS.unitMax} characters`)
    .nullable()
    .optional(),
  aisle: z.enum(AISLES, { error: `Aisle must be one of ${AISLES.join(', ')}` }).default('Other'),
});

export const UpdateGroceryItemInput = z.object({ checked: z.boolean({ error: 'Checked must be true or false' }) });

export const GroceryItem = z.object({
  id: z.number().int(),
  foodId: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  /** The amount as shown: '1 1/2 cups', '250 g', '3' (pieces), 'to taste' or 'as needed' (a recipe gave none: domain/grocery.ts shownAmount), '' (an item of one's own without one). */
  amount: z.string(),
  aisle: z.string(),
  checked: z.boolean(),
  isManual: z.boolean(),
});
export type GroceryItem = z.infer<typeof GroceryItem>;

export const GroceryList = z.object({
  id: z.number().int(),
  mealPlanId: z.number().int(),
  weekStart: z.string(),
  planName: z.string(),
  subtractPantry: z.boolean(),
  updatedAt: z.string(),
  itemCount: z.number().int(),
  checkedCount: z.number().int(),
  /** Aisles in store order, items by name within each: what to buy. */
  aisles: z.array(z.object({ aisle: z.string(), items: z.array(GroceryItem) })),
  /** Staples and spices the week uses ('Check you have'): most kitchens hold them; buy what has run out. */
  checkYouHave: z.array(GroceryItem),
});
export type GroceryList = z.infer<typeof GroceryList>;
