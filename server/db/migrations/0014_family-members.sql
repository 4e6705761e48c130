CREATE TABLE "household_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"diet" text DEFAULT 'Any' NOT NULL,
	"gluten_free" boolean DEFAULT false NOT NULL,
	"calories" real NOT NULL,
	"protein" real NOT NULL,
	"fat" real NOT NULL,
	"carbs" real NOT NULL,
	"meal_types" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_portions" (
	"entry_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"servings" real NOT NULL,
	CONSTRAINT "member_portions_entry_id_member_id_pk" PRIMARY KEY("entry_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_portions" ADD CONSTRAINT "member_portions_entry_id_meal_plan_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."meal_plan_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_portions" ADD CONSTRAINT "member_portions_member_id_household_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."household_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_members_user_id_index" ON "household_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_portions_member_id_index" ON "member_portions" USING btree ("member_id");