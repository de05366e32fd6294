-- Posts and resources per language (issue 13): a language and a translation group on each row, slugs unique
-- per language, category counts per language, and full-text search with each language's stemmer behind
-- unaccent, so 'inmigracion' finds 'inmigración' and 'deportaciones' finds 'deportación'.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'site_en') THEN
    CREATE TEXT SEARCH CONFIGURATION site_en (COPY = pg_catalog.english);
    ALTER TEXT SEARCH CONFIGURATION site_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'site_es') THEN
    CREATE TEXT SEARCH CONFIGURATION site_es (COPY = pg_catalog.spanish);
    ALTER TEXT SEARCH CONFIGURATION site_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'site_fr') THEN
    CREATE TEXT SEARCH CONFIGURATION site_fr (COPY = pg_catalog.french);
    ALTER TEXT SEARCH CONFIGURATION site_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
END $$;--> statement-breakpoint
-- A text in a language as search lexemes, twice: stemmed after unaccent (so 'inmigracion' meets 'inmigración')
-- and stemmed before it (the Spanish stemmer only knows '-ción' with its accent, so 'deportación' and
-- 'deportaciones' meet only there).
CREATE OR REPLACE FUNCTION site_tsvector(lang text, body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lang
    WHEN 'es' THEN to_tsvector('public.site_es', coalesce(body, '')) || to_tsvector('pg_catalog.spanish', coalesce(body, ''))
    WHEN 'fr' THEN to_tsvector('public.site_fr', coalesce(body, '')) || to_tsvector('pg_catalog.french', coalesce(body, ''))
    ELSE to_tsvector('public.site_en', coalesce(body, '')) || to_tsvector('pg_catalog.english', coalesce(body, ''))
  END
$$;--> statement-breakpoint
-- A visitor's search as a query in the same two forms. websearch_to_tsquery never fails on odd input
-- (quotes, operators, lone letters); a Spanish '-cion' typed without its accent gets it back for the stemmer.
CREATE OR REPLACE FUNCTION site_tsquery(lang text, q text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lang
    WHEN 'es' THEN websearch_to_tsquery('public.site_es', q) || websearch_to_tsquery('pg_catalog.spanish', regexp_replace(q, '([cs])ion\M', '\1ión', 'gi'))
    WHEN 'fr' THEN websearch_to_tsquery('public.site_fr', q) || websearch_to_tsquery('pg_catalog.french', q)
    ELSE websearch_to_tsquery('public.site_en', q) || websearch_to_tsquery('pg_catalog.english', q)
  END
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "blog_posts_slug_key";--> statement-breakpoint
DROP INDEX IF EXISTS "blog_posts_category_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "blog_posts_published_category_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "blog_posts_description_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "resources_created_idx";--> statement-breakpoint
ALTER TABLE "blog_category_counts" DROP CONSTRAINT "blog_category_counts_pkey";--> statement-breakpoint
ALTER TABLE "blog_category_counts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_category_counts" ADD CONSTRAINT "blog_category_counts_pkey" PRIMARY KEY("locale","category");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_locale_check" CHECK ("locale" IN ('en', 'es', 'fr'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_group" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(site_tsvector(locale, title), 'A') || setweight(site_tsvector(locale, description), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_locale_check" CHECK ("locale" IN ('en', 'es', 'fr'));--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "translation_group" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_locale_slug_key" ON "blog_posts" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_translation_key" ON "blog_posts" USING btree ("translation_group","locale");--> statement-breakpoint
CREATE INDEX "blog_posts_locale_published_created_idx" ON "blog_posts" USING btree ("locale","published","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_locale_category_created_idx" ON "blog_posts" USING btree ("locale","published","category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "resources_locale_created_idx" ON "resources" USING btree ("locale","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "resources_translation_key" ON "resources" USING btree ("translation_group","locale");--> statement-breakpoint
-- The category counts, now per language (replaces drizzle/0005's functions; the triggers also fire on a language change).
CREATE OR REPLACE FUNCTION blog_category_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.published THEN
    UPDATE blog_category_counts SET published = published - 1 WHERE locale = OLD.locale AND category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.published THEN
    INSERT INTO blog_category_counts (locale, category, published) VALUES (NEW.locale, NEW.category, 1)
    ON CONFLICT (locale, category) DO UPDATE SET published = blog_category_counts.published + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS blog_posts_category_counts ON blog_posts;--> statement-breakpoint
CREATE TRIGGER blog_posts_category_counts AFTER INSERT OR DELETE OR UPDATE OF published, category, locale ON blog_posts
FOR EACH ROW EXECUTE FUNCTION blog_category_counts_sync();
