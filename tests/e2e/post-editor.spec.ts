import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { staffStorageState } from './staff-users';

/**
 * The post editor (issue 15) as an editor uses it: revisions with their diff and Restore, the search-result
 * fields in the page head, the content toolbar, and the unsaved-draft offer after a reload.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'post-editor-state.json');
test.describe.configure({ mode: 'serial' });
test.use({ storageState: STATE });
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  await staffStorageState(testInfo.project.use.baseURL ?? '', { prefix: 'post-editor', role: 'editor', path: STATE });
});

/** Posts this file created, deleted at the end (the blog stays as seeded). */
const created: string[] = [];
test.afterAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const context = await browser.newContext({ storageState: STATE, baseURL });
  for (const id of created) {
    const res = await context.request.post('/trpc/posts.delete', { data: { json: { id } }, headers: { origin: baseURL } });
    expect(res.status()).toBe(200);
  }
  await context.close();
});

const FIRST_CONTENT = '## What changed\nA paragraph long enough to pass the fifty character minimum of content.';

/** Creates a published post through the form and opens its edit form; returns its id. */
async function createPost(page: Page, title: string, slug: string): Promise<string> {
  await page.goto('/admin/new-post');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Short Description').fill('A post written by the post editor browser test.');
  await page.getByLabel('Category').fill('Editor tests');
  await page.getByLabel('Content').fill(FIRST_CONTENT);
  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save Post' }).click();
  await page.waitForURL('**/admin');
  await page.goto(`/blog/${slug}`);
  await page.getByRole('link', { name: 'Edit Post' }).click();
  await page.waitForURL('**/admin/edit-post/*');
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  created.push(id);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  return id;
}

test('revisions: a changed title and content are listed with their diff, and Restore brings the first version back', async ({ page }) => {
  const stamp = Date.now();
  const slug = `post-editor-revisions-${stamp}`;
  const first = `Revisions first version ${stamp}`;
  const second = `Revisions second version ${stamp}`;
  const id = await createPost(page, first, slug);

  await page.getByLabel('Title').fill(second);
  await page.getByLabel('Content').fill(`${FIRST_CONTENT}\n- A bullet only the second version has`);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Post updated')).toBeVisible();
  await page.waitForURL('**/admin');

  await page.goto(`/admin/edit-post/${id}`);
  await expect(page.getByLabel('Title')).toHaveValue(second);
  await page.getByRole('button', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisions' });
  const versions = dialog.getByRole('list', { name: 'Saved versions' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  // Newest first: the second save is the current version, the same as the form.
  await expect(versions.first()).toContainText(second);
  await expect(versions.first()).toContainText('Current');
  await expect(dialog.getByText('This version is the same as the form.')).toBeVisible();

  await versions.last().click();
  await expect(versions.last()).toHaveAttribute('aria-pressed', 'true');
  const diff = dialog.getByRole('definition').filter({ hasText: 'Revision:' }).first();
  await expect(diff).toContainText(`Form: ${second}`);
  await expect(diff).toContainText(`Revision: ${first}`);
  // The content as a line diff: the bullet restoring would remove is marked as removed.
  await expect(dialog.locator('.revision-diff__line.is-removed')).toHaveText(['− - A bullet only the second version has']);

  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Revision restored')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Title')).toHaveValue(first);
  await expect(page.getByLabel('Content')).toHaveValue(FIRST_CONTENT);

  // Saved, and recorded as a revision of its own.
  await page.getByRole('button', { name: 'Revisions' }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText(first);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  await expect(page.getByText('A bullet only the second version has')).toHaveCount(0);
});

test('search-result fields: counters, the preview, and the meta description in the public page head', async ({ page, request }) => {
  const stamp = Date.now();
  const slug = `post-editor-seo-${stamp}`;
  const title = `Search fields ${stamp}`;
  await createPost(page, title, slug);

  // Collapsed while empty: the page uses the title and short description.
  await expect(page.getByLabel('Meta description')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show fields' }).click();
  const preview = page.getByTestId('seo-preview');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('A post written by the post editor browser test.');

  const metaTitle = page.getByLabel('Meta title');
  await metaTitle.fill('A meta title that is well past the sixty characters a search engine shows');
  await expect(page.getByTestId('seo-counter').first()).toHaveClass(/is-long/);
  await metaTitle.fill(`Search title ${stamp}`);
  await expect(page.getByTestId('seo-counter').first()).not.toHaveClass(/is-long/);
  const description = `What a search engine shows for this post, written by hand ${stamp}.`;
  await page.getByLabel('Meta description').fill(description);
  await expect(preview).toContainText(description);
  await expect(preview).toContainText(`Search title ${stamp}`);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await page.waitForURL('**/admin');

  const html = await (await request.get(`/blog/${slug}`)).text();
  expect(html).toContain(`<meta name="description" content="${description}">`);
  expect(html).toContain(`<meta property="og:description" content="${description}">`);
  expect(html).toMatch(new RegExp(`<title>Search title ${stamp}( \\|[^<]*)?</title>`));
  await page.goto(`/blog/${slug}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
});

test('the toolbar and its shortcuts insert the body format at the cursor, previewed as the page renders it', async ({ page }) => {
  await page.goto('/admin/new-post');
  const content = page.getByLabel('Content');
  await content.fill('A first paragraph');
  await content.press('End');
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(content).toHaveValue('A first paragraph\n## ');
  await expect(content).toBeFocused();
  await page.keyboard.type('Inserted heading');
  await content.press('Control+Alt+Digit8');
  await page.keyboard.type('a bullet');
  await expect(content).toHaveValue('A first paragraph\n## Inserted heading\n- a bullet');
  await expect(page.getByTestId('post-preview').getByRole('heading', { level: 2 })).toHaveText('Inserted heading');
  await expect(page.getByTestId('post-preview').getByRole('listitem')).toHaveText('a bullet');
  await expect(page.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute('aria-keyshortcuts', /Control\+Alt\+2/);
});

test('unsaved changes: a draft is offered back after a reload, and leaving asks first', async ({ page }) => {
  const title = `Unsaved draft ${Date.now()}`;
  await page.goto('/admin/new-post');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('## Half written\nStill working on this one.');
  await page.reload();

  await expect(page.getByText(/Restore unsaved draft from/)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Content')).toHaveValue('## Half written\nStill working on this one.');
  await expect(page.getByText(/Restore unsaved draft from/)).toHaveCount(0);

  // Cancel with unsaved changes asks first: dismissed, the form stays; accepted, the dashboard opens.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/new-post$/);
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.waitForURL('**/admin');
  expect(asked).toContain('You have unsaved changes');

  // The draft stays until saved or discarded.
  await page.goto('/admin/new-post');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByText(/Restore unsaved draft from/)).toHaveCount(0);
});
