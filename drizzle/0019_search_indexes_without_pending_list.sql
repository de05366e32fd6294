-- The per-language search indexes (0013) without GIN's pending list (fastupdate off). With it, a non-HOT update
-- of a published post (a save, or a view count once the row's page is full) adds the post's search vector to a
-- list that every search reads in full, until the list reaches gin_pending_list_limit (4 MB) or autovacuum empties
-- it, which on a large table comes late (after 20% of it changed): 3,000 view counts at 100,000 posts made the
-- index part of a search 10x slower (0.14 -> 1.34 ms). Off, a write puts its entries straight into the index
-- (about 0.1 ms more per non-HOT update).
--
-- The end state of dropping and creating the indexes WITH (fastupdate = false), which is what drizzle-kit
-- generates, without rebuilding them: ALTER INDEX only changes the setting (an exclusive lock on each index, not on
-- the table, until this migration commits), then the entries already waiting move into the index. Safe to run again.
ALTER INDEX IF EXISTS "blog_posts_search_en_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX IF EXISTS "blog_posts_search_es_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX IF EXISTS "blog_posts_search_fr_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(to_regclass(name)) FROM unnest(ARRAY['blog_posts_search_en_idx', 'blog_posts_search_es_idx', 'blog_posts_search_fr_idx']) AS name WHERE to_regclass(name) IS NOT NULL;
