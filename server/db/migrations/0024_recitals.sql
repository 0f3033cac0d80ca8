CREATE TABLE "janus_rooms" (
	"room" bigint PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recital_performers" (
	"recital_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "recital_performers_recital_id_position_pk" PRIMARY KEY("recital_id","position")
);
--> statement-breakpoint
CREATE TABLE "recital_viewers" (
	"id" serial PRIMARY KEY NOT NULL,
	"recital_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"janus_token" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"organiser_id" integer NOT NULL,
	"audience_token" text,
	"viewer_cap" integer NOT NULL,
	"on_stage_id" integer,
	"next_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recital_performers" ADD CONSTRAINT "recital_performers_recital_id_recitals_id_fk" FOREIGN KEY ("recital_id") REFERENCES "public"."recitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recital_performers" ADD CONSTRAINT "recital_performers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recital_viewers" ADD CONSTRAINT "recital_viewers_recital_id_recitals_id_fk" FOREIGN KEY ("recital_id") REFERENCES "public"."recitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recitals" ADD CONSTRAINT "recitals_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recitals" ADD CONSTRAINT "recitals_on_stage_id_users_id_fk" FOREIGN KEY ("on_stage_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recitals" ADD CONSTRAINT "recitals_next_id_users_id_fk" FOREIGN KEY ("next_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recital_performers_student_key" ON "recital_performers" USING btree ("recital_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recital_viewers_key" ON "recital_viewers" USING btree ("recital_id","viewer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "recitals_audience_token_key" ON "recitals" USING btree ("audience_token");--> statement-breakpoint
CREATE INDEX "recitals_organiser_idx" ON "recitals" USING btree ("organiser_id");