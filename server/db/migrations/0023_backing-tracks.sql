CREATE TABLE "class_backing_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"added_by" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_backing_tracks" ADD CONSTRAINT "class_backing_tracks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_backing_tracks_class_idx" ON "class_backing_tracks" USING btree ("class_id");