/**
 * Content per language (decision 0011): lists, categories, search, translations, old-language slugs, feeds and
 * the sitemap, read as a Spanish or French visitor would, against the seeded demo content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/demo/seed';
import { demoPosts, demoResources } from '../../server/demo/seed/content';
import { postsEs, resourcesEs } from '../../server/demo/seed/content-es';
import { postsFr } from '../../server/demo/seed/content-fr';
import { upsertStaffUser } from '../../server/services/users';
import { translationExistsMsg } from '@shared/schemas/posts';
import { SEARCH_MATCHES_MAX } from '@shared/constants';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { errorOf } from '../helpers/outcome';

const published = demoPosts.filter((p) => p.published);
const spanishOf = (slug: string) => postsEs.find((p) => p.of === slug);
const frenchOf = (slug: string) => postsFr.find((p) => p.of === slug);

describe('content in English, Spanish and French', () => {
  let t: TestApp;
  let editor: ReturnType<TestApp['caller']>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.deps.db, { email: 'admin@example.com', password: 'demo-admin-2025' });
    const editorId = (await upsertStaffUser(t.deps.db, { email: 'editor@law.example', password: 'staff-password', role: 'editor' })).id;
    editor = await t.callerAs(editorId);
  });
  afterAll(() => t.close());

  describe('public lists', () => {
    it("lists each language its own articles, with that language's categories and totals", async () => {
      for (const [locale, list] of [
        ['es', postsEs],
        ['fr', postsFr],
      ] as const) {
        const page = await t.caller().posts.list({ locale, pageSize: 50 });
        const expected = published.map((p) => list.find((x) => x.of === p.slug)?.slug);
        expect(page.total, locale).toBe(published.length);
        expect(new Set(page.items.map((p) => p.slug)), locale).toEqual(new Set(expected));
        expect(page.items.every((p) => p.locale === locale)).toBe(true);
        expect(page.categories, locale).toEqual([...new Set(published.map((p) => list.find((x) => x.of === p.slug)?.category))].sort());
      }
      const english = await t.caller().posts.list({ pageSize: 50 });
      expect(english.categories).toContain('Detention Defense');
      expect(english.categories).not.toContain('Defensa en detención');
    });

    it("filters by a language's own category name", async () => {
      const spanish = await t.caller().posts.list({ locale: 'es', category: 'Defensa en detención', pageSize: 50 });
      const expected = published.filter((p) => p.category === 'Detention Defense').length;
      expect(spanish.total).toBe(expected);
      expect(spanish.items).toHaveLength(expected);
      expect(spanish.items.every((p) => p.category === 'Defensa en detención')).toBe(true);
      // The English name finds nothing on the Spanish blog.
      expect((await t.caller().posts.list({ locale: 'es', category: 'Detention Defense' })).total).toBe(0);
    });

    it('gives each language its own resources', async () => {
      const es = await t.caller().resources.list({ locale: 'es' });
      expect(es).toHaveLength(demoResources.length);
      expect(new Set(es.map((r) => r.title))).toEqual(new Set(resourcesEs.map((r) => r.title)));
      const en = await t.caller().resources.list({});
      expect(new Set(en.map((r) => r.title))).toEqual(new Set(demoResources.map((r) => r.title)));
    });
  });

  describe('search', () => {
    const search = async (locale: 'en' | 'es' | 'fr', q: string) => (await t.caller().posts.list({ locale, q, pageSize: 50 })).items.map((p) => p.title);

    it('finds accented words typed without accents, and other forms of a word', async () => {
      const inmigracion = await search('es', 'inmigracion');
      expect(inmigracion.length).toBeGreaterThan(0);
      expect(inmigracion.every((title) => title.length > 0)).toBe(true);
      // Every hit really holds the accented word somewhere in the post.
      const spanish = await t.caller().posts.list({ locale: 'es', q: 'detencion', pageSize: 50 });
      expect(spanish.total).toBeGreaterThan(0);
      // The spec searches title and description.
      const withAccent = postsEs.filter((p) => /detenci[oó]n/i.test(`${p.title} ${p.description}`));
      expect(spanish.total).toBe(withAccent.filter((p) => published.some((e) => e.slug === p.of)).length);
      // deportación / deportaciones meet, whichever is typed, with or without the accent.
      const singular = await search('es', 'deportación');
      expect(singular.length).toBeGreaterThan(0);
      // The same posts (the ranking may differ by the form that matched).
      expect(new Set(await search('es', 'deportacion'))).toEqual(new Set(singular));
      expect(new Set(await search('es', 'deportaciones'))).toEqual(new Set(singular));
      // French: 'detention' finds 'détention'.
      expect((await search('fr', 'detention')).length).toBeGreaterThan(0);
      expect(new Set(await search('fr', 'detention'))).toEqual(new Set(await search('fr', 'détention')));
    });

    it('ranks a title match above a description-only match', async () => {
      const [first] = await search('en', 'habeas');
      expect(first).toMatch(/habeas/i);
    });

    it('searches only the visitor language', async () => {
      // 'Asilo' is Spanish; the English blog has no such word.
      expect((await search('es', 'asilo')).length).toBeGreaterThan(0);
      expect(await search('en', 'asilo')).toEqual([]);
    });

    it('ranks at most SEARCH_MATCHES_MAX matches, the newest, so a common word costs the same at any size', async () => {
      const extra = SEARCH_MATCHES_MAX + 5;
      await t.database.sql`
        insert into blog_posts (title, slug, description, category, content, published, locale, created_at)
        select 'Capped search ' || g, 'capped-search-' || g, 'Every one of these mentions the word quokka.', 'Cap', ${'x'.repeat(60)}, true, 'en', now() - (g || ' minutes')::interval
        from generate_series(1, ${extra}) g`;
      const res = await t.caller().posts.list({ q: 'quokka', pageSize: 10 });
      expect(res.total).toBe(SEARCH_MATCHES_MAX);
      expect(res.items.map((p) => p.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `capped-search-${i + 1}`));
      const last = await t.caller().posts.list({ q: 'quokka', pageSize: 10, page: SEARCH_MATCHES_MAX / 10 });
      expect(last.items.at(-1)?.slug).toBe(`capped-search-${SEARCH_MATCHES_MAX}`);
      expect((await t.caller().posts.list({ q: 'quokka', pageSize: 10, page: SEARCH_MATCHES_MAX / 10 + 1 })).items).toEqual([]);
      await t.database.sql`delete from blog_posts where slug like 'capped-search-%'`;
    });

    it("keeps no pending list in the language search indexes (fastupdate off), which every search would read through", async () => {
      const indexes = await t.database.sql<{ name: string; options: string[] | null }[]>`
        select relname as name, reloptions as options from pg_class where relname like 'blog_posts_search_%' order by relname`;
      expect(indexes.map((i) => ({ ...i }))).toEqual(['en', 'es', 'fr'].map((l) => ({ name: `blog_posts_search_${l}_idx`, options: ['fastupdate=off'] })));
    });

    it('answers short and odd queries without an error', async () => {
      for (const q of ['a', 'é', 'de', '"', '""', "'", '&', '|', '!', ':*', '(', ')', '-', 'or', '"bond -"', 'a & | ! b', '\\', '<>', '%', '_', 'I-130']) {
        for (const locale of ['en', 'es', 'fr'] as const) {
          const res = await t.caller().posts.list({ locale, q });
          expect(res.items.length, `${locale} ${JSON.stringify(q)}`).toBeLessThanOrEqual(res.pageSize);
          expect(res.total).toBeGreaterThanOrEqual(res.items.length);
        }
      }
    });
  });

  describe('a post and its translations', () => {
    const english = published[0];
    if (!english) throw new Error('no demo posts');

    it('links each published translation by its own slug', async () => {
      const post = await t.caller().posts.bySlug({ slug: spanishOf(english.slug)?.slug ?? '', locale: 'es' });
      if (!post || 'movedTo' in post) throw new Error('Spanish post not found');
      expect(post.locale).toBe('es');
      expect(post.title).toBe(spanishOf(english.slug)?.title);
      expect(post.translations).toEqual([
        { locale: 'en', slug: english.slug },
        { locale: 'fr', slug: frenchOf(english.slug)?.slug },
      ]);
    });

    it("sends an English slug under /es to its Spanish translation, and a slug with no translation to its own language", async () => {
      expect(await t.caller().posts.bySlug({ slug: english.slug, locale: 'es' })).toEqual({ movedTo: `/es/blog/${spanishOf(english.slug)?.slug}` });
      const lone = await editor.posts.create({ ...postFields('lone-english-article'), published: true });
      expect(await t.caller().posts.bySlug({ slug: lone.slug, locale: 'fr' })).toEqual({ movedTo: `/blog/${lone.slug}` });
      expect(await t.caller().posts.bySlug({ slug: 'no-such-post-anywhere', locale: 'es' })).toBeNull();
    });

    it('adds a translation to the group, refuses a second one in that language, and deletes one language only', async () => {
      const original = await editor.posts.create({ ...postFields('translated-original'), published: true });
      const french = await editor.posts.create({ ...postFields('article-traduit'), locale: 'fr', published: true, translationOf: original.id });
      expect(french.translationGroup).toBe(original.translationGroup);
      // The same slug may exist in two languages.
      const spanishSameSlug = await editor.posts.create({ ...postFields('translated-original'), locale: 'es', translationOf: original.id });
      expect(spanishSameSlug.slug).toBe(original.slug);

      const again = await errorOf(editor.posts.create({ ...postFields('second-french'), locale: 'fr', translationOf: original.id }));
      expect(again.code).toBe('CONFLICT');
      expect(again.message).toBe(translationExistsMsg('post', 'fr'));
      // Moving the Spanish one to French collides the same way.
      const moved = await errorOf(editor.posts.update({ id: spanishSameSlug.id, version: spanishSameSlug.version, data: { ...postFields('translated-original'), locale: 'fr' } }));
      expect(moved.message).toBe(translationExistsMsg('post', 'fr'));
      // A slug taken in the same language is still the slug error.
      const taken = await errorOf(editor.posts.create({ ...postFields('article-traduit'), locale: 'fr' }));
      expect(taken.message).toBe('This slug is already used by another post');

      const admin = await editor.posts.adminList({ q: original.title });
      const row = admin.items.find((i) => i.id === original.id);
      expect(row?.translations.map((x) => [x.locale, x.published])).toEqual([
        ['en', true],
        ['es', false],
        ['fr', true],
      ]);
      // Visitors see only the published French translation; staff also see the Spanish draft.
      const shown = await t.caller().posts.bySlug({ slug: original.slug, locale: 'en' });
      expect(shown && 'translations' in shown ? shown.translations : null).toEqual([{ locale: 'fr', slug: 'article-traduit' }]);

      await editor.posts.delete({ id: french.id });
      const after = await editor.posts.byId({ id: original.id });
      expect(after.translations.map((x) => x.locale)).toEqual(['en', 'es']);
    });

    it('refuses a translation of a post that no longer exists', async () => {
      const gone = await editor.posts.create(postFields('soon-deleted'));
      await editor.posts.delete({ id: gone.id });
      const err = await errorOf(editor.posts.create({ ...postFields('orphan-translation'), locale: 'es', translationOf: gone.id }));
      expect(err.code).toBe('NOT_FOUND');
    });

    it('keeps the category counts per language through a change of language', async () => {
      const before = await t.caller().posts.list({ locale: 'fr', category: 'Catégorie test' });
      const post = await editor.posts.create({ ...postFields('counted-in-spanish'), category: 'Catégorie test', locale: 'es', published: true });
      await editor.posts.update({ id: post.id, version: post.version, data: { ...postFields('counted-in-spanish'), category: 'Catégorie test', locale: 'fr', published: true } });
      const after = await t.caller().posts.list({ locale: 'fr', category: 'Catégorie test' });
      expect(after.total).toBe(before.total + 1);
      expect(after.categories).toContain('Catégorie test');
      expect((await t.caller().posts.list({ locale: 'es', category: 'Catégorie test' })).total).toBe(0);
    });

    it('suggests the categories of the language being written', async () => {
      expect(await editor.posts.categories({ locale: 'es' })).toContain('Defensa en detención');
      expect(await editor.posts.categories({ locale: 'es' })).not.toContain('Detention Defense');
    });

    it('links resources across languages too', async () => {
      const [first] = await editor.resources.adminList({ locale: 'en', q: demoResources[0]?.title ?? '' }).then((p) => p.items);
      expect(first?.translations.map((x) => x.locale)).toEqual(['en', 'es', 'fr']);
      const again = await errorOf(
        editor.resources.create({ title: 'Otra versión', description: 'Una segunda versión en español.', type: 'Guía', link: 'https://example.org/', icon: 'Link', locale: 'es', translationOf: first?.id }),
      );
      expect(again.message).toBe(translationExistsMsg('resource', 'es'));
    });
  });

  describe('feeds and sitemap', () => {
    it("serves one feed per language, declaring it, with that language's posts", async () => {
      for (const [path, language, list] of [
        ['/es/blog/rss.xml', 'es', postsEs],
        ['/fr/blog/rss.xml', 'fr', postsFr],
      ] as const) {
        const res = await t.app.inject({ url: path });
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type']).toContain('application/rss+xml');
        expect(res.body).toContain(`<language>${language}</language>`);
        expect(res.body).toContain(`<atom:link href="${TEST_ORIGIN}${path}" rel="self"`);
        const links = [...res.body.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
        expect(links.length).toBeGreaterThan(0);
        expect(links.every((l) => l?.startsWith(`${TEST_ORIGIN}/${language}/blog/`))).toBe(true);
        expect(links).toContain(`${TEST_ORIGIN}/${language}/blog/${list.find((p) => p.of === published[0]?.slug)?.slug}`);
      }
      expect((await t.app.inject({ url: '/blog/rss.xml' })).body).toContain('<language>en-us</language>');
    });

    it('lists every post once at its own address, with hreflang alternates and x-default', async () => {
      const res = await t.app.inject({ url: '/sitemap-posts-1.xml' });
      const english = published[0]?.slug ?? '';
      const spanish = spanishOf(english)?.slug ?? '';
      const entry = new RegExp(`<url><loc>${TEST_ORIGIN}/es/blog/${spanish}</loc>.*?</url>`).exec(res.body)?.[0] ?? '';
      expect(entry).toContain(`hreflang="en" href="${TEST_ORIGIN}/blog/${english}"`);
      expect(entry).toContain(`hreflang="es" href="${TEST_ORIGIN}/es/blog/${spanish}"`);
      expect(entry).toContain(`hreflang="x-default" href="${TEST_ORIGIN}/blog/${english}"`);
      expect(res.body.match(new RegExp(`<loc>${TEST_ORIGIN}/blog/${english}</loc>`, 'g'))).toHaveLength(1);
    });
  });
});

let n = 0;
function postFields(slug: string) {
  n += 1;
  return {
    title: `Language test post ${n}`,
    slug,
    description: 'A post made by the language tests.',
    category: 'Language Tests',
    imageUrl: '',
    content: '## Heading\nA paragraph long enough to pass the fifty character minimum of content.',
    published: false,
    featured: false,
  };
}
