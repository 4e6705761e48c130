CREATE TABLE "foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] NOT NULL,
	"aisle" text NOT NULL,
	"kcal" real NOT NULL,
	"protein" real NOT NULL,
	"fat" real NOT NULL,
	"carbs" real NOT NULL,
	"fiber" real NOT NULL,
	"sugar" real NOT NULL,
	"sodium" real NOT NULL,
	"portions" jsonb NOT NULL,
	"ml_density" real,
	"facts" text[] NOT NULL,
	"ndb" text,
	CONSTRAINT "foods_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"group_name" text,
	"original_text" text NOT NULL,
	"quantity" real,
	"quantity_max" real,
	"unit" text,
	"name" text NOT NULL,
	"note" text,
	"food_id" integer,
	"grams" real,
	"confidence" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"owner_id" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture" text,
	"cuisine" text NOT NULL,
	"region" text,
	"course" text NOT NULL,
	"diet" text NOT NULL,
	"cooking_method" text NOT NULL,
	"prep_minutes" integer NOT NULL,
	"cook_minutes" integer NOT NULL,
	"servings" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"source_url" text,
	"calories" real NOT NULL,
	"protein" real NOT NULL,
	"carbs" real NOT NULL,
	"fat" real NOT NULL,
	"fiber" real NOT NULL,
	"sugar" real NOT NULL,
	"sodium" real NOT NULL,
	"nutrition_coverage" real NOT NULL,
	"is_vegan" boolean NOT NULL,
	"is_gluten_free" boolean NOT NULL,
	"is_jain" boolean NOT NULL,
	"is_high_protein" boolean NOT NULL,
	"is_low_calorie" boolean NOT NULL,
	"is_low_carb" boolean NOT NULL,
	"is_low_sugar" boolean NOT NULL,
	"is_high_fiber" boolean NOT NULL,
	"is_low_sodium" boolean NOT NULL,
	"is_quick30_min" boolean NOT NULL,
	"is_one_pot" boolean NOT NULL,
	"is_minimal_oil" boolean NOT NULL,
	"is_no_deep_frying" boolean NOT NULL,
	"is_no_baking" boolean NOT NULL,
	"is_steamed_only" boolean NOT NULL,
	"flag_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_id_index" ON "recipe_ingredients" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_food_id_index" ON "recipe_ingredients" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "recipes_owner_id_index" ON "recipes" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "recipes_cuisine_index" ON "recipes" USING btree ("cuisine");--> statement-breakpoint
CREATE INDEX "recipes_course_index" ON "recipes" USING btree ("course");