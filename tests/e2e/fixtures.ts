import { test as base, expect } from '@playwright/test';

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

export const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2025' };
