CREATE TYPE "public"."support_message_kind" AS ENUM('contact', 'feedback', 'feature_request', 'bug_report', 'account_deletion');--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "support_message_kind" NOT NULL,
	"patient_id" uuid,
	"name" text,
	"email" text,
	"subject" text,
	"message" text NOT NULL,
	"rating" smallint,
	"page_url" text,
	"user_agent" text,
	"locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_rating_ck" CHECK ("support_messages"."rating" IS NULL OR "support_messages"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "support_messages_message_ck" CHECK (length("support_messages"."message") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_kind_created_idx" ON "support_messages" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_patient_idx" ON "support_messages" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "chat_threads_doctor_last_idx" ON "chat_threads" USING btree ("doctor_id","last_message_at" DESC NULLS LAST);