import { test as base, expect, type Page } from '@playwright/test';
import { sessionCookieFor, userIdByEmail } from './staff-users';

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

/**
 * Signs the seeded admin in with a session made through the service layer (not the /auth form: the
 * sign-in rate limit is real, and only the sign-in tests spend it), then opens /admin.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const baseURL = base.info().project.use.baseURL ?? 'http://127.0.0.1';
  const cookie = await sessionCookieFor(await userIdByEmail(ADMIN.email));
  await page.context().addCookies([{ ...cookie, url: baseURL }]);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}
