DROP INDEX "blog_posts_search_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_search_en_idx" ON "blog_posts" USING gin ("search") WHERE locale = 'en' and published;--> statement-breakpoint
CREATE INDEX "blog_posts_search_es_idx" ON "blog_posts" USING gin ("search") WHERE locale = 'es' and published;--> statement-breakpoint
CREATE INDEX "blog_posts_search_fr_idx" ON "blog_posts" USING gin ("search") WHERE locale = 'fr' and published;