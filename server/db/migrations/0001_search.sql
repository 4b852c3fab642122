-- Trigram search for the directory (doctor, specialization, pharmacy and diagnostic-centre names).
-- Queries use ILIKE '%text%' (or similarity / %) on these exact columns and expressions:
--   doctors.first_name, doctors.last_name, (first_name || ' ' || last_name),
--   specializations.name_en, specializations.name_ne, pharmacies.name, diagnostic_centres.name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_first_name_trgm_idx" ON "doctors" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_last_name_trgm_idx" ON "doctors" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_full_name_trgm_idx" ON "doctors" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "specializations_name_en_trgm_idx" ON "specializations" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "specializations_name_ne_trgm_idx" ON "specializations" USING gin ("name_ne" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pharmacies_name_trgm_idx" ON "pharmacies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "diagnostic_centres_name_trgm_idx" ON "diagnostic_centres" USING gin ("name" gin_trgm_ops);
