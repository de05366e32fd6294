import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { demoPosts } from '../../server/demo/seed/content';
import { expect, signInAsAdmin, test } from './fixtures';

/**
 * Issue 26, items 8 and 9, as the firm's staff meet them in their first week: a seeded post's Revisions starts at
 * its first version (to the second, no Restore on the current one); a replaced featured image never keeps the
 * previous image's alt text, and a library image's text changed in a post is offered to the library; an upload left
 * in a post that was never saved is listed as unused and 'Remove unused' deletes it.
 */
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

const SEEDED = demoPosts.find((p) => p.slug === 'i-601a-provisional-waiver');
/** 'Nov 27, 2026, 9:14:03 AM': the time to the second. */
const TO_THE_SECOND = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s?[AP]M/;

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

test('a seeded post’s Revisions starts at its first version, saved to the second, and the current one offers no Restore', async ({ page, consoleErrors }) => {
  if (!SEEDED) throw new Error('the demo content has the I-601A post');
  await page.goto(`/blog/${SEEDED.slug}`);
  await page.getByRole('link', { name: 'Edit Post' }).click();
  await page.waitForURL('**/admin/edit-post/*');
  await expect(page.getByLabel('Title')).toHaveValue(SEEDED.title);

  await page.getByRole('button', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisions' });
  const versions = dialog.getByRole('list', { name: 'Saved versions' }).getByRole('button');
  await expect(versions).toHaveCount(1);
  const first = versions.first();
  await expect(first).toContainText('version 1');
  await expect(first).toContainText(TO_THE_SECOND);
  await expect(first).toContainText('Current');
  // The title as it was at that version; all of it in the tooltip when the list shortens it.
  await expect(first.locator('[title]')).toHaveAttribute('title', SEEDED.title);
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  const detail = dialog.getByRole('region', { name: 'Selected version' });
  await expect(detail.getByText('Current version')).toBeVisible();
  await expect(detail).toContainText(TO_THE_SECOND);
  await expect(dialog.getByText('This version is the same as the form.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(consoleErrors).toEqual([]);
});

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
