-- Directory performance (issue 4), measured with `npx tsx scripts/bench-directory.ts` (5,000 doctors).
--
-- Free future slots of one doctor, in time order: the "next available" lookup of every doctor card
-- and the availability recount read this small index only (index-only scans), not the heap.
CREATE INDEX IF NOT EXISTS "schedule_slots_available_doctor_starts_idx"
  ON "schedule_slots" ("doctor_id", "starts_at") WHERE "status" = 'available';--> statement-breakpoint
-- get-doctors' four sort orders (default, rating, experience, fee): a page is read from an index in
-- order instead of sorting every doctor; the per-specialization one gives the search popup the best
-- few doctors of each matching specialization.
CREATE INDEX IF NOT EXISTS "doctors_rank_idx"
  ON "doctors" ("registration_verified" DESC, "rating_avg" DESC, "votes" DESC, "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_specialization_rank_idx"
  ON "doctors" ("main_specialization_id", "registration_verified" DESC, "rating_avg" DESC, "votes" DESC, "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_rating_rank_idx" ON "doctors" ("rating_avg" DESC, "votes" DESC, "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_experience_rank_idx" ON "doctors" ("experience_years" DESC, "rating_avg" DESC, "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_fee_rank_idx" ON "doctors" ("consultation_fee_paisa", "rating_avg" DESC, "id");--> statement-breakpoint
-- The doctors of a specialization without visiting the table (filter and search by specialization).
CREATE INDEX IF NOT EXISTS "doctor_specializations_specialization_doctor_idx"
  ON "doctor_specializations" ("specialization_id", "doctor_id");--> statement-breakpoint
-- Which doctors have a free slot in an availability window (today, tomorrow or next week in one time
-- zone; the next 7 days): recomputed from schedule_slots at most once a minute per window and read by
-- get-doctors' availability filter, instead of probing every doctor's slots on every request.
-- A cache: rows may be deleted at any time; the server recomputes what is missing.
CREATE TABLE IF NOT EXISTS "directory_availability_windows" (
  "key" text PRIMARY KEY NOT NULL,
  "doctor_count" integer NOT NULL,
  "computed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "directory_availability" (
  "key" text NOT NULL,
  "doctor_id" uuid NOT NULL,
  CONSTRAINT "directory_availability_pk" PRIMARY KEY ("key", "doctor_id")
);
