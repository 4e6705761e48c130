// What the generation says and the stages it reports: apart from contract.ts (its schemas) so that a page
// that only shows them does not load zod (decision 034).

export const GENERATE_MESSAGES = {
  signInTitle: 'Sign in required',
  signIn: 'Please sign in to generate meal plans.',
  success: 'Your meal plan has been generated successfully.',
  failed: 'Failed to generate meal plan. Please try again.',
  noRecipes: 'No recipes match your dietary preferences for any meal of the week. Loosen a preference and try again.',
  weekFull: 'Every meal of this week is already planned. Remove some meals to let the generator fill them.',
} as const;

/** The stages a generation reports while it runs (the event stream variant of the route). */
export const GENERATE_STAGES = ['loading', 'heuristic', 'improving', 'saving'] as const;
export type GenerateStage = (typeof GENERATE_STAGES)[number];
