CREATE TABLE "class_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"opened_by" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"pages" integer NOT NULL,
	"page" integer DEFAULT 1 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"page" integer NOT NULL,
	"tool" text NOT NULL,
	"color" text NOT NULL,
	"points" jsonb NOT NULL,
	"text" text,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_scores" ADD CONSTRAINT "class_scores_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_events" ADD CONSTRAINT "score_events_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_marks" ADD CONSTRAINT "score_marks_score_id_class_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."class_scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_scores_class_idx" ON "class_scores" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "score_events_class_idx" ON "score_events" USING btree ("class_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "score_marks_client_key" ON "score_marks" USING btree ("score_id","author_role","client_key");--> statement-breakpoint
CREATE INDEX "score_marks_score_idx" ON "score_marks" USING btree ("score_id","page");