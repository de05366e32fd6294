import { ADMIN, expect, test, waitForHydration } from './fixtures';

test('an anonymous visitor to /admin is sent to /auth', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Verifying authentication...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?from=%2Fadmin$/);
  await expect(page.getByText('Please sign in to access the admin dashboard.')).toBeVisible();
});

test('the seeded admin signs in, reaches the dashboard and signs out', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Logged in as ${ADMIN.email}`)).toBeVisible();

  // A signed-in visit to /auth goes back to /admin.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
});

test('a wrong password shows Login failed', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
