import path from 'node:path';
import { axeFindings } from './axe';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { deleteContent } from './content-api';
import { expect, test } from './fixtures';
import { staffStorageState } from './staff-users';
import * as locks from './locks';

/**
 * Decision 0011: the admin for content in three languages. An editor of its own (created through the
 * service layer, its session too) so no sign-in rate limit is spent.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'admin-translations-state.json');

test.describe.configure({ mode: 'serial', lock: locks.CONTENT });
test.use({ storageState: STATE, quickAdmin: true });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  await staffStorageState(testInfo.project.use.baseURL ?? '', { prefix: 'translations', role: 'editor', path: STATE });
});

/** What a test stopped half-way may have left (published posts: other files count the blog's posts). */
test.afterAll(async ({ browserName: _ }, testInfo) => {
  await deleteContent(testInfo.project.use.baseURL ?? '', STATE, String(stamp));
});

/** Answers the test provokes on purpose (a 409 for a language that exists) are logged by Chromium as console errors. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 409/.test(e));

/** A tRPC mutation as the site's own page sends it (superjson body, same-origin header); its answer's data. */
async function mutate<T>(request: APIRequestContext, procedure: string, input: unknown, baseURL: string): Promise<T> {
  const res = await request.post(`/trpc/${procedure}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}


/** What a row's Translations cell shows: EN ✓, ES ✓ draft, FR –. */
function markers(row: Locator): Locator {
  return row.locator('.admin-translations__mark').locator('[aria-hidden="true"]').or(row.locator('.admin-translations__mark--missing'));
}

function toast(page: Page): Locator {
  return page.locator('.Toastify');
}

/** Delete on a row: the dialog names what goes ('Are you sure you want to delete <what>?'), then the toast. */
async function deleteOne(page: Page, row: Locator, title: string, what: string, done: string) {
  await row.getByRole('button', { name: `Delete "${title}"` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Are you sure you want to delete ${what}? This action cannot be undone.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText(done);
}

async function chooseLanguage(page: Page, combobox: Locator, name: string) {
  await combobox.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(combobox).toHaveText(name);
}

const stamp = Date.now();
const EN_TITLE = `Travel Permits for Asylum Applicants ${stamp}`;
const EN_SLUG = `travel-permits-for-asylum-applicants-${stamp}`;
const ES_TITLE = `Permisos de viaje para solicitantes de asilo ${stamp}`;
const ES_SLUG = `permisos-de-viaje-para-solicitantes-de-asilo-${stamp}`;
const CONTENT = [
  '## Before you travel',
  'Leaving the United States while an asylum case is pending can end the case unless you have advance parole.',
].join('\n');

test('a post: Add Spanish translation from the table, prefilled, saved, listed, published at /es/blog, deleted alone', async ({ page, consoleErrors, baseURL }) => {
  const original = await mutate<{ id: string }>(
    page.request,
    'posts.create',
    { title: EN_TITLE, slug: EN_SLUG, description: 'What advance parole means for asylum applicants.', category: 'Asylum', content: CONTENT, published: true, featured: true },
    baseURL ?? '',
  );

  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Blog posts' });
  await expect(page.getByRole('columnheader')).toHaveText(['Title', 'Category', 'Language', 'Translations', 'Status', 'Created', 'Actions']);
  await page.getByPlaceholder('Search posts...').fill(String(stamp));
  const enRow = table.getByRole('row', { name: new RegExp(EN_TITLE) });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(enRow.getByRole('cell').nth(1)).toHaveText('English');
  await expect(enRow.getByRole('link', { name: 'English: published' })).toHaveAttribute('href', `/admin/edit-post/${original.id}`);
  await expect(enRow.getByRole('img', { name: 'Spanish: missing' })).toBeVisible();
  await expect(enRow.getByRole('img', { name: 'French: missing' })).toBeVisible();
  await expect(markers(enRow)).toHaveText(['EN ✓', 'ES –', 'FR –']);

  // 'Add translation' offers the missing languages only.
  await enRow.getByRole('button', { name: `Add translation of "${EN_TITLE}"` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Add Spanish translation', 'Add French translation']);
  await page.getByRole('menuitem', { name: 'Add Spanish translation' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/new-post\\?translationOf=${original.id}&locale=es$`));
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Translating' })).toHaveText(`Translating "${EN_TITLE}" (English) into Español: replace the text below.`);

  // Prefilled with the original, for the translator to replace; a draft in Spanish. Not the category: it is the English blog's.
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveText('Español');
  await expect(page.getByLabel('Title')).toHaveValue(EN_TITLE);
  await expect(page.getByLabel('Slug')).toHaveValue(EN_SLUG);
  await expect(page.getByLabel('Short Description')).toHaveValue('What advance parole means for asylum applicants.');
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByLabel('Content')).toHaveValue(CONTENT);
  await expect(page.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Featured' })).toHaveAttribute('aria-checked', 'true');
  expect(await axeFindings(page)).toEqual([]);
  // Category suggestions come from the Spanish posts.
  const suggestions = await page.locator('#post-categories option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(suggestions).toContain('Defensa en detención');
  expect(suggestions).not.toContain('Detention Defense');

  await page.getByLabel('Title').fill(ES_TITLE);
  await expect(page.getByLabel('Slug')).toHaveValue(ES_SLUG); // the slug still follows the title
  await expect(page.getByText(`the post's address is /es/blog/${ES_SLUG}`)).toBeVisible();
  await page.getByLabel('Short Description').fill('Lo que significa el permiso de viaje para quien solicita asilo.');
  await page.getByLabel('Category').fill('Asilo');
  await page.getByLabel('Content').fill('## Antes de viajar\nSalir de Estados Unidos con un caso de asilo pendiente puede terminar el caso sin un permiso de viaje.');

  // English already exists in this group: the server's message sits under Language, nothing typed is lost.
  await chooseLanguage(page, language, 'English');
  await expect(page.getByRole('status').filter({ hasText: 'Translating' })).toContainText('into English');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This post already has a version in English: edit that one instead.' }).first()).toBeVisible();
  await expect(language).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Title')).toHaveValue(ES_TITLE);
  await chooseLanguage(page, language, 'Español');

  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Post created');
  await expect(page).toHaveURL(/\/admin$/);

  // The group shows EN ✓ ES ✓ (draft) on both rows.
  await page.getByPlaceholder('Search posts...').fill(String(stamp));
  await expect(table.getByRole('row')).toHaveCount(3);
  const esRow = table.getByRole('row', { name: new RegExp(ES_TITLE) });
  await expect(esRow.getByRole('cell').nth(1)).toHaveText('Español');
  for (const row of [enRow, esRow]) {
    await expect(row.getByRole('link', { name: 'English: published' })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Spanish: draft' })).toBeVisible();
    await expect(row.getByRole('img', { name: 'French: missing' })).toBeVisible();
  }
  await expect(markers(enRow)).toHaveText(['EN ✓', 'ES ✓ draft', 'FR –']);
  expect(await axeFindings(page)).toEqual([]);

  // The language filter: only Spanish rows.
  const filter = page.getByRole('combobox', { name: 'Language' });
  await page.getByPlaceholder('Search posts...').fill('');
  await chooseLanguage(page, filter, 'Español');
  await expect(table.getByRole('row', { name: new RegExp(ES_TITLE) })).toBeVisible();
  const languages = await table.locator('tbody tr td:nth-of-type(2)').allTextContents();
  expect(languages.length).toBeGreaterThan(3);
  expect(new Set(languages)).toEqual(new Set(['Español']));
  await page.getByPlaceholder('Search posts...').fill(String(stamp));
  await expect(table.getByRole('row')).toHaveCount(2);
  await chooseLanguage(page, filter, 'Français');
  await expect(page.getByText('No posts match your search')).toBeVisible();
  await chooseLanguage(page, filter, 'All languages');
  await expect(table.getByRole('row')).toHaveCount(3);

  // Editing the Spanish one: its Translations line, then published at /es/blog/<its slug>.
  await esRow.getByRole('link', { name: `Edit "${ES_TITLE}"` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('Español');
  const line = page.getByRole('navigation', { name: 'Translations' });
  await expect(line.getByRole('link')).toHaveText(['Edit English version', 'Add French translation']);
  await expect(line.getByRole('link', { name: 'Edit English version' })).toHaveAttribute('href', `/admin/edit-post/${original.id}`);
  await expect(line.getByRole('link', { name: 'Add French translation' })).toHaveAttribute('href', /\/admin\/new-post\?translationOf=[0-9a-f-]{36}&locale=fr$/);
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Post updated');
  await expect(esRow.getByRole('link', { name: 'Spanish: published' })).toBeVisible();
  await esRow.getByRole('link', { name: `View "${ES_TITLE}"` }).click();
  await expect(page).toHaveURL(new RegExp(`/es/blog/${ES_SLUG}$`));
  await expect(page.getByRole('heading', { level: 1, name: ES_TITLE })).toBeVisible();
  const visitor = await page.context().browser()?.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const anonymous = await visitor?.request.get(`/es/blog/${ES_SLUG}`);
  expect(anonymous?.status()).toBe(200);
  expect(await anonymous?.text()).toContain(ES_TITLE);

  // Deleting the Spanish one says only Spanish goes, and leaves the English one.
  await page.goto('/admin');
  await page.getByPlaceholder('Search posts...').fill(String(stamp));
  await deleteOne(page, esRow, ES_TITLE, 'this blog post in Spanish only (its English translation stays)', 'Post deleted');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(enRow.getByRole('img', { name: 'Spanish: missing' })).toBeVisible();
  await expect(enRow.getByRole('link', { name: 'English: published' })).toBeVisible();
  expect((await visitor?.request.get(`/blog/${EN_SLUG}`))?.status()).toBe(200);
  expect((await visitor?.request.get(`/es/blog/${ES_SLUG}`))?.status()).not.toBe(200);
  await visitor?.close();
  // The blog as seeded again: other specs count its published posts.
  await mutate(page.request, 'posts.delete', { id: original.id }, baseURL ?? '');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('a resource: Add French translation from the table, prefilled, saved, listed on /fr/resources, deleted alone', async ({ page, consoleErrors, baseURL }) => {
  const title = `Asylum Office Locator ${stamp}`;
  const frTitle = `Localisateur des bureaux d’asile ${stamp}`;
  const original = await mutate<{ id: string }>(
    page.request,
    'resources.create',
    { title, description: 'Find the asylum office that handles your interview.', type: 'External Link', link: 'https://www.uscis.gov/about-us/find-a-uscis-office', icon: 'Link' },
    baseURL ?? '',
  );

  await page.goto('/admin?tab=resources');
  const table = page.getByRole('table', { name: 'Resources' });
  await expect(page.getByRole('columnheader')).toHaveText(['Title', 'Type', 'Language', 'Translations', 'Created', 'Actions']);
  await page.getByPlaceholder('Search resources...').fill(String(stamp));
  const enRow = table.getByRole('row', { name: new RegExp(title) });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(markers(enRow)).toHaveText(['EN ✓', 'ES –', 'FR –']);
  await expect(enRow.getByRole('link', { name: 'English: exists' })).toHaveAttribute('href', `/admin/edit-resource/${original.id}`);

  await enRow.getByRole('button', { name: `Add translation of "${title}"` }).click();
  await page.getByRole('menuitem', { name: 'Add French translation' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/new-resource\\?translationOf=${original.id}&locale=fr$`));
  await expect(page.getByRole('status').filter({ hasText: 'Translating' })).toHaveText(`Translating "${title}" (English) into Français: replace the text below.`);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('Français');
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Description')).toHaveValue('Find the asylum office that handles your interview.');
  await expect(page.getByLabel('Type')).toHaveValue('External Link');
  await expect(page.getByLabel('Link')).toHaveValue('https://www.uscis.gov/about-us/find-a-uscis-office');
  await expect(page.getByRole('combobox', { name: 'Icon' })).toHaveText('Link');
  await page.getByLabel('Title').fill(frTitle);
  await page.getByLabel('Description').fill('Trouvez le bureau d’asile chargé de votre entretien.');
  await page.getByLabel('Type').fill('Lien externe');
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(toast(page)).toContainText('Resource created');
  await expect(page).toHaveURL(/\/admin\?tab=resources$/);

  await page.getByPlaceholder('Search resources...').fill(String(stamp));
  await expect(table.getByRole('row')).toHaveCount(3);
  const frRow = table.getByRole('row', { name: new RegExp(frTitle) });
  await expect(frRow.getByRole('cell').nth(1)).toHaveText('Français');
  await expect(markers(frRow)).toHaveText(['EN ✓', 'ES –', 'FR ✓']);
  await expect(markers(enRow)).toHaveText(['EN ✓', 'ES –', 'FR ✓']);
  await chooseLanguage(page, page.getByRole('combobox', { name: 'Language' }), 'Français');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(frRow).toBeVisible();

  // Visitors read it on the French Resources page, not on the English one.
  const visitor = await page.context().browser()?.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  expect(await (await visitor?.request.get('/fr/resources'))?.text()).toContain(frTitle);
  expect(await (await visitor?.request.get('/resources'))?.text()).not.toContain(frTitle);

  // The edit form's Translations line, then deleting the French one alone.
  await frRow.getByRole('link', { name: `Edit "${frTitle}"` }).click();
  await expect(page.getByRole('navigation', { name: 'Translations' }).getByRole('link')).toHaveText(['Edit English version', 'Add Spanish translation']);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByPlaceholder('Search resources...').fill(String(stamp));
  await deleteOne(page, frRow, frTitle, 'this resource in French only (its English translation stays)', 'Resource deleted');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(markers(enRow)).toHaveText(['EN ✓', 'ES –', 'FR –']);
  expect(await (await visitor?.request.get('/resources'))?.text()).toContain(title);
  await visitor?.close();
  expect(unexpected(consoleErrors)).toEqual([]);
});
