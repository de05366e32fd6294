import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { staffStorageState } from './staff-users';

/**
 * Decision 0014, media: an editor uploads a featured image through the post form (no image hosted elsewhere), the
 * public post page serves it as `<picture>` with AVIF and WebP srcsets at several widths and the alt text,
 * and the media library refuses to delete it while the post uses it. An editor of its own; everything it
 * makes (the post, the upload) is deleted at the end.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'media-state.json');
test.describe.configure({ mode: 'serial' });
test.use({ storageState: STATE });
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  await staffStorageState(testInfo.project.use.baseURL ?? '', { prefix: 'media', role: 'editor', path: STATE });
});

/** Refusals the test provokes on purpose (a file that is not an image, a delete while in use) are logged by Chromium. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|409)/.test(e));

/** Serious or critical axe findings on the page as it is now. */
async function accessibilityProblems(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

async function mutate(request: APIRequestContext, procedure: string, input: unknown, baseURL: string): Promise<void> {
  const res = await request.post(`/trpc/${procedure}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

test('an uploaded featured image: alt text required, then served as AVIF/WebP srcset with its size and alt text; the library keeps it while used', async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Media upload by browser ${stamp}`;
  const slug = `media-upload-by-browser-${stamp}`;
  const filename = `courthouse-${stamp}.png`;
  const alt = `Courthouse steps in the morning ${stamp}`;
  // A real 2000 x 1200 PNG with some texture, so every copy is a real encode.
  const png = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: 40, g: 90, b: 150 }, noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .png()
    .toBuffer();

  await page.goto('/admin/new-post');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Short Description').fill('A post whose featured image was uploaded in the form.');
  await page.getByLabel('Category').fill('Media');
  await page.getByLabel('Content').fill('## A heading\nA paragraph long enough to pass the fifty character minimum of content.');

  // A text file named .png is refused with the server's sentence, and nothing is set.
  const upload = page.getByLabel('Upload image');
  await upload.setInputFiles({ name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture\n'.repeat(20)) });
  await expect(page.getByRole('alert').filter({ hasText: 'Upload a JPEG, PNG, WebP or AVIF image.' })).toBeVisible();
  await expect(page.getByLabel('Featured Image URL')).toHaveValue('');

  // The real image: progress, then its address in the URL field and a preview.
  await upload.setInputFiles({ name: filename, mimeType: 'image/png', buffer: png });
  await expect(page.getByLabel('Featured Image URL')).toHaveValue(/^\/media\/[0-9a-f-]{36}\/2000x1200\/1600\.jpg$/, { timeout: 60_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Upload a JPEG' })).toHaveCount(0);
  const preview = page.getByRole('img', { name: /^Preview/ });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(480);
  expect(await accessibilityProblems(page)).toEqual([]);
  const mediaId = /^\/media\/([0-9a-f-]{36})\//.exec(await page.getByLabel('Featured Image URL').inputValue())?.[1] ?? '';

  // Published without alt text: the message under Alt text, focus there, and nothing saved.
  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save Post' }).click();
  const altField = page.getByLabel('Alt text', { exact: true });
  await expect(page.getByText('Alt text is required for the featured image')).toBeVisible();
  await expect(altField).toHaveAttribute('aria-invalid', 'true');
  await expect(altField).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/new-post$/);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  await altField.fill(alt);
  await expect(page.getByText('Alt text is required for the featured image')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The public page: <picture> with AVIF and WebP at every width, an <img> with width, height and the alt text.
  await page.goto(`/blog/${slug}`);
  const img = page.getByRole('img', { name: alt, exact: true });
  await expect(img).toBeVisible();
  const picture = page.locator('picture').filter({ has: img });
  await expect(picture).toHaveCount(1);
  for (const [type, ext] of [
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ] as const) {
    const srcset = (await picture.locator(`source[type="${type}"]`).getAttribute('srcset')) ?? '';
    expect(srcset.split(', ')).toEqual([480, 960, 1600].map((w) => `/media/${mediaId}/2000x1200/${w}.${ext} ${w}w`));
  }
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '960');
  await expect(img).toHaveAttribute('srcset', /480\.jpg 480w, .*960\.jpg 960w, .*1600\.jpg 1600w$/);
  // Chromium takes the AVIF copy, and it really loads.
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(/\.avif$/);
  const postId = /\/admin\/edit-post\/([0-9a-f-]{36})$/.exec((await page.getByRole('link', { name: 'Edit Post' }).getAttribute('href')) ?? '')?.[1] ?? '';
  expect(postId).not.toBe('');

  // The library lists it with its size; deleting it is refused while the post uses it, with the post named.
  await page.goto('/admin/media');
  const card = page.getByRole('listitem').filter({ hasText: filename });
  await expect(card).toContainText('2000 × 1200');
  expect(await accessibilityProblems(page)).toEqual([]);
  await card.getByRole('button', { name: `Delete ${filename}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `This image is used by the post "${title}". Remove it from the post first.` })).toBeVisible();
  await expect(card).toBeVisible();

  // Clean up: the post, then the image (now unused) from the library.
  await mutate(page.request, 'posts.delete', { id: postId }, baseURL ?? '');
  await card.getByRole('button', { name: `Delete ${filename}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  // While the dialog is open the rest of the page is hidden from the accessibility tree: wait for it to close.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`/media/${mediaId}/2000x1200/480.avif`)).status()).toBe(404);
  expect(unexpected(consoleErrors)).toEqual([]);
});
