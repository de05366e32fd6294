import { expect, test, waitForHydration } from './fixtures';
import { CONTENT } from './locks';

// Decision 0013: each page is its own chunk, loaded after the page's content; visitors make no
// requests of their own once the page is up.

test('a visitor’s page makes no session polling: no /trpc call in a minute after hydrating', async ({ page }) => {
  await page.clock.install();
  const calls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/trpc')) calls.push(req.url());
  });
  await page.goto('/services');
  await waitForHydration(page);
  await page.clock.runFor(65_000);
  // The server-rendered state holds the (empty) session: nothing is asked again, now or every 30 s.
  expect(calls).toEqual([]);
});

test('the server links the stylesheets only; the page’s scripts are requested after its load event', async ({ page }) => {
  const response = await page.goto('/blog');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
  await waitForHydration(page);
  // The browser's own timings: when each script was requested, and when the load event began.
  const { loadEventStart, scripts } = await page.evaluate(() => ({
    loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({ url: e.name, at: e.startTime })),
  }));
  const entry = scripts.filter((s) => /\/assets\/index-[^/]+\.js$/.test(s.url));
  expect(entry).toHaveLength(1);
  const later = scripts.filter((s) => !entry.includes(s));
  expect(later.some((s) => /BlogListPage-[^/]+\.js$/.test(s.url)), 'the blog page’s chunk').toBe(true);
  expect(later.some((s) => /\/en-[^/]+\.js$/.test(s.url)), 'the English strings').toBe(true);
  for (const s of later) expect(s.at, `${s.url} requested before the load event`).toBeGreaterThanOrEqual(loadEventStart);
});

// The first post of the Spanish blog is the seeded one while no other test publishes.
test('following a link loads the next page’s chunk on the way: Blog → a post → Contact, in Spanish', { lock: CONTENT }, async ({ page, consoleErrors }) => {
  await page.goto('/es/blog');
  await waitForHydration(page);
  const post = page.locator('main a[href^="/es/blog/"]').first();
  const title = (await post.textContent())?.trim() ?? '';
  await post.click();
  await expect(page).toHaveURL(/\/es\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' }).first().click();
  await expect(page).toHaveURL(/\/es\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
