import path from 'node:path';
import { axeFindings } from './axe';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { deleteContent } from './content-api';
import { expect, test } from './fixtures';
import { staffStorageState } from './staff-users';
import { CONTENT } from './locks';

/**
 * Decision 0014 and issue 26, item 9, media: an editor uploads a featured image through the post form (no image
 * hosted elsewhere), the public post page serves it as `<picture>` with AVIF and WebP srcsets at several widths and
 * the alt text, and the media library refuses to delete it while the post uses it; a replaced image never keeps the
 * previous one's alt text, and a library image's text changed in a post is offered to the library; an upload left in
 * a post never saved is listed as unused and 'Remove unused' deletes it. An editor of its own; everything it makes
 * is deleted at the end.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'media-state.json');
test.describe.configure({ mode: 'serial', lock: CONTENT });
test.use({ storageState: STATE, quickAdmin: true });
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  await staffStorageState(testInfo.project.use.baseURL ?? '', { prefix: 'media', role: 'editor', path: STATE });
});

/** What a test stopped half-way may have left (a published post: other files count the blog's posts). */
test.afterAll(async ({ browserName: _ }, testInfo) => {
  await deleteContent(testInfo.project.use.baseURL ?? '', STATE, 'Media upload by browser');
});

/** Refusals the test provokes on purpose (a file that is not an image, a delete while in use) are logged by Chromium. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|409)/.test(e));

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
  // A real PNG as wide as the largest copy, with some texture, so every copy is a real encode (light texture: the
  // server's AVIF encode of a noisy picture is most of this test's time on two cores).
  const png = await sharp({ create: { width: 1600, height: 960, channels: 3, background: { r: 40, g: 90, b: 150 }, noise: { type: 'gaussian', mean: 120, sigma: 10 } } })
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
  await expect(page.getByLabel('Featured Image URL')).toHaveValue(/^\/media\/[0-9a-f-]{36}\/1600x960\/1600\.jpg$/, { timeout: 60_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Upload a JPEG' })).toHaveCount(0);
  const preview = page.getByRole('img', { name: /^Preview/ });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(480);
  expect(await axeFindings(page, { bestPractice: false })).toEqual([]);
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
    expect(srcset.split(', ')).toEqual([480, 960, 1600].map((w) => `/media/${mediaId}/1600x960/${w}.${ext} ${w}w`));
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
  await expect(card).toContainText('1600 × 960');
  expect(await axeFindings(page, { bestPractice: false })).toEqual([]);
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
  expect((await page.request.get(`/media/${mediaId}/1600x960/480.avif`)).status()).toBe(404);
  expect(unexpected(consoleErrors)).toEqual([]);
});

/** A real PNG of its own colour, so each upload is a different image. */
const png = (r: number) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: { r, g: 90, b: 150 } } })
    .png()
    .toBuffer();

/** The library's record of an upload, as media.get answers it. */
async function libraryItem(page: Page, id: string): Promise<{ status: number; alt?: string }> {
  const res = await page.request.get(`/trpc/media.get?input=${encodeURIComponent(JSON.stringify({ json: { id } }))}`);
  if (res.status() !== 200) return { status: res.status() };
  return { status: 200, alt: ((await res.json()) as { result: { data: { json: { alt: string } } } }).result.data.json.alt };
}

const MEDIA_URL = /^\/media\/([0-9a-f-]{36})\/\d+x\d+\/\d+\.jpg$/;
const idOf = (url: string) => MEDIA_URL.exec(url)?.[1] ?? '';

