CREATE TABLE "appointment_attendance" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	"no_show_at" timestamp with time zone,
	"no_show_by" uuid,
	CONSTRAINT "appointment_attendance_one_ck" CHECK ("appointment_attendance"."checked_in_at" IS NULL OR "appointment_attendance"."no_show_at" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "clinic_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"clinic_id" uuid,
	"pharmacy_id" uuid,
	"doctor_id" uuid,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "clinic_staff_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "clinic_staff_role_ck" CHECK ("clinic_staff"."role" IN ('doctor', 'front-desk', 'clinic-admin', 'lab', 'accounts', 'pharmacist')),
	CONSTRAINT "clinic_staff_scope_ck" CHECK (("clinic_staff"."role" = 'pharmacist') = ("clinic_staff"."pharmacy_id" IS NOT NULL) AND ("clinic_staff"."role" = 'pharmacist') = ("clinic_staff"."clinic_id" IS NULL)),
	CONSTRAINT "clinic_staff_doctor_ck" CHECK (("clinic_staff"."role" = 'doctor') = ("clinic_staff"."doctor_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"clinic_id" uuid,
	"action" text NOT NULL,
	"appointment_id" uuid,
	"patient_id" uuid,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"doctor_id" uuid,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invitations_role_ck" CHECK ("staff_invitations"."role" IN ('doctor', 'front-desk', 'clinic-admin', 'lab', 'accounts', 'pharmacist'))
);
--> statement-breakpoint
ALTER TABLE "appointment_attendance" ADD CONSTRAINT "appointment_attendance_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_attendance" ADD CONSTRAINT "appointment_attendance_checked_in_by_clinic_staff_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."clinic_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_attendance" ADD CONSTRAINT "appointment_attendance_no_show_by_clinic_staff_id_fk" FOREIGN KEY ("no_show_by") REFERENCES "public"."clinic_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_staff" ADD CONSTRAINT "clinic_staff_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_staff" ADD CONSTRAINT "clinic_staff_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_staff" ADD CONSTRAINT "clinic_staff_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_clinic_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."clinic_staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_clinic_staff_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."clinic_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_staff_clinic_idx" ON "clinic_staff" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "staff_audit_clinic_created_idx" ON "staff_audit" USING btree ("clinic_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_invitations_clinic_idx" ON "staff_invitations" USING btree ("clinic_id");