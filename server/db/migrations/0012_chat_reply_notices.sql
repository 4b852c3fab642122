-- A doctor's chat message waits to be told to the patient (issue 16): set when it is stored, ended when the
-- patient is told or had read it; the partial index keeps the scheduler's look-up small.
ALTER TABLE "chat_threads" ADD COLUMN "reply_notice_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_threads_reply_notice_idx" ON "chat_threads" USING btree ("reply_notice_since") WHERE "chat_threads"."reply_notice_since" IS NOT NULL;