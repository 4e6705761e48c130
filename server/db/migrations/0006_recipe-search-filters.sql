-- Hand-written: the filterable facts of a recipe as lexemes, so that search matches text and every filter
-- in one GIN index scan. '#o' catalogue or '#u:<owner>'; '#c:' cuisine, '#d:' diet, '#k:' course,
-- '#m:' cooking method (values as stored); '#t:' cooking minutes rounded up to 5, or 'long' above 120;
-- '#f:<n>' for each true flag, n its position in `flags` (domain/recipe-search.ts RECIPE_FLAGS order).
CREATE FUNCTION "recipe_filter_tokens"(owner_id text, cuisine text, diet text, course text, cooking_method text, cook_minutes integer, flags boolean[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY[
      CASE WHEN owner_id IS NULL THEN '#o' ELSE '#u:' || owner_id END,
      '#c:' || cuisine, '#d:' || diet, '#k:' || course, '#m:' || cooking_method,
      '#t:' || CASE WHEN cook_minutes > 120 THEN 'long' ELSE (ceil(greatest(cook_minutes, 0) / 5.0) * 5)::int::text END
    ] || ARRAY(SELECT '#f:' || i FROM generate_subscripts(flags, 1) AS i WHERE flags[i]))
$$;--> statement-breakpoint
DROP INDEX "recipes_diet_index";--> statement-breakpoint
DROP INDEX "recipes_cooking_method_index";--> statement-breakpoint
DROP INDEX "recipes_title_id_index";--> statement-breakpoint
DROP INDEX "recipes_search_vector_index";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title")) STORED;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "filter_tokens" "tsvector" GENERATED ALWAYS AS (recipe_filter_tokens("owner_id", "cuisine", "diet", "course", "cooking_method", "cook_minutes", ARRAY["is_vegan", "is_gluten_free", "is_jain", "is_high_protein", "is_low_calorie", "is_low_carb", "is_low_sugar", "is_high_fiber", "is_low_sodium", "is_quick30_min", "is_one_pot", "is_minimal_oil", "is_no_deep_frying", "is_no_baking", "is_steamed_only"])) STORED;--> statement-breakpoint
CREATE INDEX "recipes_search_index" ON "recipes" USING gin ("search_vector","filter_tokens");--> statement-breakpoint
CREATE INDEX "recipes_title_search_index" ON "recipes" USING gin ("title_vector","filter_tokens");