-- Keeps blog_category_counts equal to the number of published posts per category.
INSERT INTO "blog_category_counts" ("category", "published")
SELECT "category", count(*) FROM "blog_posts" WHERE "published" GROUP BY "category"
ON CONFLICT ("category") DO UPDATE SET "published" = excluded."published";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blog_category_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.published THEN
    UPDATE blog_category_counts SET published = published - 1 WHERE category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.published THEN
    INSERT INTO blog_category_counts (category, published) VALUES (NEW.category, 1)
    ON CONFLICT (category) DO UPDATE SET published = blog_category_counts.published + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blog_category_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM blog_category_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_category_counts AFTER INSERT OR DELETE OR UPDATE OF published, category ON blog_posts
FOR EACH ROW EXECUTE FUNCTION blog_category_counts_sync();
--> statement-breakpoint
CREATE TRIGGER blog_posts_category_counts_truncate AFTER TRUNCATE ON blog_posts
FOR EACH STATEMENT EXECUTE FUNCTION blog_category_counts_reset();
