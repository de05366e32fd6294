CREATE TABLE "analytics_origin_days" (
	"day" date NOT NULL,
	"referrer" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "analytics_origin_days_pk" PRIMARY KEY("day","referrer","source","medium","campaign","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"views" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "analytics_page_days_pk" PRIMARY KEY("day","path","locale")
);
