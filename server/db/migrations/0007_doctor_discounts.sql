ALTER TABLE "doctors" ADD COLUMN "discount_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "discount_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_discount_percent_ck" CHECK ("doctors"."discount_percent" >= 0 AND "doctors"."discount_percent" <= 90);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_discount_paisa_ck" CHECK ("appointments"."discount_paisa" >= 0);