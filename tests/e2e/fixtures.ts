import { test as base, expect, type Page } from '@playwright/test';

/** Every page under test must run without console errors (hydration mismatches included). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/** Server-rendered buttons only respond once React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2025' };

/** Signs the seeded admin in through the /auth form (sign-in is rate limited: use sparingly). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
