CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"from_starts_at" timestamp with time zone,
	"to_starts_at" timestamp with time zone,
	"rule" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_name" text NOT NULL,
	"teacher_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"weekdays" integer[] NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"first_date" date NOT NULL,
	"until_date" date,
	"lesson_count" integer,
	"join_password_hash" text,
	"ended_from" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_reminders" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_reminders_class_id_user_id_kind_starts_at_pk" PRIMARY KEY("class_id","user_id","kind","starts_at")
);
--> statement-breakpoint
CREATE TABLE "reschedule_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"proposed_times" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"accepted_time" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "classes_teacher_date_idx";--> statement-breakpoint
DROP INDEX "classes_student_date_idx";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
-- A class's date and clock time were the school's wall clock: the instant is that clock in the
-- school's zone, which openDatabase sets as school.time_zone (SCHOOL_TIME_ZONE) before migrating.
UPDATE "classes" SET "starts_at" = ("class_date" + "class_time"::time) AT TIME ZONE coalesce(nullif(current_setting('school.time_zone', true), ''), 'Asia/Kolkata');--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "counted_reason" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "joined_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "make_up_for" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_changes" ADD CONSTRAINT "class_changes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_changes" ADD CONSTRAINT "class_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "class_changes_class_idx" ON "class_changes" USING btree ("class_id","id");--> statement-breakpoint
CREATE INDEX "class_series_teacher_idx" ON "class_series" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "class_series_student_idx" ON "class_series" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "reschedule_requests_class_idx" ON "reschedule_requests" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_requests_pending_key" ON "reschedule_requests" USING btree ("class_id") WHERE "reschedule_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_series_id_class_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."class_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_make_up_for_classes_id_fk" FOREIGN KEY ("make_up_for") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classes_teacher_starts_idx" ON "classes" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_student_starts_idx" ON "classes" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_series_idx" ON "classes" USING btree ("series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_make_up_for_key" ON "classes" USING btree ("make_up_for");--> statement-breakpoint
ALTER TABLE "classes" DROP COLUMN "class_date";--> statement-breakpoint
ALTER TABLE "classes" DROP COLUMN "class_time";