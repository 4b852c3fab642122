ALTER TABLE "notifications" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "recent_activities" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "recent_activities" ADD COLUMN "params" jsonb;