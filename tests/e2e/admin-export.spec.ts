import { strFromU8, unzipSync } from 'fflate';
import { expect, test, waitForHydration } from './fixtures';
import { signedInAs } from './staff-users';

/**
 * Decision 0014: an administrator exports the site from /admin/settings; an editor has no link and no access.
 * Each test has an account of its own with a session made through the service layer (no sign-in form, so
 * no sign-in rate limit is spent).
 */



test('an admin opens Settings, clicks Export and gets a ZIP with every post as Markdown and JSON', async ({ page, context, baseURL, consoleErrors }) => {
  await signedInAs(context, baseURL, 'export-admin', 'admin');
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Export', level: 2 })).toBeVisible();

  // The button posts a plain HTML form (decision 0008: the export is never a GET); the browser saves the streamed attachment.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^site-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(); // the page stays open
  const bytes = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]));
  const files = unzipSync(new Uint8Array(bytes));
  const names = Object.keys(files);
  expect(names).toEqual(expect.arrayContaining(['README.txt', 'posts.json', 'revisions.json', 'resources.json', 'settings.json']));

  // Every post of the demo site, in each language, as Markdown with front matter.
  const posts = JSON.parse(strFromU8(files['posts.json'] ?? new Uint8Array())) as { locale: string; slug: string; title: string }[];
  expect(posts.length).toBeGreaterThan(30);
  expect(new Set(posts.map((p) => p.locale))).toEqual(new Set(['en', 'es', 'fr']));
  for (const p of posts) {
    const md = strFromU8(files[`posts/${p.locale}/${p.slug}.md`] ?? new Uint8Array());
    expect(md.startsWith(`---\ntitle: ${JSON.stringify(p.title)}\n`), p.slug).toBe(true);
  }
  expect(consoleErrors).toEqual([]);
});

test('an editor has no Settings link, and the page says there is no access', async ({ page, context, baseURL }) => {
  await signedInAs(context, baseURL, 'export-editor', 'editor');
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Blog Posts' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page.getByText("You don't have access to the site settings.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  expect((await page.request.post('/admin/export.zip', { headers: { origin: baseURL ?? '' } })).status()).toBe(403);
  // The former GET address exports nothing, for anyone: it says where the export starts now.
  expect((await page.request.get('/admin/export.zip')).status()).toBe(405);
});
