/** What the activity log records (the dashboard's Recent Activity), each linking to its object. */
export const ACTIVITY_KINDS = [
  'favorite_added',
  'recipe_planned',
  'plan_generated',
  'plan_copied',
  'plan_saved',
  'plan_confirmed',
  'pantry_scan_saved',
  'custom_recipe_created',
  'plan_purchased',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_OBJECTS = ['recipe', 'meal_plan', 'pantry_scan', 'order'] as const;
export type ActivityObject = (typeof ACTIVITY_OBJECTS)[number];
