import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';
import { CONTENT } from './locks';

/**
 * The blog and resources lists as visitors use them: pages, categories and search in the address, placeholders
 * while loading, a post's page, its errors, paging on a phone, the sitemap and the feed.
 */
const cards = 'article.post-card';

// What visitors see of the blog as seeded (how many posts, which comes first): no other test publishes meanwhile.
test.describe('the blog as seeded', { lock: CONTENT }, () => {
  test('the blog lists 9 published posts per page with URL pagination', async ({ page, consoleErrors }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Immigration Law Blog');
    await expect(page.getByRole('searchbox', { name: 'Search blog posts' })).toHaveAttribute('placeholder', 'Search blog posts...');
    await expect(page.locator(cards)).toHaveCount(9);
    await waitForHydration(page);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.locator(cards)).toHaveCount(6);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(consoleErrors).toEqual([]);
  });

  test('category and search live in the URL and reset to page 1', async ({ page }) => {
    await page.goto('/blog?page=2');
    await waitForHydration(page);
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('link').first()).toHaveText('All');
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await filters.getByRole('link', { name: 'VAWA' }).click();
    await expect(page).toHaveURL(/\/blog\?category=VAWA$/);
    await expect(filters.getByRole('link', { name: 'VAWA' })).toHaveAttribute('aria-current', 'page');
    await expect(filters.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    await expect(page.locator(`${cards} .rt-Badge`)).toHaveText(['VAWA', 'VAWA']);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('BOND');
    await expect(page).toHaveURL(/\/blog\?q=BOND&category=VAWA$/);
    await expect(page.getByText('No blog posts found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or category filter')).toBeVisible();
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator(cards)).toHaveCount(9);

    // A shared filtered link renders on the server already filtered.
    const res = await page.request.get('/blog?q=bond');
    const html = await res.text();
    expect(html).toContain('How Immigration Bond Hearings Work');
    expect(html).not.toContain('Building Evidence for a VAWA Self-Petition');
  });

  test('shows six placeholders while the list loads', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // The list's answer is held until the placeholders have been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/trpc/posts.list**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('menuitem', { name: 'Blog' }).click();
    await expect(page.getByTestId('blog-loading').locator('.skeleton-card')).toHaveCount(6);
    await expect(page.locator(cards)).toHaveCount(0);
    release();
    await expect(page.locator(cards)).toHaveCount(9);
    await expect(page.getByTestId('blog-loading')).toHaveCount(0);
  });

  test('a post page shows its article, FAQ and helpful resources; Edit Post only for its author', async ({ page }) => {
    await page.goto('/blog');
    const first = page.locator(cards).first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await waitForHydration(page);
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.post-body h2').first()).toBeVisible();
    await expect(page.locator('.post-body ul li').first()).toBeVisible();
    await expect(page.getByText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/).first()).toBeVisible();
    await expect(page.locator('.faq-item')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Helpful Resources' })).toBeVisible();
    await expect(page.locator('.resource-card')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Edit Post' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);

    // The seeded admin wrote the demo posts.
    await signInAsAdmin(page);
    await page.goto('/blog');
    await page.locator(cards).first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('link', { name: 'Edit Post' })).toHaveAttribute('href', /^\/admin\/edit-post\/[0-9a-f-]{36}$/);
  });

  test('the resources page pages posts 6 at a time and lists the additional resources', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.locator(cards)).toHaveCount(6);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('link', { name: 'Page 3' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Additional Resources' })).toBeVisible();
    await expect(page.locator('.resource-card svg[data-icon="BookOpen"]').first()).toBeVisible();
    await expect(page.locator('.resource-card a, a.resource-card').first()).toHaveAttribute('target', '_blank');
  });

  test('sitemap, robots.txt and the RSS feed are served', async ({ request }) => {
    const sitemap = await request.get('/sitemap-posts-1.xml'); // a file of the /sitemap.xml index
    expect(sitemap.headers()['content-type']).toContain('xml');
    // Each language's post at its own slug, never the English slug under another language's prefix.
    const urls = await sitemap.text();
    expect(urls).toContain('/blog/first-48-hours-after-ice-detention</loc>');
    expect(urls).toContain('/es/blog/primeras-48-horas-tras-un-arresto-de-ice</loc>');
    expect(urls).toContain('/fr/blog/premieres-48-heures-apres-une-arrestation-ice</loc>');
    expect(urls).not.toContain('/es/blog/first-48-hours-after-ice-detention</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    // The staff area, the sign-in page and a booking's personal links, in every language; never the booking page.
    for (const path of ['/admin', '/auth', '/es/auth', '/book/change/', '/fr/book/change/']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/Disallow: \/book\n/);
    const rss = await (await request.get('/blog/rss.xml')).text();
    expect(rss).toContain('<rss version="2.0"');
    expect((rss.match(/<item>/g) ?? []).length).toBe(15);
  });
});

test('an unknown post answers 404 with Post Not Found', async ({ page }) => {
  const res = await page.goto('/blog/no-such-post');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed")).toBeVisible();
});

test('a failing post load shows Error fetching post and returns to /resources', async ({ page }) => {
  // Reads are retried (1 s, 2 s, 4 s) before the error shows: the page's clock jumps over those waits.
  await page.clock.install();
  await page.goto('/blog');
  await waitForHydration(page);
  await page.route('**/trpc/posts.bySlug**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify([{ error: { json: { message: 'Database unavailable', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } } }]) }));
  await page.locator(cards).first().getByRole('heading').getByRole('link').click();
  await expect(async () => {
    await page.clock.fastForward(2_000);
    await expect(page.getByText('Error fetching post')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/resources$/);
});

const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
  { locale: 'fr', prefix: '/fr' },
] as const;

test.describe('paging takes the reader to the start of the new page', () => {
  for (const { locale, prefix } of LOCALES) {
    for (const list of ['/blog', '/resources'] as const) {
      test(`${list} in ${locale} on a phone`, async ({ page, consoleErrors }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await page.goto(`${prefix}${list}`);
        await waitForHydration(page);
        const pager = page.locator('nav.pagination');
        await pager.scrollIntoViewIfNeeded();
        await pager.getByRole('link', { name: /2/ }).first().click();
        await expect(page).toHaveURL(/[?&]page=2(&|$)/);
        // Focus is on the list's heading, and the list starts at the top of the screen (under the sticky header).
        const heading = page.locator('.list-start');
        await expect(heading).toBeFocused();
        const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
        const firstCard = page.locator('article.post-card').first();
        await expect
          .poll(async () => (await firstCard.boundingBox())?.y ?? -1)
          .toBeGreaterThanOrEqual(headerBottom);
        const top = (await firstCard.boundingBox())?.y ?? 0;
        expect(top).toBeLessThan(740 / 2);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});
