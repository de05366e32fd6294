CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"page" text DEFAULT '/' NOT NULL,
	"pow_nonce" text NOT NULL,
	"inquiry_id" uuid,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender" text DEFAULT 'visitor' NOT NULL,
	"field" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "urgent_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"recipient" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "intake" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "urgent_acked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "urgent_acked_by" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "email_safe" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urgent_alerts" ADD CONSTRAINT "urgent_alerts_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_token_key" ON "chat_conversations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pow_key" ON "chat_conversations" USING btree ("pow_nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_inquiry_key" ON "chat_conversations" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_unsent_idx" ON "chat_conversations" USING btree ("updated_at") WHERE submitted_at is null;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "urgent_alerts_token_key" ON "urgent_alerts" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "urgent_alerts_step_key" ON "urgent_alerts" USING btree ("inquiry_id","step");--> statement-breakpoint
CREATE INDEX "inquiries_urgent_open_idx" ON "inquiries" USING btree ("created_at") WHERE urgent and urgent_acked_at is null;