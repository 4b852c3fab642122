-- Devanagari names of doctors, pharmacies and diagnostic centres (issue 19): shown in the reader's
-- script and searched like the Latin ones. Nullable: the app falls back to the Latin name.
ALTER TABLE "doctors" ADD COLUMN "first_name_ne" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "middle_name_ne" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "last_name_ne" text;--> statement-breakpoint
ALTER TABLE "diagnostic_centres" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "name_ne" text;--> statement-breakpoint
-- Trigram indexes as in 0001, on the exact expressions a Devanagari search uses (search-sql.ts,
-- places/repository.ts): the full name for three characters and more, first and last name for word
-- prefixes of one or two.
CREATE INDEX IF NOT EXISTS "doctors_first_name_ne_trgm_idx" ON "doctors" USING gin ("first_name_ne" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_last_name_ne_trgm_idx" ON "doctors" USING gin ("last_name_ne" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_full_name_ne_trgm_idx" ON "doctors" USING gin (("first_name_ne" || ' ' || "last_name_ne") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pharmacies_name_ne_trgm_idx" ON "pharmacies" USING gin ("name_ne" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "diagnostic_centres_name_ne_trgm_idx" ON "diagnostic_centres" USING gin ("name_ne" gin_trgm_ops);
