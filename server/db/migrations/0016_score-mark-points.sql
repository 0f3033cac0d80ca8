ALTER TABLE "score_marks" ADD COLUMN "point_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data: the marks stored before count their points.
UPDATE "score_marks" SET "point_count" = jsonb_array_length("points");
