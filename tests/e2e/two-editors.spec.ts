import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';
import { CONTENT } from './locks';

/**
 * Decision 0019: two staff members edit the same post at once. The second save is refused with a clear
 * message, nothing typed is lost, and 'Load the newer version' shows what the first one saved.
 * Sign-in is rate limited for the whole run, so this file signs in once and opens two sessions from it.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'integrity-content-state.json');
const POST_CHANGED =
  'This post was changed by someone else while you were editing. Your changes are still in the form: copy what you need, then load the newer version.';
const RESOURCE_CHANGED =
  'This resource was changed by someone else while you were editing. Your changes are still in the form: copy what you need, then load the newer version.';

test.describe.configure({ mode: 'serial', lock: CONTENT });

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: { cookies: [], origins: [] } });
  await signInAsAdmin(await context.newPage());
  await context.storageState({ path: STATE });
  await context.close();
});

/** A second signed-in window: its own browser context (cookies and cache), as another staff member's. */
async function otherWindow(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: STATE });
  return context.newPage();
}

/** The 409 the test provokes on purpose is logged by Chromium as a console error. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 409/.test(e));
}

test.use({ storageState: STATE, quickAdmin: true });

test('a post saved meanwhile by someone else: the message appears, the typed text stays, the newer version loads', async ({ page, browser, consoleErrors }, testInfo) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Edit "/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/edit-post\/[0-9a-f-]{36}$/);
  const editUrl = new URL(page.url()).pathname;
  await expect(page.getByLabel('Title')).not.toHaveValue('');
  await waitForHydration(page);
  const original = { title: await page.getByLabel('Title').inputValue(), slug: await page.getByLabel('Slug').inputValue() };

  const other = await otherWindow(browser, testInfo);
  await other.goto(editUrl);
  await waitForHydration(other);
  await expect(other.getByLabel('Title')).toHaveValue(original.title);

  // The first editor saves.
  const firstTitle = `${original.title} (first editor)`;
  await page.getByLabel('Title').fill(firstTitle);
  await page.getByLabel('Slug').fill(original.slug);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The second editor, still on the version they loaded, saves too.
  const secondTitle = `${original.title} (second editor)`;
  await other.getByLabel('Title').fill(secondTitle);
  await other.getByLabel('Slug').fill(original.slug);
  const content = other.getByLabel('Content');
  const typed = `${await content.inputValue()}\nA paragraph the second editor typed.`;
  await content.fill(typed);
  await other.getByRole('button', { name: 'Save Post' }).click();
  await expect(other.getByRole('alert').filter({ hasText: POST_CHANGED })).toHaveText(POST_CHANGED);
  await expect(other).toHaveURL(new RegExp(`${editUrl}$`));
  await expect(other.getByLabel('Title')).toHaveValue(secondTitle);
  await expect(other.getByLabel('Content')).toHaveValue(typed);

  // Loading the newer version replaces the form with what the first editor saved.
  await other.getByRole('button', { name: 'Load the newer version' }).click();
  await expect(other.getByLabel('Title')).toHaveValue(firstTitle);
  await expect(other.getByLabel('Content')).not.toHaveValue(typed);
  await expect(other.getByRole('alert').filter({ hasText: POST_CHANGED })).toHaveCount(0);

  // Saving from the newer version works (and puts the demo post back as it was).
  await other.getByLabel('Title').fill(original.title);
  await other.getByLabel('Slug').fill(original.slug);
  await other.getByRole('button', { name: 'Save and close' }).click();
  await expect(other).toHaveURL(/\/admin$/);
  await other.context().close();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('a resource saved meanwhile by someone else: the same message, the typed text stays, the newer version loads', async ({ page, browser, consoleErrors }, testInfo) => {
  await page.goto('/admin?tab=resources');
  await page.getByRole('link', { name: /^Edit "/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/edit-resource\/[0-9a-f-]{36}$/);
  const editUrl = new URL(page.url()).pathname;
  await expect(page.getByLabel('Title')).not.toHaveValue('');
  await waitForHydration(page);
  const original = await page.getByLabel('Title').inputValue();

  const other = await otherWindow(browser, testInfo);
  await other.goto(editUrl);
  await waitForHydration(other);
  await expect(other.getByLabel('Title')).toHaveValue(original);

  await page.getByLabel('Title').fill(`${original} (first editor)`);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=resources$/);

  await other.getByLabel('Title').fill(`${original} (second editor)`);
  await other.getByRole('button', { name: 'Save Resource' }).click();
  await expect(other.getByRole('alert').filter({ hasText: RESOURCE_CHANGED })).toHaveText(RESOURCE_CHANGED);
  await expect(other.getByLabel('Title')).toHaveValue(`${original} (second editor)`);

  await other.getByRole('button', { name: 'Load the newer version' }).click();
  await expect(other.getByLabel('Title')).toHaveValue(`${original} (first editor)`);
  await other.getByLabel('Title').fill(original);
  await other.getByRole('button', { name: 'Save and close' }).click();
  await expect(other).toHaveURL(/\/admin\?tab=resources$/);
  await other.context().close();
  expect(unexpected(consoleErrors)).toEqual([]);
});
