ALTER TABLE "clinic_hours" DROP CONSTRAINT "clinic_hours_doctor_clinic_weekday_uq";--> statement-breakpoint
ALTER TABLE "doctors" DROP CONSTRAINT "doctors_discount_percent_ck";--> statement-breakpoint
ALTER TABLE "doctor_clinics" ADD COLUMN "slot_minutes" smallint;--> statement-breakpoint
ALTER TABLE "clinic_hours" ADD CONSTRAINT "clinic_hours_doctor_clinic_weekday_opens_uq" UNIQUE("doctor_id","clinic_id","weekday","opens_at");--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_discount_percent_ck" CHECK ("doctors"."discount_percent" >= 0 AND "doctors"."discount_percent" <= 100);--> statement-breakpoint
ALTER TABLE "doctor_clinics" ADD CONSTRAINT "doctor_clinics_slot_minutes_ck" CHECK ("doctor_clinics"."slot_minutes" IN (10, 15, 20, 30, 45, 60));