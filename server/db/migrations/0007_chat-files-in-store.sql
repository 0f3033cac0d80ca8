-- Chat files' bytes move to the file store (disk or S3). SQL cannot write there, so existing rows
-- keep their bytes in "data" and the server moves them at start-up (chat/move-to-store.ts).
ALTER TABLE "class_chat_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "class_chat_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "class_chat_files" ADD CONSTRAINT "class_chat_files_bytes_kept" CHECK ("class_chat_files"."storage_key" is not null or "class_chat_files"."data" is not null);
