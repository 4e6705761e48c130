CREATE TABLE "recipe_filter_counts" (
	"filter_group" text NOT NULL,
	"value" text NOT NULL,
	"recipe_count" integer NOT NULL,
	CONSTRAINT "recipe_filter_counts_filter_group_value_pk" PRIMARY KEY("filter_group","value")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): keeps recipe_filter_counts, the number of catalogue
-- recipes (no owner) with each cuisine, diet, course and cooking method, so that filter options and search
-- read a few rows instead of counting the catalogue (docs/decisions/029-search-at-depth.md). Statement
-- triggers with transition tables handle bulk loads in one pass; the rows are changed in key order so that
-- two writers never wait on each other in opposite orders.
CREATE FUNCTION "recipe_filter_values"(owner_id text, cuisine text, diet text, course text, cooking_method text)
RETURNS TABLE (filter_group text, value text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT v.filter_group, v.value
  FROM (VALUES ('cuisines', cuisine), ('diets', diet), ('courses', course), ('cookingMethods', cooking_method)) AS v(filter_group, value)
  WHERE owner_id IS NULL AND v.value IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION "recipes_count_filter_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each branch names only the transition tables its kind of statement has
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "recipe_filter_counts" ("filter_group", "value", "recipe_count")
    SELECT v.filter_group, v.value, count(*)::int
    FROM "new_recipes" r, "recipe_filter_values"(r."owner_id", r."cuisine", r."diet", r."course", r."cooking_method") v
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("filter_group", "value") DO UPDATE SET "recipe_count" = "recipe_filter_counts"."recipe_count" + excluded."recipe_count";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "recipe_filter_counts" ("filter_group", "value", "recipe_count")
    SELECT c.filter_group, c.value, sum(c.change)::int
    FROM (
      SELECT v.filter_group, v.value, -1 AS change
      FROM "old_recipes" r, "recipe_filter_values"(r."owner_id", r."cuisine", r."diet", r."course", r."cooking_method") v
      UNION ALL
      SELECT v.filter_group, v.value, 1
      FROM "new_recipes" r, "recipe_filter_values"(r."owner_id", r."cuisine", r."diet", r."course", r."cooking_method") v
    ) c
    GROUP BY 1, 2 HAVING sum(c.change) <> 0 ORDER BY 1, 2
    ON CONFLICT ("filter_group", "value") DO UPDATE SET "recipe_count" = "recipe_filter_counts"."recipe_count" + excluded."recipe_count";
    DELETE FROM "recipe_filter_counts" WHERE "recipe_count" <= 0;
  ELSE
    UPDATE "recipe_filter_counts" k SET "recipe_count" = k."recipe_count" - c.n
    FROM (
      SELECT v.filter_group, v.value, count(*)::int AS n
      FROM "old_recipes" r, "recipe_filter_values"(r."owner_id", r."cuisine", r."diet", r."course", r."cooking_method") v
      GROUP BY 1, 2
    ) c
    WHERE k."filter_group" = c.filter_group AND k."value" = c.value;
    DELETE FROM "recipe_filter_counts" WHERE "recipe_count" <= 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recipes_filter_counts_on_insert" AFTER INSERT ON "recipes"
  REFERENCING NEW TABLE AS "new_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipes_count_filter_values"();--> statement-breakpoint
CREATE TRIGGER "recipes_filter_counts_on_update" AFTER UPDATE ON "recipes"
  REFERENCING OLD TABLE AS "old_recipes" NEW TABLE AS "new_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipes_count_filter_values"();--> statement-breakpoint
CREATE TRIGGER "recipes_filter_counts_on_delete" AFTER DELETE ON "recipes"
  REFERENCING OLD TABLE AS "old_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipes_count_filter_values"();--> statement-breakpoint
INSERT INTO "recipe_filter_counts" ("filter_group", "value", "recipe_count")
SELECT v.filter_group, v.value, count(*)::int
FROM "recipes" r, "recipe_filter_values"(r."owner_id", r."cuisine", r."diet", r."course", r."cooking_method") v
GROUP BY 1, 2;
