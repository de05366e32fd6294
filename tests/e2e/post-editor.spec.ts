import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInAs, staffStorageState } from './staff-users';
import { CONTENT } from './locks';

/**
 * The post editor (decision 0014) as an editor uses it: revisions with their diff and Restore, the search-result
 * fields in the page head, the content toolbar, and the unsaved-draft offer after a reload.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'post-editor-state.json');
test.describe.configure({ mode: 'serial', lock: CONTENT });
test.use({ storageState: STATE, quickAdmin: true });
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
  // Saving keeps the editor in the form, now on the new post's edit page.
  await page.waitForURL('**/admin/edit-post/*');
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
  await expect(page).toHaveURL(new RegExp(`/admin/edit-post/${id}$`));

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
  await expect(page.getByText('Post updated')).toBeVisible();

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

  // On Windows AltGr arrives as Ctrl+Alt: AltGr+8 ('[' on a German keyboard) is a character, not a bullet.
  // The same keydown without AltGr is taken as the shortcut (so the check below can fail).
  const keydown = (altGraph: boolean) =>
    content.evaluate((el, modifierAltGraph) => {
      const e = new KeyboardEvent('keydown', { key: modifierAltGraph ? '[' : '8', code: 'Digit8', ctrlKey: true, altKey: true, modifierAltGraph, bubbles: true, cancelable: true });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    }, altGraph);
  expect(await keydown(true)).toBe(false);
  await expect(content).toHaveValue('A first paragraph\n## Inserted heading\n- a bullet');
  expect(await keydown(false)).toBe(true);
  await expect(content).toHaveValue('A first paragraph\n## Inserted heading\n- a bullet\n- ');
});

test('unsaved changes: a draft is offered back after a reload, and leaving asks first', async ({ page }) => {
  const title = `Unsaved draft ${Date.now()}`;
  await page.goto('/admin/new-post');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('## Half written\nStill working on this one.');
  await page.reload();

  await expect(page.getByText(/Restore unsaved draft from/)).toBeVisible();
  // Nobody saved in between: the plain offer, which restores the whole draft.
  await expect(page.getByText(/written before someone else saved/)).toHaveCount(0);
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

/** The autosaved draft of this form, as stored (null when there is none). */
function storedDraft(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(`post-draft:${k}`), key);
}

test('a draft written before a colleague saved restores only its own changes, and the colleague’s save survives', async ({ page, browser, consoleErrors }, testInfo) => {
  const stamp = Date.now();
  const id = await createPost(page, `Stale draft ${stamp}`, `post-editor-stale-draft-${stamp}`);

  // Editor A changes the title and leaves it unsaved: autosaved as a draft of this post.
  const mine = `Title changed by editor A ${stamp}`;
  await page.getByLabel('Title').fill(mine);
  await expect.poll(() => storedDraft(page, id)).toContain(mine);

  // Meanwhile editor B (another browser) changes the short description and saves.
  const theirs = `Description saved by editor B meanwhile ${stamp}.`;
  const other = await browser.newContext({ storageState: STATE, baseURL: testInfo.project.use.baseURL ?? '' });
  const b = await other.newPage();
  await b.goto(`/admin/edit-post/${id}`);
  await b.getByLabel('Short Description').fill(theirs);
  await b.getByRole('button', { name: 'Save Post' }).click();
  await expect(b.getByText('Post updated')).toBeVisible();
  await other.close();

  // A comes back: the form shows B's version, and the offer says the draft predates it.
  await page.reload();
  await expect(page.getByLabel('Short Description')).toHaveValue(theirs);
  const offer = page.locator('.draft-offer');
  await expect(offer).toContainText('Restore unsaved draft from');
  await expect(offer).toContainText('This draft was written before someone else saved the post. Restoring it keeps only the fields you changed.');
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(mine);
  await expect(page.getByLabel('Short Description')).toHaveValue(theirs);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Post updated')).toBeVisible();
  await expect(page.getByText(/Restore unsaved draft from/)).toHaveCount(0);

  // Both changes are saved.
  await page.goto(`/admin/edit-post/${id}`);
  await expect(page.getByLabel('Title')).toHaveValue(mine);
  await expect(page.getByLabel('Short Description')).toHaveValue(theirs);
  expect(await storedDraft(page, id)).toBeNull();
  expect(consoleErrors).toEqual([]);
});

