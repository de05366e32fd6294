import { expect, test, waitForHydration } from './fixtures';

test('the home page is server-rendered in English and hydrates without errors', async ({ page, consoleErrors }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  const html = (await res?.text()) ?? '';
  expect(html).toContain('Immigration defense when it matters most');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Immigration defense when it matters most');
  // Interactive after hydration: the FAQ opens one answer at a time.
  await waitForHydration(page);
  const first = page.locator('details.faq-item', { has: page.getByRole('heading', { name: /My family member was just detained/ }) });
  await first.locator('summary').click();
  await expect(first).toHaveJSProperty('open', true);
  await page.getByRole('heading', { name: /get out on bond/ }).click();
  await expect(first).toHaveJSProperty('open', false);
  expect(consoleErrors).toEqual([]);
});

test('Spanish and French pages have their own URLs and language', async ({ page }) => {
  await page.goto('/es/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Defensa migratoria cuando más importa');
  await page.getByRole('group', { name: 'Idioma' }).getByRole('link', { name: 'FR' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Accueil' }).first()).toBeVisible();
});

test('old addresses redirect, unknown ones answer 404 with the spec text', async ({ page }) => {
  await page.goto('/attorneys');
  await expect(page).toHaveURL(/\/attorney-profile$/);
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
