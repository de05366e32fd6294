import { ADMIN, expect, test, waitForHydration } from './fixtures';

test('an anonymous visitor to /admin is sent to /auth', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Verifying authentication...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?from=%2Fadmin$/);
  await expect(page.getByText('Please sign in to access the admin dashboard.')).toBeVisible();
});

test('the seeded admin signs in, uses the admin header and its avatar menu, and signs out', async ({ page, consoleErrors }) => {
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
  await expect(page.getByText(`Logged in as ${ADMIN.email}`)).toBeVisible();

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Admin$/ })).toBeVisible();
  await expect(header.getByText('Professional Plan')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Open admin menu' })).toBeHidden();

  // The avatar shows the e-mail's initial; its menu leads to the profile and the plan, by mouse or keyboard.
  const avatar = header.getByRole('button', { name: `Account menu for ${ADMIN.email}` });
  await expect(avatar).toHaveText('A');
  await avatar.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('My Account')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([ADMIN.email, 'Professional Plan', 'Sign out']);
  await menu.getByRole('menuitem', { name: ADMIN.email }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Professional Plan' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();

  await header.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('.Toastify')).toContainText('Signed out');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
  expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
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
