import type { Page } from '@playwright/test';
import { sitemapPaths } from '../../src/route-manifest';
import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';

// Every page of the route list's sitemap (src/route-manifest.ts), a post, the sign-in page, a 404, two other languages.
const PUBLIC = [...sitemapPaths(), '/blog/first-48-hours-after-ice-detention', '/auth', '/no-such-page', '/es/', '/fr/blog'];
const ADMIN_PAGES = ['/admin', '/admin/new-post', '/admin/new-resource', '/admin/profile', '/admin/subscription'];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('every public page runs under the Content Security Policy without a violation', async ({ page }) => {
  for (const path of PUBLIC) {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await waitForHydration(page);
    await page.waitForLoadState('networkidle').catch(() => {});
    expect(await violations(page), path).toEqual([]);
  }
});

test('every admin page runs under the Content Security Policy without a violation', async ({ page }) => {
  // The page's clock jumps over the guard's minimum wait (time otherwise goes on as usual), so the page itself renders.
  await page.clock.install();
  await signInAsAdmin(page);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    await page.clock.fastForward(1_700);
    await expect(page.getByText('Verifying authentication...')).toHaveCount(0);
    await page.waitForLoadState('networkidle').catch(() => {});
    expect(await violations(page), path).toEqual([]);
  }
});
