ALTER TABLE "inquiries" ADD COLUMN "submission_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_submission_key_idx" ON "inquiries" USING btree ("submission_key");