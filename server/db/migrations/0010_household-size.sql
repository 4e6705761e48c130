CREATE TABLE "household_sizes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"people" smallint DEFAULT 1 NOT NULL,
	"by_meal_type" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_sizes" ADD CONSTRAINT "household_sizes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;