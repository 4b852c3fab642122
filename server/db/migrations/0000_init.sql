CREATE TYPE "public"."activity_kind" AS ENUM('appointment_booked', 'appointment_rescheduled', 'appointment_canceled', 'appointment_completed', 'payment_completed', 'refund_requested', 'prescription_added', 'lab_report_uploaded', 'profile_updated', 'review_posted');--> statement-breakpoint
CREATE TYPE "public"."app_language" AS ENUM('en', 'ne');--> statement-breakpoint
CREATE TYPE "public"."appointment_kind" AS ENUM('clinic', 'online');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('pending', 'confirmed', 'rescheduled', 'completed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."blood_group" AS ENUM('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-');--> statement-breakpoint
CREATE TYPE "public"."case_report_kind" AS ENUM('complaint', 'fraud_report');--> statement-breakpoint
CREATE TYPE "public"."case_report_status" AS ENUM('open', 'in_review', 'closed');--> statement-breakpoint
CREATE TYPE "public"."chat_sender" AS ENUM('patient', 'doctor');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."idempotency_state" AS ENUM('in_progress', 'done');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('unpaid', 'paid', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."lab_result_flag" AS ENUM('normal', 'low', 'high');--> statement-breakpoint
CREATE TYPE "public"."lab_test_priority" AS ENUM('routine', 'urgent', 'stat');--> statement-breakpoint
CREATE TYPE "public"."lab_test_status" AS ENUM('prescribed', 'sample_collected', 'completed');--> statement-breakpoint
CREATE TYPE "public"."marital_status" AS ENUM('single', 'married', 'divorced', 'widowed');--> statement-breakpoint
CREATE TYPE "public"."nationality" AS ENUM('nepali', 'indian', 'other');--> statement-breakpoint
CREATE TYPE "public"."notification_category" AS ENUM('announcements', 'savings_and_offers', 'feedback_and_surveys', 'health_tips', 'informational', 'important_whatsapp');--> statement-breakpoint
CREATE TYPE "public"."notification_channel" AS ENUM('email', 'sms', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."patient_relation" AS ENUM('self', 'father', 'mother', 'husband', 'wife', 'son', 'daughter', 'brother', 'sister', 'grandfather', 'grandmother', 'spouse', 'other');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('esewa', 'khalti', 'cash');--> statement-breakpoint
CREATE TYPE "public"."payment_option" AS ENUM('offline', 'online');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'pending', 'paid', 'refunded', 'partially_refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_transaction_status" AS ENUM('initiated', 'pending', 'completed', 'failed', 'canceled', 'refunded', 'partially_refunded', 'ambiguous');--> statement-breakpoint
CREATE TYPE "public"."profile_language" AS ENUM('english', 'nepali', 'hindi', 'other');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('requested', 'refunded', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."relation" AS ENUM('father', 'mother', 'husband', 'wife', 'son', 'daughter', 'brother', 'sister', 'grandfather', 'grandmother', 'spouse', 'other');--> statement-breakpoint
CREATE TYPE "public"."religion" AS ENUM('hindu', 'buddhist', 'muslim', 'christian', 'kirant', 'islam', 'jain', 'sikh', 'other');--> statement-breakpoint
CREATE TYPE "public"."reschedule_status" AS ENUM('awaiting_doctor', 'doctor_proposed', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."review_aspect" AS ENUM('doctor_friendliness', 'treatment_satisfaction', 'clinic_cleanliness', 'wait_time', 'value_for_money', 'explanation_of_health_issue');--> statement-breakpoint
CREATE TYPE "public"."review_rating" AS ENUM('very_satisfied', 'satisfied', 'neutral', 'unsatisfied', 'very_unsatisfied');--> statement-breakpoint
CREATE TYPE "public"."review_wait_time" AS ENUM('under_15', '15_30', '30_45', '45_60', 'over_60');--> statement-breakpoint
CREATE TYPE "public"."slot_status" AS ENUM('available', 'booked', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."slot_type" AS ENUM('video', 'message', 'in_person');--> statement-breakpoint
CREATE TYPE "public"."status_actor" AS ENUM('patient', 'doctor', 'system');--> statement-breakpoint
CREATE TYPE "public"."theme" AS ENUM('light', 'dark');--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relation" "relation" NOT NULL,
	"gender" "gender",
	"blood_group" "blood_group",
	"date_of_birth" date,
	"phone" text,
	"address" text,
	"doctor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_date_of_birth_ck" CHECK ("family_members"."date_of_birth" >= DATE '1900-01-01')
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"country_code" text DEFAULT '+977' NOT NULL,
	"phone" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"date_of_birth" date,
	"blood_group" "blood_group",
	"address" text,
	"city" text,
	"time_zone" text DEFAULT 'Asia/Kathmandu' NOT NULL,
	"postal_code" text,
	"marital_status" "marital_status",
	"occupation" text,
	"religion" "religion",
	"gender" "gender",
	"nationality" "nationality",
	"language" "profile_language",
	"profile_picture_path" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "patients_country_code_ck" CHECK ("patients"."country_code" ~ '^\+[0-9]{1,4}$'),
	CONSTRAINT "patients_date_of_birth_ck" CHECK ("patients"."date_of_birth" >= DATE '1900-01-01')
);
--> statement-breakpoint
CREATE TABLE "doctor_education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"degree" text NOT NULL,
	"institution" text NOT NULL,
	"year" smallint NOT NULL,
	CONSTRAINT "doctor_education_year_ck" CHECK ("doctor_education"."year" BETWEEN 1940 AND 2100)
);
--> statement-breakpoint
CREATE TABLE "doctor_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"organisation" text NOT NULL,
	"from_year" smallint NOT NULL,
	"to_year" smallint,
	CONSTRAINT "doctor_experiences_years_ck" CHECK ("doctor_experiences"."from_year" BETWEEN 1940 AND 2100 AND "doctor_experiences"."to_year" >= "doctor_experiences"."from_year")
);
--> statement-breakpoint
CREATE TABLE "doctor_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "doctor_services_doctor_name_uq" UNIQUE("doctor_id","name")
);
--> statement-breakpoint
CREATE TABLE "doctor_specializations" (
	"doctor_id" uuid NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "doctor_specializations_doctor_id_specialization_id_pk" PRIMARY KEY("doctor_id","specialization_id")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"gender" "gender" NOT NULL,
	"profile_picture_url" text,
	"nmc_number" text NOT NULL,
	"registration_verified" boolean DEFAULT false NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"consultation_fee_paisa" integer DEFAULT 0 NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"max_wait_minutes" integer,
	"main_specialization_id" integer NOT NULL,
	"city" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_nmc_number_unique" UNIQUE("nmc_number"),
	CONSTRAINT "doctors_experience_years_ck" CHECK ("doctors"."experience_years" >= 0 AND "doctors"."experience_years" <= 80),
	CONSTRAINT "doctors_consultation_fee_paisa_ck" CHECK ("doctors"."consultation_fee_paisa" >= 0),
	CONSTRAINT "doctors_rating_avg_ck" CHECK ("doctors"."rating_avg" >= 0 AND "doctors"."rating_avg" <= 5),
	CONSTRAINT "doctors_votes_ck" CHECK ("doctors"."votes" >= 0),
	CONSTRAINT "doctors_max_wait_minutes_ck" CHECK ("doctors"."max_wait_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ne" text NOT NULL,
	CONSTRAINT "specializations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "clinic_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time,
	"closes_at" time,
	"is_closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "clinic_hours_doctor_clinic_weekday_uq" UNIQUE("doctor_id","clinic_id","weekday"),
	CONSTRAINT "clinic_hours_weekday_ck" CHECK ("clinic_hours"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "clinic_hours_open_ck" CHECK ("clinic_hours"."is_closed" OR ("clinic_hours"."opens_at" IS NOT NULL AND "clinic_hours"."closes_at" IS NOT NULL AND "clinic_hours"."closes_at" > "clinic_hours"."opens_at"))
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinics_name_city_uq" UNIQUE("name","city"),
	CONSTRAINT "clinics_latitude_ck" CHECK ("clinics"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "clinics_longitude_ck" CHECK ("clinics"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "doctor_clinics" (
	"doctor_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	CONSTRAINT "doctor_clinics_doctor_id_clinic_id_pk" PRIMARY KEY("doctor_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "diagnostic_centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"license_number" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"phone" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_24_hours" boolean DEFAULT false NOT NULL,
	"opens_at" time,
	"closes_at" time,
	"closed_weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"home_collection" boolean DEFAULT false NOT NULL,
	"tests_offered" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "diagnostic_centres_license_number_unique" UNIQUE("license_number"),
	CONSTRAINT "diagnostic_centres_rating_avg_ck" CHECK ("diagnostic_centres"."rating_avg" >= 0 AND "diagnostic_centres"."rating_avg" <= 5),
	CONSTRAINT "diagnostic_centres_votes_ck" CHECK ("diagnostic_centres"."votes" >= 0),
	CONSTRAINT "diagnostic_centres_hours_ck" CHECK ("diagnostic_centres"."is_24_hours" OR ("diagnostic_centres"."opens_at" IS NOT NULL AND "diagnostic_centres"."closes_at" IS NOT NULL)),
	CONSTRAINT "diagnostic_centres_latitude_ck" CHECK ("diagnostic_centres"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "diagnostic_centres_longitude_ck" CHECK ("diagnostic_centres"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "pharmacies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"license_number" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"phone" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_24_hours" boolean DEFAULT false NOT NULL,
	"opens_at" time,
	"closes_at" time,
	"closed_weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"home_delivery" boolean DEFAULT false NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "pharmacies_license_number_unique" UNIQUE("license_number"),
	CONSTRAINT "pharmacies_rating_avg_ck" CHECK ("pharmacies"."rating_avg" >= 0 AND "pharmacies"."rating_avg" <= 5),
	CONSTRAINT "pharmacies_votes_ck" CHECK ("pharmacies"."votes" >= 0),
	CONSTRAINT "pharmacies_hours_ck" CHECK ("pharmacies"."is_24_hours" OR ("pharmacies"."opens_at" IS NOT NULL AND "pharmacies"."closes_at" IS NOT NULL)),
	CONSTRAINT "pharmacies_latitude_ck" CHECK ("pharmacies"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "pharmacies_longitude_ck" CHECK ("pharmacies"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "appointment_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"from_status" "appointment_status",
	"to_status" "appointment_status" NOT NULL,
	"changed_by" "status_actor" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"family_member_id" uuid,
	"doctor_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"status" "appointment_status" DEFAULT 'pending' NOT NULL,
	"kind" "appointment_kind" NOT NULL,
	"amount_paisa" integer NOT NULL,
	"service_charge_paisa" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"comments" text,
	"payment_option" "payment_option" NOT NULL,
	"payment_status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"payment_method" "payment_gateway",
	"info_first_name" text NOT NULL,
	"info_last_name" text NOT NULL,
	"info_country_code" text DEFAULT '+977' NOT NULL,
	"info_phone" text NOT NULL,
	"info_email" text NOT NULL,
	"info_gender" "gender" NOT NULL,
	"info_blood_group" "blood_group" NOT NULL,
	"info_relation" "patient_relation" DEFAULT 'self' NOT NULL,
	"cancel_reason" text,
	"canceled_at" timestamp with time zone,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_amount_paisa_ck" CHECK ("appointments"."amount_paisa" >= 0),
	CONSTRAINT "appointments_service_charge_paisa_ck" CHECK ("appointments"."service_charge_paisa" >= 0),
	CONSTRAINT "appointments_canceled_ck" CHECK ("appointments"."status" <> 'canceled' OR "appointments"."canceled_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "reschedule_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"requested_slot_id" uuid NOT NULL,
	"proposed_slot_id" uuid,
	"status" "reschedule_status" DEFAULT 'awaiting_doctor' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reschedule_requests_proposed_ck" CHECK ("reschedule_requests"."status" <> 'doctor_proposed' OR "reschedule_requests"."proposed_slot_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"clinic_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"appointment_type" "slot_type" NOT NULL,
	"fee_paisa" integer NOT NULL,
	"status" "slot_status" DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_slots_doctor_start_type_uq" UNIQUE("doctor_id","starts_at","appointment_type"),
	CONSTRAINT "schedule_slots_id_doctor_uq" UNIQUE("id","doctor_id"),
	CONSTRAINT "schedule_slots_time_ck" CHECK ("schedule_slots"."ends_at" > "schedule_slots"."starts_at"),
	CONSTRAINT "schedule_slots_fee_paisa_ck" CHECK ("schedule_slots"."fee_paisa" >= 0),
	CONSTRAINT "schedule_slots_clinic_ck" CHECK (("schedule_slots"."appointment_type" = 'in_person') = ("schedule_slots"."clinic_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "favourite_doctors" (
	"patient_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_doctors_patient_id_doctor_id_pk" PRIMARY KEY("patient_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"recommend" boolean NOT NULL,
	"clinic_visited" text,
	"health_problem" text,
	"wait_time" "review_wait_time",
	"liked_aspects" "review_aspect"[] DEFAULT '{}' NOT NULL,
	"rating" "review_rating" NOT NULL,
	"stars" smallint NOT NULL,
	"experience" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "reviews_stars_ck" CHECK ("reviews"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "lab_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"lab_test_id" uuid,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_reports_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "lab_reports_size_bytes_ck" CHECK ("lab_reports"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lab_test_id" uuid NOT NULL,
	"parameter" text NOT NULL,
	"value" text NOT NULL,
	"unit" text,
	"reference_range" text,
	"flag" "lab_result_flag",
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"family_member_id" uuid,
	"doctor_id" uuid NOT NULL,
	"appointment_id" uuid,
	"test_name" text NOT NULL,
	"category" text NOT NULL,
	"priority" "lab_test_priority" DEFAULT 'routine' NOT NULL,
	"due_date" date,
	"instructions" text,
	"support_info" text,
	"status" "lab_test_status" DEFAULT 'prescribed' NOT NULL,
	"diagnostic_centre_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"family_member_id" uuid,
	"doctor_id" uuid NOT NULL,
	"appointment_id" uuid,
	"medication" text NOT NULL,
	"strength" text,
	"form" text,
	"doses" text,
	"quantity" integer NOT NULL,
	"start_date" date NOT NULL,
	"stop_date" date,
	"instructions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_quantity_ck" CHECK ("prescriptions"."quantity" > 0),
	CONSTRAINT "prescriptions_dates_ck" CHECK ("prescriptions"."stop_date" >= "prescriptions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"case_report_id" uuid,
	"refund_id" uuid,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "attachments_owner_ck" CHECK (num_nonnulls("attachments"."case_report_id", "attachments"."refund_id") = 1),
	CONSTRAINT "attachments_size_bytes_ck" CHECK ("attachments"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "case_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "case_report_kind" NOT NULL,
	"patient_id" uuid NOT NULL,
	"payment_id" uuid,
	"appointment_id" uuid,
	"reason" text NOT NULL,
	"status" "case_report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"payment_id" uuid,
	"payment_mode" "payment_gateway" NOT NULL,
	"amount_paisa" integer NOT NULL,
	"discount_paisa" integer DEFAULT 0 NOT NULL,
	"status" "invoice_status" DEFAULT 'unpaid' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_amount_paisa_ck" CHECK ("invoices"."amount_paisa" >= 0),
	CONSTRAINT "invoices_discount_paisa_ck" CHECK ("invoices"."discount_paisa" >= 0 AND "invoices"."discount_paisa" <= "invoices"."amount_paisa")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"transaction_uuid" text NOT NULL,
	"gateway_ref" text,
	"amount_paisa" integer NOT NULL,
	"service_charge_paisa" integer DEFAULT 0 NOT NULL,
	"total_paisa" integer NOT NULL,
	"refunded_paisa" integer DEFAULT 0 NOT NULL,
	"status" "payment_transaction_status" DEFAULT 'initiated' NOT NULL,
	"gateway_response" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_transaction_uuid_unique" UNIQUE("transaction_uuid"),
	CONSTRAINT "payments_amount_paisa_ck" CHECK ("payments"."amount_paisa" >= 0),
	CONSTRAINT "payments_service_charge_paisa_ck" CHECK ("payments"."service_charge_paisa" >= 0),
	CONSTRAINT "payments_total_paisa_ck" CHECK ("payments"."total_paisa" = "payments"."amount_paisa" + "payments"."service_charge_paisa"),
	CONSTRAINT "payments_refunded_paisa_ck" CHECK ("payments"."refunded_paisa" >= 0 AND "payments"."refunded_paisa" <= "payments"."total_paisa")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_paisa" integer NOT NULL,
	"status" "refund_status" DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_paisa_ck" CHECK ("refunds"."amount_paisa" > 0),
	CONSTRAINT "refunds_refunded_at_ck" CHECK ("refunds"."status" <> 'refunded' OR "refunds"."refunded_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"patient_id" uuid NOT NULL,
	"category" "notification_category" NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_patient_id_category_channel_pk" PRIMARY KEY("patient_id","category","channel")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"category" "notification_category" NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_attempts_ck" CHECK ("phone_verifications"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recent_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"kind" "activity_kind" NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"appointment_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"theme" "theme" DEFAULT 'light' NOT NULL,
	"language" "app_language" DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender" "chat_sender" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_messages_body_ck" CHECK (length("chat_messages"."body") BETWEEN 1 AND 4000)
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_threads_patient_doctor_uq" UNIQUE("patient_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "health_feed_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "health_feed_posts_likes_ck" CHECK ("health_feed_posts"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"user_key" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" "idempotency_state" DEFAULT 'in_progress' NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_records_user_key_key_pk" PRIMARY KEY("user_key","key"),
	CONSTRAINT "idempotency_records_key_ck" CHECK (length("idempotency_records"."key") BETWEEN 1 AND 255),
	CONSTRAINT "idempotency_records_done_ck" CHECK ("idempotency_records"."state" <> 'done' OR "idempotency_records"."status_code" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_buckets_count_ck" CHECK ("rate_limit_buckets"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_education" ADD CONSTRAINT "doctor_education_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_experiences" ADD CONSTRAINT "doctor_experiences_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specializations" ADD CONSTRAINT "doctor_specializations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specializations" ADD CONSTRAINT "doctor_specializations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_main_specialization_id_specializations_id_fk" FOREIGN KEY ("main_specialization_id") REFERENCES "public"."specializations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_hours" ADD CONSTRAINT "clinic_hours_doctor_clinic_fk" FOREIGN KEY ("doctor_id","clinic_id") REFERENCES "public"."doctor_clinics"("doctor_id","clinic_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_clinics" ADD CONSTRAINT "doctor_clinics_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_clinics" ADD CONSTRAINT "doctor_clinics_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_history" ADD CONSTRAINT "appointment_status_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_doctor_fk" FOREIGN KEY ("slot_id","doctor_id") REFERENCES "public"."schedule_slots"("id","doctor_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_requested_slot_id_schedule_slots_id_fk" FOREIGN KEY ("requested_slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_proposed_slot_id_schedule_slots_id_fk" FOREIGN KEY ("proposed_slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD CONSTRAINT "schedule_slots_doctor_clinic_fk" FOREIGN KEY ("doctor_id","clinic_id") REFERENCES "public"."doctor_clinics"("doctor_id","clinic_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_doctors" ADD CONSTRAINT "favourite_doctors_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_doctors" ADD CONSTRAINT "favourite_doctors_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_test_id_lab_tests_id_fk" FOREIGN KEY ("lab_test_id") REFERENCES "public"."lab_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_lab_test_id_lab_tests_id_fk" FOREIGN KEY ("lab_test_id") REFERENCES "public"."lab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_diagnostic_centre_id_diagnostic_centres_id_fk" FOREIGN KEY ("diagnostic_centre_id") REFERENCES "public"."diagnostic_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_case_report_id_case_reports_id_fk" FOREIGN KEY ("case_report_id") REFERENCES "public"."case_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_activities" ADD CONSTRAINT "recent_activities_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_activities" ADD CONSTRAINT "recent_activities_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_feed_posts" ADD CONSTRAINT "health_feed_posts_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_patient_idx" ON "family_members" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_email_lower_uq" ON "patients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "doctor_education_doctor_idx" ON "doctor_education" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_experiences_doctor_idx" ON "doctor_experiences" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_specializations_specialization_idx" ON "doctor_specializations" USING btree ("specialization_id");--> statement-breakpoint
CREATE INDEX "doctors_main_specialization_idx" ON "doctors" USING btree ("main_specialization_id");--> statement-breakpoint
CREATE INDEX "doctors_city_idx" ON "doctors" USING btree ("city");--> statement-breakpoint
CREATE INDEX "clinics_city_idx" ON "clinics" USING btree ("city");--> statement-breakpoint
CREATE INDEX "doctor_clinics_clinic_idx" ON "doctor_clinics" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "diagnostic_centres_city_idx" ON "diagnostic_centres" USING btree ("city");--> statement-breakpoint
CREATE INDEX "pharmacies_city_idx" ON "pharmacies" USING btree ("city");--> statement-breakpoint
CREATE INDEX "appointment_status_history_appointment_idx" ON "appointment_status_history" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_live_slot_uq" ON "appointments" USING btree ("slot_id") WHERE "appointments"."status" IN ('pending', 'confirmed', 'rescheduled');--> statement-breakpoint
CREATE INDEX "appointments_patient_booked_idx" ON "appointments" USING btree ("patient_id","booked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "appointments_slot_idx" ON "appointments" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_requests_open_uq" ON "reschedule_requests" USING btree ("appointment_id") WHERE "reschedule_requests"."status" IN ('awaiting_doctor', 'doctor_proposed');--> statement-breakpoint
CREATE INDEX "schedule_slots_doctor_starts_idx" ON "schedule_slots" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedule_slots_starts_available_idx" ON "schedule_slots" USING btree ("starts_at") WHERE "schedule_slots"."status" = 'available';--> statement-breakpoint
CREATE INDEX "reviews_doctor_created_idx" ON "reviews" USING btree ("doctor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_patient_idx" ON "reviews" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "lab_reports_patient_uploaded_idx" ON "lab_reports" USING btree ("patient_id","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lab_results_lab_test_idx" ON "lab_results" USING btree ("lab_test_id");--> statement-breakpoint
CREATE INDEX "lab_tests_patient_created_idx" ON "lab_tests" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prescriptions_patient_start_idx" ON "prescriptions" USING btree ("patient_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "attachments_case_report_idx" ON "attachments" USING btree ("case_report_id");--> statement-breakpoint
CREATE INDEX "attachments_refund_idx" ON "attachments" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "case_reports_patient_idx" ON "case_reports" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_patient_issued_idx" ON "invoices" USING btree ("patient_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_appointment_idx" ON "invoices" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_uq" ON "payments" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paid_appointment_uq" ON "payments" USING btree ("appointment_id") WHERE "payments"."status" IN ('completed', 'partially_refunded');--> statement-breakpoint
CREATE INDEX "payments_patient_created_idx" ON "payments" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_payment_uq" ON "refunds" USING btree ("payment_id") WHERE "refunds"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "refunds_patient_idx" ON "refunds" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "notifications_patient_created_idx" ON "notifications" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_patient_unread_idx" ON "notifications" USING btree ("patient_id") WHERE NOT "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "recent_activities_patient_created_idx" ON "recent_activities" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_thread_created_idx" ON "chat_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_threads_patient_last_idx" ON "chat_threads" USING btree ("patient_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "health_feed_posts_doctor_published_idx" ON "health_feed_posts" USING btree ("doctor_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "health_feed_posts_published_idx" ON "health_feed_posts" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_records_created_idx" ON "idempotency_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_window_idx" ON "rate_limit_buckets" USING btree ("window_start");