CREATE TABLE "health_link_accesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"accessed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_link_file_tickets" (
	"token" text PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_link_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"jwe" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"manifest_id" text NOT NULL,
	"label" text NOT NULL,
	"passcode_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_links_manifest_id_unique" UNIQUE("manifest_id"),
	CONSTRAINT "health_links_failed_attempts_ck" CHECK ("health_links"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "health_profiles" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"no_known_allergies" boolean DEFAULT false NOT NULL,
	"no_known_problems" boolean DEFAULT false NOT NULL,
	"name_ne" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_allergies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"code" text,
	"text" text NOT NULL,
	"reaction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"code" text,
	"text" text NOT NULL,
	"onset_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_link_accesses" ADD CONSTRAINT "health_link_accesses_link_id_health_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."health_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_link_file_tickets" ADD CONSTRAINT "health_link_file_tickets_file_id_health_link_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."health_link_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_link_files" ADD CONSTRAINT "health_link_files_link_id_health_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."health_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_links" ADD CONSTRAINT "health_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_profiles" ADD CONSTRAINT "health_profiles_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_problems" ADD CONSTRAINT "patient_problems_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_link_accesses_link_idx" ON "health_link_accesses" USING btree ("link_id","accessed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "health_links_patient_idx" ON "health_links" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patient_allergies_patient_idx" ON "patient_allergies" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_problems_patient_idx" ON "patient_problems" USING btree ("patient_id","created_at");