CREATE TABLE "post_views" (
	"post_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_views_key" ON "post_views" USING btree ("post_id","visitor_hash","bucket");--> statement-breakpoint
CREATE INDEX "post_views_bucket_idx" ON "post_views" USING btree ("bucket");