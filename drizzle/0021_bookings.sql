-- Consultations (decision 0028). The first statement and the last two are written by hand: drizzle-kit cannot express an
-- exclusion constraint. btree_gist lets a GiST index compare the attorney's key with =, beside the time range's &&.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"sequence" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'booking' NOT NULL,
	"attorney_key" text NOT NULL,
	"attorney_name" text NOT NULL,
	"type_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" tstzrange NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"time_zone" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"matter" text DEFAULT '' NOT NULL,
	"other_parties" text DEFAULT '' NOT NULL,
	"email_safe" boolean DEFAULT true NOT NULL,
	"inquiry_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"attorney_key" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_links_booking_idx" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_email_active_idx" ON "bookings" USING btree ("email") WHERE status = 'active' and email <> '';--> statement-breakpoint
CREATE INDEX "bookings_phone_active_idx" ON "bookings" USING btree ("phone_digits") WHERE status = 'active' and phone_digits <> '';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("attorney_key" WITH =, "during" WITH &&) WHERE (status <> 'cancelled');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_times" CHECK (ends_at > starts_at AND lower(during) <= starts_at AND upper(during) >= ends_at AND NOT lower_inf(during) AND NOT upper_inf(during));
