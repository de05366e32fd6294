import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The public site read in Spanish and French: each language's own articles, categories, search, addresses,
 * translations and feed (decision 0011). Titles and categories are the seeded demo content (server/demo/seed).
 */
const cards = 'article.post-card';
const EN = {
  slug: 'first-48-hours-after-ice-detention',
  title: 'The First 48 Hours After an ICE Arrest: A Checklist for Families',
  categories: ['Detention Defense', 'Family Immigration', 'Deportation Defense', 'Asylum'],
};

const LANGS = [
  {
    lang: 'es',
    heroTitle: 'Blog de derecho migratorio',
    searchLabel: 'Buscar artículos del blog',
    categoriesLabel: 'Filtrar por categoría',
    switchLabel: 'Idioma',
    feedLabel: 'Feed RSS',
    readThis: 'Leer este artículo en español',
    categories: ['Defensa en detención', 'Inmigración familiar', 'Defensa contra la deportación', 'Asilo', 'VAWA'],
    filterBy: 'Defensa en detención',
    otherCategoryTitle: 'Visa K-1 de prometido(a): requisitos y plazos',
    post: { slug: 'primeras-48-horas-tras-un-arresto-de-ice', title: 'Las primeras 48 horas tras un arresto de ICE: guía práctica para familias' },
    other: 'fr',
    otherSlug: 'premieres-48-heures-apres-une-arrestation-ice',
    searches: [
      { q: 'inmigracion', finds: 'Cómo funcionan las audiencias de fianza de inmigración' },
      { q: 'detencion', finds: 'Peticiones de hábeas corpus: cómo impugnar una detención migratoria prolongada' },
    ],
  },
  {
    lang: 'fr',
    heroTitle: 'Blog de droit de l’immigration',
    searchLabel: 'Rechercher dans le blog',
    categoriesLabel: 'Filtrer par catégorie',
    switchLabel: 'Langue',
    feedLabel: 'Flux RSS',
    readThis: 'Lire cet article en français',
    categories: ['Défense en détention', 'Immigration familiale', 'Défense contre l’expulsion', 'Asile', 'VAWA'],
    filterBy: 'Défense en détention',
    otherCategoryTitle: 'Le visa de fiancé(e) K-1 : conditions et délais',
    post: { slug: 'premieres-48-heures-apres-une-arrestation-ice', title: 'Les 48 premières heures après une arrestation par l’ICE : la liste de contrôle des familles' },
    other: 'es',
    otherSlug: 'primeras-48-horas-tras-un-arresto-de-ice',
    searches: [
      { q: 'detention', finds: 'La requête en habeas corpus : contester une détention prolongée en matière d’immigration' },
      { q: 'expulsion', finds: 'L’annulation d’expulsion pour les non-résidents permanents' },
    ],
  },
] as const;

