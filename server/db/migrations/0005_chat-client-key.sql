ALTER TABLE "class_chat_messages" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "class_chat_messages_sender_key" ON "class_chat_messages" USING btree ("class_id","sender_id","client_key");
