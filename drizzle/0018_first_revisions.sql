CREATE TABLE "resource_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"author_id" text,
	"author_email" text,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_revisions" ADD CONSTRAINT "resource_revisions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_revisions" ADD CONSTRAINT "resource_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_revisions_resource_created_idx" ON "resource_revisions" USING btree ("resource_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
-- Every post starts its 'Revisions' at a version (issue 26, item 8): posts written before the seed recorded one
-- (the demo seed, older imports) get their stored state as a revision, dated when they were last changed and
-- credited to their author. Only posts with no revision at all: an edited post's earlier text is not known.
-- The fields are the post form's values (src/shared/schemas/posts.ts, postFields), as recordRevision writes them;
-- a scheduled post reads as Published at its time, as the form shows it. Idempotent: a second run inserts nothing.
INSERT INTO "post_revisions" ("post_id", "version", "author_id", "author_email", "fields", "created_at")
SELECT
  p."id",
  p."version",
  p."author_id",
  u."email",
  jsonb_build_object(
    'title', p."title",
    'slug', p."slug",
    'description', p."description",
    'category', p."category",
    'imageUrl', coalesce(p."image_url", ''),
    'imageAlt', p."image_alt",
    'content', p."content",
    'published', p."published" OR (p."publish_at" IS NOT NULL AND p."publish_at" > now()),
    'featured', p."featured",
    'locale', p."locale",
    'publishAt', p."publish_at",
    'metaTitle', p."meta_title",
    'metaDescription', p."meta_description",
    'socialImage', coalesce(p."social_image", '')
  ),
  p."updated_at"
FROM "blog_posts" p
LEFT JOIN "users" u ON u."id" = p."author_id"
WHERE NOT EXISTS (SELECT 1 FROM "post_revisions" r WHERE r."post_id" = p."id");--> statement-breakpoint
-- Resources, which kept no revisions before this migration, the same way: each gets its stored state as its first
-- revision, dated when it was last changed and credited to whoever the audit log says saved it last (nobody once
-- that entry is purged; author_id only while the account exists). The fields are the resource form's values
-- (resourceInput), as the form loads them (no icon reads as the default). Idempotent: a second run inserts nothing.
INSERT INTO "resource_revisions" ("resource_id", "version", "author_id", "author_email", "fields", "created_at")
SELECT
  r."id",
  r."version",
  u."id",
  a."actor_email",
  jsonb_build_object(
    'title', r."title",
    'description', r."description",
    'type', r."type",
    'link', r."link",
    'icon', coalesce(nullif(r."icon", ''), 'FileText'),
    'locale', r."locale"
  ),
  r."updated_at"
FROM "resources" r
LEFT JOIN LATERAL (
  SELECT l."actor_id", l."actor_email"
  FROM "audit_log" l
  WHERE l."action" IN ('resource.create', 'resource.update') AND l."target_type" = 'resource' AND l."target_id" = r."id"::text
  ORDER BY l."at" DESC
  LIMIT 1
) a ON true
LEFT JOIN "users" u ON u."id" = a."actor_id"
WHERE NOT EXISTS (SELECT 1 FROM "resource_revisions" x WHERE x."resource_id" = r."id");