/** The hreflang alternates in <head> as { hreflang: path }. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) =>
    els.map((el) => [el.getAttribute('hreflang') ?? '', new URL(el.getAttribute('href') ?? '').pathname] as const),
  );
  return Object.fromEntries(links);
}

async function feedLink(page: Page): Promise<string> {
  const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveCount(1);
  await expect(feed).toHaveAttribute('title', /RSS/);
  return (await feed.getAttribute('href')) ?? '';
}

for (const L of LANGS) {
  test.describe(`/${L.lang}`, () => {
    test(`/${L.lang}/blog lists ${L.lang} articles with ${L.lang} categories, and the category filter works`, async ({ page, consoleErrors }) => {
      await page.goto(`/${L.lang}/blog`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.heroTitle);
      await expect(page.locator(cards)).toHaveCount(9);
      await waitForHydration(page);
      const filters = page.getByRole('group', { name: L.categoriesLabel });
      const names = await filters.getByRole('link').allTextContents();
      expect(names.slice(1).sort()).toEqual([...L.categories].sort());
      const main = (await page.locator('main').textContent()) ?? '';
      for (const c of EN.categories) expect(main).not.toContain(c);
      expect(main).not.toContain(EN.title);
      for (const badge of await page.locator(`${cards} .rt-Badge`).allTextContents()) expect(L.categories).toContain(badge);

      await filters.getByRole('link', { name: L.filterBy }).click();
      await expect(page).toHaveURL(new RegExp(`/${L.lang}/blog\\?category=${encodeURIComponent(L.filterBy).replace(/%20/g, '\\+')}$`));
      await expect(page.getByRole('heading', { name: L.post.title })).toBeVisible();
      const badges = page.locator(`${cards} .rt-Badge`);
      await expect.poll(async () => new Set(await badges.allTextContents())).toEqual(new Set([L.filterBy]));
      expect(await badges.count()).toBeGreaterThanOrEqual(3);
      expect(consoleErrors).toEqual([]);

      // The filtered address renders on the server already filtered, in this language.
      const html = await (await page.request.get(`/${L.lang}/blog?category=${encodeURIComponent(L.filterBy)}`)).text();
      expect(html).toContain(L.post.title);
      expect(html).not.toContain(L.otherCategoryTitle);
      expect((await (await page.request.get(`/${L.lang}/blog?category=${encodeURIComponent(L.categories[1])}`)).text())).toContain(L.otherCategoryTitle);
    });

    test(`a ${L.lang} post and its English original link each other (hreflang and visible links); the switch lands on the translation`, async ({ page, consoleErrors }) => {
      const own = `/${L.lang}/blog/${L.post.slug}`;
      await page.goto(own);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.post.title);
      await expect(page.locator('html')).toHaveAttribute('lang', L.lang);
      expect(await alternates(page)).toEqual({
        en: `/blog/${EN.slug}`,
        [L.lang]: own,
        [L.other]: `/${L.other}/blog/${L.otherSlug}`,
        'x-default': `/blog/${EN.slug}`,
      });
      expect(new URL((await page.locator('head link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(own);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = ld.map((t) => JSON.parse(t) as { '@type': string; inLanguage?: string; articleSection?: string }).find((j) => j['@type'] === 'BlogPosting');
      expect(posting?.inLanguage).toBe(L.lang);
      expect(posting?.articleSection).toBe(L.filterBy);
      await expect(page.locator('.post-hero-meta .rt-Badge').first()).toHaveText(L.filterBy);

      await waitForHydration(page);
      const english = page.getByRole('link', { name: 'Read this in English' });
      await expect(english).toHaveAttribute('lang', 'en');
      await expect(english).toHaveAttribute('hreflang', 'en');
      await expect(page.getByRole('link', { name: L.lang === 'es' ? 'Lire cet article en français' : 'Leer este artículo en español' })).toHaveAttribute('href', `/${L.other}/blog/${L.otherSlug}`);
      await english.click();
      await expect(page).toHaveURL(new RegExp(`/blog/${EN.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // Back: the English post offers this language, written in it.
      const back = page.getByRole('link', { name: L.readThis });
      await expect(back).toHaveAttribute('lang', L.lang);
      await expect(back).toHaveAttribute('hreflang', L.lang);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${own}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.post.title);

      // The header's language switch goes to the translation's own address, not the same slug under /en.
      await page.goto(`/blog/${EN.slug}`);
      await waitForHydration(page);
      const toLang = page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('link', { name: L.lang.toUpperCase() });
      await expect(toLang).toHaveAttribute('href', own);
      await toLang.click();
      await expect(page).toHaveURL(new RegExp(`${own}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.post.title);
      const toEn = page.getByRole('banner').getByRole('group', { name: L.switchLabel }).getByRole('link', { name: 'EN' });
      await expect(toEn).toHaveAttribute('href', `/blog/${EN.slug}`);
      expect(consoleErrors).toEqual([]);
    });

    test(`accent-free searches on /${L.lang}/blog find the accented articles`, async ({ page }) => {
      await page.goto(`/${L.lang}/blog`);
      await waitForHydration(page);
      const [typed, shared] = L.searches;
      await page.getByRole('searchbox', { name: L.searchLabel }).fill(typed.q);
      await expect(page).toHaveURL(new RegExp(`/${L.lang}/blog\\?q=${typed.q}$`));
      await expect(page.getByRole('heading', { name: typed.finds })).toBeVisible();
      // Every result is in this language: no English title among them.
      for (const t of await page.locator(`${cards} h2`).allTextContents()) expect(t).not.toBe(EN.title);

      await page.goto(`/${L.lang}/blog?q=${shared.q}`);
      await expect(page.getByRole('heading', { name: shared.finds })).toBeVisible();
    });

    test(`/${L.lang}/blog/<English slug> answers 301 with the ${L.lang} translation`, async ({ page }) => {
      const res = await page.request.get(`/${L.lang}/blog/${EN.slug}`, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(`/${L.lang}/blog/${L.post.slug}`);
      // And the other language's slug leads to this language's version too.
      const other = await page.request.get(`/${L.lang}/blog/${L.otherSlug}`, { maxRedirects: 0 });
      expect(other.status()).toBe(301);
      expect(other.headers().location).toBe(`/${L.lang}/blog/${L.post.slug}`);
      // A slug that is no post anywhere is still a 404.
      expect((await page.request.get(`/${L.lang}/blog/no-such-post-anywhere`, { maxRedirects: 0 })).status()).toBe(404);
    });

    test(`/${L.lang} blog pages link the ${L.lang} feed, which declares its language and holds ${L.lang} items`, async ({ page, baseURL }) => {
      const feedUrl = `${baseURL}/${L.lang}/blog/rss.xml`;
      for (const path of [`/${L.lang}/blog`, `/${L.lang}/blog/${L.post.slug}`]) {
        await page.goto(path);
        expect(await feedLink(page)).toBe(feedUrl);
        await expect(page.getByRole('contentinfo').getByRole('link', { name: L.feedLabel })).toHaveAttribute('href', `/${L.lang}/blog/rss.xml`);
      }
      const res = await page.request.get(feedUrl);
      expect(res.status()).toBe(200);
      const xml = await res.text();
      expect(xml).toContain(`<language>${L.lang}</language>`);
      expect(xml).toContain(`<title>${L.post.title}</title>`);
      expect(xml).toContain(`<link>${baseURL}/${L.lang}/blog/${L.post.slug}</link>`);
      expect(xml).toContain(`<category>${L.filterBy}</category>`);
      expect(xml).not.toContain(EN.title);
    });
  });
}

test('an English post names its translations and is its own x-default; the English blog links the English feed', async ({ page, baseURL }) => {
  await page.goto(`/blog/${EN.slug}`);
  expect(await alternates(page)).toEqual({
    en: `/blog/${EN.slug}`,
    es: '/es/blog/primeras-48-horas-tras-un-arresto-de-ice',
    fr: '/fr/blog/premieres-48-heures-apres-une-arrestation-ice',
    'x-default': `/blog/${EN.slug}`,
  });
  await expect(page.getByRole('link', { name: 'Leer este artículo en español' })).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Lire cet article en français' })).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Read this in English' })).toHaveCount(0);
  expect(await feedLink(page)).toBe(`${baseURL}/blog/rss.xml`);
  await page.goto('/blog');
  expect(await feedLink(page)).toBe(`${baseURL}/blog/rss.xml`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
  const xml = await (await page.request.get('/blog/rss.xml')).text();
  expect(xml).toContain('<language>en-us</language>');
  expect(xml).toContain(`<title>${EN.title}</title>`);
});
