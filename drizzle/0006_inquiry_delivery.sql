ALTER TABLE "inquiries" ADD COLUMN "delivery_state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
-- Inquiries stored before the queue were e-mailed during the request (a failure was reported to the visitor then).
UPDATE "inquiries" SET "delivery_state" = 'sent';