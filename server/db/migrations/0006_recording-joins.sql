ALTER TABLE "class_recordings" ADD COLUMN "join_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_recording_parts" ADD COLUMN "name" text;--> statement-breakpoint
-- Parts uploaded before this migration keep the name they were stored under.
UPDATE "class_recording_parts" SET "name" = "segment" || '-' || "seq" || '.part';--> statement-breakpoint
ALTER TABLE "class_recording_parts" ALTER COLUMN "name" SET NOT NULL;
