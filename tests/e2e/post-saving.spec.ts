import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CHANGED_MSG } from '@shared/schemas/posts';
import { ADMIN, expect, signInAsAdmin, test } from './fixtures';
import { sessionCookieFor, userIdByEmail } from './staff-users';
import * as locks from './locks';

/**
 * Issue 26 ('The firm's first week'): the post and resource editors keep the editor in the form after a save,
 * as WordPress and Ghost do; 'Save and close' returns to the list; a scheduled post says when it appears (on
 * the firm's clock, Eastern Time); 'Add translation' starts with the target language's categories.
 */
test.describe.configure({ mode: 'serial', lock: locks.CONTENT });

// Admin pages without the guard's 1.5 s on every load (tests/e2e/fixtures.ts).
test.use({ quickAdmin: true });
test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

/** What this file created, deleted at the end (the blog and the resources stay as seeded). */
const created: { procedure: 'posts.delete' | 'resources.delete'; id: string }[] = [];
test.afterAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ ...(await sessionCookieFor(await userIdByEmail(ADMIN.email))), url: baseURL }]);
  for (const { procedure, id } of created) {
    const res = await context.request.post(`/trpc/${procedure}`, { data: { json: { id } }, headers: { origin: baseURL } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await context.close();
});

const stamp = Date.now();
const CONTENT = '## Why it matters\nA paragraph long enough to pass the fifty character minimum of content.';
const EDIT_URL = /\/admin\/edit-post\/([0-9a-f-]{36})$/;

/** The toast on screen (one at a time, the newest wins). */
function toast(page: Page): Locator {
  return page.locator('.Toastify__toast');
}

/** Closes the toast, so the next save's toast is known to be its own. */
async function closeToast(page: Page) {
  await toast(page).getByRole('button', { name: 'close' }).click();
  await expect(toast(page)).toHaveCount(0);
}

/** The id in an edit page's address, remembered for the clean-up. */
function createdId(page: Page, procedure: 'posts.delete' | 'resources.delete'): string {
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  created.push({ procedure, id });
  return id;
}

async function fillNewPost(page: Page, title: string) {
  await page.goto('/admin/new-post');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Short Description').fill('A post written by the post-saving browser test.');
  await page.getByLabel('Category').fill('Editor stays');
  await page.getByLabel('Content').fill(CONTENT);
}

/** A tRPC mutation as the site's own page sends it (superjson body, same-origin header); its answer's data. */
async function mutate<T>(request: APIRequestContext, procedure: string, input: unknown, baseURL: string): Promise<T> {
  const res = await request.post(`/trpc/${procedure}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

test("'Save Post' keeps the editor on the post: created, saved again and again, no conflict, nothing left unsaved", async ({ page, consoleErrors }) => {
  const title = `Editor stays ${stamp}`;
  await fillNewPost(page, title);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page)).toContainText('Post created');
  await expect(toast(page)).toContainText('Your post has been successfully created.');
  // The new post's own edit page, in place of the new-post form.
  await expect(page).toHaveURL(EDIT_URL);
  const id = createdId(page, 'posts.delete');
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Category')).toHaveValue('Editor stays');
  await expect(page.getByLabel('Content')).toHaveValue(CONTENT);
  await expect(page.getByRole('button', { name: 'Revisions' })).toBeVisible();
  await closeToast(page);
  // The address was replaced: Back leaves the editor instead of opening an empty new-post form.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goForward();
  await expect(page).toHaveURL(EDIT_URL);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  // Saving again from the same form works (the form goes on from the version it saved).
  const second = `${title} (second save)`;
  await page.getByLabel('Title').fill(second);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page)).toContainText('Post updated');
  await expect(toast(page)).toContainText('Your post has been successfully updated.');
  await expect(page).toHaveURL(new RegExp(`/admin/edit-post/${id}$`));
  await expect(page.getByLabel('Title')).toHaveValue(second);
  await closeToast(page);

  const third = `${title} (third save)`;
  await page.getByLabel('Title').fill(third);
  await page.getByLabel('Short Description').fill('Changed again, in the same form, without reopening it.');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page)).toContainText('Post updated');
  await expect(page.getByText(CHANGED_MSG.post)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Post' })).toBeEnabled();
  // Nothing unsaved: no draft kept for it, and leaving does not ask.
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), `post-draft:${id}`)).toBeNull();
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(third);
  await expect(page.getByLabel('Short Description')).toHaveValue('Changed again, in the same form, without reopening it.');
  await expect(page.getByText(/Restore unsaved draft from/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(asked).toEqual([]);
  await page.getByPlaceholder('Search posts...').fill(third);
  await expect(page.getByRole('row', { name: new RegExp(third.replace(/[()]/g, '\\$&')) })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("'Save and close' saves and returns to the list, for a post and for a resource", async ({ page, consoleErrors }) => {
  const title = `Save and close ${stamp}`;
  await fillNewPost(page, title);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Post created');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByPlaceholder('Search posts...').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `Edit "${title}"` }).click();
  await expect(page).toHaveURL(EDIT_URL);
  createdId(page, 'posts.delete');

  // From an edit: back to the Blog Posts tab with the saved change.
  await page.getByLabel('Category').fill('Closed after saving');
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Post updated');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByPlaceholder('Search posts...').fill(title);
  await expect(row.getByText('Closed after saving', { exact: true })).toBeVisible();

  // A resource: 'Save Resource' stays on its edit page, 'Save and close' returns to the Resources tab.
  const resource = `Editor stays resource ${stamp}`;
  await page.goto('/admin/new-resource');
  await page.getByLabel('Title').fill(resource);
  await page.getByLabel('Description').fill('A resource written by the post-saving browser test.');
  await page.getByLabel('Type').fill('Guide');
  await page.getByLabel('Link').fill('https://www.uscis.gov/forms');
  await page.getByRole('button', { name: 'Save Resource' }).click();
  await expect(toast(page)).toContainText('Resource created');
  await expect(page).toHaveURL(/\/admin\/edit-resource\/[0-9a-f-]{36}$/);
  createdId(page, 'resources.delete');
  await expect(page.getByRole('heading', { name: 'Edit Resource' })).toBeVisible();
  await closeToast(page);
  await page.getByLabel('Type').fill('Checklist');
  await page.getByRole('button', { name: 'Save Resource' }).click();
  await expect(toast(page)).toContainText('Resource updated');
  await expect(page.getByLabel('Type')).toHaveValue('Checklist');
  await page.getByLabel('Title').fill(`${resource} (closed)`);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=resources$/);
  await page.getByPlaceholder('Search resources...').fill(resource);
  await expect(page.getByRole('row', { name: new RegExp(`${resource} \\(closed\\)`) }).getByText('Checklist', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a scheduled post: the toast and the posts table say when it appears, in Eastern Time', async ({ page, consoleErrors }) => {
  const title = `Scheduled for later ${stamp}`;
  await fillNewPost(page, title);
  await page.getByRole('switch', { name: 'Published' }).click();
  // Written on the firm's clock whatever the browser's time zone (years ahead: the job never publishes it here).
  await page.getByLabel('Publish at').fill('2031-12-03T09:00');
  // Intl may write a narrow no-break space before AM: \s takes any space.
  const when = /Scheduled for Dec 3, 2031, 9:00\sAM ET/;
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page)).toContainText('Post created');
  await expect(toast(page)).toContainText(when);
  await expect(page).toHaveURL(EDIT_URL);
  createdId(page, 'posts.delete');
  await expect(page.getByLabel('Publish at')).toHaveValue('2031-12-03T09:00');
  await closeToast(page);

  // An edit that keeps the schedule says it again, then 'Save and close' shows it in the table.
  await page.getByLabel('Title').fill(`${title} (edited)`);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Post updated');
  await expect(toast(page)).toContainText(when);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByPlaceholder('Search posts...').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Dec 3, 2031, 9:00\sAM ET$/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/** The Category field's suggestions (its datalist), as the browser offers them. */
function suggestions(page: Page): Promise<string[]> {
  return page.locator('#post-categories option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

test("'Add translation' starts with an empty category and suggests the target language's categories", async ({ page, consoleErrors, baseURL }) => {
  const title = `Translation categories ${stamp}`;
  const original = await mutate<{ id: string }>(
    page.request,
    'posts.create',
    { title, slug: `translation-categories-${stamp}`, description: 'An English post to translate into Spanish.', category: 'Asylum', content: CONTENT, published: false },
    baseURL ?? '',
  );
  created.push({ procedure: 'posts.delete', id: original.id });

  await page.goto('/admin');
  await page.getByPlaceholder('Search posts...').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: `Add translation of "${title}"` }).click();
  await page.getByRole('menuitem', { name: 'Add Spanish translation' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/new-post\\?translationOf=${original.id}&locale=es$`));
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('Español');
  // The text is the original's, for the translator to replace; the category is not: it is another blog's.
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByText('reuse an existing Spanish one where it fits')).toBeVisible();

  // The categories of the Spanish posts (as seeded), none of the English ones.
  const spanish = ['Asilo', 'Defensa contra la deportación', 'Defensa en detención', 'Inmigración familiar', 'VAWA'];
  await expect.poll(() => suggestions(page)).toEqual(expect.arrayContaining(spanish));
  const offered = await suggestions(page);
  for (const english of ['Asylum', 'Deportation Defense', 'Detention Defense', 'Family Immigration', 'Editor stays']) expect(offered).not.toContain(english);

  // Another language, its own categories.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français', exact: true }).click();
  await expect.poll(() => suggestions(page)).toEqual(expect.arrayContaining(['Asile', 'Défense en détention', 'Immigration familiale']));
  expect(await suggestions(page)).not.toContain('Asilo');
  await expect(page.getByLabel('Category')).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});
