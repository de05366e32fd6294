ALTER TABLE "blog_posts" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "html_key" text;