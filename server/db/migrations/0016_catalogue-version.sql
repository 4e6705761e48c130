CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): raises catalogue_version whenever a statement adds or deletes
-- a catalogue recipe (no owner), or changes what the meal plan generator reads of one (its owner, title, cuisine,
-- course, diet, cooking time, nutrition per serving, flags). Each instance holds those columns in memory and
-- reloads them when the number moves (docs/decisions/038-speed-catalogue-in-memory.md). Statement triggers with
-- transition tables: a bulk load raises it once; a rating or a picture changed raises nothing.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "recipes_bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  -- each branch names only the transition tables its kind of statement has
  IF TG_OP = 'INSERT' THEN
    changed := EXISTS (SELECT 1 FROM "new_recipes" WHERE "owner_id" IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT 1 FROM "old_recipes" WHERE "owner_id" IS NULL);
  ELSE
    changed := EXISTS (
      SELECT 1 FROM "old_recipes" o FULL JOIN "new_recipes" n ON n."id" = o."id"
      WHERE (o."owner_id" IS NULL OR n."owner_id" IS NULL)
        AND (o."id", o."owner_id", o."title", o."cuisine", o."course", o."diet", o."cook_minutes", o."calories",
             o."protein", o."fat", o."carbs", o."is_vegan", o."is_gluten_free", o."is_jain", o."is_high_protein",
             o."is_low_calorie", o."is_low_carb", o."is_low_sugar", o."is_high_fiber", o."is_low_sodium",
             o."is_quick30_min", o."is_one_pot", o."is_minimal_oil", o."is_no_deep_frying", o."is_no_baking",
             o."is_steamed_only")
        IS DISTINCT FROM
            (n."id", n."owner_id", n."title", n."cuisine", n."course", n."diet", n."cook_minutes", n."calories",
             n."protein", n."fat", n."carbs", n."is_vegan", n."is_gluten_free", n."is_jain", n."is_high_protein",
             n."is_low_calorie", n."is_low_carb", n."is_low_sugar", n."is_high_fiber", n."is_low_sodium",
             n."is_quick30_min", n."is_one_pot", n."is_minimal_oil", n."is_no_deep_frying", n."is_no_baking",
             n."is_steamed_only"));
  END IF;
  IF changed THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recipes_catalogue_version_on_insert" AFTER INSERT ON "recipes"
  REFERENCING NEW TABLE AS "new_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipes_bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "recipes_catalogue_version_on_update" AFTER UPDATE ON "recipes"
  REFERENCING OLD TABLE AS "old_recipes" NEW TABLE AS "new_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipes_bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "recipes_catalogue_version_on_delete" AFTER DELETE ON "recipes"
  REFERENCING OLD TABLE AS "old_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipes_bump_catalogue_version"();
