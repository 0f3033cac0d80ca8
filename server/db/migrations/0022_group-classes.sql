CREATE TABLE "group_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_name" text NOT NULL,
	"teacher_id" integer NOT NULL,
	"student_ids" integer[] NOT NULL,
	"weekdays" integer[] NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"first_date" date NOT NULL,
	"until_date" date,
	"lesson_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "group_class_id" integer;--> statement-breakpoint
ALTER TABLE "group_classes" ADD CONSTRAINT "group_classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_classes_teacher_idx" ON "group_classes" USING btree ("teacher_id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_group_class_id_group_classes_id_fk" FOREIGN KEY ("group_class_id") REFERENCES "public"."group_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classes_group_starts_idx" ON "classes" USING btree ("group_class_id","starts_at");