test('Restore in Revisions asks before it replaces unsaved changes in the form', async ({ page, consoleErrors }) => {
  const stamp = Date.now();
  const saved = `Restore asks first ${stamp}`;
  const id = await createPost(page, saved, `post-editor-restore-asks-${stamp}`);
  // A second save: the first version is then one to restore (the current one offers no Restore).
  await page.getByLabel('Title').fill(`${saved} (second)`);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Post updated')).toBeVisible();
  await page.goto(`/admin/edit-post/${id}`);
  await expect(page.getByLabel('Title')).toHaveValue(`${saved} (second)`);
  const unsaved = `Unsaved title ${stamp}`;
  await page.getByLabel('Title').fill(unsaved);
  await expect.poll(() => storedDraft(page, id)).toContain(unsaved);

  await page.getByRole('button', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisions' });
  const firstVersion = dialog.getByRole('list', { name: 'Saved versions' }).getByRole('button').last();
  await firstVersion.click();
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  const ask = dialog.getByRole('alert');
  await expect(ask).toContainText('Your unsaved changes in the form will be replaced by this revision.');
  // The safe answer has the focus. Keeping them: nothing restored, the form and its draft as they were.
  await expect(ask.getByRole('button', { name: 'Keep my changes' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(ask).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(unsaved);
  await expect(page.getByText('Revision restored')).toHaveCount(0);
  expect(await storedDraft(page, id)).toContain(unsaved);

  // Replacing them: the revision is restored into the form.
  await page.getByRole('button', { name: 'Revisions' }).click();
  await firstVersion.click();
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await ask.getByRole('button', { name: 'Replace my changes' }).click();
  await expect(page.getByText('Revision restored')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Title')).toHaveValue(saved);
  expect(consoleErrors).toEqual([]);
});

test('edits made while a draft is offered replace it and are autosaved', async ({ page, consoleErrors }) => {
  const stamp = Date.now();
  await page.goto('/admin/new-post');
  await page.getByLabel('Title').fill(`Older draft ${stamp}`);
  await expect.poll(() => storedDraft(page, 'new')).toContain(`Older draft ${stamp}`);
  await page.reload();

  const offer = page.locator('.draft-offer');
  await expect(offer).toContainText('Editing now replaces it.');
  const newer = `## Newer edits\nTyped while the offer was showing ${stamp}.`;
  await page.getByLabel('Content').fill(newer);
  await expect(offer).toHaveCount(0);
  await expect.poll(() => storedDraft(page, 'new')).toContain(`Typed while the offer was showing ${stamp}`);

  await page.reload();
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByLabel('Content')).toHaveValue(newer);
  await expect(page.getByLabel('Title')).toHaveValue('');
  // Leave no draft behind for the other tests of the new-post form.
  await page.evaluate(() => window.localStorage.removeItem('post-draft:new'));
  expect(consoleErrors).toEqual([]);
});

test('signing out removes the post drafts kept in this browser', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? '';
  // A session of its own: signing out must not end the one the other tests of this file use.
  const context = await browser.newContext({ baseURL });
  await signedInAs(context, baseURL, 'post-editor-signout', 'editor');
  const page = await context.newPage();
  await page.goto('/admin/new-post');
  await page.getByLabel('Title').fill('A draft that must not outlive the session');
  await expect.poll(() => storedDraft(page, 'new')).toContain('must not outlive');
  await page.evaluate(() => window.localStorage.setItem('post-draft:another-post', '{}'));

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const left = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('post-draft:')));
  expect(left).toEqual([]);
  await context.close();
});
