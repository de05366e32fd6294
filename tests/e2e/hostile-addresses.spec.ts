import { ADMIN, expect, test, waitForHydration } from './fixtures';

/** Addresses that once made the language switch link to another host (decision 0008). */
const HOSTILE = ['/es/%5Cevil.example', '/%5C%5Cevil.example', '/es/%09/evil.example', '/es//evil.example', '/fr/%5C%5Cevil.example/x', '/%5C/evil.example'];

test.describe('language links on hostile addresses', () => {
  for (const address of HOSTILE) {
    test(`${address}: every language link stays on the site, and the page is the 404`, async ({ page, baseURL }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const site = new URL(baseURL ?? '').host;
      const switchLinks = page.locator('.lang-switch a[hreflang]');
      expect(await switchLinks.count()).toBeGreaterThanOrEqual(3);
      // The browser's own resolution of every language link (the switch, and the head's alternates).
      const links = await page.locator('a[hreflang], link[hreflang], link[rel="canonical"]').evaluateAll((els) =>
        els.map((el) => ({ lang: el.getAttribute('hreflang'), raw: el.getAttribute('href'), href: (el as HTMLAnchorElement | HTMLLinkElement).href })),
      );
      for (const link of links) {
        const host = new URL(link.href).host;
        // The server's PUBLIC_URL is this address (playwright.config.ts), so head links resolve here too.
        expect(host, `${link.lang} ${link.raw} -> ${link.href}`).toBe(site);
      }
      for (const l of ['EN', 'ES', 'FR']) {
        const href = await page.locator('.lang-switch').first().getByRole('link', { name: l, exact: true }).evaluate((a) => (a as HTMLAnchorElement).href);
        expect(new URL(href).host, `${l}: ${href}`).toBe(site);
      }
    });
  }

  test('clicking EN on /es/%5Cevil.example stays on the site', async ({ page, baseURL }) => {
    await page.goto('/es/%5Cevil.example');
    await waitForHydration(page);
    await page.locator('.lang-switch').first().getByRole('link', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL((url) => url.host === new URL(baseURL ?? '').host);
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  });
});

test('signing in with a hostile return path lands on the admin area of this site', async ({ page, baseURL }) => {
  // `/..//evil.example`: resolved, the path `//evil.example`, which any link or reload built from it reads as a host.
  await page.goto('/auth?from=%2F..%2F%2Fevil.example');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/admin`);
});
