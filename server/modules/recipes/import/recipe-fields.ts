/** What one source of a page (JSON-LD or microdata) says about a recipe, as clean text, before normalising. */
export interface RecipeFields {
  title: string | null;
  description: string | null;
  /** As written on the page: may be relative. */
  image: string | null;
  ingredients: string[];
  instructions: string[];
  /** Every recipeYield value, e.g. ["4", "4 servings"]. */
  yields: string[];
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  cuisine: string[];
  category: string[];
  nutrition: Record<string, string>;
}

export function emptyFields(): RecipeFields {
  return {
    title: null,
    description: null,
    image: null,
    ingredients: [],
    instructions: [],
    yields: [],
    prepTime: null,
    cookTime: null,
    totalTime: null,
    cuisine: [],
    category: [],
    nutrition: {},
  };
}

/** True when the fields hold something worth importing. */
export function hasContent(fields: RecipeFields): boolean {
  return fields.ingredients.length > 0 || fields.instructions.length > 0;
}
