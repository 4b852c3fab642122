CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"ref" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount_paisa" integer NOT NULL,
	"amount_text" text NOT NULL,
	"status" text NOT NULL,
	"transaction_code" text,
	"success_url" text NOT NULL,
	"failure_url" text,
	"purchase_order_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_payments_amount_ck" CHECK ("sandbox_gateway_payments"."amount_paisa" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_payments_ref_uq" ON "sandbox_gateway_payments" USING btree ("gateway","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_uq" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_open_created_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" IN ('initiated', 'pending', 'ambiguous');