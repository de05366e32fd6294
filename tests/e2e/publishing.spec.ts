import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { staffStorageState } from './staff-users';
import { toFirmLocalInput } from '@shared/firm-time';

/**
 * Publishing tools (decision 0014) as an editor uses them: a post scheduled a minute ahead appears by itself,
 * and a published post's old address answers 301 with its new one after the slug changes.
 */
const STATE = path.resolve(process.env.E2E_OUT ?? '.test-output', 'publishing-state.json');
test.describe.configure({ mode: 'serial' });
test.use({ storageState: STATE });
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  await staffStorageState(testInfo.project.use.baseURL ?? '', { prefix: 'publishing', role: 'editor', path: STATE });
});

async function fillPost(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A post written by the publishing browser test.');
  await page.getByLabel('Category').fill('Publishing');
  await page.getByLabel('Content').fill('## Heading\nA paragraph long enough to pass the fifty character minimum of content.');
  await page.getByRole('switch', { name: 'Published' }).click();
}

test('a post scheduled a minute ahead is hidden, shown as Scheduled, then appears by itself', async ({ page, request }) => {
  test.setTimeout(150_000);
  const slug = `scheduled-by-browser-${Date.now()}`;
  const title = `Scheduled by browser ${Date.now()}`;
  await page.goto('/admin/new-post');
  await fillPost(page, title);
  await page.getByLabel('Slug').fill(slug);
  // The next whole minute at least 30 s away, written on the firm's clock (the field is Eastern Time).
  const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  await page.getByLabel('Publish at').fill(toFirmLocalInput(at));
  await expect(page.getByText(/Scheduled: published automatically on/)).toBeVisible();
  await page.getByRole('button', { name: 'Save and close' }).click();
  await page.waitForURL('**/admin');
  await page.getByPlaceholder('Search posts...').fill(title);
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Scheduled', { exact: true })).toBeVisible();

  expect((await request.get(`/blog/${slug}`, { headers: { cookie: '' } })).status()).toBe(404);
  expect(await (await request.get('/blog/rss.xml')).text()).not.toContain(slug);
  // The job queue publishes it at its time: poll as a visitor would reload.
  await expect
    .poll(async () => (await request.get(`/blog/${slug}`, { headers: { cookie: '' } })).status(), { timeout: 110_000, intervals: [5_000] })
    .toBe(200);
  expect(await (await request.get('/blog/rss.xml')).text()).toContain(`/blog/${slug}<`);
});

test('changing a published post slug keeps the old address answering 301 with the new one', async ({ page, request }) => {
  const slug = `old-address-${Date.now()}`;
  await page.goto('/admin/new-post');
  await fillPost(page, `Old address ${Date.now()}`);
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Save and close' }).click();
  await page.waitForURL('**/admin');
  const created = await request.get(`/blog/${slug}`);
  expect(created.status()).toBe(200);

  // Edit it from its own page's 'Edit Post' button, change the slug, save.
  await page.goto(`/blog/${slug}`);
  await page.getByRole('link', { name: 'Edit Post' }).click();
  await page.getByLabel('Slug').fill(`${slug}-renamed`);
  await expect(page.getByText(/links to the old address will lead here/)).toBeVisible();
  await page.getByRole('button', { name: 'Save and close' }).click();
  await page.waitForURL('**/admin');

  const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/${slug}-renamed`);
  const followed = await request.get(`/blog/${slug}`);
  expect(followed.url()).toContain(`/blog/${slug}-renamed`);
  expect(followed.status()).toBe(200);
});
