import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { deleteContent } from './content-api';
import { ADMIN, expect, test } from './fixtures';
import * as locks from './locks';
import { sessionStorageState, userIdByEmail } from './staff-users';

/**
 * Decision 0014, content side: a staff member manages posts and resources from the dashboard. The seeded admin's
 * session is made once through the service layer (the sign-in form is admin.spec.ts's) and reused.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'admin-content-state.json');

test.describe.configure({ mode: 'serial', lock: locks.CONTENT });
test.use({ storageState: STATE, quickAdmin: true });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  await sessionStorageState(testInfo.project.use.baseURL ?? '', await userIdByEmail(ADMIN.email), STATE);
});

/** What a test stopped half-way may have left (the post is published: other files count the blog's posts). */
test.afterAll(async ({ browserName: _ }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? '';
  await deleteContent(baseURL, STATE, 'Work Permits', (title) => title === TITLE || title === EDITED_TITLE);
  await deleteContent(baseURL, STATE, 'USCIS Processing Times', (title) => title.startsWith('USCIS Processing Times'));
});

/** Failed HTTP answers the test provokes on purpose (a 409 or a 404) are logged by Chromium as console errors. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

async function openDashboard(page: Page, tab?: string) {
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByText(`Logged in as ${ADMIN.email}`)).toBeVisible();
}

function toast(page: Page): Locator {
  return page.locator('.Toastify');
}

async function statValue(page: Page, label: string): Promise<number> {
  const tile = page.getByTestId(`stat-${label}`);
  await expect(tile).toHaveText(/^[\d,]+$/);
  return Number((await tile.textContent())?.replace(/,/g, ''));
}

const TITLE = 'Work Permits While Your Case Is Pending';
const SLUG = 'work-permits-while-your-case-is-pending';
const EDITED_TITLE = 'Work Permits During a Pending Case';
const EDITED_SLUG = 'work-permits-during-a-pending-case';
const CONTENT = [
  '## Who can apply',
  'Many applicants with a pending case may ask for a work permit.',
  '### Documents',
  '- A copy of the receipt notice',
  '- Two passport photos',
  '<script>window.__xss = 1</script>Plain text stays.',
].join('\n');

test('the dashboard shows live tiles and the tab buttons only where they belong', async ({ page, consoleErrors }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  for (const label of ['Total Posts', 'Total Views', 'Resources']) await statValue(page, label);
  expect(await statValue(page, 'Total Posts')).toBeGreaterThan(0);

  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  for (const name of ['Blog Posts', 'Resources', 'Client Tools', 'Admin Tools', 'Inquiries', 'Team']) {
    await expect(tabs.getByRole('tab', { name, exact: true })).toBeVisible();
  }
  const addPost = page.getByRole('link', { name: 'Add Post' });
  const addResource = page.getByRole('link', { name: 'Add Resource' });
  await expect(addPost).toBeVisible();
  await expect(addResource).toHaveCount(0);
  await expect(page.getByText('Loading posts...')).toHaveCount(0);
  await expect(page.getByRole('columnheader')).toHaveText(['Title', 'Category', 'Language', 'Translations', 'Status', 'Created', 'Actions']);

  await tabs.getByRole('tab', { name: 'Resources' }).click();
  await expect(addResource).toBeVisible();
  await expect(addPost).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\?tab=resources$/);
  await expect(page.getByRole('columnheader')).toHaveText(['Title', 'Type', 'Language', 'Translations', 'Created', 'Actions']);

  // Keyboard: arrows move between tabs and open them.
  await tabs.getByRole('tab', { name: 'Resources' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Client Tools' })).toHaveAttribute('aria-selected', 'true');
  await expect(addPost).toHaveCount(0);
  await expect(addResource).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Admin Tools' })).toHaveAttribute('aria-selected', 'true');
  await expect(addPost).toHaveCount(0);
  await expect(addResource).toHaveCount(0);

  // A reload keeps the open tab.
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Admin Tools' })).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

test('post search filters by title or category, ignoring case', async ({ page, consoleErrors }) => {
  await openDashboard(page);
  const search = page.getByPlaceholder('Search posts...');
  const rows = page.getByRole('table', { name: 'Blog posts' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const all = (await rows.count()) - 1;
  expect(all).toBeGreaterThan(3);

  await search.fill('vAwA'); // category 'VAWA' and titles mentioning VAWA
  await expect(rows).not.toHaveCount(all + 1);
  const categories = await page.getByRole('table', { name: 'Blog posts' }).locator('tbody tr td:nth-of-type(1)').allTextContents();
  const titles = await page.getByRole('table', { name: 'Blog posts' }).locator('tbody tr th').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  categories.forEach((c, i) => expect(`${titles[i]} ${c}`.toLowerCase()).toContain('vawa'));

  await search.fill('K-1 FIANCÉ');
  await expect(rows).toHaveCount(2);
  await search.fill('no such post anywhere');
  await expect(page.getByText('No posts match your search')).toBeVisible();
  await search.fill('');
  await expect(rows).toHaveCount(all + 1);
  expect(consoleErrors).toEqual([]);
});

test('a new post: every validation message, the slug, the preview, then published on /blog', async ({ page, consoleErrors }) => {
  await openDashboard(page);
  const postsBefore = await statValue(page, 'Total Posts');
  await page.getByRole('link', { name: 'Add Post' }).click();
  await expect(page).toHaveURL(/\/admin\/new-post$/);
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused(); // keyboard users start on the new page
  await expect(page).toHaveTitle(/^Create New Post \|/);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

  // Submitting the empty form shows every rule's message beside its field.
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Title must be at least 4 characters')).toBeVisible();
  await expect(page.getByText('Slug must be at least 4 characters')).toBeVisible();
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expect(page.getByText('Content must be at least 50 characters')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  // Messages follow the typing; a slug with other characters is refused on blur.
  await page.getByLabel('Title').fill('Wor');
  await expect(page.getByText('Title must be at least 4 characters')).toBeVisible();
  await page.getByLabel('Slug').fill('Bad Slug!');
  await page.getByLabel('Slug').blur();
  await expect(page.getByText('Slug can only contain lowercase letters, numbers, and hyphens')).toBeVisible();

  // The slug follows the title while it is empty or still the title's own slug...
  await page.getByLabel('Slug').fill('');
  await page.getByLabel('Title').fill(TITLE);
  await expect(page.getByLabel('Slug')).toHaveValue(SLUG);
  await expect(page.getByText('Title must be at least 4 characters')).toHaveCount(0);
  await expect(page.getByText('Slug can only contain lowercase letters, numbers, and hyphens')).toHaveCount(0);
  await page.getByLabel('Title').pressSequentially('!');
  await expect(page.getByLabel('Slug')).toHaveValue(SLUG);
  await page.getByLabel('Title').press('Backspace');
  // ...and stops once it has been edited by hand.
  await page.getByLabel('Slug').fill('custom-slug');
  await page.getByLabel('Title').fill(`${TITLE} Now`);
  await expect(page.getByLabel('Slug')).toHaveValue('custom-slug');
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Slug').fill(SLUG);

  await page.getByLabel('Short Description').fill('Short');
  await page.getByLabel('Short Description').blur();
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await page.getByLabel('Short Description').fill('What a pending application means for your right to work.');
  await page.getByLabel('Category').fill('Work Permits');
  await page.getByLabel('Featured Image URL').fill('');

  // The live preview uses the public renderer: headings, bullets, and no script.
  const preview = page.getByTestId('post-preview');
  await page.getByLabel('Content').fill('## Too short');
  await expect(preview.getByRole('heading', { level: 2, name: 'Too short' })).toBeVisible();
  await page.getByLabel('Content').blur();
  await expect(page.getByText('Content must be at least 50 characters')).toBeVisible();
  await page.getByLabel('Content').fill(CONTENT);
  await expect(page.getByText('Content must be at least 50 characters')).toHaveCount(0);
  await expect(preview.getByRole('heading', { level: 2, name: 'Who can apply' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 3, name: 'Documents' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['A copy of the receipt notice', 'Two passport photos']);
  await expect(preview).toContainText('Plain text stays.');
  await expect(preview.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByText('## Heading', { exact: true })).toBeVisible(); // the format note

  await expect(page.getByText('Make this post visible to visitors')).toBeVisible();
  await expect(page.getByText('Show this post in featured sections')).toBeVisible();
  const published = page.getByRole('switch', { name: 'Published' });
  await expect(published).toHaveAttribute('aria-checked', 'false');
  await published.click();
  await expect(published).toHaveAttribute('aria-checked', 'true');

  // 'Save Post' keeps the editor in the form (post-saving.spec.ts); 'Save and close' returns to the list.
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Post created');
  await expect(toast(page)).toContainText('Your post has been successfully created.');
  await expect(page).toHaveURL(/\/admin$/);
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByText('Work Permits', { exact: true })).toBeVisible();
  await expect(row.getByText(new Date().toLocaleDateString('en-US'))).toBeVisible();
  await expect.poll(() => statValue(page, 'Total Posts')).toBe(postsBefore + 1);

  // Visitors see it on /blog (newest first), and the dashboard's view link opens it.
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();
  await openDashboard(page);
  await page.getByRole('link', { name: `View "${TITLE}"` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('.post-body h2', { hasText: 'Who can apply' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('editing a post: it loads first, a duplicate slug is answered beside the field, then it saves', async ({ page, consoleErrors }) => {
  await openDashboard(page);
  await page.getByPlaceholder('Search posts...').fill('work permits while');
  await page.getByRole('link', { name: `Edit "${TITLE}"` }).click();
  await expect(page).toHaveURL(/\/admin\/edit-post\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(TITLE);
  await expect(page.getByLabel('Slug')).toHaveValue(SLUG);
  await expect(page.getByLabel('Content')).toHaveValue(CONTENT);
  await expect(page.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('post-preview').getByRole('heading', { name: 'Who can apply' })).toBeVisible();

  // Another post's slug: the server's message appears beside Slug, and nothing typed is lost.
  await page.getByLabel('Slug').fill('k1-fiance-visa-guide');
  await page.getByLabel('Category').fill('Employment');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page)).toContainText('Error saving post');
  await expect(page.getByRole('alert').filter({ hasText: 'This slug is already used by another post' }).first()).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Category')).toHaveValue('Employment');
  await expect(page).toHaveURL(/\/admin\/edit-post\//);

  await page.getByLabel('Slug').fill(SLUG);
  await page.getByLabel('Title').fill(EDITED_TITLE);
  // The slug was still the title's own slug, so it follows; the form warns that the address changes.
  await expect(page.getByLabel('Slug')).toHaveValue(EDITED_SLUG);
  await expect(page.getByText(`The post's address changes to /blog/${EDITED_SLUG}`)).toBeVisible();
  await page.getByRole('switch', { name: 'Featured' }).click();
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Post updated');
  await expect(toast(page)).toContainText('Your post has been successfully updated.');
  await expect(page).toHaveURL(/\/admin$/);
  const row = page.getByRole('row', { name: new RegExp(EDITED_TITLE) });
  await expect(row.getByText('Featured')).toBeVisible();
  await expect(row.getByText('Employment', { exact: true })).toBeVisible();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('deleting a post asks first, then removes it from the list', async ({ page, consoleErrors }) => {
  await openDashboard(page);
  const postsBefore = await statValue(page, 'Total Posts');
  await page.getByRole('button', { name: `Delete "${EDITED_TITLE}"` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Confirm Deletion' })).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to delete this blog post? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(EDITED_TITLE) })).toBeVisible();

  await page.getByRole('button', { name: `Delete "${EDITED_TITLE}"` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Post deleted');
  await expect(toast(page)).toContainText('The blog post has been permanently deleted.');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(EDITED_TITLE) })).toHaveCount(0);
  await expect.poll(() => statValue(page, 'Total Posts')).toBe(postsBefore - 1);
  await page.getByPlaceholder('Search posts...').fill(EDITED_TITLE);
  await expect(page.getByText('No posts match your search')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unknown post id returns to the dashboard with Error fetching post', async ({ page, consoleErrors }) => {
  await page.goto('/admin/edit-post/00000000-0000-4000-8000-000000000000');
  await expect(toast(page)).toContainText('Error fetching post');
  await expect(toast(page)).toContainText('This post no longer exists.');
  await expect(page).toHaveURL(/\/admin$/);
  expect(unexpected(consoleErrors)).toEqual([]);
});

/** A tRPC batch answer in which every call failed with `message` (superjson envelope, as the server sends it). */
function failedBatch(url: string, message: string, code: string, httpStatus: number): string {
  const calls = new URL(url).pathname.replace(/^\/trpc\//, '').split(',');
  const rpcCode = httpStatus === 404 ? -32004 : -32603;
  return JSON.stringify(calls.map(() => ({ error: { json: { message, code: rpcCode, data: { code, httpStatus } } } })));
}

/**
 * Reads are retried three times (1 s, 2 s, 4 s) before the error shows: the page's clock jumps over those waits
 * (Playwright's clock; time otherwise goes on as usual) until `locator` says so.
 */
async function afterRetries(page: Page, locator: Locator, text: string) {
  await expect(async () => {
    await page.clock.fastForward(2_000);
    await expect(locator).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('failures: a list that cannot load, and a delete that fails, say so with the service message', async ({ page, consoleErrors }) => {
  await page.route(/\/trpc\/[^?]*(posts\.adminList|resources\.adminList)/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: failedBatch(route.request().url(), 'Database unavailable', 'INTERNAL_SERVER_ERROR', 500) }),
  );
  await openDashboard(page);
  await afterRetries(page, toast(page), 'Error fetching posts');
  await expect(toast(page)).toContainText('Database unavailable');
  await expect(page.getByText('The posts could not be loaded.')).toBeVisible();
  await expect(page.getByText('No blog posts yet. Create your first post!')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Resources' }).click();
  await afterRetries(page, toast(page), 'Error fetching resources');
  await expect(page.getByText('The resources could not be loaded.')).toBeVisible();

  // Back to normal: Try again loads the list; then a delete that the server refuses.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Resources' })).toBeVisible();
  await page.getByRole('tab', { name: 'Blog Posts' }).click(); // a tab that opens again loads again
  await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible();
  await page.route(/\/trpc\/[^?]*posts\.delete/, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: failedBatch(route.request().url(), 'This post no longer exists.', 'NOT_FOUND', 404) }),
  );
  await page.getByRole('button', { name: /^Delete "/ }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Error deleting post');
  await expect(toast(page)).toContainText('This post no longer exists.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(consoleErrors.filter((e) => !/Failed to load resource: the server responded with a status of (404|500)/.test(e))).toEqual([]);
});

test('a resource: validation, create, edit and delete', async ({ page, consoleErrors }) => {
  const title = 'USCIS Processing Times';
  await openDashboard(page, 'resources');
  const resourcesBefore = await statValue(page, 'Resources');
  await page.getByRole('link', { name: 'Add Resource' }).click();
  await expect(page).toHaveURL(/\/admin\/new-resource$/);
  await expect(page.getByRole('heading', { name: 'Create New Resource' })).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveAttribute('placeholder', 'e.g. Checklist, Guide, External Link');
  await expect(page.getByRole('combobox', { name: 'Icon' })).toHaveText('FileText');

  await page.getByRole('button', { name: 'Save Resource' }).click();
  await expect(page.getByText('Title must be at least 4 characters')).toBeVisible();
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Type is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Check how long USCIS currently takes for each form.');
  await page.getByLabel('Type').fill('External Link');
  await page.getByLabel('Link').fill('not a url');
  await page.getByLabel('Link').blur();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await page.getByLabel('Link').fill('https://egov.uscis.gov/processing-times/');
  await expect(page.getByText('Please enter a valid URL')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Icon' }).click();
  await expect(page.getByRole('option')).toHaveText(['FileText', 'BookOpen', 'Link']);
  await expect(page.getByRole('option', { name: 'BookOpen' }).locator('svg[data-icon="BookOpen"]')).toHaveCount(1);
  await page.getByRole('option', { name: 'Link' }).click();
  await expect(page.getByRole('combobox', { name: 'Icon' })).toHaveText('Link');

  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Resource created');
  await expect(toast(page)).toContainText('Your resource has been successfully created.');
  await expect(page).toHaveURL(/\/admin\?tab=resources$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('External Link')).toBeVisible();
  const open = row.getByRole('link', { name: `Open "${title}" in a new tab` });
  await expect(open).toHaveAttribute('href', 'https://egov.uscis.gov/processing-times/');
  await expect(open).toHaveAttribute('target', '_blank');
  await expect.poll(() => statValue(page, 'Resources')).toBe(resourcesBefore + 1);

  // Search by type, then edit.
  await page.getByPlaceholder('Search resources...').fill('external LINK');
  await expect(row).toBeVisible();
  await page.getByPlaceholder('Search resources...').fill('nothing like this');
  await expect(page.getByText('No resources match your search')).toBeVisible();
  await page.getByPlaceholder('Search resources...').fill('');
  await page.getByRole('link', { name: `Edit "${title}"` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Resource' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Icon' })).toHaveText('Link');
  await page.getByLabel('Title').fill('USC');
  await page.getByLabel('Title').blur();
  await expect(page.getByText('Title must be at least 4 characters')).toBeVisible();
  await page.getByLabel('Title').fill(`${title} (official)`);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Resource updated');
  await expect(toast(page)).toContainText('Your resource has been successfully updated.');
  await expect(page).toHaveURL(/\/admin\?tab=resources$/);

  await page.getByRole('button', { name: `Delete "${title} (official)"` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this resource? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Resource deleted');
  await expect(toast(page)).toContainText('The resource has been permanently deleted.');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  await expect.poll(() => statValue(page, 'Resources')).toBe(resourcesBefore);
  expect(consoleErrors).toEqual([]);
});

test('Client Tools opens full screen in a sandboxed frame and reports a frame that never loads', async ({ page, consoleErrors }) => {
  // The machine is offline: hold the tool's request so the outcome is deterministic, and move the clock past the wait.
  await page.route('https://www.docuseal.com/**', () => undefined);
  await openDashboard(page, 'client-tools');
  await expect(page.getByRole('link', { name: 'Add Post' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open Client Tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Client Tools' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Loading client tools...')).toBeVisible();
  const frame = dialog.locator('iframe[title="Client tools"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  await expect(frame).toHaveAttribute('src', 'https://www.docuseal.com/');
  // Full screen once the opening animation has settled.
  const viewport = page.viewportSize();
  await expect.poll(async () => JSON.stringify(await dialog.boundingBox())).toBe(JSON.stringify({ x: 0, y: 0, width: viewport?.width, height: viewport?.height }));

  await page.clock.fastForward(15_000);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Error Loading Content');
  await expect(alert).toContainText('Unable to load the client tools. Please check your internet connection and try again.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open Client Tools' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('Admin Tools: the buttons wait for text, and answer after 2 s without calling the server', async ({ page, consoleErrors }) => {
  // The page's clock: the 2 s are jumped over, once the answer is shown not to come sooner.
  await openDashboard(page, 'admin-tools');
  await expect(page.getByText('Loading posts...')).toHaveCount(0);
  const calls: string[] = [];
  page.on('request', (r) => {
    // The header's inbox count follows live updates on its own (it reads again after a stream reconnects): not the tools' calls.
    if (r.url().includes('/trpc/') && !r.url().includes('/trpc/inbox.')) calls.push(r.url());
  });

  const generate = page.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Topic or outline for a new blog post').fill('   ');
  await expect(generate).toBeDisabled();
  await page.getByLabel('Topic or outline for a new blog post').fill('Bond hearings for recent arrivals');
  await expect(generate).toBeEnabled();
  await generate.click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  const generated = page.getByText('The Blog Generator will be implemented in the next phase.');
  await page.clock.fastForward(1_800);
  await expect(generated).toHaveCount(0);
  await page.clock.fastForward(300);
  await expect(generated).toBeVisible();

  await page.getByRole('tab', { name: 'Resource Scouter' }).click();
  const find = page.getByRole('button', { name: 'Find Resources' });
  await expect(find).toBeDisabled();
  await page.getByLabel('What kind of resources are you looking for?').fill('\n  \n');
  await expect(find).toBeDisabled();
  await page.getByLabel('What kind of resources are you looking for?').fill('Official VAWA guides');
  await find.click();
  const found = page.getByText('The Resource Scouter will be implemented in the next phase.');
  await page.clock.fastForward(1_800);
  await expect(found).toHaveCount(0);
  await page.clock.fastForward(300);
  await expect(found).toBeVisible();
  expect(calls).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
