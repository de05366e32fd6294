import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sitemapPaths } from '../../src/route-manifest';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Decision 0020: an automated axe scan (WCAG 2.0, 2.1 and 2.2, levels A and AA) of every public page in the
 * three languages finds no serious or critical violation. Each failure names the rule, the help text and
 * the offending elements, so the report says what to fix.
 */
// Every page of the sitemap (src/route-manifest.ts: a new page is scanned without touching this file), a post, the 404 page.
const PAGES = [...sitemapPaths(), '/blog/:first-post', '/no-such-page'];
const PREFIXES = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
  { locale: 'fr', prefix: '/fr' },
];

let firstPostPath: string | null = null;

/** The newest published post, read from the blog list the way a visitor would find it. */
async function firstPost(page: Page): Promise<string> {
  if (firstPostPath) return firstPostPath;
  await page.goto('/blog');
  const href = await page.locator('article.post-card a[href*="/blog/"]').first().getAttribute('href');
  if (!href) throw new Error('no published post to scan');
  firstPostPath = new URL(href, 'http://x').pathname;
  return firstPostPath;
}

async function scan(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`.slice(0, 300)),
    }));
}

for (const { locale, prefix } of PREFIXES) {
  test.describe(`axe (${locale})`, () => {
    for (const path of PAGES) {
      test(`${prefix}${path} has no serious or critical violations`, async ({ page }) => {
        const target = path === '/blog/:first-post' ? (await firstPost(page)).replace(/^\/(es|fr)(?=\/)/, '') : path;
        await page.goto(`${prefix}${target}`);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await scan(page)).toEqual([]);
      });
    }
  });
}

test('the open chat panel and mobile menu have no serious or critical violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByLabel('Open menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.locator('summary', { hasText: 'Services' }).click();
  expect(await scan(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Chat with an attorney' }).first().click();
  const chat = page.getByRole('dialog', { name: 'Chat with our office' });
  await expect(chat.getByText('What do you need help with?')).toBeVisible();
  expect(await scan(page)).toEqual([]);
});
