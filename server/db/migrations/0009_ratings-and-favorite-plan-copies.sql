CREATE TABLE "favorite_meal_plan_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"favorite_meal_plan_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"meal_type" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"servings" real DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	CONSTRAINT "favorite_meal_plan_entries_favoriteMealPlanId_day_mealType_unique" UNIQUE("favorite_meal_plan_id","day","meal_type")
);
--> statement-breakpoint
CREATE TABLE "recipe_rating_totals" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"rating_count" integer NOT NULL,
	"star_total" integer NOT NULL,
	"score" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_ratings" (
	"user_id" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_ratings_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id"),
	CONSTRAINT "recipe_ratings_stars_check" CHECK ("recipe_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "favorite_meal_plans" DROP CONSTRAINT "favorite_meal_plans_userId_mealPlanId_unique";--> statement-breakpoint
ALTER TABLE "favorite_meal_plans" DROP CONSTRAINT "favorite_meal_plans_meal_plan_id_meal_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "favorite_meal_plans" ALTER COLUMN "meal_plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_meal_plans" ADD COLUMN "week_starting" date;--> statement-breakpoint
-- Hand-written: a favorite saved before this migration pointed at its week. It becomes a copy of what that
-- week holds now (the only record there is), remembered under the week's Monday.
UPDATE "favorite_meal_plans" f SET "week_starting" = p."week_starting" FROM "meal_plans" p WHERE p."id" = f."meal_plan_id";--> statement-breakpoint
ALTER TABLE "favorite_meal_plans" ALTER COLUMN "week_starting" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_meal_plan_entries" ADD CONSTRAINT "favorite_meal_plan_entries_favorite_meal_plan_id_favorite_meal_plans_id_fk" FOREIGN KEY ("favorite_meal_plan_id") REFERENCES "public"."favorite_meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_meal_plan_entries" ADD CONSTRAINT "favorite_meal_plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_rating_totals" ADD CONSTRAINT "recipe_rating_totals_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_meal_plan_entries_recipe_id_index" ON "favorite_meal_plan_entries" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_rating_totals_score_recipe_id_index" ON "recipe_rating_totals" USING btree ("score" DESC NULLS LAST,"recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_ratings_recipe_id_index" ON "recipe_ratings" USING btree ("recipe_id");--> statement-breakpoint
ALTER TABLE "favorite_meal_plans" ADD CONSTRAINT "favorite_meal_plans_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_meal_plans_user_id_created_at_index" ON "favorite_meal_plans" USING btree ("user_id","created_at");--> statement-breakpoint
-- Hand-written: the copy of each existing favorite's week (see above).
INSERT INTO "favorite_meal_plan_entries" ("favorite_meal_plan_id", "day", "meal_type", "recipe_id", "servings", "source")
SELECT f."id", e."day", e."meal_type", e."recipe_id", e."servings", e."source"
FROM "favorite_meal_plans" f JOIN "meal_plan_entries" e ON e."meal_plan_id" = f."meal_plan_id";
