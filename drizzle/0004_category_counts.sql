CREATE TABLE "blog_category_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"published" integer DEFAULT 0 NOT NULL
);
