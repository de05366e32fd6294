import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';

const PUBLIC = ['/', '/services', '/services/detention', '/services/family', '/services/vawa', '/attorney-profile', '/resources', '/blog', '/blog/first-48-hours-after-ice-detention', '/contact', '/privacy-policy', '/terms-and-conditions', '/client-portal', '/auth', '/no-such-page', '/es/', '/fr/blog'];
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
  await signInAsAdmin(page);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(1700); // past the guard's minimum wait, so the page itself renders
    expect(await violations(page), path).toEqual([]);
  }
});
