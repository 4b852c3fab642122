-- The language of health-feed posts and reviews (issue 19): the app marks their text with it and tags
-- the ones not in the reader's language. Rows written before are English unless their text is mostly
-- Devanagari.
ALTER TABLE "reviews" ADD COLUMN "language" "app_language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "health_feed_posts" ADD COLUMN "language" "app_language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "health_feed_posts" SET "language" = 'ne'
  WHERE length(regexp_replace("title" || "body", '[^ऀ-ॿ]', '', 'g')) > length(regexp_replace("title" || "body", '[^A-Za-z]', '', 'g'));--> statement-breakpoint
UPDATE "reviews" SET "language" = 'ne'
  WHERE length(regexp_replace(coalesce("experience", '') || coalesce("health_problem", ''), '[^ऀ-ॿ]', '', 'g'))
      > length(regexp_replace(coalesce("experience", '') || coalesce("health_problem", ''), '[^A-Za-z]', '', 'g'));
