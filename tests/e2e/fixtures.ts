import { test as base, expect, type Page } from '@playwright/test';
import { sessionCookieFor, userIdByEmail } from './staff-users';

/**
 * The admin app shows 'Verifying authentication...' for at least 1.5 s on every load of an /admin address (decision
 * 0018; auth.spec.ts proves that wait). A file that opens many admin pages sets `test.use({ quickAdmin: true })`:
 * its page runs on Playwright's clock (time goes on as usual), and each page.goto and page.reload of an /admin
 * address jumps the clock over that wait, then sets it back to the real time, so the page dates nothing ahead.
 */
async function pastTheGuard(page: Page): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/admin')) return;
  const guard = page.getByText('Verifying authentication...');
  // The app renders in the browser: the guard appears once its scripts ran (unless the page got past it already).
  await expect(guard.or(page.locator('#admin-main'))).toBeVisible();
  for (let i = 0; i < 10 && (await guard.isVisible()); i++) await page.clock.fastForward(500);
  await page.clock.setSystemTime(new Date());
}

/** Every page under test must run without console errors (hydration mismatches included). */
export const test = base.extend<{ consoleErrors: string[]; quickAdmin: boolean }>({
  quickAdmin: [false, { option: true }],
  page: async ({ page, quickAdmin }, use) => {
    if (quickAdmin) {
      await page.clock.install();
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await pastTheGuard(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await pastTheGuard(page);
        return response;
      };
    }
    await use(page);
  },
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
