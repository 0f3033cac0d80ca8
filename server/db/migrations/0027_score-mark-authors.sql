DROP INDEX "score_marks_client_key";--> statement-breakpoint
ALTER TABLE "score_marks" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "score_marks" ADD CONSTRAINT "score_marks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Marks made so far were the class's teacher's or student's by role; a group lesson's student
-- marks (its places share a score) stay without an author: whose they were is not known.
UPDATE "score_marks" SET "author_id" = CASE "score_marks"."author_role" WHEN 'teacher' THEN "classes"."teacher_id" ELSE "classes"."student_id" END
FROM "class_scores" JOIN "classes" ON "classes"."id" = "class_scores"."class_id"
WHERE "class_scores"."id" = "score_marks"."score_id"
  AND ("score_marks"."author_role" = 'teacher' OR "classes"."group_class_id" IS NULL);--> statement-breakpoint
CREATE UNIQUE INDEX "score_marks_client_key" ON "score_marks" USING btree ("score_id","author_id","client_key");