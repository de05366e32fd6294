import type { BrowserContext, Page, Route } from '@playwright/test';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { site } from '@shared/site';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Decision 0009: the page's controls work from the moment its HTML is on screen, before the scripts run
 * (they load after the load event, seconds later on a slow phone) and without them: the FAQ and the mobile
 * menu are native <details>, the blog's categories, pages and languages are links, the search is a GET form,
 * and an embed's stand-in is a link to it. Once the scripts run, the same controls behave as before.
 *
 * Two ways to be sure a press came before the scripts: a browser with JavaScript off, and scripts held back
 * by the test until the press has had its effect (then let through, to see the page take over).
 */

loadAllLocales();
const [en, es, fr] = [i18nObject('en'), i18nObject('es'), i18nObject('fr')];

const LANGS = [
  { prefix: '', LL: en },
  { prefix: '/es', LL: es },
  { prefix: '/fr', LL: fr },
] as const;

const cards = 'article.post-card';
const PHONE = { width: 390, height: 844 };

/** The FAQ item whose heading is `question`. */
const faqItem = (page: Page, question: string) => page.locator('details.faq-item', { has: page.getByRole('heading', { level: 3, name: question }) });

/** Holds every script of the page until `release()`: what the visitor presses meanwhile meets the HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route: Route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The video provider is out of reach from the test machine: answer for it. */
async function fakeVideoProvider(context: BrowserContext): Promise<void> {
  await context.route(`${new URL(site.videoEmbedUrl).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>video</title>' }));
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { prefix, LL } of LANGS) {
    test(`${prefix || '/en'}: an FAQ item opens, another closes it, and its own question closes it`, async ({ page }) => {
      await page.goto(`${prefix}/`);
      const first = faqItem(page, LL.faq.q1());
      const second = faqItem(page, LL.faq.q2());
      await expect(page.getByText(LL.faq.a1())).toBeHidden();
      await first.locator('summary').click();
      await expect(page.getByText(LL.faq.a1())).toBeVisible();
      await second.locator('summary').click();
      await expect(page.getByText(LL.faq.a2())).toBeVisible();
      await expect(page.getByText(LL.faq.a1())).toBeHidden();
      await second.locator('summary').click();
      await expect(page.getByText(LL.faq.a2())).toBeHidden();
    });

    test(`${prefix || '/en'}/blog: a category, a page number, the search and the language switch are links and forms that work`, async ({ page }) => {
      await page.goto(`${prefix}/blog`);
      const filters = page.getByRole('group', { name: LL.blog.categoriesLabel() });
      await expect(filters.getByRole('link', { name: LL.blog.all() })).toHaveAttribute('aria-current', 'page');
      await filters.getByRole('link', { name: 'VAWA' }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog\\?category=VAWA$`));
      await expect(filters.getByRole('link', { name: 'VAWA' })).toHaveAttribute('aria-current', 'page');
      await expect.poll(async () => new Set(await page.locator(`${cards} .rt-Badge`).allTextContents())).toEqual(new Set(['VAWA']));

      // The search keeps the category, as the enhanced form does.
      const search = page.getByRole('searchbox', { name: LL.blog.searchLabel() });
      await search.fill('no such words anywhere');
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog\\?category=VAWA&q=no\\+such\\+words\\+anywhere$`));
      await expect(page.getByText(LL.blog.emptyTitle())).toBeVisible();
      await expect(page.getByRole('searchbox', { name: LL.blog.searchLabel() })).toHaveValue('no such words anywhere');

      await page.goto(`${prefix}/blog`);
      await page.getByRole('navigation', { name: LL.blog.pagination() }).getByRole('link', { name: LL.blog.page({ page: 2 }) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog\\?page=2$`));

      // The same page in another language (its first page: categories and pages differ between languages).
      const other = prefix === '/fr' ? 'ES' : 'FR';
      await page.getByRole('banner').getByRole('group', { name: LL.nav.language() }).getByRole('link', { name: other }).click();
      await expect(page).toHaveURL(new RegExp(`/${other.toLowerCase()}/blog$`));
    });
  }

  test('at 390 px the menu opens from its button, its services expand, and its links lead to their pages', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/es/attorney-profile');
    const menu = page.getByRole('dialog', { name: es.nav.menuTitle() });
    await expect(menu).toBeHidden();
    await page.getByLabel(es.nav.openMenu()).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: es.services.detention.title() })).toBeHidden();
    await menu.locator('summary', { hasText: es.nav.services() }).click();
    await menu.getByRole('link', { name: es.services.detention.title() }).click();
    await expect(page).toHaveURL(/\/es\/services\/detention$/);
    await expect(page.getByRole('dialog', { name: es.nav.menuTitle() })).toBeHidden();
  });

  test('the client portal shows its video and PDF guide as frames', async ({ page, context }) => {
    await fakeVideoProvider(context);
    await page.goto('/client-portal');
    const main = page.locator('main');
    await expect(main.locator(`iframe[title="${en.clientPortal.videoFrameTitle()}"]`)).toHaveAttribute('src', site.videoEmbedUrl);
    await expect(main.locator(`iframe[title="${en.clientPortal.pdfFrameTitle()}"]`)).toHaveAttribute('src', site.guidePdfUrl);
    // The stand-in links step aside for the frames.
    await expect(main.locator('.lazy-embed__load')).toHaveCount(2);
    for (const link of await main.locator('.lazy-embed__load').all()) await expect(link).toBeHidden();
  });
});

