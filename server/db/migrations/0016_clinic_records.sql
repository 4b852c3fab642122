ALTER TABLE "prescriptions" ADD COLUMN "set_id" uuid;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "replaces_set_id" uuid;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "free_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_reports" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "case_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "prescriptions_set_idx" ON "prescriptions" USING btree ("set_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_ck" CHECK ("refunds"."method" IS NULL OR "refunds"."method" IN ('wallet', 'cash'));