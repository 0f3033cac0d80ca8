CREATE TABLE "class_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"status" text DEFAULT 'recording' NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"file_bytes" bigint,
	"duration_ms" integer,
	"mime_type" text DEFAULT 'video/webm' NOT NULL,
	"failure" text,
	"open_segment" integer,
	"segments" integer DEFAULT 0 NOT NULL,
	"recording_since" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_recording_parts" (
	"recording_id" integer NOT NULL,
	"segment" integer NOT NULL,
	"seq" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_recording_parts_recording_id_segment_seq_pk" PRIMARY KEY("recording_id","segment","seq")
);
--> statement-breakpoint
ALTER TABLE "class_recordings" ADD CONSTRAINT "class_recordings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_recording_parts" ADD CONSTRAINT "class_recording_parts_recording_id_class_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."class_recordings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "class_recordings_class_key" ON "class_recordings" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "class_recordings_status_idx" ON "class_recordings" USING btree ("status","updated_at");
