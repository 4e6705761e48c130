CREATE TABLE "recipe_search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ingredient_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "cuisine" || ' ' || "diet" || ' ' || "course"), 'B') || setweight(to_tsvector('english'::regconfig, "description"), 'C') || setweight(to_tsvector('english'::regconfig, "ingredient_names"), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "recipe_search_terms_trgm_index" ON "recipe_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_diet_index" ON "recipes" USING btree ("diet");--> statement-breakpoint
CREATE INDEX "recipes_cooking_method_index" ON "recipes" USING btree ("cooking_method");--> statement-breakpoint
CREATE INDEX "recipes_title_id_index" ON "recipes" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "recipes_search_vector_index" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_index" ON "recipes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): keeps recipe_search_terms, the word list that
-- search corrects misspellings against, filled from every inserted or updated recipe. A statement
-- trigger with a transition table handles bulk loads in one pass.
CREATE FUNCTION "recipes_collect_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "recipe_search_terms" ("term")
  SELECT DISTINCT w.lexeme
  FROM "changed_recipes" r,
    unnest(to_tsvector('simple'::regconfig, r."title" || ' ' || r."cuisine" || ' ' || r."diet" || ' ' || r."course" || ' ' || r."ingredient_names")) AS w
  WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '[0-9]'
  ON CONFLICT ("term") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recipes_search_terms_on_insert" AFTER INSERT ON "recipes"
  REFERENCING NEW TABLE AS "changed_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipes_collect_search_terms"();--> statement-breakpoint
CREATE TRIGGER "recipes_search_terms_on_update" AFTER UPDATE ON "recipes"
  REFERENCING NEW TABLE AS "changed_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipes_collect_search_terms"();
