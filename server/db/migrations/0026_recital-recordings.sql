ALTER TABLE "class_recordings" ALTER COLUMN "class_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "class_recordings" ADD COLUMN "recital_id" integer;--> statement-breakpoint
ALTER TABLE "class_recordings" ADD CONSTRAINT "class_recordings_recital_id_recitals_id_fk" FOREIGN KEY ("recital_id") REFERENCES "public"."recitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_recordings_recital_key" ON "class_recordings" USING btree ("recital_id");--> statement-breakpoint
ALTER TABLE "class_recordings" ADD CONSTRAINT "class_recordings_one_owner" CHECK (("class_recordings"."class_id" is null) <> ("class_recordings"."recital_id" is null));