test.describe('before the scripts run', () => {
  test('a press on a client-portal embed opens it in a new tab; once the scripts run, it loads in place', async ({ page, context }) => {
    await fakeVideoProvider(context);
    await page.setViewportSize(PHONE);
    const release = await holdScripts(page);
    await page.goto('/client-portal', { waitUntil: 'commit' });
    const main = page.locator('main');

    const video = main.getByRole('link', { name: en.clientPortal.videoFrameTitle() });
    const [videoTab] = await Promise.all([page.waitForEvent('popup'), video.click()]);
    await expect(videoTab).toHaveURL(site.videoEmbedUrl);
    await videoTab.close();

    const pdf = main.getByRole('link', { name: en.clientPortal.pdfFrameTitle() });
    // The new tab asks for the guide (a browser's PDF viewer shows it; the test's headless browser, which has none,
    // saves it instead, so the tab's address stays about:blank).
    const [pdfTab, pdfRequest] = await Promise.all([
      page.waitForEvent('popup'),
      context.waitForEvent('request', (r) => r.isNavigationRequest() && new URL(r.url()).pathname === new URL(site.guidePdfUrl, r.url()).pathname),
      pdf.click(),
    ]);
    expect(pdfRequest.method()).toBe('GET');
    await expect(page).toHaveURL(/\/client-portal$/);
    await pdfTab.close();

    // Once hydrated, a press on a stand-in not yet replaced loads the frame in its place, in this tab.
    await page.evaluate(() => window.scrollTo(0, 0));
    release();
    await waitForHydration(page);
    const tabs = context.pages().length;
    const standIn = main.locator('.embed-16x9 .lazy-embed__load');
    if ((await standIn.count()) > 0) await standIn.dispatchEvent('click', { button: 0 });
    await expect(main.locator(`iframe[title="${en.clientPortal.videoFrameTitle()}"]`)).toHaveAttribute('src', site.videoEmbedUrl);
    expect(context.pages()).toHaveLength(tabs);
  });

  test('at 390 px the menu, the FAQ and the blog search take a press before the scripts; the scripts then take over', async ({ page, consoleErrors }) => {
    await page.setViewportSize(PHONE);

    // The menu opens on the HTML alone; once hydrated it locks the page scroll and closes with Escape.
    let release = await holdScripts(page);
    await page.goto('/attorney-profile', { waitUntil: 'commit' });
    const openButton = page.getByLabel(en.nav.openMenu());
    await openButton.click();
    const menu = page.getByRole('dialog', { name: en.nav.menuTitle() });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForHydration(page);
    await expect(menu).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(page.getByRole('button', { name: en.nav.closeMenu() })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(openButton).toBeFocused();
    await page.unrouteAll();

    // An FAQ answer opened before hydration stays open after it, and the group stays one-at-a-time.
    release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const first = faqItem(page, en.faq.q1());
    await first.locator('summary').click();
    await expect(page.getByText(en.faq.a1())).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(page.getByText(en.faq.a1())).toBeVisible();
    await faqItem(page, en.faq.q3()).locator('summary').click();
    await expect(page.getByText(en.faq.a3())).toBeVisible();
    await expect(first).toHaveJSProperty('open', false);
    await page.unrouteAll();

    // Words typed into the blog search before hydration count once it has run: the list follows them.
    release = await holdScripts(page);
    await page.goto('/blog', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: en.blog.searchLabel() }).fill('bond');
    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/blog\?q=bond$/);
    await expect(page.getByRole('searchbox', { name: en.blog.searchLabel() })).toHaveValue('bond');
    expect(consoleErrors).toEqual([]);
  });

  test('at 390 px with the CPU slowed 6×, the FAQ, a blog category and the menu answer a press as soon as the HTML is there', async ({ page, consoleErrors }) => {
    await page.setViewportSize(PHONE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

    await page.goto('/', { waitUntil: 'commit' });
    const question = faqItem(page, en.faq.q1()).locator('summary');
    await question.click();
    await expect(page.getByText(en.faq.a1())).toBeVisible();

    await page.goto('/blog', { waitUntil: 'commit' });
    await page.getByRole('group', { name: en.blog.categoriesLabel() }).getByRole('link', { name: 'VAWA' }).click();
    await expect(page).toHaveURL(/\/blog\?category=VAWA$/);
    await expect.poll(async () => new Set(await page.locator(`${cards} .rt-Badge`).allTextContents())).toEqual(new Set(['VAWA']));

    await page.goto('/attorney-profile', { waitUntil: 'commit' });
    await page.getByLabel(en.nav.openMenu()).click();
    await expect(page.getByRole('dialog', { name: en.nav.menuTitle() })).toBeVisible();
    // Whenever the press came, the hydrated menu locks the page scroll, as it always has.
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(page.getByRole('dialog', { name: en.nav.menuTitle() })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('after hydration', () => {
  test('the FAQ keeps one answer open at a time and the menu still closes with Escape, its button, or a link', async ({ page, consoleErrors }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForHydration(page);
    await faqItem(page, en.faq.q1()).locator('summary').click();
    await expect(page.getByText(en.faq.a1())).toBeVisible();
    await faqItem(page, en.faq.q2()).locator('summary').click();
    await expect(page.getByText(en.faq.a2())).toBeVisible();
    await expect(page.getByText(en.faq.a1())).toBeHidden();
    await faqItem(page, en.faq.q2()).locator('summary').click();
    await expect(page.getByText(en.faq.a2())).toBeHidden();

    const openButton = page.getByLabel(en.nav.openMenu());
    const menu = page.getByRole('dialog', { name: en.nav.menuTitle() });
    await openButton.click();
    await expect(menu).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await menu.getByRole('button', { name: en.nav.closeMenu() }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // Reopened, the services list starts collapsed again; a link in it closes the menu.
    await openButton.click();
    await menu.locator('summary', { hasText: en.nav.services() }).click();
    await menu.getByRole('link', { name: en.services.vawa.title() }).click();
    await expect(page).toHaveURL(/\/services\/vawa$/);
    await expect(menu).toBeHidden();
    await openButton.click();
    await expect(menu.getByRole('link', { name: en.services.vawa.title() })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});
