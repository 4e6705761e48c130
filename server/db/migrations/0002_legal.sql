CREATE TABLE "legal_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"display_name" text NOT NULL,
	"content" text NOT NULL,
	"is_required_for_signup" boolean DEFAULT false NOT NULL,
	"version_number" integer DEFAULT 1 NOT NULL,
	"effective_date" date NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "legal_content_region_contentType_displayName_versionNumber_unique" UNIQUE("region","content_type","display_name","version_number")
);
--> statement-breakpoint
CREATE TABLE "user_consent" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"legal_content_id" integer NOT NULL,
	"consent_given" boolean NOT NULL,
	"method" text DEFAULT 'signup' NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_consent" ADD CONSTRAINT "user_consent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consent" ADD CONSTRAINT "user_consent_legal_content_id_legal_content_id_fk" FOREIGN KEY ("legal_content_id") REFERENCES "public"."legal_content"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_consent_user_id_index" ON "user_consent" USING btree ("user_id");