test('a replaced featured image brings its own alt text, and a library image’s text changed in a post is offered to the library', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await page.goto('/admin/new-post');
  const upload = page.getByLabel('Upload image');
  const urlField = page.getByLabel('Featured Image URL');
  const altField = page.getByLabel('Alt text', { exact: true });

  // The first image, described in the post: its library entry takes that text (it was named after its file).
  await upload.setInputFiles({ name: `first-${stamp}.png`, mimeType: 'image/png', buffer: await png(40) });
  await expect(urlField).toHaveValue(MEDIA_URL, { timeout: 60_000 });
  const firstId = idOf(await urlField.inputValue());
  const firstAlt = `Courthouse steps at dawn ${stamp}`;
  await altField.fill(firstAlt);
  await altField.blur();
  await expect.poll(async () => (await libraryItem(page, firstId)).alt).toBe(firstAlt);

  // Replaced by an upload: the alt text is empty (to be written for this image), never the first image's.
  await upload.setInputFiles({ name: `second-${stamp}.png`, mimeType: 'image/png', buffer: await png(200) });
  await expect(urlField).not.toHaveValue(new RegExp(firstId), { timeout: 60_000 });
  await expect(urlField).toHaveValue(MEDIA_URL);
  const secondId = idOf(await urlField.inputValue());
  await expect(altField).toHaveValue('');
  // Nor did the library give the second image the first one's words.
  expect((await libraryItem(page, secondId)).alt).toBe(`second ${stamp}`);

  // Replaced by a pick from the library: that image's own library text.
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await library.getByRole('button', { name: `Use first-${stamp}.png` }).click();
  await expect(library).toBeHidden();
  await expect(urlField).toHaveValue(new RegExp(firstId));
  await expect(altField).toHaveValue(firstAlt);

  // Changed here: the library's text changes only if the editor says so. No keeps it...
  const ask = page.getByRole('group', { name: 'Media library alt text' });
  await altField.fill(`Courthouse steps in the rain ${stamp}`);
  await altField.press('Tab');
  await expect(ask).toContainText('Also use this text in the media library?');
  await ask.getByRole('button', { name: 'No' }).click();
  await expect(ask).toBeHidden();
  expect((await libraryItem(page, firstId)).alt).toBe(firstAlt);

  // ...Yes makes it the library's, for the next post that picks the image.
  const better = `Wide courthouse steps under rain clouds ${stamp}`;
  await altField.fill(better);
  await altField.press('Tab');
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Alt text saved in the media library')).toBeVisible();
  await expect.poll(async () => (await libraryItem(page, firstId)).alt).toBe(better);
  await expect(altField).toHaveValue(better);
  expect(consoleErrors).toEqual([]);
  // The post is never saved: both uploads are left unused (the next test removes them).
});

test('an upload left in a post that was never saved is listed as unused, and Remove unused deletes it', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const filename = `abandoned-${stamp}.png`;
  await page.goto('/admin/new-post');
  await page.getByLabel('Title').fill(`A post nobody saved ${stamp}`);
  await page.getByLabel('Upload image').setInputFiles({ name: filename, mimeType: 'image/png', buffer: await png(120) });
  await expect(page.getByLabel('Featured Image URL')).toHaveValue(MEDIA_URL, { timeout: 60_000 });
  const id = idOf(await page.getByLabel('Featured Image URL').inputValue());

  // Leaving without saving (the form asks first).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.waitForURL('**/admin');
  await page.goto('/admin/media');
  const images = page.getByRole('list', { name: 'Images' });
  await expect(images.getByRole('listitem').filter({ hasText: filename })).toBeVisible();

  await page.getByRole('radio', { name: 'Unused' }).click();
  const card = images.getByRole('listitem').filter({ hasText: filename });
  await expect(card).toBeVisible();
  const remove = page.getByRole('button', { name: /^Remove unused \(\d+\)$/ });
  await expect(remove).toBeVisible();
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove unused images' });
  await expect(confirm).toContainText('counts as unused until that post is saved');
  await confirm.getByRole('button', { name: 'Remove unused' }).click();
  await expect(page.getByText('Unused images deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Every image is in use.')).toBeVisible();
  await expect(remove).toHaveCount(0);
  expect((await libraryItem(page, id)).status).toBe(404);
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
