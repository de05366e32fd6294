ALTER TABLE "chat_conversations" ADD COLUMN "start_key_hash" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "submission_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_start_key" ON "chat_conversations" USING btree ("start_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_submission_key" ON "chat_messages" USING btree ("conversation_id","submission_key");