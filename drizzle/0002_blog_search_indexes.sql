-- Blog search (case-insensitive substring in title or description) served by trigram indexes,
-- and the category filter by a composite index, so a page costs the same at 100 or 100,000 posts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_description_trgm_idx" ON "blog_posts" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_published_category_created_idx" ON "blog_posts" ("published", "category", "created_at" DESC, "id" DESC);
