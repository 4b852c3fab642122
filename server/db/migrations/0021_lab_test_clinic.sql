ALTER TABLE "lab_tests" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_tests_clinic_created_idx" ON "lab_tests" USING btree ("clinic_id","created_at");--> statement-breakpoint
-- The clinic of each existing test (decision record 0018): a visit at a clinic is that clinic's; an online
-- one is the clinic its order was audited at (the console's 'lab-tests-ordered', nearest in time), else the
-- doctor's only clinic; a doctor at several clinics with no audited order leaves it to no clinic's lab.
UPDATE "lab_tests" t SET "clinic_id" = s."clinic_id"
  FROM "appointments" a JOIN "schedule_slots" s ON s."id" = a."slot_id"
  WHERE a."id" = t."appointment_id" AND s."clinic_id" IS NOT NULL;--> statement-breakpoint
UPDATE "lab_tests" t SET "clinic_id" = (
  SELECT au."clinic_id" FROM "staff_audit" au
  WHERE au."appointment_id" = t."appointment_id" AND au."action" = 'lab-tests-ordered' AND au."clinic_id" IS NOT NULL
  ORDER BY abs(extract(epoch FROM au."created_at" - t."created_at")) LIMIT 1)
  WHERE t."clinic_id" IS NULL AND t."appointment_id" IS NOT NULL;--> statement-breakpoint
UPDATE "lab_tests" t SET "clinic_id" = (SELECT min(dc."clinic_id"::text)::uuid FROM "doctor_clinics" dc WHERE dc."doctor_id" = t."doctor_id")
  WHERE t."clinic_id" IS NULL AND (SELECT count(*) FROM "doctor_clinics" dc WHERE dc."doctor_id" = t."doctor_id") = 1;
