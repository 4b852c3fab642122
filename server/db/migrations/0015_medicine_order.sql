CREATE TABLE "medicine_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"prescription_id" uuid,
	"position" integer NOT NULL,
	"medication" text NOT NULL,
	"strength" text,
	"form" text,
	"quantity" integer,
	"availability" text,
	"substitute" text,
	"substitute_reason" text,
	"quoted_quantity" integer,
	"price_paisa" integer,
	"accepted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "medicine_order_items_availability_ck" CHECK ("medicine_order_items"."availability" IS NULL OR "medicine_order_items"."availability" IN ('available', 'unavailable', 'substitute')),
	CONSTRAINT "medicine_order_items_price_ck" CHECK ("medicine_order_items"."price_paisa" IS NULL OR "medicine_order_items"."price_paisa" >= 0),
	CONSTRAINT "medicine_order_items_quantity_ck" CHECK (("medicine_order_items"."quantity" IS NULL OR "medicine_order_items"."quantity" > 0) AND ("medicine_order_items"."quoted_quantity" IS NULL OR "medicine_order_items"."quoted_quantity" > 0))
);
--> statement-breakpoint
CREATE TABLE "medicine_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"family_member_id" uuid,
	"pharmacy_id" uuid NOT NULL,
	"source" text NOT NULL,
	"photo_key" text,
	"photo_mime" text,
	"photo_confirmed_at" timestamp with time zone,
	"prescription_codes" text[],
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"pharmacy_note" text,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"quoted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"pickup_code_hash" text,
	"pickup_code_round" integer DEFAULT 0 NOT NULL,
	"payment" text,
	"paid_paisa" integer,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_orders_status_ck" CHECK ("medicine_orders"."status" IN ('requested', 'quoted', 'not_filled', 'accepted', 'declined', 'ready', 'collected', 'cancelled', 'expired')),
	CONSTRAINT "medicine_orders_source_ck" CHECK ("medicine_orders"."source" IN ('prescription', 'photo')),
	CONSTRAINT "medicine_orders_photo_ck" CHECK (("medicine_orders"."source" = 'photo') = ("medicine_orders"."photo_key" IS NOT NULL)),
	CONSTRAINT "medicine_orders_payment_ck" CHECK ("medicine_orders"."payment" IS NULL OR "medicine_orders"."payment" IN ('cash', 'wallet_qr')),
	CONSTRAINT "medicine_orders_paid_ck" CHECK ("medicine_orders"."paid_paisa" IS NULL OR "medicine_orders"."paid_paisa" >= 0)
);
--> statement-breakpoint
ALTER TABLE "medicine_order_items" ADD CONSTRAINT "medicine_order_items_order_id_medicine_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medicine_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_order_items" ADD CONSTRAINT "medicine_order_items_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_handled_by_clinic_staff_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."clinic_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_order_items_order_idx" ON "medicine_order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "medicine_order_items_prescription_idx" ON "medicine_order_items" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "medicine_orders_patient_idx" ON "medicine_orders" USING btree ("patient_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medicine_orders_pharmacy_idx" ON "medicine_orders" USING btree ("pharmacy_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_orders_pickup_code_uq" ON "medicine_orders" USING btree ("pharmacy_id","pickup_code_hash") WHERE "medicine_orders"."status" = 'ready';