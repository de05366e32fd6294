import { expect, test, waitForHydration } from './fixtures';

test('the blog lists published posts and opens one', async ({ page, consoleErrors }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Immigration Law Blog');
  const cards = page.locator('article.post-card');
  await expect(cards).toHaveCount(9);
  const title = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Back to Resources' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unknown post shows Post Not Found', async ({ page }) => {
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
});
